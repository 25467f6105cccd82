import { Router } from 'express';
import { z } from 'zod';
import { type Ctx, type Registry, route, rowIdOf, type Services } from '../api/route.js';
import { blogFeedRoutes } from '../blog/feeds.js';
import { imageTypeOf, MAX_IMAGE_BYTES } from '../blog/images.js';
import { sanitizeStoryHtml } from '../blog/sanitize.js';
import { listStories, type Story, storyById, storyByKey, tagCounts } from '../blog/store.js';
import { assignTagKeys } from '../blog/tag-keys.js';
import { fail } from '../errors.js';
import { langOf, t } from '../i18n/messages.js';
import { isAdmin, isEditor } from '../permissions.js';

/** Spec §9 Blog defaults: page 1, 5 per page, tag AllTags. */
export const BLOG_DEFAULTS = { page: 1, perPage: 5, tag: 'AllTags' } as const;
const MAX_PER_PAGE = 50;
export const BLOG_LANGS = ['en', 'ru', 'ua'] as const;
/** A story's or tag's address part: lower-case letters, digits and single hyphens. */
export const HREF_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const hrefKey = (max: number) => z.string().trim().toLowerCase().max(max).regex(HREF_KEY);
const storyBody = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,10}$/)]).optional(),
  lang: z.enum(BLOG_LANGS),
  hrefKey: hrefKey(200).refine((k) => k !== BLOG_DEFAULTS.tag.toLowerCase() && k !== 'story' && k !== 'new'),
  title: z.string().trim().min(1).max(300),
  macro: z.string().max(20_000),
  full: z.string().min(1).max(400_000),
  tags: z
    .array(
      z.object({
        /** Empty or absent: made from the text (transliterated when Cyrillic), see blog/tag-keys.ts. */
        hrefKey: z.union([hrefKey(100).refine((k) => !/^\d+$/.test(k)), z.literal('')]).optional(),
        text: z.string().trim().min(1).max(100),
      }),
    )
    .max(20)
    .default([]),
  seoTitle: z.string().trim().max(300).default(''),
  seoDescription: z.string().trim().max(1000).default(''),
  /** Admins only (spec §6); an editor's new story starts hidden and an editor's edit keeps the visibility. */
  visible: z.boolean().optional(),
});
const tagsBody = z.object({ lang: z.enum(BLOG_LANGS).optional() });
const imageBody = z.object({
  data: z
    .string()
    .min(1)
    .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 8),
});

const notFound = (ctx: Ctx<unknown>) => fail(404, 'notFound', t('notFound', ctx.lang));
const param = (ctx: Ctx<unknown>, name: string) => String((ctx.req.params as Record<string, string>)[name] ?? '');
const langParam = (ctx: Ctx<unknown>) => {
  const lang = param(ctx, 'lang');
  if (!(BLOG_LANGS as readonly string[]).includes(lang)) throw notFound(ctx);
  return lang;
};
/** A page number or page size from the path; 404 for what cannot be one (as for any unknown path). */
const positive = (ctx: Ctx<unknown>, name: string, max: number) => {
  const n = rowIdOf(param(ctx, name));
  if (n === undefined || n > max) throw notFound(ctx);
  return n;
};
/**
 * The interface language from the headers only: a story's `lang` (body) and CheckUrl's
 * `?lang=` name the story's language, which must not switch the language of the messages.
 */
const uiLang = (ctx: Ctx<unknown>) => {
  ctx.lang = langOf({ headers: ctx.req.headers, query: {} } as Parameters<typeof langOf>[0]);
};
/** Hidden stories are seen by editors and admins only (spec §6); to others they do not exist. */
const seen = (ctx: Ctx<unknown>, story: Story | undefined) =>
  story && (story.visible || isEditor(ctx.viewer)) ? story : undefined;

const EXAMPLE = {
  lang: 'en',
  hrefKey: 'citing-preprints',
  title: 'Citing preprints',
  macro: '<p>When and how to cite a preprint.</p>',
  full: '<h2>Preprints</h2><p>Cite the version you read.</p>',
  tags: [{ hrefKey: 'apa', text: 'APA' }],
  seoTitle: 'Citing preprints in APA and GOST',
  seoDescription: 'When and how to cite a preprint.',
};

