import { availableStyles } from '@referent/engine';
import { Router } from 'express';
import type { Knex } from 'knex';
import { textOf } from './sanitize.js';
import { listStories, type Story, storyByKey } from './store.js';

const LOCALES = ['en', 'ru', 'ua'] as const;
const FEED_SIZE = 20;
const TITLES = { en: 'Referent blog', ru: 'Блог Referent', ua: 'Блог Referent' } as const;

/** Text for XML and HTML (element content and double-quoted attributes). */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters; they are dropped on purpose.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** The site's address as the request reached it (behind a proxy, `trust proxy` makes this the public one). */
export const originOf = (req: { protocol: string; get(name: string): string | undefined }) =>
  `${req.protocol}://${req.get('host') ?? 'localhost'}`;

const storyPath = (s: Pick<Story, 'lang' | 'hrefKey'>) => `/${s.lang}/blog/story/${encodeURIComponent(s.hrefKey)}`;

/** RSS 2.0 of a language's newest visible stories. */
export function rssOf(origin: string, lang: (typeof LOCALES)[number], stories: Story[]): string {
  const items = stories
    .map(
      (s) =>
        `<item><title>${escapeXml(s.title)}</title><link>${escapeXml(origin + storyPath(s))}</link>` +
        `<guid isPermaLink="true">${escapeXml(origin + storyPath(s))}</guid>` +
        `<pubDate>${new Date(s.dateCreate).toUTCString()}</pubDate>` +
        `<description>${escapeXml(s.seoDescription || textOf(s.macro))}</description>` +
        s.tags.map((t) => `<category>${escapeXml(t.text)}</category>`).join('') +
        '</item>',
    )
    .join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${escapeXml(TITLES[lang])}</title><link>${escapeXml(`${origin}/${lang}/blog`)}</link>` +
    `<description>${escapeXml(TITLES[lang])}</description><language>${lang === 'ua' ? 'uk' : lang}</language>
${items}
</channel></rss>
`
  );
}

/** Every public page: home, handbook, blog, terms, privacy in each language, and every visible story. */
export async function sitemapOf(db: Knex, origin: string): Promise<string> {
  const pages: string[] = [];
  for (const l of LOCALES) {
    pages.push(`/${l}/`, `/${l}/handbook`, ...availableStyles().map((id) => `/${l}/handbook/${id}`));
    pages.push(`/${l}/blog`, `/${l}/terms`, `/${l}/privacy`);
  }
  const stories = await db('stories').where('visible', true).orderBy('id').select('lang', 'href_key', 'updated_at');
  const urls = pages.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`);
  for (const s of stories) {
    urls.push(
      `<url><loc>${escapeXml(origin + storyPath({ lang: s.lang, hrefKey: s.href_key }))}</loc>` +
        `<lastmod>${new Date(s.updated_at).toISOString()}</lastmod></url>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** The blog's feeds: `/{locale}/blog/rss.xml` and `/sitemap.xml` (served with or without the web build). */
export function blogFeedRoutes(db: Knex): Router {
  const r = Router();
  r.get('/:locale/blog/rss.xml', async (req, res, next) => {
    try {
      const lang = LOCALES.find((l) => l === req.params.locale);
      if (!lang) return next();
      const { stories } = await listStories(db, { lang, page: 1, perPage: FEED_SIZE, show: 'visible' });
      res
        .type('application/rss+xml')
        .set('Cache-Control', 'public, max-age=600')
        .send(rssOf(originOf(req), lang, stories));
    } catch (e) {
      next(e);
    }
  });
  r.get('/sitemap.xml', async (req, res, next) => {
    try {
      res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=3600')
        .send(await sitemapOf(db, originOf(req)));
    } catch (e) {
      next(e);
    }
  });
  return r;
}

/**
 * The head of a story page, for crawlers and link previews that do not run scripts:
 * `<title>`, description and Open Graph tags, escaped. Undefined when the path is not a
 * story page; `missing` when no visible story has that address in that language (→ 404).
 */
export async function storyHead(
  db: Knex,
  origin: string,
  path: string,
): Promise<{ head: string } | 'missing' | undefined> {
  const m = /^\/(en|ru|ua)\/blog\/story\/([^/]+)\/?$/.exec(path);
  if (!m) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(m[2] as string).toLowerCase();
  } catch {
    return 'missing';
  }
  const story = await storyByKey(db, m[1] as string, key);
  if (!story?.visible) return 'missing';
  const title = `${story.seoTitle || story.title} | Referent`;
  const description = story.seoDescription || textOf(story.macro).slice(0, 300);
  const url = origin + storyPath(story);
  const meta = (attr: string, name: string, content: string) =>
    `<meta ${attr}="${name}" content="${escapeXml(content)}">`;
  return {
    head: [
      `<title>${escapeXml(title)}</title>`,
      meta('name', 'description', description),
      meta('property', 'og:title', story.seoTitle || story.title),
      meta('property', 'og:description', description),
      meta('property', 'og:type', 'article'),
      meta('property', 'og:url', url),
      `<link rel="canonical" href="${escapeXml(url)}">`,
      `<link rel="alternate" type="application/rss+xml" href="${escapeXml(`${origin}/${story.lang}/blog/rss.xml`)}">`,
    ].join(''),
  };
}
