/// <reference lib="dom" />
import { join } from 'node:path';
import knex from 'knex';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { notifications } from './support/ui.js';

// Issue 21 against the built server: the classifier tool (/udk) and the journal map (/journals),
// both user-only; plan rules seen in the UI (trial: UDC only, no journal links).

let server: RunningServer;
let browser: Browser;
let page: Page;
const EMAIL = 'classifiers@example.org';
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function register(p: Page): Promise<void> {
  await p.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = p.getByRole('dialog', { name: 'Registration' });
  await dialog.getByLabel('Email').fill(EMAIL);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByLabel('I agree to the terms of use').check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await p.getByRole('button', { name: 'Log out' }).waitFor();
}

async function givePlan(plan: string): Promise<void> {
  const db = knex({
    client: 'sqlite3',
    connection: { filename: join(server.dataDir, 'referent.sqlite') },
    useNullAsDefault: true,
  });
  const user = await db('users').where('email', EMAIL).first('id');
  await db('subscriptions').insert({ user_id: user.id, plan, status: 4, end: null, order_id: 'e2e-21' });
  await db.destroy();
}

async function shots(name: string, path: string, ready: (p: Page) => Promise<void>): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const lang of ['en', 'ru', 'ua']) {
      await page.goto(`${server.url}/${lang}/${path}`);
      await ready(page);
      await screenshot(page, `${name}-${lang}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('classifier search (/udk)', () => {
  it('sends a guest home with the login prompt', async () => {
    await page.goto(`${server.url}/en/udk`);
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();
  });

  it('searches a UDC code and words in Russian; BBK and JEL are closed on the trial plan', async () => {
    await register(page);
    await page.goto(`${server.url}/ru/udk`);
    await page.getByRole('heading', { name: 'Поиск по классификаторам: УДК, ББК, JEL' }).waitFor();
    expect(await page.getByRole('button', { name: /ББК/ }).isDisabled()).toBe(true);
    await page.getByText('ББК, Коды JEL: недоступно в демо-режиме', { exact: false }).waitFor();
    const search = page.getByRole('region', { name: 'Поиск', exact: true });
    await search.getByLabel('Индекс УДК или слова').fill('искусственный интелект');
    const hit = search.getByRole('listitem').filter({ hasText: '004.8' }).first();
    await hit.waitFor();
    expect(await hit.textContent()).toContain('Искусственный интеллект');
    expect(await hit.textContent()).toContain('Совпали слова');
    await search.getByLabel('Индекс УДК или слова').fill('(470)');
    await search.getByRole('listitem').filter({ hasText: 'Российская Федерация' }).waitFor();
    await search.getByLabel('Индекс УДК или слова').fill('004.8');
    await search.getByRole('button', { name: 'Открыть 004.8 в дереве' }).click();
    const tree = page.getByRole('region', { name: 'Дерево' });
    const crumbs = tree.getByRole('navigation', { name: 'Путь к открытой рубрике' });
    await crumbs.getByRole('button', { name: '004', exact: true }).waitFor();
    await crumbs.getByRole('button', { name: '004', exact: true }).click();
    await tree.getByRole('listitem').filter({ hasText: '004.8' }).first().waitFor();
  });

  it('builds a UDC code from a search result and typed auxiliaries, and copies it', async () => {
    await page.getByRole('button', { name: 'Добавить 004.8 в индекс УДК' }).first().click();
    const builder = page.getByRole('region', { name: 'Конструктор индекса УДК' });
    await builder.getByLabel('Индекс для добавления').fill('(477)');
    await builder.getByRole('button', { name: 'Добавить', exact: true }).click();
    await builder.getByLabel('Индекс для добавления').fill('378');
    await builder.getByLabel('Индекс для добавления').press('Enter');
    await expect.poll(() => builder.getByTestId('udc-built').textContent(), { timeout: 10_000 }).toBe('004.8:378(477)');
    await builder.getByText('Украина').waitFor();
    await builder.getByText('Высшее образование', { exact: false }).first().waitFor();
    await builder.getByLabel('Индекс для добавления').fill('abc');
    await builder.getByLabel('Индекс для добавления').press('Enter');
    await builder.getByText('Это не основная рубрика и не общий определитель УДК').waitFor();
    await builder.getByRole('button', { name: 'Копировать 004.8:378(477)' }).click();
    await expect.poll(() => notifications(page), { timeout: 10_000 }).toContain('Скопировано: 004.8:378(477)');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('004.8:378(477)');
    await screenshot(page, 'udk-builder-ru-1280');
  });

  it('suggests codes for a pasted abstract with the matched words', async () => {
    await page.goto(`${server.url}/en/udk`);
    const suggest = page.getByRole('region', { name: 'Suggest codes for a paper' });
    await suggest
      .getByLabel('Title and abstract')
      .fill('Machine learning and artificial intelligence methods for the diagnosis of diseases in medicine');
    await suggest.getByRole('button', { name: 'Suggest' }).click();
    await suggest.getByRole('heading', { name: 'UDC' }).waitFor();
    expect(await suggest.getByRole('listitem').first().textContent()).toContain('Matched');
    await suggest.getByText('BBK, JEL: unavailable in demo mode', { exact: false }).waitFor();
  });
});

describe('journal map (/journals)', () => {
  it('filters by subject and country on the map, lists the country and opens a journal', async () => {
    await page.goto(`${server.url}/en/journals`);
    await page.getByText('27339 journals of the SCImago', { exact: false }).waitFor();
    await page.getByLabel('Subject area').selectOption({ label: 'Medicine' });
    await page.getByLabel('Quartile').selectOption('4');
    await page.getByText(/^\d+ journals match the filters$/).waitFor();
    // SJR 2021 has 11 Ukrainian medical journals in Q4 (and none in Q1).
    const ukraine = page.locator('path[aria-label="Ukraine: 11 journals"]');
    await expect.poll(() => ukraine.count(), { timeout: 10_000 }).toBe(1);
    // Keyboard: the country is a focusable button.
    await ukraine.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('region', { name: 'Ukraine: 11 journals' });
    await list.waitFor();
    expect(await list.getByRole('row').count()).toBe(12);
    await page.locator('summary', { hasText: 'Countries as a list' }).click();
    await page.getByRole('button', { name: 'United States of America', exact: true }).click();
    const us = page.getByRole('region', { name: /^United States of America: \d+ journals$/ });
    await us.waitFor();
    await us.getByLabel('Sort by').selectOption('h');
    await us.getByRole('button', { name: 'Next' }).click();
    await us.getByText('Page 2 of', { exact: false }).waitFor();
    await us.getByRole('row').nth(1).getByRole('button').click();
    const card = page.locator('.journal-card');
    await card.getByText('Categories and quartiles').waitFor();
    await card
      .getByText('Journal links (SCImago page, ISSN portal) are unavailable in demo mode', { exact: false })
      .waitFor();
    await screenshot(page, 'journals-list-card-en-1280');
  });
});

describe('on paid plans', () => {
  it('opens BBK and JEL on the Basic plan; Ukrainian captions fall back visibly', async () => {
    await givePlan('start');
    await page.goto(`${server.url}/ua/udk`);
    await page.getByRole('button', { name: /ББК/ }).click();
    const search = page.getByRole('region', { name: 'Пошук', exact: true });
    await search.getByLabel('Індекс ББК (цифровий або літерний) або слова').fill('У');
    const hit = search.getByRole('listitem').filter({ hasText: 'Экономика' }).first();
    await hit.waitFor();
    expect(await hit.locator('abbr').textContent()).toBe('RU');
    await shots('udk', 'udk', async (p) => {
      await p
        .getByRole('button', { name: /UDC|УДК/ })
        .first()
        .waitFor();
      await p.getByRole('listitem').filter({ hasText: '0' }).first().waitFor();
    });
  });

  it('shows the classifier handbook pages to anyone', async () => {
    await page.goto(`${server.url}/ua/handbook/udk/udk`);
    await page.getByRole('heading', { name: 'УДК — Універсальна десяткова класифікація' }).waitFor();
    await page.getByRole('link', { name: 'JEL — коди Journal of Economic Literature' }).click();
    await page.getByText('Монетарна політика', { exact: true }).waitFor();
    await page.goto(`${server.url}/en/handbook/udk/nothing`);
    await page.getByRole('heading', { name: /not found/i }).waitFor();
  });

  it('finds a journal for a paper with the shared words, and shows links on a paid plan', async () => {
    await givePlan('base');
    await page.goto(`${server.url}/en/journals`);
    const match = page.getByRole('region', { name: 'Find a journal for my paper' });
    await match
      .getByLabel('Title and abstract')
      .fill('Deep learning segmentation of brain tumours in magnetic resonance imaging');
    await match.getByRole('button', { name: 'Find journals' }).click();
    await match.locator('.terms').first().waitFor({ timeout: 30_000 });
    expect(await match.locator('.terms').first().textContent()).toMatch(/^Shared words: .*(imaging|brain|magnetic)/);
    await match.getByRole('listitem').first().getByRole('button').click();
    await page.locator('.journal-card').getByRole('link', { name: 'SCImago page' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'journals-match-card-en-390');
    await shots('journals', 'journals', async (p) => {
      await p.locator('path[role="button"]').first().waitFor();
    });
  });

  it('draws the map from a few KB of data and reports how long it takes on a warm cache', async () => {
    const times: number[] = [];
    let bytes = 0;
    const count = (r: import('playwright-core').Response) => {
      if (r.url().includes('/api/journals')) void r.body().then((b) => (bytes += b.length));
    };
    page.on('response', count);
    for (let i = 0; i < 3; i++) {
      bytes = 0;
      const start = Date.now();
      await page.goto(`${server.url}/en/journals`);
      await page.locator('path[role="button"]').first().waitFor();
      await page.getByLabel('Subject area').waitFor();
      times.push(Date.now() - start);
    }
    page.off('response', count);
    console.info(`journal map ready in ${times.join(', ')} ms (first run warms the cache); data ${bytes} bytes`);
    // Never the 7 MB table: facets (~36 KB) and per-country counts (~2 KB) only.
    expect(bytes).toBeGreaterThan(1000);
    expect(bytes).toBeLessThan(64 * 1024);
  });
});
