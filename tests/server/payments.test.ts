import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxProvider } from '../../server/src/payments/sandbox.js';
import { stripeProvider } from '../../server/src/payments/stripe.js';
import { wayForPayProvider } from '../../server/src/payments/wayforpay.js';
import { type FakeStripe, type FakeWayForPay, fakeStripe, fakeWayForPay } from './fake-payments.js';
import { appForTests, type Client, client, giveRoles, type TestCtx } from './support.js';

let ctx: TestCtx;
let stripe: FakeStripe;
let wfp: FakeWayForPay;
let admin: Client;

beforeAll(async () => {
  stripe = await fakeStripe();
  wfp = await fakeWayForPay();
  ctx = await appForTests({
    payments: {
      publicUrl: 'http://referent.test',
      providers: [
        sandboxProvider({ secret: 'sandbox-secret' }),
        stripeProvider({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url }),
        wayForPayProvider({
          merchantAccount: wfp.merchantAccount,
          merchantDomainName: wfp.merchantDomainName,
          secretKey: wfp.secretKey,
          merchantPassword: wfp.merchantPassword,
          payUrl: `${wfp.url}/pay`,
          apiUrl: wfp.url,
        }),
      ],
    },
  });
  admin = await (await client(ctx.app)).register('cashier@example.org');
  await giveRoles(ctx, 'cashier@example.org', ['admin']);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
  await wfp.close();
});

