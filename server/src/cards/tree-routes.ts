import { type ChildrenTo, descendantCount, planDelete, shown } from '@referent/engine';
import type { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { requireFeature } from '../api/plan-guard.js';
import type { Registry, Services, SignedInCtx } from '../api/route.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import { cardView, ownCard, segmentId, userRoute } from './card-routes.js';
import { BASE, invalid, moveBody, requireCards } from './card-rules.js';
import { applyTreePlan, loadTree } from './store.js';
import { moveCard } from './tree-ops.js';

const childrenToOf = (ctx: SignedInCtx<unknown>): ChildrenTo => {
  const v = String((ctx.req.params as Record<string, string>).childrenTo);
  if (v === 'up' || v === 'top') return v;
  throw fail(400, 'invalid', t('invalidFields', ctx.lang), { issues: [{ field: 'childrenTo', message: 'up or top' }] });
};

/** Moving and deleting in the tree (spec §4), each operation one transaction under the user's lock. */
export function treeRoutes(r: Router, registry: Registry, s: Services): void {
  const locked = <T>(userId: number, run: (trx: Knex.Transaction) => Promise<T>) =>
    s.db.transaction(async (trx) => {
      await trx('users').where('id', userId).forUpdate().first('id');
      return run(trx);
    });
  const mustOwn = async (trx: Knex, userId: number, id: number, lang: Lang) => {
    if (!(await ownCard(trx, userId, id).first('id'))) throw fail(404, 'notFound', t('notFound', lang));
  };

  userRoute(
    r,
    registry,
    s,
    {
      method: 'put',
      path: `${BASE}/CardOneCard`,
      body: moveBody,
      example: { id: 2, fatherId: null, childrenTo: 'up' },
      plan: 'trial: none; start, base: allowed',
      summary:
        'Moves only my card {id} under fatherId (null: top level); its children go up to its old father (childrenTo up) or to the top level (top); numbers and [[…]] links follow.',
      answer: '{ data: Card }',
    },
    async ({ account, body, lang }) => {
      await requireCards(s.db, account, s.now(), lang);
      await locked(account.id, async (trx) => {
        await mustOwn(trx, account.id, body.id, lang);
        if (body.fatherId !== null) await mustOwn(trx, account.id, body.fatherId, lang);
        await moveCard(trx, account.id, body.id, body.fatherId, 'alone', body.childrenTo, lang);
      });
      return { data: await cardView(s.db, account.id, body.id) };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'delete',
      path: `${BASE}/DeleteCardCascade/:id/:count`,
      plan: 'trial: blocked; start, base: allowed',
      summary:
        'Deletes my card {id} with all its descendants (irreversible). {count} is the number of descendants the person confirmed; if it no longer matches, nothing is deleted (409 with the current count).',
      answer: '{ data: { deleted: id[] } }',
    },
    async (ctx) => {
      const id = segmentId(ctx, 'id');
      const count = segmentId(ctx, 'count', true);
      await requireFeature(s, ctx.account, 'editDelete', ctx.lang);
      const deleted = await locked(ctx.account.id, async (trx) => {
        await mustOwn(trx, ctx.account.id, id, ctx.lang);
        const tree = await loadTree(trx, ctx.account.id);
        const now = descendantCount(tree, id);
        if (now !== count) throw fail(409, 'confirm', t('cascadeConfirm', ctx.lang, now), { descendants: now });
        const plan = planDelete(tree, id, 'cascade');
        await applyTreePlan(trx, ctx.account.id, plan);
        return plan.deleted;
      });
      return { data: { deleted } };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'delete',
      path: `${BASE}/DeleteCardChange/:id/:childrenTo/:replacement`,
      plan: 'trial: blocked; start, base: allowed',
      summary:
        'Deletes only my card {id}: its children go up to its father ({childrenTo} up) or to the top level (top); [[…]] links to it become inactive ([[!n]]), or, with {replacement} a card id (0: none), point to that card instead.',
      answer: '{ data: { deleted: id[] } }',
    },
    async (ctx) => {
      const id = segmentId(ctx, 'id');
      const childrenTo = childrenToOf(ctx);
      const replacement = segmentId(ctx, 'replacement', true);
      await requireFeature(s, ctx.account, 'editDelete', ctx.lang);
      const deleted = await locked(ctx.account.id, async (trx) => {
        await mustOwn(trx, ctx.account.id, id, ctx.lang);
        if (replacement === id) invalid('replacement', 'cardUnknownRef', ctx.lang);
        if (replacement) await mustOwn(trx, ctx.account.id, replacement, ctx.lang);
        const tree = await loadTree(trx, ctx.account.id);
        const plan = planDelete(tree, id, 'only', childrenTo);
        const rep = replacement
          ? (plan.changes.get(replacement)?.zettel ?? tree.find((c) => c.id === replacement)?.zettel)
          : undefined;
        await applyTreePlan(trx, ctx.account.id, plan, rep ? shown(rep) : undefined);
        return plan.deleted;
      });
      return { data: { deleted } };
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'delete',
      path: `${BASE}/`,
      body: z.object({ id: z.number().int().positive(), lang: z.string().max(10).optional() }),
      example: { id: 1 },
      plan: 'trial: blocked; start, base: allowed',
      summary: 'Deletes only my card {id} (body): its children go up to its father, [[…]] links to it become inactive.',
      answer: '{ data: { deleted: id[] } }',
    },
    async ({ account, body, lang }) => {
      await requireFeature(s, account, 'editDelete', lang);
      const deleted = await locked(account.id, async (trx) => {
        await mustOwn(trx, account.id, body.id, lang);
        const plan = planDelete(await loadTree(trx, account.id), body.id, 'only', 'up');
        await applyTreePlan(trx, account.id, plan);
        return plan.deleted;
      });
      return { data: { deleted } };
    },
  );
}
