import { Router } from 'express';
import { z } from 'zod';
import { type Registry, route, type Services } from '../api/route.js';
import { asideOf, renameTag } from '../blog/aside.js';
import { tagCounts } from '../blog/store.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import { BLOG_LANGS, HREF_KEY } from './blog.js';

const langOf = (value: unknown) => {
  const lang = String(value ?? '');
  return (BLOG_LANGS as readonly string[]).includes(lang) ? lang : undefined;
};
const renameBody = z.object({
  text: z.string().trim().min(1).max(100),
  hrefKey: z
    .string()
    .trim()
    .toLowerCase()
    .max(100)
    .regex(HREF_KEY)
    .refine((k) => !/^\d+$/.test(k)),
});

/**
 * The blog admin's aside (spec §6 "Admin sees a blog aside"): an overview of one language
 * and tag management. Admins only; editors and others get 403 from the route's access.
 */
export function blogAsideRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/blog/aside/:lang',
      access: 'admin',
      tag: 'Blog',
      summary:
        "The admin's blog aside for a language: stories counted per language and visibility, the hidden stories, the latest changes (with author), the language's tags with counts of all stories",
      answer:
        '`{ data: { lang, counts: { en|ru|ua: { visible, hidden } }, hidden: AsideStory[], recent: AsideStory[], tags: [{ hrefKey, text, lang, count }] } }`',
    },
    async (ctx) => {
      const lang = langOf(ctx.req.params.lang);
      if (!lang) throw fail(404, 'notFound', t('notFound', ctx.lang));
      const [aside, tags] = await Promise.all([asideOf(s.db, lang), tagCounts(s.db, { lang, visibleOnly: false })]);
      return { data: { ...aside, tags } };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'patch',
      path: '/api/blog/tags/:lang/:hrefKey',
      access: 'admin',
      tag: 'Blog',
      summary:
        'Renames a tag in every story of a language (`{ text, hrefKey }`); a key another tag holds merges the two, a story keeps one',
      body: renameBody,
      example: { text: 'Preprints', hrefKey: 'preprints' },
      answer: '`{ data: { hrefKey, text, lang, count } }`',
    },
    async (ctx) => {
      const lang = langOf(ctx.req.params.lang);
      const from = String(ctx.req.params.hrefKey ?? '').toLowerCase();
      if (!lang || !HREF_KEY.test(from)) throw fail(404, 'notFound', t('notFound', ctx.lang));
      const count = await renameTag(s.db, lang, from, ctx.body);
      if (!count) throw fail(404, 'notFound', t('notFound', ctx.lang));
      return { data: { hrefKey: ctx.body.hrefKey, text: ctx.body.text, lang, count } };
    },
  );
  return r;
}
