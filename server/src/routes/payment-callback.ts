import express, { Router } from 'express';
import type { Registry, Services } from '../api/route.js';
import { route } from '../api/route.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import type { PaymentsConfig } from '../payments/config.js';
import { processCallback, SETTLED } from '../payments/orders.js';

/**
 * Providers' server-to-server callbacks. Mounted before the app's body parsers: signatures
 * are over the exact bytes, so the body is read as text and stored as received (RawCBCK).
 * No XSRF (no browser, no cookie): the provider's signature is the check.
 */
export function paymentCallbackRoutes(s: Services, registry: Registry, payments: PaymentsConfig): Router {
  const r = Router();
  r.use('/Payment/Callback', express.text({ type: () => true, limit: '256kb' }));
  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/Payment/Callback/:provider',
      access: 'guest',
      tag: 'Payment',
      summary:
        'A payment provider’s callback (sandbox, stripe, wayforpay): stored as received, verified by signature and age, applied once per OrderId with the amount and currency checked.',
      answer:
        '200 with the provider’s expected acknowledgement when understood (also for a duplicate); 400 `forged`, `stale`, `malformed`, `mismatch` or `unknownOrder` otherwise; 404 for a provider that is not enabled',
    },
    async ({ req, lang }) => {
      if (!(await s.limits.callbackIp.take(req.ip ?? 'unknown')))
        throw fail(429, 'tooManyRequests', t('tooManyRequests', lang));
      const provider = payments.providers.find((p) => p.id === req.params.provider);
      if (!provider) throw fail(404, 'notFound', t('notFound', lang));
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
      const body = typeof req.body === 'string' ? req.body : '';
      const now = s.now();
      const done = await processCallback(s.db, provider, { body, headers, receivedAt: now }, now);
      if (!SETTLED.has(done.result)) {
        throw fail(400, done.result, t('callbackRefused', lang).replace('{reason}', done.result));
      }
      const ack = done.event && provider.acknowledge ? provider.acknowledge(done.event, now) : undefined;
      return ack ?? { received: true, result: done.result };
    },
  );

  // WayForPay posts the buyer back (a form POST), Stripe redirects (GET): both land here and go on to the web page.
  for (const method of ['get', 'post'] as const) {
    route(
      r,
      registry,
      s,
      {
        method,
        path: '/Payment/Return/:orderId',
        access: 'guest',
        tag: 'Payment',
        summary:
          'Where a provider sends the buyer back: redirects (303) to the web payment page, which shows the order’s status.',
        answer: '303 to `/{lang}/pricing/payment?order={orderId}`',
      },
      async ({ req, res, lang }) => {
        const orderId = String(req.params.orderId).slice(0, 64);
        res.redirect(303, `/${lang}/pricing/payment?order=${encodeURIComponent(orderId)}`);
        return undefined;
      },
    );
  }
  return r;
}
