import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { STATUS } from '../plans.js';
import type { Checkout, PaymentEvent, PaymentProvider, RawCallback } from './provider.js';

export interface PlanRow {
  id: number;
  plan_key: string;
  interval: 'monthly' | 'yearly';
  price_minor: number;
  currency: string;
  active: boolean | number;
  names: string;
  descriptions: string;
}

export interface OrderRow {
  id: number;
  order_id: string;
  user_id: number;
  plan_key: string;
  interval: 'monthly' | 'yearly';
  amount_minor: number;
  currency: string;
  provider: string;
  status: 'pending' | 'paid' | 'declined' | 'cancelled';
  provider_ref: string | null;
}

/** The end of a paid period that starts now (calendar month or year). */
export function periodEnd(from: Date, interval: string): Date {
  const end = new Date(from);
  if (interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** Creates a pending order with a snapshot of the plan's price and asks the provider for a checkout. */
export async function createOrder(
  db: Knex,
  provider: PaymentProvider,
  buyer: { id: number; email: string },
  plan: PlanRow,
  planName: string,
  urls: { returnUrl: (orderId: string) => string; callbackUrl: string; locale: string },
  now: Date,
): Promise<{ orderId: string; checkout: Checkout }> {
  const orderId = `R${now.getTime().toString(36)}${randomBytes(8).toString('hex')}`.toUpperCase();
  await db('orders').insert({
    order_id: orderId,
    user_id: buyer.id,
    plan_id: plan.id,
    plan_key: plan.plan_key,
    interval: plan.interval,
    amount_minor: plan.price_minor,
    currency: plan.currency,
    provider: provider.id,
    status: 'pending',
    created_at: now,
  });
  const checkout = await provider.createCheckout({
    orderId,
    userEmail: buyer.email,
    planKey: plan.plan_key,
    planName,
    interval: plan.interval,
    amountMinor: plan.price_minor,
    currency: plan.currency,
    createdAt: now,
    locale: urls.locale,
    returnUrl: urls.returnUrl(orderId),
    callbackUrl: urls.callbackUrl,
  });
  if (checkout.kind === 'redirect' && checkout.providerRef) {
    await db('orders').where('order_id', orderId).update({ provider_ref: checkout.providerRef });
  }
  return { orderId, checkout };
}

export type CallbackResult =
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'duplicate'
  | 'ignored'
  | 'forged'
  | 'stale'
  | 'malformed'
  | 'mismatch'
  | 'unknownOrder';

/** Results the provider should not retry: the callback was understood. */
export const SETTLED: ReadonlySet<CallbackResult> = new Set([
  'accepted',
  'declined',
  'cancelled',
  'duplicate',
  'ignored',
]);

/**
 * Stores a callback exactly as received, verifies it, applies it, and records the outcome on
 * the stored row (spec RawCBCK). Used for live callbacks and for an admin's replay (`rawId`),
 * which re-verifies against the time the callback first arrived.
 */
export async function processCallback(
  db: Knex,
  provider: PaymentProvider,
  raw: RawCallback,
  now: Date,
  rawId?: number,
): Promise<{ id: number; result: CallbackResult; event?: PaymentEvent }> {
  let id = rawId;
  if (id === undefined) {
    const kept = Object.fromEntries(
      provider.signatureHeaders.filter((h) => raw.headers[h]).map((h) => [h, raw.headers[h]]),
    );
    const [row] = await db('raw_callbacks').insert(
      {
        provider: provider.id,
        received_at: raw.receivedAt,
        headers: JSON.stringify(kept),
        body: raw.body,
        verified: false,
        result: 'malformed',
      },
      ['id'],
    );
    id = Number((row as { id: number }).id);
  }
  const verification = await provider.verifyCallback(raw);
  if (!verification.ok) {
    await db('raw_callbacks')
      .where('id', id)
      .update({ verified: false, result: verification.result, note: verification.note });
    return { id, result: verification.result };
  }
  const event = verification.event;
  const { result, note, userId } = await applyEvent(db, provider, event, now);
  await db('raw_callbacks')
    .where('id', id)
    .update({ verified: true, result, note, order_id: event.orderId || null, user_id: userId ?? null });
  return { id, result, event };
}

/** Moves an order by a verified event, once: a second identical event is a `duplicate`. */
async function applyEvent(
  db: Knex,
  provider: PaymentProvider,
  event: PaymentEvent,
  now: Date,
): Promise<{ result: CallbackResult; note: string | null; userId?: number }> {
  if (event.outcome === 'ignored' && !event.orderId) return { result: 'ignored', note: null };
  const order = (await db('orders').where({ order_id: event.orderId, provider: provider.id }).first()) as
    | OrderRow
    | undefined;
  if (!order) return { result: 'unknownOrder', note: `no ${provider.id} order ${event.orderId}` };
  const userId = Number(order.user_id);
  if (event.outcome === 'ignored') return { result: 'ignored', note: null, userId };
  if (event.outcome === 'paid') {
    if (event.amountMinor !== Number(order.amount_minor) || event.currency?.toUpperCase() !== order.currency) {
      return {
        result: 'mismatch',
        note: `paid ${event.amountMinor ?? '?'} ${event.currency ?? '?'}, order is ${order.amount_minor} ${order.currency}`,
        userId,
      };
    }
    return db.transaction(async (trx) => {
      // The status guard makes the update the lock: of two identical callbacks only one changes a row.
      const changed = await trx('orders')
        .where('order_id', order.order_id)
        .whereIn('status', ['pending', 'declined'])
        .update({ status: 'paid', paid_at: now, ...(event.providerRef ? { provider_ref: event.providerRef } : {}) });
      if (changed === 0) return { result: 'duplicate' as const, note: `order already ${order.status}`, userId };
      await trx('subscriptions').insert({
        user_id: userId,
        plan: order.plan_key,
        status: provider.paidStatus,
        end: periodEnd(now, order.interval),
        order_id: order.order_id,
        created_at: now,
      });
      return { result: 'accepted' as const, note: null, userId };
    });
  }
  if (event.outcome === 'declined') {
    const changed = await db('orders')
      .where({ order_id: order.order_id, status: 'pending' })
      .update({ status: 'declined' });
    return changed
      ? { result: 'declined', note: null, userId }
      : { result: 'duplicate', note: `order already ${order.status}`, userId };
  }
  // Cancelled at the provider: renewals stop, the paid period stays (status 14 until End).
  const changed = await db('subscriptions')
    .where({ user_id: userId, order_id: order.order_id })
    .whereNot('status', STATUS.unsubscribed)
    .update({ status: STATUS.unsubscribed });
  await db('orders').where('order_id', order.order_id).whereNot('status', 'cancelled').update({ status: 'cancelled' });
  return changed
    ? { result: 'cancelled', note: null, userId }
    : { result: 'duplicate', note: 'already cancelled', userId };
}
