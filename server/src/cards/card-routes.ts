import { linksIn, numberFor, shown, sortKey, stored, ZETTEL_NUMBER } from '@referent/engine';
import type { Router } from 'express';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { lockWithinLimit } from '../api/plan-guard.js';
import { type Registry, type RouteDef, route, type Services, type SignedInCtx } from '../api/route.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import { BASE, type CardBody, cardBody, checkCard, contentColumns, filterBody, requireCards } from './card-rules.js';
import { type CardRow, filterCards, loadTree, setRelations, summaries, viewsOf } from './store.js';
import { moveCard } from './tree-ops.js';

export const TAG = 'Ideas generator';

/** A signed-in route of the ideas generator (all answers are the caller's own cards only). */
export function userRoute<S extends z.ZodType | undefined>(
  r: Router,
  registry: Registry,
  s: Services,
  def: Omit<RouteDef, 'tag' | 'access'> & { body?: S },
  handler: (ctx: SignedInCtx<S extends z.ZodType ? z.infer<S> : undefined>) => Promise<unknown>,
): void {
  route(r, registry, s, { ...def, tag: TAG, access: 'user' } as RouteDef & { body?: S; access: 'user' }, handler);
}

/** A path segment that must be a positive id (0 where the route allows "none"). */
export function segmentId(ctx: SignedInCtx<unknown>, name: string, zero = false): number {
  const raw = String((ctx.req.params as Record<string, string>)[name] ?? '');
  const n = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (Number.isSafeInteger(n) && (n > 0 || (zero && n === 0))) return n;
  throw fail(400, 'invalid', t('invalidFields', ctx.lang), {
    issues: [{ field: name, message: 'a positive whole number' }],
  });
}

export const ownCard = (db: Knex, userId: number, id: number) => db('cards').where({ user_id: userId, id });

export async function cardView(db: Knex, userId: number, id: number) {
  const row = (await ownCard(db, userId, id).first()) as CardRow | undefined;
  if (!row) return undefined;
  return (await viewsOf(db, userId, [row]))[0];
}

const EXAMPLE = {
  title: 'Links make the card file think',
  body: 'A note alone says little; its [[1]] links make it part of a conversation.',
  fatherId: null,
  tags: [],
  quote: '',
  url: 'https://example.org/zettelkasten',
  info: '',
  contextLinks: [],
  bibliographyId: null,
};

