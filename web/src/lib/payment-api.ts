import { ensureXsrf, request } from './http.js';

/** Spec §9: payment calls time out after 15 s. */
const PAYMENT_MS = 15_000;

export type PlanKey = 'trial' | 'start' | 'base';

export interface PlanLimits {
  counts: Record<'bibliography' | 'annotations' | 'ratings' | 'catalogue', number | null> & { cards?: number | null };
  textMining: number | null;
  classifiers: string[];
  features: Record<string, boolean>;
}

/** A plan as GET /Payment/GetSubscriptionPlans answers it (spec §3: Id, name, interval, price, currency). */
export interface Plan {
  Id: number;
  PlanKey: PlanKey;
  Name: string;
  Description: string;
  Interval: 'monthly' | 'yearly';
  Price: string;
  Currency: string;
  Active: boolean;
  Names: Record<string, string>;
  Descriptions: Record<string, string>;
  Limits: PlanLimits;
}

/** One of the user's subscriptions (spec §3: Status, End, OrderId). */
export interface Subscription {
  Id: number;
  OrderId: string | null;
  Plan: PlanKey;
  Status: number;
  End: string | null;
  Active: boolean;
  Provider: string | null;
  Interval: string | null;
  Amount: string | null;
  Currency: string | null;
}

export type Checkout =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; fields: Record<string, string | string[]> };

export interface Order {
  OrderId: string;
  Status: 'pending' | 'paid' | 'declined' | 'cancelled';
  Plan: PlanKey;
  Interval: string;
  Amount: string;
  Currency: string;
  Provider: string;
}

export interface Me {
  user: { id: number; email: string; roles: string[]; hasPassword: boolean; googleLinked: boolean };
  plan: PlanKey;
  limits: PlanLimits;
  usage: Record<string, number>;
}

/** The spec §7 Payment calls the pricing, personal and admin areas make (form-encoded, 15 s). */
export const paymentApi = {
  plans: (lang: string) =>
    request<{ data: Plan[]; providers: string[] }>('GET', `/Payment/GetSubscriptionPlans?lang=${lang}`, {
      timeoutMs: PAYMENT_MS,
    }),
  mine: () =>
    request<{ data: Subscription[]; plan: PlanKey }>('GET', '/Payment/GetUserSubscriptions', { timeoutMs: PAYMENT_MS }),
  buttons: (lang: string) =>
    request<{ data: Plan[] }>('GET', `/Payment/GetSubscriptionButtons?lang=${lang}`, { timeoutMs: PAYMENT_MS }),
  me: () => request<{ data: Me }>('GET', '/api/Lk/Me', { timeoutMs: PAYMENT_MS }),
  async pay(planId: number, provider: string, lang: string) {
    await ensureXsrf();
    return request<{ data: { OrderId: string; checkout: Checkout } }>('POST', '/Payment/AddPay', {
      form: { PlanId: String(planId), Provider: provider, lang },
      timeoutMs: PAYMENT_MS,
    });
  },
  order: (orderId: string) =>
    request<{ data: Order }>('GET', `/Payment/GetOrder?OrderId=${encodeURIComponent(orderId)}`, {
      timeoutMs: PAYMENT_MS,
    }),
  async unsubscribe(orderId: string, lang: string) {
    await ensureXsrf();
    return request('POST', '/Payment/Unsubscribe', { form: { OrderId: orderId, lang }, timeoutMs: PAYMENT_MS });
  },
  /** The sandbox provider's "pay" or "decline", posted as its callback with the signed checkout link's fields. */
  sandbox: (fields: Record<string, string>, result: 'paid' | 'declined') =>
    request<{ result: string }>('POST', '/Payment/Callback/sandbox', {
      form: { ...fields, result },
      timeoutMs: PAYMENT_MS,
    }),
};

/** Sends the browser to the provider: a redirect, or a form posted as the provider's protocol asks (WayForPay). */
export function goToCheckout(checkout: Checkout): void {
  if (checkout.kind === 'redirect') {
    window.location.assign(checkout.url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = checkout.action;
  for (const [name, value] of Object.entries(checkout.fields)) {
    for (const v of ([] as string[]).concat(value)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = v;
      form.append(input);
    }
  }
  document.body.append(form);
  form.submit();
}
