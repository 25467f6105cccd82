/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlanInDb, registerInUi, TOKEN_JS } from './support/account.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

// A part of a larger work in the record form (issue 15's leftover): a pasted chapter shows its
// host in "Published in", an edit of the host changes the preview, and it is saved and reopened.

let server: RunningServer;
let browser: Browser;
let page: Page;

const CHAPTER =
  'Smith, J. A. (2020). Framing the news. In M. B. Oliver & R. L. Nabi (Eds.), Media effects: Advances in theory and research (4th ed., pp. 115–129). Routledge.';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the host of a part in the record form', () => {
  it('shows a pasted chapter’s host, previews an edit of it, saves and reopens it', async () => {
    await page.goto(`${server.url}/en/`);
    await registerInUi(page, { email: 'host@example.org', password: 'correct horse battery' });
    // The parser is a paid plan's (spec §6).
    await givePlanInDb(server.dataDir, 'host@example.org', 'start');
    await page.goto(`${server.url}/en/bibliography/create`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Paste a citation to fill the form').click();
    await page.getByLabel('Citation text').fill(CHAPTER);
    await page.getByRole('button', { name: 'Fill the form' }).click();

    const hostTitle = page.getByLabel('Title of the book or proceedings');
    await expect.poll(() => hostTitle.inputValue()).toBe('Media effects: Advances in theory and research');
    expect(await page.locator('details.host').getAttribute('open')).not.toBeNull();
    await expect
      .poll(() => page.getByTestId('preview-apa7').textContent())
      .toContain('Media effects: Advances in theory');
    await screenshot(page, 'bibliography-host-en-1280');

    await hostTitle.fill('Media effects: Theory and research');
    await expect
      .poll(() => page.getByTestId('preview-apa7').textContent())
      .toContain('In M. B. Oliver & R. L. Nabi (Eds.), Media effects: Theory and research');
    await page.getByLabel('Its publisher').fill('Routledge');
    await expect.poll(() => page.getByTestId('preview-apa7').textContent()).toContain('Routledge.');
    // The engine's check, at the field: a host editor needs a surname.
    await page.getByRole('button', { name: 'Add an editor' }).click();
    await page.locator('details.host').getByLabel('Given name').last().fill('Ann');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('details.host .error').count()).toBe(1);
    // The pasted chapter's own editors (Oliver, Nabi) are the host's first two; the added one goes.
    await page
      .locator('details.host')
      .getByRole('button', { name: /^Remove editor/ })
      .last()
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/bibliography`);

    const token = (await page.evaluate(TOKEN_JS)) as string;
    const stored = await page.evaluate(async (bearer) => {
      const res = await fetch('/api/Bibliograph/', { headers: { Authorization: `Bearer ${bearer}` } });
      const first = ((await res.json()) as { data: { otherData: string }[] }).data[0];
      return first ? (JSON.parse(first.otherData) as Record<string, unknown>) : undefined;
    }, token);
    expect(stored?.host).toMatchObject({ title: 'Media effects: Theory and research', publisher: 'Routledge' });

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect
      .poll(() => page.getByLabel('Title of the book or proceedings').inputValue())
      .toBe('Media effects: Theory and research');
    expect(await page.getByLabel('Its publisher').inputValue()).toBe('Routledge');
    expect(await page.getByTestId('preview-apa7').textContent()).toContain('Media effects: Theory and research');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'bibliography-host-en-390');
    const edit = page.url();
    for (const [lang, label] of [
      ['ru', 'Название книги, сборника или материалов'],
      ['ua', 'Назва книги, збірника або матеріалів'],
    ] as const) {
      await page.goto(edit.replace('/en/', `/${lang}/`));
      await expect.poll(() => page.getByLabel(label).inputValue()).toBe('Media effects: Theory and research');
      await screenshot(page, `bibliography-host-${lang}-390`);
    }
  });
});