/** Card routes: create, read, update, list, filter and search (spec §7 Card catalogue). */
export function cardRoutes(r: Router, registry: Registry, s: Services): void {
  const notFound = (lang: SignedInCtx<unknown>['lang']) => fail(404, 'notFound', t('notFound', lang));

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/CatalogAll`,
      summary:
        'All my cards in number order, as summaries for the tree and the graph (parent, tags, context and [[…]] links as ids).',
      answer: '{ data: CardSummary[] }',
    },
    async ({ account }) => ({ data: await summaries(s.db, account.id) }),
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/CardById/:id`,
      summary: 'One of my cards, with its backlinks ([[…]] links and context links from other cards to it).',
      answer: '{ data: Card & { backlinks: { id, zettelNumber, title, kind }[] } }',
    },
    async (ctx) => {
      const id = segmentId(ctx, 'id');
      const card = await cardView(s.db, ctx.account.id, id);
      if (!card) throw notFound(ctx.lang);
      const byBody = await s
        .db('cards')
        .where('user_id', ctx.account.id)
        .where('body', 'like', `%[[${card.zettelNumber}]]%`)
        .whereNot('id', id)
        .orderBy('zettel_key')
        .select('id', 'zettel', 'title');
      const byContext = await s
        .db('card_links')
        .join('cards', 'cards.id', 'card_links.card_id')
        .where('card_links.target_id', id)
        .where('cards.user_id', ctx.account.id)
        .orderBy('cards.zettel_key')
        .select('cards.id', 'cards.zettel', 'cards.title');
      const backlinks = [
        ...byBody.map((b) => ({ id: Number(b.id), zettelNumber: shown(b.zettel), title: b.title, kind: 'body' })),
        ...byContext.map((b) => ({ id: Number(b.id), zettelNumber: shown(b.zettel), title: b.title, kind: 'context' })),
      ];
      return { data: { ...card, backlinks } };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/GetCardLink/:id/:direction/:kind`,
      summary:
        'The links of my card {id}: {direction} out (it links to) | in (backlinks) | both; {kind} body ([[…]] in the text) | context | all.',
      answer: '{ data: { id, zettelNumber, title, kind, direction }[] }',
    },
    async (ctx) => {
      const id = segmentId(ctx, 'id');
      const { direction, kind } = ctx.req.params as Record<string, string>;
      if (!['out', 'in', 'both'].includes(String(direction)) || !['body', 'context', 'all'].includes(String(kind))) {
        throw fail(400, 'invalid', t('invalidFields', ctx.lang), {
          issues: [{ field: 'direction/kind', message: 'out | in | both, body | context | all' }],
        });
      }
      const row = (await ownCard(s.db, ctx.account.id, id).first()) as CardRow | undefined;
      if (!row) throw notFound(ctx.lang);
      const own = () => s.db('cards').where('cards.user_id', ctx.account.id).orderBy('cards.zettel_key');
      const pick = ['cards.id', 'cards.zettel', 'cards.title'];
      const out: { id: number; zettelNumber: string; title: string; kind: string; direction: string }[] = [];
      const push = (rows: { id: number; zettel: string; title: string }[], k: string, d: string) => {
        for (const x of rows)
          out.push({ id: Number(x.id), zettelNumber: shown(x.zettel), title: x.title, kind: k, direction: d });
      };
      const wantOut = direction !== 'in';
      const wantIn = direction !== 'out';
      if (wantOut && kind !== 'context')
        push(await own().whereIn('zettel', linksIn(row.body).map(stored)).select(pick), 'body', 'out');
      if (wantOut && kind !== 'body') {
        push(
          await own()
            .join('card_links', 'card_links.target_id', 'cards.id')
            .where('card_links.card_id', id)
            .select(pick),
          'context',
          'out',
        );
      }
      if (wantIn && kind !== 'context') {
        push(
          await own()
            .where('body', 'like', `%[[${shown(row.zettel)}]]%`)
            .whereNot('cards.id', id)
            .select(pick),
          'body',
          'in',
        );
      }
      if (wantIn && kind !== 'body') {
        push(
          await own()
            .join('card_links', 'card_links.card_id', 'cards.id')
            .where('card_links.target_id', id)
            .select(pick),
          'context',
          'in',
        );
      }
      return { data: out };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/GetCardAll/:x`,
      summary: 'The children of my card {x} in number order; {x} = 0 gives the top-level cards.',
      answer: '{ data: Card[] }',
    },
    async (ctx) => {
      const x = segmentId(ctx, 'x', true);
      if (x !== 0 && !(await ownCard(s.db, ctx.account.id, x).first('id'))) throw notFound(ctx.lang);
      const q = s.db('cards').where('user_id', ctx.account.id).orderBy('zettel_key');
      if (x === 0) q.whereNull('parent_id');
      else q.where('parent_id', x);
      return { data: await viewsOf(s.db, ctx.account.id, (await q) as CardRow[]) };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/CardAll/:take/:skip/:sortType`,
      summary:
        'A page of my cards: {take} 1–1000, {skip} ≥ 0, {sortType} number | title | created | modified (ascending).',
      answer: '{ data: Card[], total }',
    },
    async (ctx) => {
      const f = filterBody.safeParse({
        take: Number(ctx.req.params.take),
        skip: Number(ctx.req.params.skip),
        sortType: ctx.req.params.sortType,
      });
      if (!f.success) throw fail(400, 'invalid', t('invalidFields', ctx.lang), { issues: issuesOf(f.error) });
      return filterCards(s.db, ctx.account.id, f.data);
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/GetCardsSortBy/:text/:tag/:sortType/:sortDirection/:skip`,
      summary:
        'Search and sort in the path: {text} words to find or `none`; {tag} a tag id or 0 for any; {sortType} number | title | created | modified; {sortDirection} asc | desc; {skip} ≥ 0; 10 per page.',
      answer: '{ data: Card[], total }',
    },
    async (ctx) => {
      const p = ctx.req.params as Record<string, string>;
      const tag = segmentId(ctx, 'tag', true);
      const f = filterBody.safeParse({
        searchingString: p.text === 'none' ? '' : p.text,
        tags: tag ? [tag] : [],
        sortType: p.sortType,
        sortDirection: p.sortDirection,
        skip: Number(p.skip),
      });
      if (!f.success) throw fail(400, 'invalid', t('invalidFields', ctx.lang), { issues: issuesOf(f.error) });
      return filterCards(s.db, ctx.account.id, f.data);
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'post',
      path: `${BASE}/PostCardsSortBy`,
      body: filterBody,
      example: {
        searchingString: 'идея',
        filteredTypes: ['quote'],
        tags: [],
        sortType: 'modified',
        sortDirection: 'desc',
      },
      summary:
        'Filters my cards (spec §3 filter): full-text searchingString (ru/ua/en stems, prefixes), filteredTypes (quote | url | citation | top | linked | tagged, all required), tags (all required), sortType, sortDirection; take 10 and skip 0 by default.',
      answer: '{ data: Card[], total }',
    },
    async ({ account, body }) => filterCards(s.db, account.id, body),
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/CardByZettelNumber/:n`,
      summary: 'My card with zettel number {n}, written with dashes (1-1-2).',
      answer: '{ data: Card }',
    },
    async (ctx) => {
      const n = String(ctx.req.params.n);
      if (!ZETTEL_NUMBER.test(n))
        throw fail(400, 'invalid', t('invalidFields', ctx.lang), {
          issues: [{ field: 'n', message: 'digits separated by dashes (1-1-2)' }],
        });
      const row = await s
        .db('cards')
        .where({ user_id: ctx.account.id, zettel: stored(n) })
        .first('id');
      if (!row) throw notFound(ctx.lang);
      return { data: await cardView(s.db, ctx.account.id, Number(row.id)) };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/CardsWithContextLinked/:id/:depth`,
      summary:
        'The neighbourhood of my card {id} through context links in either direction, up to {depth} steps (1–3), with the edges, for a local graph.',
      answer: '{ data: Card[], edges: { from, to }[] }',
    },
    async (ctx) => {
      const id = segmentId(ctx, 'id');
      const depth = segmentId(ctx, 'depth');
      if (depth > 3)
        throw fail(400, 'invalid', t('invalidFields', ctx.lang), { issues: [{ field: 'depth', message: '1 to 3' }] });
      if (!(await ownCard(s.db, ctx.account.id, id).first('id'))) throw notFound(ctx.lang);
      const edges = (await s
        .db('card_links')
        .join('cards', 'cards.id', 'card_links.card_id')
        .where('cards.user_id', ctx.account.id)
        .select('card_links.card_id', 'card_links.target_id')) as { card_id: number; target_id: number }[];
      const seen = new Set([id]);
      let frontier = [id];
      for (let step = 0; step < depth; step++) {
        const next: number[] = [];
        for (const e of edges) {
          const [a, b] = [Number(e.card_id), Number(e.target_id)];
          for (const [from, to] of [
            [a, b],
            [b, a],
          ] as const) {
            if (frontier.includes(from) && !seen.has(to)) {
              seen.add(to);
              next.push(to);
            }
          }
        }
        frontier = next;
      }
      const rows = (await s
        .db('cards')
        .where('user_id', ctx.account.id)
        .whereIn('id', [...seen])
        .orderBy('zettel_key')) as CardRow[];
      const within = edges
        .map((e) => ({ from: Number(e.card_id), to: Number(e.target_id) }))
        .filter((e) => seen.has(e.from) && seen.has(e.to));
      return { data: await viewsOf(s.db, ctx.account.id, rows), edges: within };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${BASE}/CardsPrev`,
      summary: 'My 10 most recently changed cards, newest first (to pick up where I left off).',
      answer: '{ data: Card[] }',
    },
    async ({ account }) => {
      const rows = (await s
        .db('cards')
        .where('user_id', account.id)
        .orderBy([
          { column: 'updated_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(10)) as CardRow[];
      return { data: await viewsOf(s.db, account.id, rows) };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'post',
      path: `${BASE}/Card`,
      body: cardBody,
      example: EXAMPLE,
      plan: 'count: trial none, start 100, base unlimited',
      summary: 'Creates a card; its zettel number is the next one under its father (fatherId null: top level).',
      answer: '{ data: Card }',
    },
    async ({ account, body, lang }) => {
      const id = await s.db.transaction(async (trx) => {
        await lockWithinLimit(trx, s, account, 'cards', lang);
        return insertCard(trx, account.id, body, lang, s.now());
      });
      return { data: await cardView(s.db, account.id, id) };
    },
  );

  for (const path of [`${BASE}/Card`, `${BASE}/`]) {
    userRoute(
      r,
      registry,
      s,
      {
        method: 'put',
        path,
        body: cardBody,
        example: { id: 1, ...EXAMPLE, moveMode: 'subtree', childrenTo: 'up' },
        plan: 'trial: none; start, base: allowed',
        summary:
          'Updates my card {id}. A new fatherId moves it (spec §4): moveMode subtree (with its descendants) or alone (its children go up to its old father or to the top, childrenTo up | top); numbers and every [[…]] link follow, in one transaction.',
        answer: '{ data: Card }',
      },
      async ({ account, body, lang }) => {
        const id = body.id;
        if (id === undefined) throw fail(404, 'notFound', t('notFound', lang));
        await requireCards(s.db, account, s.now(), lang);
        await s.db.transaction(async (trx) => {
          await trx('users').where('id', account.id).forUpdate().first('id');
          const row = (await ownCard(trx, account.id, id).first()) as CardRow | undefined;
          if (!row) throw fail(404, 'notFound', t('notFound', lang));
          await checkCard(trx, account.id, body, lang, id);
          await ownCard(trx, account.id, id).update(contentColumns(body, s.now()));
          await setRelations(trx, id, body.tags, body.contextLinks);
          const father = row.parent_id === null ? null : Number(row.parent_id);
          if (father !== body.fatherId)
            await moveCard(trx, account.id, id, body.fatherId, body.moveMode, body.childrenTo, lang);
        });
        return { data: await cardView(s.db, account.id, id) };
      },
    );
  }
}

/** Inserts a checked card under its father with the next number; the caller holds the user lock. */
export async function insertCard(
  trx: Knex,
  userId: number,
  body: CardBody,
  lang: SignedInCtx<unknown>['lang'],
  now: Date,
): Promise<number> {
  await checkCard(trx, userId, body, lang);
  const zettel = numberFor(await loadTree(trx, userId), body.fatherId);
  const [row] = await trx('cards').insert(
    {
      user_id: userId,
      parent_id: body.fatherId,
      zettel,
      zettel_key: sortKey(zettel),
      created_at: now,
      ...contentColumns(body, now),
    },
    ['id'],
  );
  const id = Number((row as { id: number }).id);
  await setRelations(trx, id, body.tags, body.contextLinks);
  return id;
}

const issuesOf = (e: z.ZodError) => e.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
