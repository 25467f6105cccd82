import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Fake payment providers on 127.0.0.1, close enough to the real ones that the real adapters
 * talk to them unchanged: a Stripe API (checkout sessions, subscription cancel) whose hosted
 * checkout page pays or declines and then sends a signed webhook, and a WayForPay that checks
 * the purchase form's signature, shows a pay page and posts a signed serviceUrl callback.
 */

const readBody = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => done(text));
  });

const listen = (server: Server) =>
  new Promise<string>((done) => {
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

const page = (title: string, form: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${form}</body></html>`;

const buttons = (action: string) =>
  `<form method="post" action="${action}/pay"><button type="submit">Pay</button></form>` +
  `<form method="post" action="${action}/decline"><button type="submit">Decline</button></form>`;

export interface StripeSession {
  id: string;
  params: URLSearchParams;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where "Stripe" delivers webhooks (set once the app's address is known, as in the dashboard). */
  webhookUrl: string;
  sessions: StripeSession[];
  cancelled: string[];
  /** A webhook body and its Stripe-Signature header, signed now or at `timestamp` (seconds), or with another secret. */
  webhook(event: object, opts?: { timestamp?: number; secret?: string }): { body: string; signature: string };
  /** The checkout.session.completed event the hosted page sends for a session. */
  completed(
    session: StripeSession,
    overrides?: { amount_total?: number; currency?: string; payment_status?: string },
  ): object;
  close(): Promise<void>;
}

export async function fakeStripe(): Promise<FakeStripe> {
  const sessions: StripeSession[] = [];
  const cancelled: string[] = [];
  const webhookSecret = 'whsec_fake_for_tests';
  const stripe = new Stripe('sk_test_fake', {});
  const fake = {
    url: '',
    secretKey: 'sk_test_fake',
    webhookSecret,
    webhookUrl: '',
    sessions,
    cancelled,
    webhook(event: object, opts: { timestamp?: number; secret?: string } = {}) {
      const body = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: opts.secret ?? webhookSecret,
        ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
      });
      return { body, signature };
    },
    completed(
      session: StripeSession,
      overrides: { amount_total?: number; currency?: string; payment_status?: string } = {},
    ) {
      return {
        id: `evt_${session.id}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            client_reference_id: session.params.get('client_reference_id'),
            amount_total:
              overrides.amount_total ?? Number(session.params.get('line_items[0][price_data][unit_amount]')),
            currency: overrides.currency ?? session.params.get('line_items[0][price_data][currency]'),
            payment_status: overrides.payment_status ?? 'paid',
            subscription: `sub_${session.id}`,
            metadata: { orderId: session.params.get('metadata[orderId]') },
          },
        },
      };
    },
    close: async () => {},
  };
  const deliver = async (event: object) => {
    const { body, signature } = fake.webhook(event);
    await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', fake.url);
    const body = await readBody(req);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (req.headers.authorization !== `Bearer ${fake.secretKey}`)
        return json(401, { error: { message: 'Invalid API Key' } });
      const session = { id: `cs_test_${sessions.length + 1}`, params: new URLSearchParams(body) };
      sessions.push(session);
      return json(200, { id: session.id, object: 'checkout.session', url: `${fake.url}/checkout/${session.id}` });
    }
    const cancel = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'DELETE' && cancel) {
      cancelled.push(cancel[1] as string);
      return json(200, { id: cancel[1], object: 'subscription', status: 'canceled' });
    }
    const hosted = /^\/checkout\/(cs_test_\d+)(\/pay|\/decline)?$/.exec(url.pathname);
    const session = hosted && sessions.find((x) => x.id === hosted[1]);
    if (hosted && session) {
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(page('Fake Stripe Checkout', buttons(`/checkout/${session.id}`)));
      }
      const paid = hosted[2] === '/pay';
      await deliver(
        paid
          ? fake.completed(session)
          : {
              id: `evt_x_${session.id}`,
              object: 'event',
              type: 'checkout.session.expired',
              data: {
                object: {
                  id: session.id,
                  object: 'checkout.session',
                  client_reference_id: session.params.get('client_reference_id'),
                  metadata: {},
                },
              },
            },
      );
      res.writeHead(303, { location: session.params.get(paid ? 'success_url' : 'cancel_url') ?? '/' });
      return res.end();
    }
    json(404, { error: { message: `no fake for ${req.method} ${url.pathname}` } });
  });
  fake.url = await listen(server);
  fake.close = () => new Promise<void>((done) => server.close(() => done()));
  return fake;
}