const planId = async (key: string, interval = 'monthly') => {
  const plans = (await (await client(ctx.app)).req('get', '/Payment/GetSubscriptionPlans')).body.data;
  return String(
    plans.find((p: { PlanKey: string; Interval: string }) => p.PlanKey === key && p.Interval === interval).Id,
  );
};
const buy = async (user: Client, provider: string, key = 'start') => {
  const res = await user
    .req('post', '/Payment/AddPay')
    .type('form')
    .send({ PlanId: await planId(key), Provider: provider });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    OrderId: string;
    checkout: { kind: string; url?: string; action?: string; fields?: Record<string, unknown> };
  };
};
const stripeCallback = (body: string, signature: string) =>
  client(ctx.app).then((c) =>
    c.agent
      .post('/Payment/Callback/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(body),
  );
const wfpCallback = (body: string) =>
  client(ctx.app).then((c) =>
    c.agent.post('/Payment/Callback/wayforpay').set('content-type', 'application/json').send(body),
  );
const me = async (user: Client) => (await user.req('get', '/api/Lk/Me')).body.data;
const rawRows = async (orderId: string) => (await admin.req('get', `/Payment/getRawCBCK?OrderId=${orderId}`)).body.data;

describe('GET /Payment/GetSubscriptionPlans', () => {
  it('lists the plans on sale with names in the request’s language and their limits', async () => {
    const res = await (await client(ctx.app)).req('get', '/Payment/GetSubscriptionPlans?lang=ru');
    expect(res.body.providers).toEqual(['sandbox', 'stripe', 'wayforpay']);
    const basic = res.body.data.find((p: { PlanKey: string }) => p.PlanKey === 'start');
    expect(basic).toMatchObject({
      Name: 'Базовый',
      Interval: 'monthly',
      Price: '5.00',
      Currency: 'USD',
      Limits: { counts: { bibliography: 8 } },
    });
  });
});

describe('Stripe', () => {
  it('activates Basic when the signed webhook arrives before the user returns, and only once', async () => {
    const user = await (await client(ctx.app)).register('stripe-buyer@example.org');
    const { OrderId, checkout } = await buy(user, 'stripe');
    expect(checkout.url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_\\d+$`));
    const session = stripe.sessions.find((x) => x.params.get('client_reference_id') === OrderId);
    expect(session?.params.get('line_items[0][price_data][unit_amount]')).toBe('500');
    expect(session?.params.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect((await user.req('get', `/Payment/GetOrder?OrderId=${OrderId}`)).body.data.Status).toBe('pending');

    const { body, signature } = stripe.webhook(stripe.completed(session as never));
    const first = await stripeCallback(body, signature);
    expect(first.status).toBe(200);
    // The user comes back after the callback: the return URL leads to the payment page, the order is paid.
    const back = await user.req('get', `/Payment/Return/${OrderId}?lang=en`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/en/pricing/payment?order=${OrderId}`);
    expect((await user.req('get', `/Payment/GetOrder?OrderId=${OrderId}`)).body.data.Status).toBe('paid');
    expect((await me(user)).plan).toBe('start');

    const again = await stripeCallback(body, signature);
    expect(again.status).toBe(200);
    expect(again.body.result).toBe('duplicate');
    const subs = (await user.req('get', '/Payment/GetUserSubscriptions')).body;
    expect(subs.data).toHaveLength(1);
    expect(subs.data[0]).toMatchObject({ OrderId, Plan: 'start', Status: 4, Active: true, Provider: 'stripe' });
    expect((await user.req('get', '/Payment/GetSubscriptionButtons')).body.data).toEqual([]);
    expect((await rawRows(OrderId)).map((r: { Result: string }) => r.Result)).toEqual(['duplicate', 'accepted']);

    const un = await user.req('post', '/Payment/Unsubscribe').type('form').send({ OrderId });
    expect(un.status).toBe(200);
    expect(stripe.cancelled).toContain(`sub_${session?.id}`);
    const after = (await user.req('get', '/Payment/GetUserSubscriptions')).body;
    // Spec §4: status 14 stays active until End, so the paid month is kept.
    expect(after.data[0]).toMatchObject({ Status: 14, Active: true });
    expect((await user.req('get', '/Payment/GetSubscriptionButtons')).body.data.length).toBeGreaterThan(0);
  });

  it('refuses a forged signature, logs it in RawCBCK and changes nothing', async () => {
    const user = await (await client(ctx.app)).register('forger@example.org');
    const { OrderId } = await buy(user, 'stripe');
    const session = stripe.sessions.find((x) => x.params.get('client_reference_id') === OrderId);
    const { body, signature } = stripe.webhook(stripe.completed(session as never), { secret: 'whsec_guessed' });
    const res = await stripeCallback(body, signature);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('forged');
    expect((await me(user)).plan).toBe('trial');
    const rows = (await admin.req('get', '/Payment/getRawCBCK?Result=forged')).body.data;
    expect(rows[0]).toMatchObject({ Provider: 'stripe', Verified: false, Result: 'forged', Body: body });
    expect(rows[0].Headers['stripe-signature']).toBe(signature);
  });

  it('refuses a replayed old callback', async () => {
    const user = await (await client(ctx.app)).register('replayer@example.org');
    const { OrderId } = await buy(user, 'stripe');
    const session = stripe.sessions.find((x) => x.params.get('client_reference_id') === OrderId);
    const old = Math.floor(Date.now() / 1000) - 3600;
    const { body, signature } = stripe.webhook(stripe.completed(session as never), { timestamp: old });
    const res = await stripeCallback(body, signature);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('stale');
    expect((await me(user)).plan).toBe('trial');
  });

  it('refuses an amount or currency that is not the order’s', async () => {
    const user = await (await client(ctx.app)).register('cheap@example.org');
    const { OrderId } = await buy(user, 'stripe');
    const session = stripe.sessions.find((x) => x.params.get('client_reference_id') === OrderId) as never;
    for (const wrong of [{ amount_total: 1 }, { currency: 'eur' }]) {
      const { body, signature } = stripe.webhook(stripe.completed(session, wrong));
      const res = await stripeCallback(body, signature);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('mismatch');
    }
    expect((await me(user)).plan).toBe('trial');
    expect((await user.req('get', `/Payment/GetOrder?OrderId=${OrderId}`)).body.data.Status).toBe('pending');
  });

  it('marks an order declined when Stripe says the checkout expired or the payment failed', async () => {
    const user = await (await client(ctx.app)).register('stripe-declined@example.org');
    const { OrderId } = await buy(user, 'stripe');
    const event = {
      id: 'evt_failed',
      object: 'event',
      type: 'checkout.session.async_payment_failed',
      data: { object: { id: 'cs_x', object: 'checkout.session', client_reference_id: OrderId, metadata: {} } },
    };
    const { body, signature } = stripe.webhook(event);
    expect((await stripeCallback(body, signature)).status).toBe(200);
    expect((await user.req('get', `/Payment/GetOrder?OrderId=${OrderId}`)).body.data.Status).toBe('declined');
    expect((await me(user)).plan).toBe('trial');
  });
});

describe('WayForPay', () => {
  it('signs the purchase form as the protocol says, and a declined payment leaves the plan alone', async () => {
    const user = await (await client(ctx.app)).register('declined@example.org');
    const { OrderId, checkout } = await buy(user, 'wayforpay');
    expect(checkout).toMatchObject({ kind: 'form', action: `${wfp.url}/pay` });
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(checkout.fields ?? {}))
      for (const x of ([] as unknown[]).concat(v)) form.append(k, String(x));
    expect(form.get('serviceUrl')).toBe('http://referent.test/Payment/Callback/wayforpay');
    const page = await fetch(`${wfp.url}/pay`, { method: 'POST', body: form });
    expect(page.status).toBe(200);
    expect(wfp.purchases.at(-1)?.signatureOk).toBe(true);

    const now = Math.floor(Date.now() / 1000);
    const res = await wfpCallback(
      wfp.callback({
        orderReference: OrderId,
        amount: 5,
        currency: 'USD',
        transactionStatus: 'Declined',
        reasonCode: 1101,
        processingDate: now,
      }),
    );
    expect(res.status).toBe(200);
    expect((await user.req('get', `/Payment/GetOrder?OrderId=${OrderId}`)).body.data.Status).toBe('declined');
    expect((await me(user)).plan).toBe('trial');
  });

  it('activates on an Approved callback, answers the signed accept, refuses forged and old ones, and unsubscribes', async () => {
    const user = await (await client(ctx.app)).register('hryvnia@example.org');
    const { OrderId } = await buy(user, 'wayforpay');
    const now = Math.floor(Date.now() / 1000);
    const approved = {
      orderReference: OrderId,
      amount: '5.00',
      currency: 'USD',
      transactionStatus: 'Approved',
      processingDate: now,
    };

    const forged = await wfpCallback(wfp.callback(approved, 'not-the-key'));
    expect(forged.body.code).toBe('forged');
    const stale = await wfpCallback(wfp.callback({ ...approved, processingDate: now - 2 * 86_400 }));
    expect(stale.body.code).toBe('stale');
    expect((await me(user)).plan).toBe('trial');

    const ok = await wfpCallback(wfp.callback(approved));
    expect(ok.status).toBe(200);
    const expected = createHmac('md5', wfp.secretKey).update(`${OrderId};accept;${ok.body.time}`).digest('hex');
    expect(ok.body).toMatchObject({ orderReference: OrderId, status: 'accept', signature: expected });
    expect((await me(user)).plan).toBe('start');

    // The provider refuses to stop renewals: the spec's message, and nothing changes here.
    wfp.failRemove = true;
    const down = await user.req('post', '/Payment/Unsubscribe?lang=ru').type('form').send({ OrderId });
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('Сервис отписки временно недоступен: повторите позже');
    expect((await user.req('get', '/Payment/GetUserSubscriptions')).body.data[0].Status).toBe(4);
    wfp.failRemove = false;

    const un = await user.req('post', '/Payment/Unsubscribe').type('form').send({ OrderId });
    expect(un.status).toBe(200);
    expect(wfp.removed).toContain(OrderId);
  });
});

