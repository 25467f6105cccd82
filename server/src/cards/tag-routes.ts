import type { Router } from 'express';
import type { Knex } from 'knex';
import { type Registry, route, type Services } from '../api/route.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import { segmentId, TAG, userRoute } from './card-routes.js';
import { BASE, invalid, MIN_TEXT, requireCards, tagBody } from './card-rules.js';
import { COLORS, colorById, colorView } from './colors.js';
import { tagView } from './store.js';

/** My tags with how many cards carry each. */
async function tagsWhere(db: Knex, userId: number, narrow: (q: Knex.QueryBuilder) => void = () => {}) {
  const q = db('card_tags')
    .leftJoin('card_tagging', 'card_tagging.tag_id', 'card_tags.id')
    .where('card_tags.user_id', userId)
    .groupBy('card_tags.id', 'card_tags.name', 'card_tags.color_id')
    .orderBy('card_tags.name')
    .select('card_tags.id', 'card_tags.name', 'card_tags.color_id')
    .count({ cards: 'card_tagging.card_id' });
  narrow(q);
  const rows = (await q) as { id: number; name: string; color_id: number; cards: number | string }[];
  return rows.map((r) => ({ ...tagView(r), cards: Number(r.cards) }));
}

/** Spec §5 Tag: required, more than 3 characters, unique name (per user); the colour from the list. */
async function checkTag(db: Knex, userId: number, name: string, colorId: number, lang: Lang, self?: number) {
  if (name.length < MIN_TEXT) invalid('name', 'tagNameShort', lang);
  if (!colorById(colorId)) invalid('colorId', 'colorUnknown', lang);
  const same = db('card_tags').where({ user_id: userId, name });
  if (self !== undefined) same.whereNot('id', self);
  if (await same.first('id')) invalid('name', 'tagNameTaken', lang);
}

/** Tags and the colour list (spec §7: TagAll … DeleteTag, Color, Color/{id}). */
export function tagRoutes(r: Router, registry: Registry, s: Services): void {
  const notFound = (lang: Lang) => fail(404, 'notFound', t('notFound', lang));

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/TagAll`,
      summary: 'All my tags by name, each with its colour and card count.',
      answer: '{ data: Tag[] }',
    },
    async ({ account }) => ({ data: await tagsWhere(s.db, account.id) }),
  );

  userRoute(
    r,
    registry,
    s,
    { method: 'get', path: `${BASE}/TagById/:id`, summary: 'One of my tags.', answer: '{ data: Tag }' },
    async (ctx) => {
      const id = segmentId(ctx, 'id');
      const [tag] = await tagsWhere(s.db, ctx.account.id, (q) => q.where('card_tags.id', id));
      if (!tag) throw notFound(ctx.lang);
      return { data: tag };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/GetTagsSortBy/:text`,
      summary: 'My tags whose name contains {text} (case-insensitive), by name; {text} = 0 gives all.',
      answer: '{ data: Tag[] }',
    },
    async (ctx) => {
      const text = String(ctx.req.params.text).toLowerCase();
      const all = await tagsWhere(s.db, ctx.account.id);
      // Filtered here, not in SQL: SQLite's lower() folds only ASCII, and a user has few tags.
      return { data: text === '0' ? all : all.filter((tag) => tag.name.toLowerCase().includes(text)) };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/TagByColor/:c`,
      summary: 'My tags of colour {c} (a colour id).',
      answer: '{ data: Tag[] }',
    },
    async (ctx) => {
      const c = segmentId(ctx, 'c');
      return { data: await tagsWhere(s.db, ctx.account.id, (q) => q.where('card_tags.color_id', c)) };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'post',
      path: `${BASE}/PostTag`,
      body: tagBody,
      example: { name: 'method', colorId: 7 },
      plan: 'trial: none; start, base: allowed',
      summary: 'Creates a tag: name more than 3 characters, unique among my tags; colorId from GET Color.',
      answer: '{ data: Tag }',
    },
    async ({ account, body, lang }) => {
      await requireCards(s.db, account, s.now(), lang);
      const name = body.name.trim();
      const id = await s.db.transaction(async (trx) => {
        await trx('users').where('id', account.id).forUpdate().first('id');
        await checkTag(trx, account.id, name, body.colorId, lang);
        const [row] = await trx('card_tags').insert({ user_id: account.id, name, color_id: body.colorId }, ['id']);
        return Number((row as { id: number }).id);
      });
      const [tag] = await tagsWhere(s.db, account.id, (q) => q.where('card_tags.id', id));
      return { data: tag };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'put',
      path: `${BASE}/TagUpdate`,
      body: tagBody,
      example: { id: 1, name: 'methods', colorId: 4 },
      plan: 'trial: none; start, base: allowed',
      summary: 'Renames or recolours my tag {id} (same rules as PostTag).',
      answer: '{ data: Tag }',
    },
    async ({ account, body, lang }) => {
      await requireCards(s.db, account, s.now(), lang);
      const id = body.id;
      if (id === undefined) throw notFound(lang);
      const name = body.name.trim();
      await s.db.transaction(async (trx) => {
        await trx('users').where('id', account.id).forUpdate().first('id');
        if (!(await trx('card_tags').where({ id, user_id: account.id }).first('id'))) throw notFound(lang);
        await checkTag(trx, account.id, name, body.colorId, lang, id);
        await trx('card_tags').where({ id, user_id: account.id }).update({ name, color_id: body.colorId });
      });
      const [tag] = await tagsWhere(s.db, account.id, (q) => q.where('card_tags.id', id));
      return { data: tag };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'delete',
      path: `${BASE}/DeleteTag/:id`,
      plan: 'trial: none; start, base: allowed',
      summary: 'Deletes my tag {id}; the cards keep everything else.',
      answer: '{ data: { id } }',
    },
    async (ctx) => {
      const id = segmentId(ctx, 'id');
      await requireCards(s.db, ctx.account, s.now(), ctx.lang);
      const n = await s.db('card_tags').where({ id, user_id: ctx.account.id }).delete();
      if (n !== 1) throw notFound(ctx.lang);
      return { data: { id } };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/Color`,
      access: 'guest',
      tag: TAG,
      summary: 'The tag colours (id, hex, name in the request language).',
      answer: '{ data: Color[] }',
    },
    async ({ lang }) => ({ data: COLORS.map((c) => colorView(c, lang)) }),
  );

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/Color/:id`,
      access: 'guest',
      tag: TAG,
      summary: 'One tag colour.',
      answer: '{ data: Color }',
    },
    async ({ req, lang }) => {
      const raw = String(req.params.id);
      const color = /^\d{1,3}$/.test(raw) ? colorById(Number(raw)) : undefined;
      if (!color) throw notFound(lang);
      return { data: colorView(color, lang) };
    },
  );
}