/**
 * The blog (spec §7 /api/blog). Flag of the list route: `visible`, `hidden` or `all` — which
 * stories by visibility; `hidden` and `all` are for editors and admins (403 otherwise). The
 * list without a flag shows editors and admins every story and others the visible ones.
 * `GET /{id}/{page}/{perPage}` answers the story with a page of other stories in its
 * language (the "read next" list under a story).
 */
export function blogRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  const list = async (ctx: Ctx<unknown>, flag?: string) => {
    const lang = langParam(ctx);
    const page = positive(ctx, 'page', 100_000);
    const perPage = positive(ctx, 'perPage', MAX_PER_PAGE);
    const tagParam = param(ctx, 'tag');
    const tag = tagParam === BLOG_DEFAULTS.tag ? undefined : tagParam.toLowerCase();
    if (tag !== undefined && !HREF_KEY.test(tag)) throw notFound(ctx);
    let show: 'visible' | 'hidden' | 'all' = isEditor(ctx.viewer) ? 'all' : 'visible';
    if (flag !== undefined) {
      if (flag !== 'visible' && flag !== 'hidden' && flag !== 'all') throw notFound(ctx);
      if (flag !== 'visible' && !isEditor(ctx.viewer)) throw fail(403, 'forbidden', t('forbidden', ctx.lang));
      show = flag;
    }
    const { stories, total } = await listStories(s.db, { lang, page, perPage, tag, show });
    return { data: stories, total, page, perPage, pages: Math.max(1, Math.ceil(total / perPage)) };
  };
  const listDoc = 'stories of one language, newest first: `{ data: Story[], total, page, perPage, pages }`';

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/blog/tags',
      access: 'guest',
      tag: 'Blog',
      summary: 'Tags in use, every language (hidden stories counted for editors)',
      answer: '`{ data: [{ hrefKey, text, lang, count }] }`',
    },
    async (ctx) => ({
      data: await tagCounts(s.db, { visibleOnly: !isEditor(ctx.viewer) }),
    }),
  );
  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/api/blog/tags',
      access: 'guest',
      tag: 'Blog',
      summary: 'Tags in use in one language (`{ lang }`), or in all',
      body: tagsBody,
      example: { lang: 'en' },
      answer: '`{ data: [{ hrefKey, text, lang, count }] }`',
    },
    async (ctx) => ({
      data: await tagCounts(s.db, { lang: ctx.body.lang, visibleOnly: !isEditor(ctx.viewer) }),
    }),
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/blog/CheckUrl/:url',
      access: 'editor',
      tag: 'Blog',
      summary: 'Whether a story address (hrefKey) is free in a language (`?lang=`, `?id=` of the story being edited)',
      answer: '`{ data: { hrefKey, lang, available, valid } }`',
    },
    async (ctx) => {
      uiLang(ctx);
      const key = param(ctx, 'url').toLowerCase();
      const lang = String(ctx.req.query.lang ?? 'en');
      if (!(BLOG_LANGS as readonly string[]).includes(lang)) {
        throw fail(400, 'invalid', t('invalidFields', ctx.lang), {
          issues: [{ field: 'lang', message: t('invalidFields', ctx.lang) }],
        });
      }
      const valid = HREF_KEY.test(key) && key.length <= 200;
      const own = rowIdOf(ctx.req.query.id);
      const taken = valid ? await s.db('stories').where({ lang, href_key: key }).first('id') : undefined;
      const available = valid && (!taken || Number(taken.id) === own);
      return { data: { hrefKey: key, lang, available, valid } };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/blog/story/:lang/:hrefKey',
      access: 'guest',
      tag: 'Blog',
      summary:
        'A story by its address in one language (404 when it is missing, hidden from the caller, or in another language)',
      answer: '`{ data: Story }`',
    },
    async (ctx) => {
      const story = seen(ctx, await storyByKey(s.db, langParam(ctx), param(ctx, 'hrefKey').toLowerCase()));
      if (!story) throw notFound(ctx);
      return { data: story };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/blog/images/:id',
      access: 'guest',
      tag: 'Blog',
      summary: 'An uploaded story image (the bytes, with its checked type)',
      answer: 'the image',
    },
    async (ctx) => {
      const id = rowIdOf(param(ctx, 'id'));
      const row = id ? await s.db('blog_images').where('id', id).first() : undefined;
      if (!row) throw notFound(ctx);
      ctx.res
        .type(row.mime)
        .set('Cache-Control', 'public, max-age=31536000, immutable')
        .set('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(row.data));
      return undefined;
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/api/blog/images',
      access: 'editor',
      tag: 'Blog',
      summary: `Uploads a story image: \`{ data }\` in base64, PNG/JPEG/GIF/WebP by its bytes, at most ${MAX_IMAGE_BYTES / 1024} KB`,
      body: imageBody,
      example: { data: 'R0lGODlhAQABAAAAACw=' },
      answer: '`{ data: { id, url, mime, size } }`',
    },
    async (ctx) => {
      const bytes = Buffer.from(ctx.body.data.replace(/^data:[^,]*,/, ''), 'base64');
      const issue = (message: string) => fail(400, 'invalid', message, { issues: [{ field: 'data', message }] });
      if (bytes.length > MAX_IMAGE_BYTES) throw issue(t('blogImageSize', ctx.lang, MAX_IMAGE_BYTES / 1024));
      const mime = imageTypeOf(bytes);
      if (!mime) throw issue(t('blogImageType', ctx.lang));
      const [row] = await s
        .db('blog_images')
        .insert({ mime, data: bytes, size: bytes.length, user_id: ctx.account.id, created_at: s.now() })
        .returning('id');
      const id = Number(typeof row === 'object' ? row.id : row);
      return { data: { id, url: `/api/blog/images/${id}`, mime, size: bytes.length } };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/blog/:lang/:page/:perPage/:tag',
      access: 'guest',
      tag: 'Blog',
      summary: 'A page of stories by tag (`AllTags` for every tag; spec §9 defaults 1/5/AllTags)',
      answer: listDoc,
    },
    (ctx) => list(ctx),
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/blog/:lang/:page/:perPage/:tag/:flag',
      access: 'guest',
      tag: 'Blog',
      summary: 'A page of stories by visibility flag: `visible`, or (editors) `hidden`, `all`',
      answer: listDoc,
    },
    (ctx) => list(ctx, param(ctx, 'flag')),
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/blog/:id',
      access: 'guest',
      tag: 'Blog',
      summary: 'A story by id',
      answer: '`{ data: Story }`',
    },
    async (ctx) => {
      const id = rowIdOf(param(ctx, 'id'));
      const story = id ? seen(ctx, await storyById(s.db, id)) : undefined;
      if (!story) throw notFound(ctx);
      return { data: story };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/blog/:id/:page/:perPage',
      access: 'guest',
      tag: 'Blog',
      summary: 'A story by id with a page of the other stories in its language ("read next")',
      answer: '`{ data: Story, more: Story[], total }`',
    },
    async (ctx) => {
      const id = rowIdOf(param(ctx, 'id'));
      const story = id ? seen(ctx, await storyById(s.db, id)) : undefined;
      if (!story) throw notFound(ctx);
      const page = positive(ctx, 'page', 100_000);
      const perPage = positive(ctx, 'perPage', MAX_PER_PAGE);
      // One extra row so the page still holds perPage others after the story itself is left out.
      const { stories, total } = await listStories(s.db, {
        lang: story.lang,
        page,
        perPage: perPage + 1,
        show: 'visible',
      });
      const more = stories.filter((x) => x.id !== story.id).slice(0, perPage);
      return { data: story, more, total: story.visible ? total - 1 : total };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/api/blog',
      access: 'editor',
      tag: 'Blog',
      summary:
        'Creates a story, or updates the one with `id`; HTML is sanitised with an allow-list before it is stored. `visible` is taken from admins only',
      body: storyBody,
      example: EXAMPLE,
      answer: '`{ data: Story }`',
    },
    async (ctx) => {
      uiLang(ctx);
      const b = ctx.body;
      const id = b.id === undefined ? undefined : rowIdOf(b.id);
      const existing = id ? await s.db('stories').where('id', id).first() : undefined;
      if (b.id !== undefined && !existing) throw notFound(ctx);
      if (b.visible !== undefined && !isAdmin(ctx.viewer) && (!existing || Boolean(existing.visible) !== b.visible)) {
        throw fail(403, 'forbidden', t('blogVisibility', ctx.lang), {
          issues: [{ field: 'visible', message: t('blogVisibility', ctx.lang) }],
        });
      }
      const clash = await s.db('stories').where({ lang: b.lang, href_key: b.hrefKey }).first('id');
      if (clash && Number(clash.id) !== id) {
        throw fail(400, 'invalid', t('blogKeyTaken', ctx.lang), {
          issues: [{ field: 'hrefKey', message: t('blogKeyTaken', ctx.lang) }],
        });
      }
      const full = sanitizeStoryHtml(b.full);
      if (!full)
        throw fail(400, 'invalid', t('invalidFields', ctx.lang), {
          issues: [{ field: 'full', message: t('invalidFields', ctx.lang) }],
        });
      const now = s.now();
      const columns = {
        lang: b.lang,
        href_key: b.hrefKey,
        title: b.title,
        macro: sanitizeStoryHtml(b.macro),
        full,
        seo_title: b.seoTitle,
        seo_description: b.seoDescription,
        visible: b.visible ?? (existing ? Boolean(existing.visible) : false),
        updated_at: now,
      };
      const saved = await s.db.transaction(async (tx) => {
        let storyId = id;
        if (storyId) {
          await tx('stories').where('id', storyId).update(columns);
          await tx('story_tags').where('story_id', storyId).delete();
        } else {
          const [row] = await tx('stories')
            .insert({ ...columns, author_id: ctx.account.id, created_at: now })
            .returning('id');
          storyId = Number(typeof row === 'object' ? row.id : row);
        }
        const known = await tx('story_tags')
          .join('stories', 'stories.id', 'story_tags.story_id')
          .where('stories.lang', b.lang)
          .whereNot('stories.id', storyId as number)
          .distinct({ hrefKey: 'story_tags.href_key', text: 'story_tags.text' });
        const keyed = assignTagKeys(b.tags, b.lang, known);
        const unique = [...new Map(keyed.map((tag) => [tag.hrefKey, tag])).values()];
        if (unique.length) {
          await tx('story_tags').insert(
            unique.map((tag) => ({ story_id: storyId, href_key: tag.hrefKey, text: tag.text })),
          );
        }
        return storyId;
      });
      return { data: await storyById(s.db, saved) };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'delete',
      path: '/api/blog/:id',
      access: 'admin',
      tag: 'Blog',
      summary: 'Deletes a story (its tags go with it)',
      answer: '`{ data: { id } }`',
    },
    async (ctx) => {
      const id = rowIdOf(param(ctx, 'id'));
      const gone = id ? await s.db('stories').where('id', id).delete() : 0;
      if (!gone) throw notFound(ctx);
      return { data: { id } };
    },
  );
  for (const state of [true, false]) {
    route(
      r,
      registry,
      s,
      {
        method: 'patch',
        path: `/api/blog/:id/visible/${state}`,
        access: 'admin',
        tag: 'Blog',
        summary: `${state ? 'Shows' : 'Hides'} a story (a no-op when it already is ${state ? 'visible' : 'hidden'})`,
        answer: '`{ data: Story }`: the updated story',
      },
      async (ctx) => {
        const id = rowIdOf(param(ctx, 'id'));
        const story = id ? await storyById(s.db, id) : undefined;
        if (!story) throw notFound(ctx);
        if (story.visible === state) return { data: story };
        await s.db('stories').where('id', id).update({ visible: state, updated_at: s.now() });
        return { data: { ...story, visible: state } };
      },
    );
  }
  r.use(blogFeedRoutes(s.db));
  return r;
}