export interface FakeWayForPay {
  url: string;
  merchantAccount: string;
  merchantDomainName: string;
  secretKey: string;
  merchantPassword: string;
  /** Purchase forms received (with whether their signature was right), and REMOVE requests. */
  purchases: { fields: URLSearchParams; signatureOk: boolean }[];
  removed: string[];
  /** Makes regularApi answer an error, as when WayForPay is down or refuses. */
  failRemove: boolean;
  /** A serviceUrl callback signed with the merchant key (or `secret`). */
  callback(fields: Record<string, string | number>, secret?: string): string;
  close(): Promise<void>;
}

export async function fakeWayForPay(): Promise<FakeWayForPay> {
  const purchases: { fields: URLSearchParams; signatureOk: boolean }[] = [];
  const removed: string[] = [];
  const secretKey = 'wfp-secret-for-tests';
  const hmac = (parts: (string | number)[], secret = secretKey) =>
    createHmac('md5', secret).update(parts.map(String).join(';')).digest('hex');
  const fake = {
    url: '',
    merchantAccount: 'test_merch_n1',
    merchantDomainName: 'referent.test',
    secretKey,
    merchantPassword: 'wfp-password-for-tests',
    purchases,
    removed,
    failRemove: false,
    callback(fields: Record<string, string | number>, secret?: string) {
      const order = [
        'merchantAccount',
        'orderReference',
        'amount',
        'currency',
        'authCode',
        'cardPan',
        'transactionStatus',
        'reasonCode',
      ];
      const full = {
        merchantAccount: fake.merchantAccount,
        authCode: '541963',
        cardPan: '41****8217',
        reasonCode: 1100,
        ...fields,
      };
      return JSON.stringify({
        ...full,
        merchantSignature: hmac(
          order.map((k) => (full as Record<string, string | number>)[k] ?? ''),
          secret,
        ),
      });
    },
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', fake.url);
    const body = await readBody(req);
    if (req.method === 'POST' && url.pathname === '/regularApi') {
      const request = JSON.parse(body) as Record<string, string>;
      const ok =
        !fake.failRemove && request.merchantPassword === fake.merchantPassword && request.requestType === 'REMOVE';
      if (ok) removed.push(request.orderReference as string);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify(ok ? { reasonCode: 4100, reason: 'Ok' } : { reasonCode: 1109, reason: 'Bad password' }),
      );
    }
    if (req.method === 'POST' && url.pathname === '/pay') {
      const f = new URLSearchParams(body);
      const signed = ['merchantAccount', 'merchantDomainName', 'orderReference', 'orderDate', 'amount', 'currency'].map(
        (k) => f.get(k) ?? '',
      );
      const signatureOk =
        hmac([
          ...signed,
          ...f.getAll('productName[]'),
          ...f.getAll('productCount[]'),
          ...f.getAll('productPrice[]'),
        ]) === f.get('merchantSignature');
      purchases.push({ fields: f, signatureOk });
      const n = purchases.length - 1;
      res.writeHead(signatureOk ? 200 : 400, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(signatureOk ? page('Fake WayForPay', buttons(`/pay/${n}`)) : page('Signature error', ''));
    }
    const step = /^\/pay\/(\d+)\/(pay|decline)$/.exec(url.pathname);
    const purchase = step && purchases[Number(step[1])];
    if (req.method === 'POST' && step && purchase) {
      const f = purchase.fields;
      await fetch(f.get('serviceUrl') as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: fake.callback({
          orderReference: f.get('orderReference') as string,
          amount: Number(f.get('amount')),
          currency: f.get('currency') as string,
          transactionStatus: step[2] === 'pay' ? 'Approved' : 'Declined',
          createdDate: Math.floor(Date.now() / 1000),
          processingDate: Math.floor(Date.now() / 1000),
        }),
      });
      // The real service posts the buyer back to returnUrl; a 307 keeps the POST.
      res.writeHead(307, { location: f.get('returnUrl') as string });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  fake.url = await listen(server);
  fake.close = () => new Promise<void>((done) => server.close(() => done()));
  return fake;
}