describe('sandbox', () => {
  it('grants status 3 for one period through its signed checkout link', async () => {
    const user = await (await client(ctx.app)).register('sandbox@example.org');
    const { OrderId, checkout } = await buy(user, 'sandbox', 'base');
    const link = new URL(checkout.url as string, 'http://x');
    expect(link.pathname).toBe('/en/pricing/payment');
    const tampered = new URLSearchParams(link.search);
    tampered.set('a', '1');
    tampered.set('result', 'paid');
    const refused = await (await client(ctx.app)).agent
      .post('/Payment/Callback/sandbox')
      .type('form')
      .send(tampered.toString());
    expect(refused.body.code).toBe('forged');
    const form = new URLSearchParams(link.search);
    form.set('result', 'paid');
    const res = await (await client(ctx.app)).agent
      .post('/Payment/Callback/sandbox')
      .type('form')
      .send(form.toString());
    expect(res.status).toBe(200);
    const subs = (await user.req('get', '/Payment/GetUserSubscriptions')).body;
    expect(subs.plan).toBe('base');
    expect(subs.data[0]).toMatchObject({ OrderId, Status: 3, Active: true });
    expect(new Date(subs.data[0].End).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('refuses unknown providers and plans with 400 naming the field', async () => {
    const user = await (await client(ctx.app)).register('picky@example.org');
    const bad = await user
      .req('post', '/Payment/AddPay')
      .type('form')
      .send({ PlanId: await planId('start'), Provider: 'paypal' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].field).toBe('Provider');
    const trial = await user
      .req('post', '/Payment/AddPay')
      .type('form')
      .send({ PlanId: await planId('trial'), Provider: 'sandbox' });
    expect(trial.status).toBe(400);
    expect(trial.body.issues[0].field).toBe('PlanId');
    expect((await user.req('post', '/Payment/Unsubscribe').type('form').send({ OrderId: 'R-not-mine' })).status).toBe(
      404,
    );
  });
});

describe('replaying a stored callback', () => {
  it('applies a signed callback that came before its order existed, once', async () => {
    const user = await (await client(ctx.app)).register('early@example.org');
    const userId = (await ctx.db('users').where('email', 'early@example.org').first('id')).id;
    const t = String(Math.floor(Date.now() / 1000));
    const sign = (o: string) => createHmac('sha256', 'sandbox-secret').update(`${o};500;USD;${t}`).digest('hex');
    const form = new URLSearchParams({ o: 'R-EARLY', a: '500', c: 'USD', t, s: sign('R-EARLY'), result: 'paid' });
    const early = await (await client(ctx.app)).agent
      .post('/Payment/Callback/sandbox')
      .type('form')
      .send(form.toString());
    expect(early.body.code).toBe('unknownOrder');
    await ctx.db('orders').insert({
      order_id: 'R-EARLY',
      user_id: userId,
      plan_key: 'start',
      interval: 'monthly',
      amount_minor: 500,
      currency: 'USD',
      provider: 'sandbox',
      status: 'pending',
      created_at: new Date(),
    });
    const raw = (await rawRows('R-EARLY'))[0];
    const replayed = await admin
      .req('post', '/Payment/ReplayRawCBCK')
      .type('form')
      .send({ Id: String(raw.Id) });
    expect(replayed.body.data.Result).toBe('accepted');
    expect((await me(user)).plan).toBe('start');
    const again = await admin
      .req('post', '/Payment/ReplayRawCBCK')
      .type('form')
      .send({ Id: String(raw.Id) });
    expect(again.body.data.Result).toBe('duplicate');
    expect((await rawRows('R-EARLY'))[0]).toMatchObject({ Verified: true, Result: 'duplicate' });
  });
});

describe('admin payment tools', () => {
  it('are refused to a non-admin', async () => {
    const user = await (await client(ctx.app)).register('nosy@example.org');
    for (const [method, path] of [
      ['get', '/Payment/GetSubscriptions'],
      ['get', '/Payment/getRawCBCK'],
      ['get', '/Payment/GetAllSubscriptionPlans'],
      ['post', '/Payment/AddSubscriptionPlan'],
      ['post', '/Payment/GrantSubscription'],
      ['delete', '/Payment/DeleteSubscriptionPlan/1'],
      ['get', '/Payment/GetAdminLog'],
    ] as const) {
      expect((await user.req(method, path)).status, path).toBe(403);
    }
  });

  it('edit plans, grant, extend and cancel subscriptions, replay callbacks, and log who did each', async () => {
    const plan = {
      PlanKey: 'start',
      Interval: 'yearly',
      Price: '45.50',
      Currency: 'UAH',
      NameEn: 'Basic+',
      NameRu: 'Базовый+',
      NameUa: 'Базовий+',
    };
    const added = await admin.req('post', '/Payment/AddSubscriptionPlan').type('form').send(plan);
    expect(added.body.data).toMatchObject({ Price: '45.50', Currency: 'UAH', Name: 'Basic+', Active: true });
    const bad = await admin
      .req('post', '/Payment/AddSubscriptionPlan')
      .type('form')
      .send({ ...plan, Price: '4.999' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].field).toBe('Price');
    const id = String(added.body.data.Id);
    const updated = await admin
      .req('post', '/Payment/UpdateSubscriptionPlan')
      .type('form')
      .send({ ...plan, Id: id, Price: '40', Active: 'false' });
    expect(updated.body.data).toMatchObject({ Price: '40.00', Active: false });
    const onSale = (await admin.req('get', '/Payment/GetSubscriptionPlans')).body.data.map((p: { Id: number }) => p.Id);
    expect(onSale).not.toContain(Number(id));
    expect((await admin.req('delete', `/Payment/DeleteSubscriptionPlan/${id}`)).body.data).toEqual({
      Id: Number(id),
      deleted: true,
    });

    const user = await (await client(ctx.app)).register('granted@example.org');
    for (const year of [2001, 2002, 2003]) {
      if (year === 2001) {
        const g = await admin
          .req('post', '/Payment/GrantSubscription')
          .type('form')
          .send({ Email: 'granted@example.org', PlanKey: 'start', Days: '30' });
        expect(g.status).toBe(200);
      }
      const rec = await user.req('post', '/api/Bibliograph/').send({
        bibl: { idTypePublication: 2, title: { publicationTitle: `Book ${year}` }, outputData: { year } },
        standarts: ['apa7'],
      });
      expect(rec.status).toBe(200);
    }
    const subs = (await admin.req('get', '/Payment/GetSubscriptions?Email=granted@')).body.data;
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ Email: 'granted@example.org', Plan: 'start', Status: 4, Active: true });
    const extended = await admin
      .req('post', '/Payment/ExtendSubscription')
      .type('form')
      .send({ Id: String(subs[0].Id), Days: '10' });
    expect(new Date(extended.body.data.End).getTime() - new Date(subs[0].End).getTime()).toBe(10 * 86_400_000);
    expect(
      (
        await admin
          .req('post', '/Payment/CancelSubscription')
          .type('form')
          .send({ Id: String(subs[0].Id) })
      ).status,
    ).toBe(200);

    // A downgrade never deletes data: the three records stay readable, a fourth is refused.
    expect((await me(user)).plan).toBe('trial');
    expect((await user.req('get', '/api/Bibliograph/')).body.total).toBe(3);
    const more = await user.req('post', '/api/Bibliograph/').send({
      bibl: { idTypePublication: 2, title: { publicationTitle: 'Book 2004' }, outputData: { year: 2004 } },
      standarts: ['apa7'],
    });
    expect(more.status).toBe(403);
    expect(more.body.code).toBe('plan');

    const stale = (await admin.req('get', '/Payment/getRawCBCK?Result=stale')).body.data[0];
    const replay = await admin
      .req('post', '/Payment/ReplayRawCBCK')
      .type('form')
      .send({ Id: String(stale.Id) });
    expect(replay.body.data.Result).toBe('stale');

    const log = (await admin.req('get', '/Payment/GetAdminLog')).body.data;
    expect(log.map((x: { Action: string }) => x.Action).slice(0, 7)).toEqual([
      'replayCallback',
      'cancelSubscription',
      'extendSubscription',
      'grantSubscription',
      'deletePlan',
      'updatePlan',
      'addPlan',
    ]);
    expect(log.every((x: { AdminEmail: string }) => x.AdminEmail === 'cashier@example.org')).toBe(true);
  });
});
