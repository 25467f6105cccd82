import { createHmac, timingSafeEqual } from 'node:crypto';
import { STATUS } from '../plans.js';
import { toDecimal, toMinor } from './money.js';
import type { PaymentEvent, PaymentProvider, Verification } from './provider.js';

export interface WayForPayOptions {
  merchantAccount: string;
  merchantDomainName: string;
  /** The merchant's SecretKey: signs requests and callbacks (HMAC-MD5). */
  secretKey: string;
  /** The merchant password for the regular-payments API (cancel). */
  merchantPassword: string;
  /** https://secure.wayforpay.com/pay and https://api.wayforpay.com by default; tests use fakes on 127.0.0.1. */
  payUrl?: string;
  apiUrl?: string;
  /** How old a callback's processing date may be when it arrives (seconds). */
  toleranceSeconds?: number;
  fetch?: typeof fetch;
}

/**
 * WayForPay (serves Ukrainian merchants) by its published protocol, written by hand because
 * WayForPay publishes no official Node SDK: the Purchase request is a form the browser posts
 * to secure.wayforpay.com/pay, signed with HMAC-MD5 over the `;`-joined fields in the order
 * the docs give; the serviceUrl callback is JSON signed the same way and must be answered
 * with a signed `accept`; regular payments are stopped with regularApi REMOVE.
 */
export function wayForPayProvider(opts: WayForPayOptions): PaymentProvider {
  const sign = (parts: (string | number)[]) =>
    createHmac('md5', opts.secretKey).update(parts.map(String).join(';'), 'utf8').digest('hex');
  const tolerance = opts.toleranceSeconds ?? 3600;
  const http = opts.fetch ?? fetch;

  return {
    id: 'wayforpay',
    formOrigins: [new URL(opts.payUrl ?? 'https://secure.wayforpay.com/pay').origin],
    paidStatus: STATUS.active,
    signatureHeaders: [],

    async createCheckout(order) {
      const orderDate = Math.floor(order.createdAt.getTime() / 1000);
      const amount = toDecimal(order.amountMinor);
      const signed = {
        merchantAccount: opts.merchantAccount,
        merchantDomainName: opts.merchantDomainName,
        orderReference: order.orderId,
        orderDate: String(orderDate),
        amount,
        currency: order.currency,
      };
      const merchantSignature = sign([...Object.values(signed), order.planName, 1, amount]);
      return {
        kind: 'form',
        action: opts.payUrl ?? 'https://secure.wayforpay.com/pay',
        fields: {
          ...signed,
          merchantAuthType: 'SimpleSignature',
          merchantTransactionSecureType: 'AUTO',
          merchantSignature,
          'productName[]': [order.planName],
          'productCount[]': ['1'],
          'productPrice[]': [amount],
          clientEmail: order.userEmail,
          // WayForPay's page languages: UA, RU, EN.
          language: order.locale === 'en' ? 'EN' : order.locale === 'ru' ? 'RU' : 'UA',
          returnUrl: order.returnUrl,
          serviceUrl: order.callbackUrl,
          regularMode: order.interval,
          regularAmount: amount,
        },
      };
    },

    async verifyCallback(raw): Promise<Verification> {
      const body = parseBody(raw.body);
      if (!body) return { ok: false, result: 'malformed', note: 'not a WayForPay JSON callback' };
      const field = (k: string) => (body[k] === undefined || body[k] === null ? '' : String(body[k]));
      const expected = sign(
        [
          'merchantAccount',
          'orderReference',
          'amount',
          'currency',
          'authCode',
          'cardPan',
          'transactionStatus',
          'reasonCode',
        ].map(field),
      );
      if (field('merchantAccount') !== opts.merchantAccount || !sameHex(expected, field('merchantSignature'))) {
        return { ok: false, result: 'forged', note: 'merchantSignature does not match' };
      }
      const at = Number(body.processingDate ?? body.createdDate);
      if (!Number.isFinite(at) || raw.receivedAt.getTime() / 1000 - at > tolerance) {
        return {
          ok: false,
          result: 'stale',
          note: `processed at ${field('processingDate') || field('createdDate')}, older than ${tolerance} s`,
        };
      }
      const minor = toMinor(field('amount'));
      return {
        ok: true,
        event: {
          orderId: field('orderReference'),
          outcome: OUTCOME[field('transactionStatus')] ?? 'ignored',
          ...(minor !== null ? { amountMinor: minor } : {}),
          currency: field('currency').toUpperCase(),
        },
      };
    },

    acknowledge(event: PaymentEvent, now: Date) {
      const time = Math.floor(now.getTime() / 1000);
      return {
        orderReference: event.orderId,
        status: 'accept',
        time,
        signature: sign([event.orderId, 'accept', time]),
      };
    },

    async cancel(order) {
      const res = await http(`${opts.apiUrl ?? 'https://api.wayforpay.com'}/regularApi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          requestType: 'REMOVE',
          merchantAccount: opts.merchantAccount,
          merchantPassword: opts.merchantPassword,
          orderReference: order.orderId,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await res.json().catch(() => ({}))) as { reasonCode?: number; reason?: string };
      // 4100 is WayForPay's "Ok".
      if (!res.ok || Number(answer.reasonCode) !== 4100) {
        throw new Error(`WayForPay REMOVE answered ${res.status} ${answer.reason ?? ''}`.trim());
      }
    },
  };
}

const OUTCOME: Record<string, PaymentEvent['outcome']> = {
  Approved: 'paid',
  Declined: 'declined',
  Expired: 'declined',
  Refunded: 'cancelled',
  Voided: 'cancelled',
};

/** WayForPay posts JSON; some setups send it form-encoded as the single key, so accept both. */
function parseBody(text: string): Record<string, unknown> | null {
  for (const candidate of [text, safeDecode(text.replace(/=$/, ''))]) {
    try {
      const value = JSON.parse(candidate) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // try the next form
    }
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}
