import Stripe from 'stripe';
import { STATUS } from '../plans.js';
import type { PaymentEvent, PaymentProvider, Verification } from './provider.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API is https://api.stripe.com; tests point the SDK at a fake on 127.0.0.1. */
  apiUrl?: string;
  /** How old a signed webhook may be (seconds); Stripe's own default is 300. */
  toleranceSeconds?: number;
}

/**
 * Stripe Checkout in subscription mode through the official SDK: the plan's price is sent
 * inline (`price_data`, recurring by the plan's interval), the order id travels as
 * `client_reference_id` and as subscription metadata, webhooks are verified with
 * `stripe.webhooks.constructEvent` (HMAC-SHA256 and timestamp tolerance, judged at receipt).
 */
export function stripeProvider(opts: StripeOptions): PaymentProvider {
  const url = new URL(opts.apiUrl ?? 'https://api.stripe.com');
  const stripe = new Stripe(opts.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 1,
    timeout: 15_000,
  });
  const tolerance = opts.toleranceSeconds ?? 300;

  return {
    id: 'stripe',
    paidStatus: STATUS.active,
    signatureHeaders: ['stripe-signature'],

    async createCheckout(order) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: order.orderId,
        customer_email: order.userEmail,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amountMinor,
              recurring: { interval: order.interval === 'yearly' ? 'year' : 'month' },
              product_data: { name: order.planName },
            },
          },
        ],
        subscription_data: { metadata: { orderId: order.orderId } },
        metadata: { orderId: order.orderId },
        success_url: order.returnUrl,
        cancel_url: order.returnUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { kind: 'redirect', url: session.url, providerRef: session.id };
    },

    async verifyCallback(raw): Promise<Verification> {
      const header = raw.headers['stripe-signature'];
      if (!header) return { ok: false, result: 'forged', note: 'no Stripe-Signature header' };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          raw.body,
          header,
          opts.webhookSecret,
          tolerance,
          undefined,
          // The SDK takes receipt time in milliseconds.
          raw.receivedAt.getTime(),
        );
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        // The SDK reports an old timestamp with its own wording; everything else is a bad signature.
        const stale = /tolerance/i.test(message);
        return { ok: false, result: stale ? 'stale' : 'forged', note: message.slice(0, 300) };
      }
      return { ok: true, event: eventOf(event) };
    },

    async cancel(order) {
      if (order.providerRef) await stripe.subscriptions.cancel(order.providerRef);
    },
  };
}

/** The events that move an order; every other event is kept and ignored. */
function eventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = event.data.object;
      const orderId = s.client_reference_id ?? s.metadata?.orderId ?? '';
      const paid = s.payment_status === 'paid';
      return {
        orderId,
        outcome: paid ? 'paid' : 'ignored',
        ...(s.amount_total !== null ? { amountMinor: s.amount_total } : {}),
        ...(s.currency ? { currency: s.currency.toUpperCase() } : {}),
        ...(typeof s.subscription === 'string' ? { providerRef: s.subscription } : {}),
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const s = event.data.object;
      return { orderId: s.client_reference_id ?? s.metadata?.orderId ?? '', outcome: 'declined' };
    }
    case 'customer.subscription.deleted':
      return { orderId: event.data.object.metadata?.orderId ?? '', outcome: 'cancelled' };
    default:
      return { orderId: '', outcome: 'ignored' };
  }
}
