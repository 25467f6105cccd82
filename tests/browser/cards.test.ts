/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so they see DOM globals.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import knex from 'knex';
import mammoth from 'mammoth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { notifications } from './support/ui.js';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const USER = { email: 'zettel@example.org', password: 'correct horse battery' };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const base = () => `${server.url}/en/ideasgenerator`;

async function register(p: Page) {
  await p.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = p.getByRole('dialog', { name: 'Registration' });
  await dialog.getByLabel('Email').fill(USER.email);
  await dialog.getByLabel('Password', { exact: true }).fill(USER.password);
  await dialog.getByLabel('Confirm password').fill(USER.password);
  await dialog.getByLabel('I agree to the terms of use').check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await p.getByRole('button', { name: 'Log out' }).waitFor();
}

/** Creates a card through the editor and answers its number from the card view. */
async function createCard(title: string, body: string, father?: string): Promise<string> {
  await page.goto(`${base()}/new`);
  await page.getByLabel('Title', { exact: true }).fill(title);
  if (father) await page.getByLabel('Father card').selectOption({ label: father });
  await page.getByLabel('Text (Markdown, more than 3 characters)').fill(body);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('card-view').waitFor();
  return (await page.getByTestId('card-view').locator('h2 .zettel-number').textContent()) ?? '';
}

async function download(label: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
  return readFileSync((await file.path()) as string);
}

