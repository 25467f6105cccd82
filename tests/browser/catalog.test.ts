/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so they see DOM globals.
import { join } from 'node:path';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlanInDb, registerInUi } from './support/account.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { notifications } from './support/ui.js';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const WHO = { email: 'cataloguer@example.org', password: 'correct horse battery' };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function fillWork(p: Page, title: string, date: string, pages = '15-67') {
  await p.getByLabel('Title *').fill(title);
  await p.getByLabel('Output data (journal, volume, issue, publisher, year)').fill('Вестник МГУ. 2020. № 3');
  await p.getByLabel('Pages (100 or 15-67)').fill(pages);
  await p.getByLabel('Year or date (YYYY or YYYY-MM-DD)').fill(date);
}

describe('the catalogue of publications in a real browser', () => {
  it('sends a guest home with the login dialog', async () => {
    await page.goto(`${server.url}/en/catalog`);
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/');
  });

  it('creates a publication with co-authors (at most 5) and checks the link format', async () => {
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();
    await registerInUi(page, WHO);
    await page.goto(`${server.url}/en/catalog`);
    await page.getByText('No publications yet: add the first one.').waitFor();
    await expect.poll(() => page.getByTestId('catalog-count').textContent()).toBe('Publications: 0 of 1');
    await page.getByRole('link', { name: 'New publication' }).click();
    await fillWork(page, 'Метод проверки ссылок', '2020');
    await page.getByLabel('URL or DOI').fill('not a link');
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Add a co-author' }).click();
    await page.getByRole('button', { name: 'Add a co-author' }).click();
    await page.getByText('No more than 5 co-authors').waitFor();
    expect(await page.getByLabel('Surname').count()).toBe(5);
    await page.getByLabel('Surname').first().fill('Петров');
    await page.getByLabel('Given name').first().fill('Виктор');
    await page.getByLabel('Patronymic').first().fill('Николаевич');
    for (let i = 5; i > 1; i--) await page.getByRole('button', { name: `Remove co-author ${i}` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid link format: give a URL or a DOI like 10.1000/xyz').waitFor();
    await screenshot(page, 'catalog-errors-1280');
    await page.getByLabel('URL or DOI').fill('10.1037/rev0000126');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/catalog`);
    await expect.poll(() => page.getByTestId('catalog-entry').count()).toBe(1);
    // Trial: one record; edit is refused on the screen.
    await page.getByRole('status').filter({ hasText: 'You cannot create more than 1 record' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => notifications(page)).toContain('You cannot select, edit, delete or download in demo mode');
  });

  it('the server refuses a sixth co-author and a bad link too', async () => {
    await givePlanInDb(server.dataDir, WHO.email, 'start');
    const answers = await page.evaluate(async () => {
      const raw = localStorage.getItem('referent.token') ?? '';
      const bearer = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const post = async (body: object) => {
        const res = await fetch('/api/UserInfo/Publications/', {
          method: 'POST',
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
          body: JSON.stringify(body),
        });
        return { status: res.status, message: ((await res.json()) as { message: string }).message };
      };
      const six = Array.from({ length: 6 }, (_, i) => ({ surname: `S${i}` }));
      return [await post({ title: 'T', coauthors: six }), await post({ title: 'T', link: 'javascript:alert(1)' })];
    });
    expect(answers).toEqual([
      { status: 400, message: 'No more than 5 co-authors' },
      { status: 400, message: 'Invalid link format: give a URL or a DOI like 10.1000/xyz' },
    ]);
  });

  it('on Basic: edits, adds up to 3, builds the list of works and exports it to .docx', async () => {
    await page.goto(`${server.url}/en/catalog`);
    await expect.poll(() => page.getByTestId('catalog-count').textContent()).toBe('Publications: 1 of 3');
    const id = await page.evaluate(async () => {
      const raw = localStorage.getItem('referent.token') ?? '';
      const bearer = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const res = await fetch('/api/UserInfo/Publications/', { headers: { Authorization: `Bearer ${bearer}` } });
      return ((await res.json()) as { data: { id: number }[] }).data[0]?.id;
    });
    // Spec §2: /catalog/{id} opens that entry.
    await page.goto(`${server.url}/en/catalog/${id}`);
    expect(await page.getByLabel('Surname').first().inputValue()).toBe('Петров');
    await page.getByLabel('Title *').fill('Метод автоматической проверки ссылок');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/catalog`);

    await page.getByRole('link', { name: 'New publication' }).click();
    await page.getByLabel('Kind of work').selectOption('patent');
    await page.getByLabel('Group in the form').selectOption('patent');
    await fillWork(page, 'Способ проверки', '2018', '12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/catalog`);
    await page.getByRole('link', { name: 'New publication' }).click();
    await fillWork(page, 'Ранняя статья', '2019-03-01', '5-9');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/catalog`);
    await expect.poll(() => page.getByTestId('catalog-entry').count()).toBe(3);
    await page.getByRole('status').filter({ hasText: 'You cannot create more than 3 records' }).waitFor();

    await page.getByLabel('Surname').fill('Иванова');
    await page.getByLabel('Given name').fill('Анна');
    await page.getByLabel('Patronymic').fill('Сергеевна');
    const form = page.getByTestId('works-form');
    await expect.poll(() => form.textContent()).toContain('научных трудов Иванова Анна Сергеевна');
    const rows = form.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    // Scientific works chronologically, then the patent; numbered through.
    expect(await rows.nth(0).textContent()).toContain('1.Ранняя статья (статья)печ.');
    expect(await rows.nth(1).textContent()).toContain('2.Метод автоматической проверки ссылок (статья)печ.');
    expect(await rows.nth(1).textContent()).toContain('53 с.Петров В. Н.');
    expect(await rows.nth(2).textContent()).toContain('3.Способ проверки (патент)');
    await screenshot(page, 'catalog-list-1280');

    await page.getByLabel('Language of the form').selectOption('ua');
    await expect.poll(() => form.textContent()).toContain('наукових праць');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the form as .docx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('list-of-works-ua.docx');
    const path = join(server.dataDir, 'works.docx');
    await download.saveAs(path);
    const { value } = await mammoth.convertToHtml({ path });
    expect(value).toContain('<th><p><strong>Характер роботи</strong></p></th>');
    expect(value).toContain('<td><p>Метод автоматической проверки ссылок (стаття)</p></td><td><p>друк.</p></td>');
    const xml = await (await JSZip.loadAsync(await download.createReadStream().then(streamToBuffer)))
      .file('word/document.xml')
      ?.async('string');
    expect(xml).toContain('<w:tblHeader/>');

    await page.getByLabel('Citation style', { exact: true }).selectOption('apa7');
    await expect
      .poll(() => page.getByTestId('styled-list').textContent())
      .toContain('Иванова, А. С., & Петров, В. Н. (2020).');
  });

  it('deletes after confirming', async () => {
    await page.getByTestId('catalog-entry').last().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => notifications(page)).toContain('Publication deleted');
    await expect.poll(() => page.getByTestId('catalog-entry').count()).toBe(2);
  });

  it('reads and fits in en, ru and ua at 1280×800 and 390×844', async () => {
    const storage = await context.storageState();
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const ctx = await browser.newContext({ viewport: { width, height }, storageState: storage });
      const p = await ctx.newPage();
      for (const lang of ['en', 'ru', 'ua']) {
        await p.goto(`${server.url}/${lang}/catalog`);
        await p.getByTestId('works-form').waitFor();
        await screenshot(p, `catalog-${lang}-${width}`);
        expect(
          await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          `${lang} ${width}`,
        ).toBeLessThanOrEqual(0);
        await p.goto(`${server.url}/${lang}/catalog/create`);
        await p.locator('form').waitFor();
        await screenshot(p, `catalog-create-${lang}-${width}`);
        expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      }
      await ctx.close();
    }
  });
});

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}
