import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { STATUS } from '../plans.js';
import type { PaymentProvider, Verification } from './provider.js';

export interface SandboxOptions {
  /** Signs checkout links; random per process when omitted. */
  secret?: string;
  toleranceSeconds?: number;
}

/**
 * A provider for local use and tests (spec §4 status 3, sandbox): the checkout is a link to
 * the web app's own payment page (`/{locale}/pricing/payment`) carrying the order, amount and a signed time; the page
 * posts the buyer's choice (pay or decline) back as a callback, which goes through the same
 * verification, RawCBCK log and idempotent processing as a real provider's. It charges nothing
 * and grants status 3, which is active only until the paid period ends.
 */
export function sandboxProvider(opts: SandboxOptions = {}): PaymentProvider {
  const secret = opts.secret ?? randomBytes(32).toString('hex');
  const tolerance = opts.toleranceSeconds ?? 3600;
  const sign = (o: string, a: string, c: string, t: string) =>
    createHmac('sha256', secret).update(`${o};${a};${c};${t}`).digest('hex');

  return {
    id: 'sandbox',
    paidStatus: STATUS.sandbox,
    signatureHeaders: [],

    async createCheckout(order) {
      const t = String(Math.floor(order.createdAt.getTime() / 1000));
      const a = String(order.amountMinor);
      const q = new URLSearchParams({
        o: order.orderId,
        a,
        c: order.currency,
        t,
        s: sign(order.orderId, a, order.currency, t),
      });
      return { kind: 'redirect', url: `/${order.locale}/pricing/payment?${q}` };
    },

    async verifyCallback(raw): Promise<Verification> {
      const f = new URLSearchParams(raw.body);
      const [o, a, c, t, s, result] = ['o', 'a', 'c', 't', 's', 'result'].map((k) => f.get(k) ?? '');
      const expected = Buffer.from(sign(o ?? '', a ?? '', c ?? '', t ?? ''));
      const given = Buffer.from(s ?? '');
      if (!o || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, result: 'forged', note: 'sandbox signature does not match' };
      }
      if (raw.receivedAt.getTime() / 1000 - Number(t) > tolerance) {
        return { ok: false, result: 'stale', note: `checkout link older than ${tolerance} s` };
      }
      return {
        ok: true,
        event: {
          orderId: o,
          outcome: result === 'paid' ? 'paid' : 'declined',
          amountMinor: Number(a),
          currency: c ?? '',
        },
      };
    },

    async cancel() {
      // Nothing to stop: the sandbox never charges again.
    },
  };
}
