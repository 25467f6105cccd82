/// <reference lib="dom" />
import { join } from 'node:path';
import knex from 'knex';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, type FakeWayForPay, fakeStripe, fakeWayForPay } from '../server/fake-payments.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { headerControls, notifications } from './support/ui.js';

// Issue 17 end to end: the built server with the sandbox, a fake Stripe and a fake WayForPay
// on 127.0.0.1; a Trial user pays, sees the plan in the personal area and can edit and
// export; a forged callback changes nothing and shows in RawCBCK; unsubscribe; an admin edits
// a plan and grants a subscription; a non-admin gets neither the admin area nor its API.

let server: RunningServer;
let browser: Browser;
let stripe: FakeStripe;
let wfp: FakeWayForPay;

beforeAll(async () => {
  stripe = await fakeStripe();
  wfp = await fakeWayForPay();
  server = await startServer({
    PAYMENT_PROVIDERS: 'sandbox,stripe,wayforpay',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    WAYFORPAY_MERCHANT_ACCOUNT: wfp.merchantAccount,
    WAYFORPAY_MERCHANT_DOMAIN: wfp.merchantDomainName,
    WAYFORPAY_SECRET_KEY: wfp.secretKey,
    WAYFORPAY_MERCHANT_PASSWORD: wfp.merchantPassword,
    WAYFORPAY_PAY_URL: `${wfp.url}/pay`,
    WAYFORPAY_API_URL: wfp.url,
  });
  // As in Stripe's dashboard: where webhooks go.
  stripe.webhookUrl = `${server.url}/Payment/Callback/stripe`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe?.close();
  await wfp?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return page;
}

async function register(page: Page, email: string, locale = 'en'): Promise<void> {
  await page.goto(`${server.url}/${locale}/`);
  await headerControls(page);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await dialog.getByLabel('Confirm password').fill('correct horse battery');
  await dialog.getByLabel('I agree to the terms of use').check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor({ state: 'attached' });
}

/** A call with the page's session, as the web app makes it. */
function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${JSON.parse(localStorage.getItem('referent.token') ?? '""')}`,
          'X-XSRF-TOKEN': xsrf,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

async function setRoles(email: string, roles: string[]): Promise<void> {
  const db = knex({
    client: 'sqlite3',
    connection: { filename: join(server.dataDir, 'referent.sqlite') },
    useNullAsDefault: true,
  });
  await db('users')
    .where('email', email)
    .update({ roles: JSON.stringify(roles) });
  await db.destroy();
}

const usage = (page: Page) => page.getByTestId('usage-bibliography').textContent();

describe('buying a plan', () => {
  it('a Trial user pays in the sandbox, sees Basic in the personal area, and can now edit and export', async () => {
    const page = await newPage();
    await register(page, 'sandbox@example.org');
    // On Trial the bibliography's limit message leads to the plans.
    await call(page, 'POST', '/api/Bibliograph/', {
      bibl: { idTypePublication: 2, title: { publicationTitle: 'A free book' }, outputData: { year: 2019 } },
      standarts: ['apa7'],
    });
    await page.goto(`${server.url}/en/bibliography`);
    await page.getByRole('status').getByRole('link', { name: 'See the plans' }).click();
    await page.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
    const current = page.locator('.plan[aria-current="true"]');
    await expect.poll(() => current.getByRole('heading').textContent()).toBe('Exploratory');
    await page
      .getByRole('row', { name: /Bibliography records/ })
      .getByText('8 records')
      .waitFor();
    await screenshot(page, 'pricing-en-1280');

    await page.getByRole('link', { name: 'Choose Basic, monthly' }).click();
    await page.getByText('You chose Basic, monthly: 5.00 USD.').waitFor();
    await page.getByRole('button', { name: 'Pay in the sandbox' }).click();
    await page.getByText('This is a test payment of 5.00 USD: nothing is charged.').waitFor();
    await screenshot(page, 'payment-sandbox-en-1280');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment received: your plan is now Basic.').waitFor();

    await page.getByRole('link', { name: 'Go to my personal area' }).click();
    await page.getByText('Your plan: Basic.').waitFor();
    await expect.poll(() => usage(page)).toBe('Bibliography records: 1 of 8');
    await page
      .getByRole('region', { name: 'Subscriptions' })
      .locator('li', { hasText: 'Basic · sandbox' })
      .first()
      .waitFor();

    // Edit and export, blocked on Trial, now work.
    const saved = await call(page, 'POST', '/api/Bibliograph/', {
      bibl: { idTypePublication: 2, title: { publicationTitle: 'A paid-for book' }, outputData: { year: 2020 } },
      standarts: ['apa7'],
    });
    expect(saved.status).toBe(200);
    await page.goto(`${server.url}/en/bibliography`);
    await expect.poll(() => page.getByTestId('record-count').textContent()).toBe('2 records of 8');
    await page.getByLabel('Check all').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download checked as .docx' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
    await page.getByLabel('Title *', { exact: true }).fill('A paid-for book, edited');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/bibliography`);
    await page.getByText('A paid-for book, edited').first().waitFor();

    await page.goto(`${server.url}/en/lk`);
    await expect.poll(() => usage(page)).toBe('Bibliography records: 2 of 8');
    await screenshot(page, 'lk-subscriptions-en-1280');
  });

  it('pays through Stripe Checkout (fake on loopback) and unsubscribes', async () => {
    const page = await newPage();
    await register(page, 'stripe@example.org');
    await page.goto(`${server.url}/en/pricing`);
    await page.getByRole('link', { name: 'Choose Maximum, monthly' }).click();
    await page.getByRole('button', { name: 'Pay by card (Stripe)' }).click();
    await page.waitForURL(`${stripe.url}/checkout/**`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/en\/pricing\/payment\?order=/);
    await page.getByText('Payment received: your plan is now Maximum.').waitFor();
    await page.goto(`${server.url}/en/lk`);
    await page.getByText('Your plan: Maximum.').waitFor();
    await expect.poll(() => usage(page)).toBe('0 bibliography records, no limit');
    const subs = page.getByRole('region', { name: 'Subscriptions' });
    await subs.getByText('Available').waitFor();
    await subs.getByText('Nothing to buy while a subscription renews: unsubscribe first to change plans.').waitFor();

    await subs.getByRole('button', { name: 'Unsubscribe' }).first().click();
    await expect.poll(() => notifications(page)).toContain('You have unsubscribed');
    expect(stripe.cancelled).toHaveLength(1);
    await subs.locator('li', { hasText: 'Maximum · unsubscribed' }).first().waitFor();
    // Spec §4: the available plans come back; the paid month stays.
    await subs
      .getByRole('link', { name: /^Buy Basic/ })
      .first()
      .waitFor();
    await page.getByText('Your plan: Maximum.').waitFor();
  });

  it('pays through WayForPay (fake on loopback): the signed form is posted and the buyer comes back', async () => {
    const page = await newPage(390);
    await register(page, 'wfp@example.org');
    await page.goto(`${server.url}/en/pricing/payment?plan=2`);
    await page.getByRole('button', { name: 'Pay by card (WayForPay)' }).click();
    await page.getByRole('heading', { name: 'Fake WayForPay' }).waitFor();
    expect(wfp.purchases.at(-1)?.signatureOk).toBe(true);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Payment received: your plan is now Basic.').waitFor();
    await screenshot(page, 'payment-done-en-390');
  });

  it('a forged callback changes nothing and shows in RawCBCK; an admin edits a plan and grants a subscription', async () => {
    const victim = await newPage();
    await register(victim, 'victim@example.org');
    const order = await victim.evaluate(async () => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch('/Payment/AddPay', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${JSON.parse(localStorage.getItem('referent.token') ?? '""')}`,
          'X-XSRF-TOKEN': xsrf,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'PlanId=4&Provider=stripe',
      });
      return (await res.json()).data.OrderId as string;
    });
    const session = stripe.sessions.find((s) => s.params.get('client_reference_id') === order);
    const forged = stripe.webhook(stripe.completed(session as never), { secret: 'whsec_guess' });
    const res = await fetch(`${server.url}/Payment/Callback/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': forged.signature },
      body: forged.body,
    });
    expect(res.status).toBe(400);
    await victim.goto(`${server.url}/en/lk`);
    await victim.getByText('Your plan: Exploratory.').waitFor();

    const page = await newPage();
    await register(page, 'boss@example.org');
    await setRoles('boss@example.org', ['admin']);
    // Roles travel in the token: signing in again carries them.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill('boss@example.org');
    await login.getByLabel('Password').fill('correct horse battery');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();

    await page.goto(`${server.url}/en/admin/RawCBCK`);
    await page.getByLabel('Result').selectOption('forged');
    await page.getByRole('button', { name: 'Filter' }).click();
    const row = page.getByTestId('callback').filter({ hasText: 'stripe' }).first();
    await row.getByText('not verified').waitFor();
    await row.getByText('forged', { exact: true }).waitFor();
    await screenshot(page, 'admin-rawcbck-en-1280');

    await page.getByRole('link', { name: 'Plans' }).click();
    await page.getByRole('button', { name: 'Edit Basic (#2)' }).click();
    await page.getByLabel('Price').fill('6.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => notifications(page)).toContain('Plan saved');
    await page.getByRole('button', { name: 'Edit Basic (#2)' }).click();
    await page.getByLabel('Price').fill('6.555');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('.field.invalid')
      .getByText(/price like/)
      .waitFor();
    await screenshot(page, 'admin-plans-en-1280');
    await page.goto(`${server.url}/en/pricing`);
    await page.getByText('6.50 USD a month').waitFor();

    await page.goto(`${server.url}/en/admin`);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('victim@example.org');
    await page.getByLabel('Days').fill('14');
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    await expect.poll(() => notifications(page)).toContain('Subscription granted');
    await page.getByRole('cell', { name: 'victim@example.org' }).first().waitFor();
    await screenshot(page, 'admin-subscriptions-en-1280');
    await victim.reload();
    await victim.getByText('Your plan: Basic.').waitFor();
    // Every admin action is logged with who did it.
    await page.getByRole('link', { name: 'Action log' }).click();
    const log = page.getByRole('region', { name: 'Action log' });
    await log
      .getByRole('row', { name: /grantSubscription/ })
      .getByText('boss@example.org')
      .waitFor();
    await log
      .getByRole('row', { name: /updatePlan/ })
      .getByText('plans#2')
      .waitFor();
    await page.goto(`${server.url}/ru/admin/PaymentManager`);
    await page.getByRole('heading', { name: 'Тарифы', level: 2 }).waitFor();
    await screenshot(page, 'admin-plans-ru-1280');
    await page.goto(`${server.url}/ua/admin`);
    await page.getByRole('cell', { name: 'victim@example.org' }).first().waitFor();
    await screenshot(page, 'admin-subscriptions-ua-1280');
  });

  it('a non-admin gets no admin area and no admin API (403)', async () => {
    const page = await newPage();
    await register(page, 'nosy@example.org');
    await page.goto(`${server.url}/en/admin`);
    await page.getByText('Only administrators may open this area.').waitFor();
    for (const path of [
      '/Payment/GetSubscriptions',
      '/Payment/getRawCBCK',
      '/Payment/GetAllSubscriptionPlans',
      '/api/Admin/Users',
    ]) {
      expect((await call(page, 'GET', path)).status, path).toBe(403);
    }
  });

  it('shows pricing and the personal area in Russian and Ukrainian, and on a phone', async () => {
    const page = await newPage(390);
    await page.goto(`${server.url}/ru/pricing`);
    await page.getByRole('heading', { name: 'Тарифы и цены' }).waitFor();
    await page
      .getByRole('row', { name: /Библиографические записи/ })
      .getByText('8 записей')
      .waitFor();
    await screenshot(page, 'pricing-ru-390');
    await page.goto(`${server.url}/ua/pricing`);
    await page
      .getByRole('row', { name: /Бібліографічні записи/ })
      .getByText('8 записів')
      .waitFor();
    await screenshot(page, 'pricing-ua-390');
    await register(page, 'ua@example.org');
    await page.goto(`${server.url}/ua/lk`);
    await expect.poll(() => usage(page)).toBe('Бібліографічні записи: 0 з 1');
    await screenshot(page, 'lk-ua-390');
    await page.goto(`${server.url}/ru/lk`);
    await expect.poll(() => usage(page)).toBe('Библиографические записи: 0 из 1');
    await screenshot(page, 'lk-ru-390');
  });
});
