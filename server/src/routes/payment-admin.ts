import { Router } from 'express';
import { z } from 'zod';
import { logAdmin } from '../admin-log.js';
import type { Registry, Services } from '../api/route.js';
import { route } from '../api/route.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import type { PaymentsConfig } from '../payments/config.js';
import { processCallback } from '../payments/orders.js';
import { isActive, STATUS } from '../plans.js';

const lang = z.string().max(10).optional();
const digits = z.string().regex(/^\d{1,9}$/, 'digits');
const grantBody = z.object({
  Email: z.email().max(320),
  PlanKey: z.enum(['start', 'base']),
  Days: z.string().regex(/^\d{1,4}$/, 'whole days, 1 to 9999'),
  Status: z
    .enum([String(STATUS.active), String(STATUS.sandbox), String(STATUS.awaiting), String(STATUS.unsubscribed)])
    .optional(),
  lang,
});
const extendBody = z.object({ Id: digits, Days: z.string().regex(/^\d{1,4}$/, 'whole days, 1 to 9999'), lang });
const idBody = z.object({ Id: digits, lang });

const DAY = 86_400_000;
const iso = (d: unknown) => (d === null || d === undefined ? null : new Date(d as string).toISOString());

/** The admin's subscription, RawCBCK and log routes (spec §7 Payment); every change is logged with who made it. */
export function paymentAdminRoutes(s: Services, registry: Registry, payments: PaymentsConfig): Router {
  const r = Router();
  const tag = 'Payment (admin)';

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/Payment/GetSubscriptions',
      access: 'admin',
      tag,
      summary: 'Users’ subscriptions, newest first; `?Email=` narrows to addresses containing it. At most 500.',
      answer: '{ data: { Id, UserId, Email, Plan, Status, End, Active, OrderId, Provider }[] }',
    },
    async ({ req }) => {
      const email = typeof req.query.Email === 'string' ? req.query.Email.trim().toLowerCase().slice(0, 320) : '';
      let q = s
        .db('subscriptions as s')
        .join('users as u', 'u.id', 's.user_id')
        .leftJoin('orders as o', 'o.order_id', 's.order_id');
      if (email) q = q.whereRaw("u.email like ? escape '\\'", [`%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
      const rows = await q
        .orderBy('s.id', 'desc')
        .limit(500)
        .select('s.id', 's.user_id', 'u.email', 's.plan', 's.status', 's.end', 's.order_id', 'o.provider');
      const now = s.now();
      return {
        data: rows.map((x) => ({
          Id: Number(x.id),
          UserId: Number(x.user_id),
          Email: x.email,
          Plan: x.plan,
          Status: Number(x.status),
          End: iso(x.end),
          Active: isActive(x, now),
          OrderId: x.order_id,
          Provider: x.provider ?? null,
        })),
      };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/Payment/getRawCBCK',
      access: 'admin',
      tag,
      summary:
        'Raw provider callbacks as received, newest first, with the verification result; filter by `?Provider=`, `?Result=`, `?OrderId=`. At most 500.',
      answer: '{ data: { Id, Provider, ReceivedAt, Verified, Result, OrderId, Note, Headers, Body }[] }',
    },
    async ({ req }) => {
      let q = s.db('raw_callbacks');
      for (const [param, column] of [
        ['Provider', 'provider'],
        ['Result', 'result'],
        ['OrderId', 'order_id'],
      ] as const) {
        const v = req.query[param];
        if (typeof v === 'string' && v) q = q.where(column, v.slice(0, 64));
      }
      const rows = await q.orderBy('id', 'desc').limit(500);
      return {
        data: rows.map((x) => ({
          Id: Number(x.id),
          Provider: x.provider,
          ReceivedAt: iso(x.received_at),
          Verified: Boolean(x.verified),
          Result: x.result,
          OrderId: x.order_id,
          Note: x.note,
          Headers: JSON.parse(x.headers),
          Body: x.body,
        })),
      };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/Payment/ReplayRawCBCK',
      access: 'admin',
      tag,
      form: true,
      body: idBody,
      example: { Id: '1' },
      summary:
        'Processes a stored callback again (after fixing what refused it): re-verified against the time it first arrived, applied once per OrderId.',
      answer: '{ data: { Id, Result } }',
    },
    async ({ account, body, lang }) => {
      const row = await s.db('raw_callbacks').where('id', Number(body.Id)).first();
      const provider = row && payments.providers.find((p) => p.id === row.provider);
      if (!row || !provider) throw fail(404, 'notFound', t('notFound', lang));
      const now = s.now();
      const done = await processCallback(
        s.db,
        provider,
        { body: row.body, headers: JSON.parse(row.headers), receivedAt: new Date(row.received_at) },
        now,
        Number(row.id),
      );
      await logAdmin(s.db, account, 'replayCallback', `raw_callbacks#${row.id}`, { result: done.result }, now);
      return { data: { Id: Number(row.id), Result: done.result } };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/Payment/GrantSubscription',
      access: 'admin',
      tag,
      form: true,
      body: grantBody,
      example: { Email: 'someone@example.org', PlanKey: 'start', Days: '30' },
      summary:
        'Gives a user (by e-mail) a plan for a number of days; status 4 by default (spec §4 codes 3, 4, 11, 14 accepted).',
      answer: '{ data: { Id, End } }',
    },
    async ({ account, body, lang }) => {
      const user = await s.db('users').where('email', body.Email.toLowerCase()).first('id');
      if (!user)
        throw fail(404, 'notFound', t('userNotFound', lang), {
          issues: [{ field: 'Email', message: t('userNotFound', lang) }],
        });
      const now = s.now();
      const end = new Date(now.getTime() + Number(body.Days) * DAY);
      const [row] = await s.db('subscriptions').insert(
        {
          user_id: user.id,
          plan: body.PlanKey,
          status: Number(body.Status ?? STATUS.active),
          end,
          order_id: null,
          created_at: now,
        },
        ['id'],
      );
      const id = Number((row as { id: number }).id);
      await logAdmin(
        s.db,
        account,
        'grantSubscription',
        body.Email.toLowerCase(),
        { subscription: id, plan: body.PlanKey, days: Number(body.Days), status: Number(body.Status ?? STATUS.active) },
        now,
      );
      return { data: { Id: id, End: end.toISOString() } };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/Payment/ExtendSubscription',
      access: 'admin',
      tag,
      form: true,
      body: extendBody,
      example: { Id: '1', Days: '30' },
      summary: 'Moves a subscription’s End forward by a number of days (from End, or from now if End has passed).',
      answer: '{ data: { Id, End } }',
    },
    async ({ account, body, lang }) => {
      const sub = await s.db('subscriptions').where('id', Number(body.Id)).first();
      if (!sub) throw fail(404, 'notFound', t('notFound', lang));
      const now = s.now();
      const from = sub.end && new Date(sub.end) > now ? new Date(sub.end) : now;
      const end = new Date(from.getTime() + Number(body.Days) * DAY);
      await s.db('subscriptions').where('id', sub.id).update({ end });
      await logAdmin(
        s.db,
        account,
        'extendSubscription',
        `subscriptions#${sub.id}`,
        { days: Number(body.Days), end: end.toISOString() },
        now,
      );
      return { data: { Id: Number(sub.id), End: end.toISOString() } };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/Payment/CancelSubscription',
      access: 'admin',
      tag,
      form: true,
      body: idBody,
      example: { Id: '1' },
      summary:
        'Ends a subscription now: status 14 and End set to now (records stay; the user is back on the next best plan).',
      answer: '{ data: { Id, Status: 14, End } }',
    },
    async ({ account, body, lang }) => {
      const now = s.now();
      const n = await s
        .db('subscriptions')
        .where('id', Number(body.Id))
        .update({ status: STATUS.unsubscribed, end: now });
      if (n !== 1) throw fail(404, 'notFound', t('notFound', lang));
      await logAdmin(s.db, account, 'cancelSubscription', `subscriptions#${body.Id}`, {}, now);
      return { data: { Id: Number(body.Id), Status: STATUS.unsubscribed, End: now.toISOString() } };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/Payment/GetAdminLog',
      access: 'admin',
      tag,
      summary: 'The admin actions, newest first (who, what, on what, when). At most 500.',
      answer: '{ data: { Id, AdminEmail, Action, Target, Details, At }[] }',
    },
    async () => ({
      data: (await s.db('admin_log').orderBy('id', 'desc').limit(500)).map((x) => ({
        Id: Number(x.id),
        AdminEmail: x.admin_email,
        Action: x.action,
        Target: x.target,
        Details: JSON.parse(x.details),
        At: iso(x.at),
      })),
    }),
  );

  return r;
}
