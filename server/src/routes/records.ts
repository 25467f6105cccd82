import { Router } from 'express';
import type { z } from 'zod';
import { insertWithinLimit, requireFeature, TABLE_OF } from '../api/plan-guard.js';
import { type Registry, recordId, route, type Services, type SignedInCtx } from '../api/route.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import type { Counted } from '../plans.js';

/**
 * One user-owned record collection (catalogue, annotations, ratings): list, create, update,
 * delete, each row matched by id AND the caller's user id, so no id reaches another user's row.
 */
export interface Collection<B extends z.ZodType> {
  kind: Counted;
  tag: string;
  base: string;
  body: B;
  example: z.input<B>;
  /** Which verb creates and which updates (the Annotation API has them the other way round, spec §7). */
  create: 'post' | 'put';
  /** Checks beyond the schema (translated messages); throws HttpError. May read the database. */
  check?: (body: z.infer<B>, ctx: SignedInCtx<z.infer<B>>) => void | Promise<void>;
  /** The columns to store for a body. */
  columns: (body: z.infer<B>, now: Date, isNew: boolean) => Record<string, unknown>;
  /** The answer shape of a stored row. */
  view: (row: Record<string, unknown>) => Record<string, unknown>;
  order: string;
  what: string;
}

export function collectionRoutes<B extends z.ZodType>(s: Services, registry: Registry, c: Collection<B>): Router {
  const r = Router();
  const table = TABLE_OF[c.kind];
  const update = c.create === 'post' ? 'put' : 'post';
  const editRule = 'trial: blocked (demo); start, base: allowed';
  const own = (id: number, userId: number) => s.db(table).where({ id, user_id: userId });

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${c.base}/`,
      access: 'user',
      tag: c.tag,
      summary: `Lists my ${c.what}.`,
      answer: '{ data: Record[] }',
    },
    async ({ account }) => {
      const rows = await s
        .db(table)
        .where('user_id', account.id)
        .orderBy([
          { column: c.order, order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      return { data: rows.map(c.view) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: c.create,
      path: `${c.base}/`,
      access: 'user',
      tag: c.tag,
      body: c.body,
      example: c.example,
      plan: 'count: trial 1, start 3, base unlimited',
      summary: `Creates one of my ${c.what}.`,
      answer: '{ data: Record }',
    },
    async (ctx) => {
      const body = ctx.body as z.infer<B>;
      await c.check?.(body, ctx as SignedInCtx<z.infer<B>>);
      const columns = c.columns(body, s.now(), true);
      const id = await insertWithinLimit(s, ctx.account, c.kind, ctx.lang, columns);
      return { data: c.view(await own(id, ctx.account.id).first()) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: update,
      path: `${c.base}/`,
      access: 'user',
      tag: c.tag,
      body: c.body,
      example: { id: 1, ...(c.example as object) },
      plan: editRule,
      summary: `Updates one of my ${c.what} (id in the body).`,
      answer: '{ data: Record }',
    },
    async (ctx) => {
      const id = recordId(ctx);
      await requireFeature(s, ctx.account, 'editDelete', ctx.lang);
      const body = ctx.body as z.infer<B>;
      await c.check?.(body, ctx as SignedInCtx<z.infer<B>>);
      const n = await own(id, ctx.account.id).update(c.columns(body, s.now(), false));
      if (n !== 1) throw fail(404, 'notFound', t('notFound', ctx.lang));
      return { data: c.view(await own(id, ctx.account.id).first()) };
    },
  );

  for (const path of [`${c.base}/`, `${c.base}/:id`]) {
    route(
      r,
      registry,
      s,
      {
        method: 'delete',
        path,
        access: 'user',
        tag: c.tag,
        plan: editRule,
        summary: `Deletes one of my ${c.what} (id in the path, the body or ?id=).`,
        answer: '{ data: { id } }',
      },
      async (ctx) => {
        const id = recordId(ctx);
        await requireFeature(s, ctx.account, 'editDelete', ctx.lang);
        const n = await own(id, ctx.account.id).delete();
        if (n !== 1) throw fail(404, 'notFound', t('notFound', ctx.lang));
        return { data: { id } };
      },
    );
  }
  return r;
}

/** Timestamps come back as Date (PostgreSQL) or epoch milliseconds (SQLite). */
export const iso = (v: unknown) => new Date(v as string | number | Date).toISOString();