describe('the ideas generator in a real browser', () => {
  it('shows a guest the demo with sample cards', async () => {
    await page.goto(base());
    await page.getByText('Demo: sample cards kept in this browser only').waitFor();
    await expect.poll(() => page.getByTestId('card-count').textContent()).toBe('4 cards found');
    await page.getByRole('link', { name: /^1-1 / }).click();
    await expect.poll(() => page.getByTestId('backlinks').textContent()).toContain('1 Links make a card file think');
  });

  it('creates a small tree, links with [[ completion, moves a branch, and the links follow', async () => {
    await register(page);
    const db = knex({
      client: 'sqlite3',
      connection: { filename: join(server.dataDir, 'referent.sqlite') },
      useNullAsDefault: true,
    });
    const user = await db('users').where('email', USER.email).first('id');
    await db('subscriptions').insert({ user_id: user.id, plan: 'base', status: 4, end: null, order_id: 'e2e' });
    await db.destroy();

    expect(await createCard('Идея о связях', 'Идеи рождаются из связей между карточками.')).toBe('1');
    expect(await createCard('Memory needs cues', 'Recall works through cues and links.', '1 Идея о связях')).toBe(
      '1-1',
    );
    expect(await createCard('Another branch', 'A separate line of thought.')).toBe('2');

    // A fourth card links to 1-1 by typing [[ and choosing from the suggestions with the keyboard.
    await page.goto(`${base()}/new`);
    await page.getByLabel('Title', { exact: true }).fill('Linking card');
    await page.getByLabel('Father card').selectOption({ label: '2 Another branch' });
    const body = page.getByLabel('Text (Markdown, more than 3 characters)');
    await body.click();
    await body.pressSequentially('See [[Memory');
    await page
      .getByRole('listbox', { name: 'Cards to link' })
      .getByRole('option', { name: /1-1 Memory needs cues/ })
      .waitFor();
    await body.press('Enter');
    await body.pressSequentially(' <script>window.__hacked = 1</script><img src=x onerror="window.__hacked = 2">');
    await expect.poll(() => body.inputValue()).toContain('See [[1-1]] <script>');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect.poll(() => page.getByTestId('preview').innerHTML()).toContain('data-zettel="1-1"');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('card-view').waitFor();
    expect(await page.getByTestId('card-view').locator('h2 .zettel-number').textContent()).toBe('2-1');
    const linking = page.url();
    // Sanitised: the script and the handler never ran and are not in the page.
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(await page.getByTestId('card-body').innerHTML()).not.toMatch(/<script|onerror/);

    // Move card 1 with its branch under card 2: 1 → 2-2, 1-1 → 2-2-1, and the link in 2-1 follows.
    await page.goto(base());
    await page.getByRole('link', { name: /^1 Идея о связях/ }).click();
    await page.getByRole('button', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move card 1' });
    await dialog.getByLabel('New father card').selectOption({ label: '2 Another branch' });
    await dialog.getByLabel('With its branch (1 descendant)').check();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect.poll(() => notifications(page)).toContain('Moved and renumbered');
    await expect.poll(() => page.getByTestId('card-view').locator('h2 .zettel-number').textContent()).toBe('2-2');
    await page.goto(linking);
    await expect.poll(() => page.getByTestId('card-body').textContent()).toContain('See [[2-2-1]]');
    await page.getByTestId('card-body').getByRole('link', { name: '[[2-2-1]]' }).click();
    await expect.poll(() => page.getByTestId('card-view').locator('h2').textContent()).toBe('2-2-1 Memory needs cues');
    await expect.poll(() => page.getByTestId('backlinks').textContent()).toContain('2-1 Linking card');
  });

  it('searches in Russian', async () => {
    await page.goto(base());
    await page.getByLabel('Search in cards').fill('идеи');
    await expect.poll(() => page.getByTestId('card-count').textContent()).toBe('1 card found');
    await expect.poll(() => page.locator('.card-list .card-title').allTextContents()).toEqual(['2-2 Идея о связях']);
    await page.getByLabel('Search in cards').fill('');
    await expect.poll(() => page.getByTestId('card-count').textContent()).toBe('4 cards found');
  });

  it('exports .docx and Markdown and reads both back, then imports the Markdown', async () => {
    await page.goto(base());
    await page.getByTestId('card-count').waitFor();
    const docx = await download('Export to Word (.docx)');
    const text = (await mammoth.extractRawText({ buffer: docx })).value;
    const order = ['2 Another branch', '2-1 Linking card', '2-2 Идея о связях', '2-2-1 Memory needs cues'].map((h) =>
      text.indexOf(h),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('See [[2-2-1]]');

    const zipBytes = await download('Export to Markdown (.zip)');
    const zip = await JSZip.loadAsync(zipBytes);
    expect(Object.keys(zip.files).sort()).toEqual([
      '2 Another branch.md',
      '2-1 Linking card.md',
      '2-2 Идея о связях.md',
      '2-2-1 Memory needs cues.md',
    ]);
    expect(await zip.file('2-1 Linking card.md')?.async('string')).toContain('See [[2-2-1]]');

    const file = join(server.dataDir, 'notes.zip');
    writeFileSync(file, zipBytes);
    await page.getByTestId('import-files').setInputFiles(file);
    await expect.poll(() => notifications(page)).toContain('Imported 4 cards');
    await expect.poll(() => page.getByTestId('card-count').textContent()).toBe('8 cards found');
    // The imported copy is renumbered as a new top-level tree (3, 3-1, 3-2, 3-2-1) with its link rebuilt.
    await page.goto(`${base()}/tree`);
    await page
      .getByTestId('card-tree')
      .getByRole('link', { name: /^3-1 Linking card/ })
      .click();
    await expect.poll(() => page.getByTestId('card-body').textContent()).toContain('See [[3-2-1]]');
  });

  it('shows list, tree and graph in English, Russian and Ukrainian, and on a phone', async () => {
    for (const lang of ['en', 'ru', 'ua'] as const) {
      await page.goto(`${server.url}/${lang}/ideasgenerator`);
      await page.locator('.card-list').waitFor();
      await screenshot(page, `cards-list-${lang}`);
      await page.goto(`${server.url}/${lang}/ideasgenerator/tree`);
      await page.getByTestId('card-tree').waitFor();
      await screenshot(page, `cards-tree-${lang}`);
      await page.goto(`${server.url}/${lang}/ideasgenerator/graph`);
      await page.getByTestId('card-graph').waitFor();
      expect(await page.getByTestId('card-graph').locator('a.node').count()).toBe(8);
      await screenshot(page, `cards-graph-${lang}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/ru/ideasgenerator`);
    await page.locator('.card-list').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'cards-list-phone-ru');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('draws the graph of 1,000 cards in a few seconds and keeps it usable', async () => {
    // 1,000 notes in ten branches of 100, each linking to its branch's first note with [[…]].
    const notes = Array.from({ length: 1000 }, (_, i) => {
      const chain = Math.floor(i / 100) + 10;
      const depth = i % 100;
      const number =
        [chain, ...Array.from({ length: Math.min(depth, 3) }, () => 1)].join('-') + (depth > 3 ? `-${depth}` : '');
      return { name: `${number} Note ${i}.md`, text: `Note number ${i} about thinking in links, see [[${chain}]].` };
    });
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('referent.token') ?? '""'));
    const res = await page.request.post(`${server.url}/api/CatalogFile/Card/PostCatalog`, {
      headers: {
        Authorization: `Bearer ${token}`,
        'X-XSRF-TOKEN': (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
      },
      data: { notes },
    });
    expect(res.status()).toBe(200);
    const started = Date.now();
    await page.goto(`${base()}/graph`);
    await page.getByTestId('card-graph').waitFor();
    expect(await page.getByTestId('card-graph').locator('a.node').count()).toBe(1008);
    const elapsed = Date.now() - started;
    console.log(`graph of 1,008 cards shown in ${elapsed} ms`);
    expect(elapsed).toBeLessThan(15_000);
    // Usable: a node is reachable with Tab and opens its card with Enter.
    await page.getByTestId('card-graph').locator('a.node').first().focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('card-view').waitFor();
    await page.goto(`${base()}/graph`);
    await page.getByTestId('card-graph').waitFor();
    await screenshot(page, 'cards-graph-1000');
  });

  it('deletes one card (children move up, links follow) and a branch after confirmation', async () => {
    await page.goto(`${base()}/tree`);
    await page
      .getByTestId('card-tree')
      .getByRole('link', { name: /^2-2 Идея о связях/ })
      .click();
    await screenshot(page, 'cards-view-en');
    await page.getByRole('button', { name: 'Delete' }).click();
    const only = page.getByRole('dialog', { name: 'Delete card 2-2' });
    await only.getByLabel('Only this card ([[…]] links to it become inactive)').check();
    await only.getByLabel('move up to its old father').check();
    await screenshot(page, 'cards-delete-dialog-en');
    await only.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => notifications(page)).toContain('Deleted');
    await page.goto(`${base()}/tree`);
    await page
      .getByTestId('card-tree')
      .getByRole('link', { name: /^2-1 Linking card/ })
      .click();
    // 2-2-1 moved up under 2 as 2-3, and the link in 2-1 followed it.
    await expect.poll(() => page.getByTestId('card-body').textContent()).toContain('See [[2-3]]');

    await page.goto(`${base()}/tree`);
    await page
      .getByTestId('card-tree')
      .getByRole('link', { name: /^2 Another branch/ })
      .click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const cascade = page.getByRole('dialog', { name: 'Delete card 2' });
    await cascade.getByLabel('The card with all its 2 descendants').check();
    expect(await cascade.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await cascade.getByLabel('I understand that 3 cards will be deleted irreversibly').check();
    await cascade.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => notifications(page)).toContain('Deleted');
    await page.goto(`${base()}/tree`);
    await page.getByTestId('card-tree').waitFor();
    expect(
      await page
        .getByTestId('card-tree')
        .getByRole('link', { name: /^2(-\d+)* / })
        .count(),
    ).toBe(0);
  });
});
