import { Router } from 'express';
import { z } from 'zod';
import type { Registry, Services } from '../api/route.js';
import { route } from '../api/route.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import type { PaymentsConfig } from '../payments/config.js';
import { toDecimal } from '../payments/money.js';
import { createOrder, type OrderRow, type PlanRow } from '../payments/orders.js';
import { planView } from '../payments/plan-view.js';
import { isActive, planFrom, STATUS, type SubscriptionRow } from '../plans.js';

const addPayBody = z.object({
  PlanId: z.string().regex(/^\d{1,9}$/, 'a plan id (digits)'),
  Provider: z.string().max(20),
  lang: z.string().max(10).optional(),
});
const orderBody = z.object({ OrderId: z.string().min(1).max(64), lang: z.string().max(10).optional() });

/** Where the request came from, for absolute return and callback URLs when PUBLIC_URL is not set. */
const originOf = (p: PaymentsConfig, req: { protocol: string; get(name: string): string | undefined }) =>
  p.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** The user's side of spec §7 Payment: plans, buttons, their subscriptions, paying and unsubscribing. */
export function paymentRoutes(s: Services, registry: Registry, payments: PaymentsConfig): Router {
  const r = Router();
  const tag = 'Payment';

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/Payment/GetSubscriptionPlans',
      access: 'guest',
      tag,
      summary:
        'The plans on sale (active), names in the request’s language, with each plan’s limits; and the enabled providers.',
      answer: '{ data: { Id, PlanKey, Name, Description, Interval, Price, Currency, Limits }[], providers: string[] }',
    },
    async ({ lang }) => {
      const rows = (await s.db('plans').where('active', true).orderBy(['price_minor', 'id'])) as PlanRow[];
      return { data: rows.map((p) => planView(p, lang)), providers: payments.providers.map((p) => p.id) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/Payment/GetUserSubscriptions',
      access: 'user',
      tag,
      summary: 'My subscriptions, newest first, each with whether it is active now (spec §4), and my effective plan.',
      answer: '{ data: { Id, OrderId, Plan, Status, End, Active, Provider, Interval, Amount, Currency }[], plan }',
    },
    async ({ account }) => {
      const now = s.now();
      const subs = (await s
        .db('subscriptions as s')
        .leftJoin('orders as o', 'o.order_id', 's.order_id')
        .where('s.user_id', account.id)
        .orderBy('s.id', 'desc')
        .select(
          's.id',
          's.plan',
          's.status',
          's.end',
          's.order_id',
          'o.provider',
          'o.interval',
          'o.amount_minor',
          'o.currency',
        )) as (SubscriptionRow & Record<string, unknown>)[];
      return {
        data: subs.map((x) => ({
          Id: Number(x.id),
          OrderId: x.order_id,
          Plan: x.plan,
          Status: Number(x.status),
          End: x.end === null ? null : new Date(x.end).toISOString(),
          Active: isActive(x, now),
          Provider: x.provider ?? null,
          Interval: x.interval ?? null,
          Amount: x.amount_minor === null || x.amount_minor === undefined ? null : toDecimal(Number(x.amount_minor)),
          Currency: x.currency ?? null,
        })),
        plan: planFrom(subs, now),
      };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/Payment/GetSubscriptionButtons',
      access: 'user',
      tag,
      summary:
        'The plans I can buy now: none while any of my subscriptions has status 4 (spec §4), else the paid plans on sale.',
      answer: '{ data: plan[] }',
    },
    async ({ account, lang }) => {
      const held = await s.db('subscriptions').where({ user_id: account.id, status: STATUS.active }).first('id');
      if (held) return { data: [] };
      const rows = (await s
        .db('plans')
        .where('active', true)
        .whereNot('plan_key', 'trial')
        .orderBy(['price_minor', 'id'])) as PlanRow[];
      return { data: rows.map((p) => planView(p, lang)) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/Payment/AddPay',
      access: 'user',
      tag,
      form: true,
      body: addPayBody,
      example: { PlanId: '2', Provider: 'sandbox' },
      summary:
        'Starts paying for a plan: creates an order with the plan’s price and answers how the browser reaches the provider (a redirect URL, or a form to post).',
      answer: "{ data: { OrderId, checkout: { kind: 'redirect', url } or { kind: 'form', action, fields } } }",
    },
    async ({ account, body, lang, req }) => {
      const provider = payments.providers.find((p) => p.id === body.Provider);
      if (!provider) {
        throw fail(400, 'invalid', t('paymentUnavailable', lang).replace('{provider}', body.Provider.slice(0, 20)), {
          issues: [
            {
              field: 'Provider',
              message: `one of: ${payments.providers.map((p) => p.id).join(', ') || 'none configured'}`,
            },
          ],
        });
      }
      const plan = (await s
        .db('plans')
        .where({ id: Number(body.PlanId), active: true })
        .first()) as PlanRow | undefined;
      if (!plan || plan.plan_key === 'trial' || Number(plan.price_minor) <= 0) {
        throw fail(400, 'invalid', t('planUnavailable', lang), {
          issues: [{ field: 'PlanId', message: t('planUnavailable', lang) }],
        });
      }
      if (await s.db('subscriptions').where({ user_id: account.id, status: STATUS.active }).first('id')) {
        throw fail(409, 'subscribed', t('alreadySubscribed', lang));
      }
      const origin = originOf(payments, req);
      try {
        const made = await createOrder(
          s.db,
          provider,
          account,
          plan,
          planView(plan, lang).Name,
          {
            returnUrl: (orderId) => `${origin}/Payment/Return/${encodeURIComponent(orderId)}?lang=${lang}`,
            callbackUrl: `${origin}/Payment/Callback/${provider.id}`,
            locale: lang,
          },
          s.now(),
        );
        return { data: { OrderId: made.orderId, checkout: made.checkout } };
      } catch (e) {
        // The provider's own message may carry request details: keep it out of the answer and the log.
        console.error(`payment: ${provider.id} checkout failed (${e instanceof Error ? e.name : 'error'})`);
        throw fail(502, 'provider', t('paymentUnavailable', lang).replace('{provider}', provider.id));
      }
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/Payment/GetOrder',
      access: 'user',
      tag,
      summary:
        'One of my orders by `?OrderId=`: its status (pending until the provider’s callback, then paid or declined).',
      answer: '{ data: { OrderId, Status, Plan, Interval, Amount, Currency, Provider } }',
    },
    async ({ account, req, lang }) => {
      const orderId = typeof req.query.OrderId === 'string' ? req.query.OrderId.slice(0, 64) : '';
      const order = (await s.db('orders').where({ order_id: orderId, user_id: account.id }).first()) as
        | OrderRow
        | undefined;
      if (!order) throw fail(404, 'notFound', t('notFound', lang));
      return {
        data: {
          OrderId: order.order_id,
          Status: order.status,
          Plan: order.plan_key,
          Interval: order.interval,
          Amount: toDecimal(Number(order.amount_minor)),
          Currency: order.currency,
          Provider: order.provider,
        },
      };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/Payment/Unsubscribe',
      access: 'user',
      tag,
      form: true,
      body: orderBody,
      example: { OrderId: 'R1' },
      summary:
        'Stops a subscription of mine by OrderId: renewals stop at the provider, status becomes 14, and the plan stays until End (spec §4).',
      answer: '{ data: { OrderId, Status: 14, End } }',
    },
    async ({ account, body, lang }) => {
      const sub = await s
        .db('subscriptions')
        .where({ user_id: account.id, order_id: body.OrderId })
        .orderBy('id', 'desc')
        .first();
      if (!sub) throw fail(404, 'notFound', t('notFound', lang));
      const order = (await s.db('orders').where({ order_id: body.OrderId, user_id: account.id }).first()) as
        | OrderRow
        | undefined;
      const provider = order && payments.providers.find((p) => p.id === order.provider);
      if (order && order.status === 'paid') {
        if (!provider) throw fail(503, 'unavailable', t('unsubscribeUnavailable', lang));
        try {
          await provider.cancel({ orderId: order.order_id, providerRef: order.provider_ref });
        } catch {
          throw fail(503, 'unavailable', t('unsubscribeUnavailable', lang));
        }
        await s.db('orders').where('id', order.id).update({ status: 'cancelled' });
      }
      await s
        .db('subscriptions')
        .where({ user_id: account.id, order_id: body.OrderId })
        .update({ status: STATUS.unsubscribed });
      return {
        data: {
          OrderId: body.OrderId,
          Status: STATUS.unsubscribed,
          End: sub.end === null ? null : new Date(sub.end).toISOString(),
        },
      };
    },
  );

  return r;
}
