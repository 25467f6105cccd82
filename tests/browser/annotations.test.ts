/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so they see DOM globals.
import { join } from 'node:path';
import mammoth from 'mammoth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlanInDb, registerInUi } from './support/account.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { notifications, tabTo } from './support/ui.js';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const WHO = { email: 'annotator@example.org', password: 'correct horse battery' };
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

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

describe('the annotation tool in a real browser', () => {
  it('lets a guest write an APA abstract on local storage, with live counts and the word maximum', async () => {
    await page.goto(`${server.url}/en/`);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Annotations' }).click();
    await page.waitForURL(`${server.url}/en/annotation`);
    await expect.poll(() => page.title()).toBe('Annotations | Referent');
    expect(await page.getByRole('note').textContent()).toContain('Demo mode');
    await expect.poll(() => page.getByTestId('annotation-count').textContent()).toBe('Annotations: 0 of 1');

    // Keyboard only: Tab to a control, Enter, type.
    await tabTo(page, "label === 'New annotation'");
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/en/annotation/create`);
    // Style type and title are required to save.
    await tabTo(page, "label === 'Save'");
    await page.keyboard.press('Enter');
    await page.getByText('Enter a title').waitFor();
    expect(page.url()).toBe(`${server.url}/en/annotation/create`);

    await page.getByLabel('Title *').fill('Reading aloud and vocabulary');
    await page.getByLabel('Author', { exact: true }).fill('Maria Lopez');
    await page.getByLabel('Keywords (separate with ; or ,)').fill('Vocabulary; reading aloud');
    await page.getByLabel('Abstract', { exact: true }).fill(words(251));
    await expect.poll(() => page.getByTestId('counts').textContent()).toContain('Words: 251 of 250');
    expect(await page.getByTestId('counts').textContent()).toContain('Maximum number of words exceeded: 250');
    expect(await page.getByTestId('counts').textContent()).toContain('Keywords: 2 (recommended 3–5)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => notifications(page)).toContain('Maximum number of words exceeded: 250');
    expect(page.url()).toBe(`${server.url}/en/annotation/create`);
    await screenshot(page, 'annotation-create-over-1280');

    await page.getByLabel('Abstract', { exact: true }).fill('Reading aloud builds vocabulary in second grade.');
    await expect.poll(() => page.getByTestId('counts').textContent()).toContain('Words: 7 of 250');
    expect(await page.getByTestId('abstract').textContent()).toContain('Abstract');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/annotation\/view\/-1$/);
    expect(await page.getByTestId('updated').textContent()).toMatch(DATE_TIME);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('referent.demo.annotations') ?? '[]'));
    expect(stored).toEqual([
      expect.objectContaining({ id: -1, styleType: 'APA', title: 'Reading aloud and vocabulary' }),
    ]);
    await screenshot(page, 'annotation-view-guest-1280');

    // Copy gives text/html and text/plain; the keywords are APA's lower case.
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => notifications(page)).toContain('String copied');
    const clip = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const html = item ? await (await item.getType('text/html')).text() : '';
      return { html, text: await navigator.clipboard.readText() };
    });
    expect(clip.text).toContain('Reading aloud builds vocabulary in second grade.');
    expect(clip.text).toContain('Keywords: vocabulary, reading aloud');
    expect(clip.html).toContain('<em>Keywords: </em>');

    // Word export is a Trial refusal for a guest.
    await page.getByRole('button', { name: 'Download .docx' }).click();
    await expect.poll(() => notifications(page)).toContain('You cannot select, edit, delete or download in demo mode');
  });

  it('lets the guest edit the annotation (spec §2), keeps it over a reload, and holds the Trial count', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Title *').fill('Reading aloud and vocabulary growth');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/annotation\/view\/-1$/);
    await page.reload();
    await page.getByRole('heading', { name: 'Reading aloud and vocabulary growth' }).waitFor();
    await page.getByRole('link', { name: '← All annotations' }).click();
    await expect.poll(() => page.getByTestId('annotation-count').textContent()).toBe('Annotations: 1 of 1');
    await page.getByRole('status').filter({ hasText: 'You cannot create more than 1 record' }).waitFor();
    await page.getByRole('button', { name: 'New annotation' }).click();
    await expect.poll(() => notifications(page)).toContain('You cannot create more than 1 record');
    await screenshot(page, 'annotation-list-guest-1280');
  });

  it('checks each template live: PNAS part maxima, Emerald keywords, GOST characters', async () => {
    await page.goto(`${server.url}/en/annotation/create`);
    await page.getByLabel('Template *').selectOption('AAoS');
    await page.getByLabel('Significance statement (required)').fill(words(121));
    await expect
      .poll(() => page.getByTestId('counts').textContent())
      .toContain('Significance statement: maximum number of words exceeded: 120');
    await page.getByLabel('Template *').selectOption('Emerald');
    await page.getByLabel('Keywords (separate with ; or ,)').fill('a; b; c; d; e; f; g');
    await expect.poll(() => page.getByTestId('counts').textContent()).toContain('No more than 6 keywords');
    expect(await page.getByTestId('counts').textContent()).toContain('Findings is required by the template');
    await page.getByLabel('Template *').selectOption('MLA');
    expect(await page.getByTestId('template-note').textContent()).toContain('MLA defines no abstract');
    await page.getByLabel('Template *').selectOption('GOST');
    expect(await page.getByLabel('Language of the abstract').inputValue()).toBe('RU');
    await page.getByLabel('Methods', { exact: true }).fill('я'.repeat(900));
    await expect
      .poll(() => page.getByTestId('counts').textContent())
      .toContain('Longer than the recommended 850 characters');
    await page.getByLabel('Methods', { exact: true }).fill('я'.repeat(2001));
    await expect
      .poll(() => page.getByTestId('counts').textContent())
      .toContain('Maximum number of characters exceeded: 2000');
    await page.getByLabel('Form').selectOption('annotation');
    expect(await page.getByTestId('abstract').textContent()).toContain('Аннотация');
  });

  it('shows the handbook pages from the same template data, in three languages', async () => {
    page.once('dialog', (d) => void d.accept());
    await page.goto(`${server.url}/en/handbook/annotation/emerald`);
    await expect.poll(() => page.title()).toBe('Emerald structured abstract: abstract template | Referent');
    const rows = page.locator('table.parts tbody tr');
    expect(await rows.count()).toBe(7);
    expect(await rows.nth(3).textContent()).toContain('optional');
    expect(await page.getByTestId('abstract').textContent()).toContain('Purpose – This paper examines');
    await screenshot(page, 'handbook-emerald-en-1280');
    await page.goto(`${server.url}/ru/handbook/annotation/gost`);
    await page.getByRole('heading', { name: 'ГОСТ Р 7.0.99-2018: шаблон аннотации' }).waitFor();
    expect(await page.getByTestId('abstract').count()).toBe(2);
    expect(await page.locator('.facts').first().textContent()).toContain('около 850 печатных знаков');
    await screenshot(page, 'handbook-gost-ru-1280');
    await page.goto(`${server.url}/ua/handbook/annotation/mla`);
    await page.getByText('Офіційної форми немає').waitFor();
    await screenshot(page, 'handbook-mla-ua-1280');
    await page.getByRole('link', { name: 'Написати в інструменті анотацій' }).click();
    await page.waitForURL(`${server.url}/ua/annotation/create?style=MLA`);
    expect(await page.getByLabel('Шаблон *').inputValue()).toBe('MLA');
    await page.goto(`${server.url}/en/handbook/annotation/harvard`);
    await page.getByRole('heading', { name: /not found/i }).waitFor();
  });

  it('signed in: the demo is gone, Trial saves one and cannot edit; Basic edits, deletes, exports .docx', async () => {
    await page.goto(`${server.url}/en/annotation`);
    await registerInUi(page, WHO);
    await page.getByText('No annotations yet.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('referent.demo.annotations'))).toBeNull();

    await page.getByRole('link', { name: 'New annotation' }).click();
    await page.getByLabel('Template *').selectOption('Emerald');
    await page.getByLabel('Title *').fill('Remote work and knowledge sharing');
    await page.getByLabel('Purpose (required)').fill('How remote work changed knowledge sharing.');
    await page.getByLabel('Findings (required)').fill('Documentation improved.');
    await page.getByLabel('Paper type').selectOption('Research paper');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/annotation\/view\/\d+$/);
    const id = Number(page.url().split('/').pop());
    expect(id).toBeGreaterThan(0);
    // Trial: edit is a demo refusal on the screen, and the server refuses it too.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => notifications(page)).toContain('You cannot select, edit, delete or download in demo mode');
    await page.goto(`${server.url}/en/annotation/edit/${id}`);
    await page.getByLabel('Title *').fill('Edited on Trial');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => notifications(page))
      .toContain('You cannot select, edit, delete or download in demo mode: choose a plan');

    await givePlanInDb(server.dataDir, WHO.email, 'start');
    page.once('dialog', (d) => void d.accept()); // unsaved-data warning
    await page.goto(`${server.url}/en/annotation`);
    await expect.poll(() => page.getByTestId('annotation-count').textContent()).toBe('Annotations: 1 of 3');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Title *').fill('Remote work and knowledge sharing in small firms');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/annotation/view/${id}`);
    await page.getByRole('heading', { name: 'Remote work and knowledge sharing in small firms' }).waitFor();
    expect(await page.getByTestId('updated').textContent()).toMatch(DATE_TIME);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .docx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Remote work and knowledge sharing in small firms.docx');
    const path = join(server.dataDir, 'annotation.docx');
    await download.saveAs(path);
    const { value } = await mammoth.convertToHtml({ path });
    expect(value).toContain('<strong>Purpose</strong> – How remote work changed knowledge sharing.');
    expect(value).toContain('<strong>Paper type</strong> – Research paper');
    expect(value).not.toContain('Design/methodology/approach');

    // Up to 3 on Basic; the fourth is refused by the server's count.
    for (const title of ['Second', 'Third']) {
      await page.goto(`${server.url}/en/annotation/create`);
      await page.getByLabel('Title *').fill(title);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/view\/\d+$/);
    }
    const fourth = await page.evaluate(async () => {
      const raw = localStorage.getItem('referent.token') ?? '';
      const bearer = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch('/api/Annotation/', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ styleType: 'MLA', title: 'Fourth' }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(fourth.status).toBe(403);
    expect(fourth.body.message).toBe('You cannot create more than 3 records');

    await page.goto(`${server.url}/en/annotation`);
    await expect.poll(() => page.getByTestId('annotation').count()).toBe(3);
    await page.getByTestId('annotation').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => notifications(page)).toContain('Annotation deleted');
    await expect.poll(() => page.getByTestId('annotation').count()).toBe(2);
  });

  it('signed in: the UDC field searches the classifier, picks a code shown with its caption, and saves it', async () => {
    // The user of the test above is signed in on Basic with two annotations (of three).
    await page.goto(`${server.url}/ru/annotation/create`);
    await page.getByLabel('Название *').fill('Нейросети в обучении');
    const search = page.getByLabel('Поиск по УДК (слова или код)');
    await search.fill('искусственный интеллект');
    await search.press('Enter'); // searches, and must not submit the form
    const hit = page.getByTestId('udc-hits').getByRole('button').filter({ hasText: '004.8' }).first();
    await hit.waitFor();
    expect(page.url()).toMatch(/\/annotation\/create$/);
    expect(await hit.textContent()).toContain('Искусственный интеллект');
    await hit.click();
    const udc = page.getByLabel('УДК', { exact: true });
    expect(await udc.inputValue()).toBe('004.8');
    expect(await page.getByTestId('udc-chosen').textContent()).toContain('004.8 — Искусственный интеллект');
    // A second code is joined with UDC's "+"; removing it leaves the first.
    await search.fill('образование');
    await search.press('Enter');
    const second = page
      .getByTestId('udc-hits')
      .getByRole('button')
      .filter({ hasText: /^\d/ }) // a main number: a subject of its own
      .filter({ hasNotText: /^004\.8 —/ })
      .first();
    await second.waitFor();
    const secondCode = ((await second.locator('code').textContent()) ?? '').trim();
    await second.click();
    expect(await udc.inputValue()).toBe(`004.8+${secondCode}`);
    await screenshot(page, 'annotation-udc-picker-ru');
    await page.getByRole('button', { name: `Убрать ${secondCode}` }).click();
    expect(await udc.inputValue()).toBe('004.8');
    // An auxiliary qualifies the number before it and is written onto it, not joined with "+".
    await page
      .getByTestId('udc-hits')
      .getByRole('button')
      .filter({ hasText: /^-057\.4 —/ })
      .click();
    expect(await udc.inputValue()).toBe('004.8-057.4');
    expect(await page.getByTestId('udc-chosen').textContent()).toContain(
      '004.8-057.4 — Искусственный интеллект; Специалисты',
    );
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL(/\/ru\/annotation\/view\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const stored = await page.evaluate(async (wanted) => {
      const raw = localStorage.getItem('referent.token') ?? '';
      const bearer = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const res = await fetch('/api/Annotation/', { headers: { Authorization: `Bearer ${bearer}` } });
      const body = (await res.json()) as { data: { id: number; udk?: string }[] };
      return body.data.find((a) => a.id === wanted)?.udk;
    }, id);
    expect(stored).toBe('004.8-057.4');

    for (const [lang, words, label] of [
      ['en', 'artificial intelligence', 'Search the UDC (words or code)'],
      ['ua', 'штучний інтелект', 'Пошук за УДК (слова або код)'],
    ] as const) {
      await page.goto(`${server.url}/${lang}/annotation/create`);
      await page.getByLabel(label).fill(words);
      await page.getByLabel(label).press('Enter');
      await page.getByTestId('udc-hits').getByRole('button').first().waitFor();
      await screenshot(page, `annotation-udc-picker-${lang}`);
    }

    // A guest keeps the plain field, with a hint saying why there is no picker.
    const guest = await browser.newContext();
    const g = await guest.newPage();
    await g.goto(`${server.url}/en/annotation/create`);
    await g.getByLabel('UDC', { exact: true }).fill('004.8');
    expect(await g.getByTestId('udc-guest-hint').textContent()).toContain('needs an account');
    expect(await g.getByLabel('Search the UDC (words or code)').count()).toBe(0);
    await guest.close();
  });

  it('fits and reads in en, ru and ua at 1280×800 and 390×844', async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const ctx = await browser.newContext({ viewport: { width, height } });
      const p = await ctx.newPage();
      for (const lang of ['en', 'ru', 'ua']) {
        await p.goto(`${server.url}/${lang}/annotation/create?style=Emerald`);
        await p.locator('form').waitFor();
        await screenshot(p, `annotation-create-${lang}-${width}`);
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0);
        await p.goto(`${server.url}/${lang}/handbook/annotation/gost`);
        await p.locator('table.parts').first().waitFor();
        await screenshot(p, `handbook-gost-${lang}-${width}`);
        expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      }
      await ctx.close();
    }
  });
});
