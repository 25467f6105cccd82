/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so they see DOM globals.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import knex from 'knex';
import mammoth from 'mammoth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSources, fakeSources } from '../server/fake-sources.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { notifications, tabTo } from './support/ui.js';

let server: RunningServer;
let sources: FakeSources;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const FIRST = { email: 'first@example.org', password: 'correct horse battery' };
const SECOND = { email: 'second@example.org', password: 'another long password' };
const APA =
  'McCauley, S. M., & Christiansen, M. H. (2019). Language learning as language use. Psychological Review, 126(1), 1–51.';

beforeAll(async () => {
  // Source search goes to a fake Crossref and OpenLibrary on 127.0.0.1 (tests/server/fake-sources.ts).
  sources = await fakeSources();
  server = await startServer({ CROSSREF_URL: sources.crossrefUrl, OPENLIBRARY_URL: sources.openLibraryUrl });
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
  await sources?.close();
});

/** Fills step 2 for the article every test uses. */
async function fillArticle(p: Page, title = 'Language learning as language use') {
  await p.getByLabel('Title *', { exact: true }).fill(title);
  await p.getByLabel('Surname', { exact: true }).fill('McCauley');
  await p.getByLabel('Given name', { exact: true }).fill('Stewart');
  await p.getByLabel('Patronymic', { exact: true }).fill('M.');
  await p.getByRole('button', { name: 'Add a person' }).click();
  await p.getByLabel('Surname', { exact: true }).nth(1).fill('Christiansen');
  await p.getByLabel('Given name', { exact: true }).nth(1).fill('Morten');
  await p.getByLabel('Patronymic', { exact: true }).nth(1).fill('H.');
  await p.getByLabel('Journal', { exact: true }).fill('Psychological Review');
  await p.getByLabel('Year *', { exact: true }).fill('2019');
  await p.getByLabel('Volume', { exact: true }).fill('126');
  await p.getByLabel('Issue', { exact: true }).fill('1');
  await p.getByLabel('Pages (100 or 15-67)').fill('1-51');
}

async function register(p: Page, who: { email: string; password: string }) {
  await p.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = p.getByRole('dialog', { name: 'Registration' });
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Password', { exact: true }).fill(who.password);
  await dialog.getByLabel('Confirm password').fill(who.password);
  await dialog.getByLabel('I agree to the terms of use').check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await p.getByRole('button', { name: 'Log out' }).waitFor();
}

describe('the bibliography tool in a real browser', () => {
  it('loads the home page with at most 150 KB of gzipped JavaScript', async () => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${server.url}/en/`);
    await expect.poll(() => page.title()).toBe('Home | Referent');
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('response');
    const dist = join(import.meta.dirname, '..', '..', 'web');
    const gzipped = scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path))).length, 0);
    expect(scripts.some((s) => s.includes('BibliographyPage'))).toBe(false);
    expect(gzipped).toBeLessThan(150 * 1024);
    await screenshot(page, 'home-1280');
  });

  it('lets a guest format a record in demo mode, keyboard only, and shows the Trial limits', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Bibliography' }).click();
    await page.waitForURL(`${server.url}/en/bibliography`);
    await expect.poll(() => page.title()).toBe('Bibliography | Referent');
    expect(await page.getByRole('note').textContent()).toContain('Demo mode');
    expect(await page.getByTestId('record-count').textContent()).toBe('0 records of 1');
    await screenshot(page, 'bibliography-empty-demo-1280');

    // Keyboard only from here: Tab to the control, Enter or Space, type.
    await tabTo(page, "label === 'New record'");
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/en/bibliography/create`);
    await screenshot(page, 'create-step1-1280');
    await tabTo(page, "label === 'Article'");
    await page.keyboard.press('Space');
    await tabTo(page, "label === 'Next'");
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'New record' }).waitFor();
    await tabTo(page, "label === 'Surname'");
    await page.keyboard.type('Chomsky');
    await tabTo(page, "label === 'Given name'");
    await page.keyboard.type('Noam');
    await tabTo(page, "label === 'Title *'");
    await page.keyboard.type('Three models for the description of language');
    await tabTo(page, "label === 'Journal'");
    await page.keyboard.type('IRE Transactions on Information Theory');
    await tabTo(page, "label === 'Year *'");
    await page.keyboard.type('1956');
    await tabTo(page, "label === 'Pages (100 or 15-67)'");
    await page.keyboard.type('113 to 124');
    // The field rule shows at the field as one types (digits and hyphen only).
    await page.getByText('Digits and a hyphen only: 100 or 15-67').waitFor();
    await page.keyboard.press('Control+A');
    // An en dash, as pasted citations write ranges, is taken (and saved as a hyphen).
    await page.keyboard.type('113–124');
    await expect.poll(() => page.getByText('Digits and a hyphen only: 100 or 15-67').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('preview-apa7').textContent())
      .toBe(
        'Chomsky, N. (1956). Three models for the description of language. IRE Transactions on Information Theory, 113–124.',
      );
    await screenshot(page, 'create-step2-1280');
    await tabTo(page, "label === 'Save'");
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/en/bibliography`);
    const record = page.getByTestId('record');
    expect(await record.count()).toBe(1);
    expect(await record.locator('[data-style="apa7"]').textContent()).toContain('Chomsky, N. (1956).');
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('referent.demo.bibliography') ?? '[]')[0].id),
    ).toBe(-1);

    // Trial: one record; edit is a demo refusal.
    expect(await page.getByTestId('record-count').textContent()).toBe('1 record of 1');
    expect(await page.getByRole('status').filter({ hasText: 'You cannot create more than 1 records' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect.poll(() => notifications(page)).toContain('You cannot select, edit, delete or download in demo mode');
    await screenshot(page, 'bibliography-demo-1280');
  });

  it('registers with the spec checks, and the demo data is gone after sign-in', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm password').fill('other');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    for (const text of [
      'Enter a valid email',
      'The password is too short: at least 8 characters',
      'Passwords do not match',
      'You must agree to the terms of use',
    ]) {
      await dialog.getByText(text).waitFor();
    }
    await screenshot(page, 'register-errors-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await register(page, FIRST);
    await page.getByText('No records yet: create the first one.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('referent.demo.bibliography'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('referent.token'))).toContain('.');
  });

  it('creates records up to the plan limit and sees the limit message (server-enforced too)', async () => {
    await page.getByRole('link', { name: 'New record' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillArticle(page);
    await expect.poll(() => page.getByTestId('preview-apa7').textContent()).toBe(APA);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/bibliography`);
    await expect.poll(() => page.getByTestId('record-count').textContent()).toBe('1 record of 1');
    await page.getByText('You cannot create more than 1 records').first().waitFor();
    // The server says the same if the screen is reached anyway.
    await page.goto(`${server.url}/en/bibliography/create`);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillArticle(page, 'A second record');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => notifications(page)).toContain('You cannot create more than 1 records');
    // What was typed is still there, and leaving through a link asks first (spec §2).
    expect(await page.getByLabel('Title *', { exact: true }).inputValue()).toBe('A second record');
    const asked = new Promise<string>((done) =>
      page.once('dialog', (d) => {
        done(d.message());
        void d.dismiss();
      }),
    );
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    expect(await asked).toBe('The data you typed will be lost. Leave the page?');
    expect(page.url()).toBe(`${server.url}/en/bibliography/create`);
  });

  it('on a paid plan edits, edits the text, copies and pastes a citation', async () => {
    const db = knex({
      client: 'sqlite3',
      connection: { filename: join(server.dataDir, 'referent.sqlite') },
      useNullAsDefault: true,
    });
    const user = await db('users').where('email', FIRST.email).first('id');
    await db('subscriptions').insert({ user_id: user.id, plan: 'start', status: 4, end: null, order_id: 'e2e' });
    await db.destroy();
    page.once('dialog', (d) => void d.accept()); // the unsaved-data warning of the create screen
    await page.goto(`${server.url}/en/bibliography`);
    await expect.poll(() => page.getByTestId('record-count').textContent()).toBe('1 record of 8');

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Title *', { exact: true }).fill('Language learning as language use, revisited');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/bibliography`);
    await expect
      .poll(() => page.getByTestId('record').first().locator('[data-style="apa7"]').textContent())
      .toContain('Language learning as language use, revisited.');

    await page.getByRole('link', { name: 'Edit text' }).click();
    await page.getByLabel('APA 7th edition').fill(APA);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/bibliography`);
    await expect.poll(() => page.getByTestId('record').first().locator('[data-style="apa7"]').textContent()).toBe(APA);
    // The server stores the edited text as the record's result (docs/api.md, "Edited reference text").
    const stored = await page.evaluate(async () => {
      const raw = localStorage.getItem('referent.token') ?? '';
      const bearer = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const res = await fetch('/api/Bibliograph/', { headers: { Authorization: `Bearer ${bearer}` } });
      return ((await res.json()) as { data: { result: Record<string, string> }[] }).data[0]?.result;
    });
    expect(stored?.apa7).toBe(APA);
    expect(stored?.gost2018).toContain('Language learning as language use, revisited');

    await page.getByRole('button', { name: 'Copy the APA 7th edition reference' }).click();
    await expect.poll(() => notifications(page)).toContain('String copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(APA);

    await page.getByRole('link', { name: 'New record' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Paste a citation to fill the form').click();
    await page
      .getByLabel('Citation text')
      .fill('Иванов И. И. Теория информации : учебник. Москва : Наука, 2019. 320 с.');
    await page.getByRole('button', { name: 'Fill the form' }).click();
    await expect.poll(() => page.getByLabel('Title *', { exact: true }).inputValue()).toContain('Теория информации');
    expect(await page.getByLabel('Year *', { exact: true }).inputValue()).toBe('2019');
    expect(await page.getByLabel('Surname', { exact: true }).first().inputValue()).toBe('Иванов');
    // The parser found a book, so the form is the book form.
    expect(await page.getByLabel('Publisher', { exact: true }).inputValue()).toBe('Наука');
    expect(await page.getByLabel('Place of publication', { exact: true }).inputValue()).toBe('Москва');
    await screenshot(page, 'create-parsed-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/bibliography`);
    await expect.poll(() => page.getByTestId('record').count()).toBe(2);
    // Newest first.
    expect(await page.getByTestId('record').first().locator('.record-title').textContent()).toContain(
      'Теория информации',
    );
    await screenshot(page, 'bibliography-list-1280');
  });

  it('finds a source in Crossref through the server (a fake Crossref on loopback) and fills the form', async () => {
    await page.getByRole('link', { name: 'New record' }).click();
    // A book is chosen, but the hit is a journal article: the hit's type wins.
    await page.getByLabel('Book', { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Find the source in a database').click();
    const outcome = page.getByTestId('lookup-outcome');

    // Spec §8 outcomes, each in its own words: nothing found, then the source failing.
    await page.getByLabel('Title or DOI').fill('zzznothing at all');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => outcome.textContent()).toBe('Nothing found in Crossref');
    sources.mode = '500';
    await page.getByLabel('Title or DOI').fill('language as shaped by the brain');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => outcome.textContent()).toBe('Crossref is unavailable: try again later');
    sources.mode = 'ok';

    // OpenLibrary through the same panel: its hits read the same way.
    await page.getByLabel('Database').selectOption('OpenLib');
    await page.getByLabel('Title or DOI').fill('syntactic structures');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Syntactic structures (1957) — Chomsky, Noam').waitFor();
    expect(sources.seen.openlibrary.at(-1)?.url).toContain('title=syntactic+structures');
    await page.getByLabel('Database').selectOption('Crossref');
    await page.getByLabel('Title or DOI').fill('language as shaped by the brain');

    await page.getByLabel('Author', { exact: true }).fill('Christiansen');
    await page.getByLabel('Author', { exact: true }).press('Enter');
    await page.getByText('Language as shaped by the brain (2008) — Christiansen, Morten H.; Chater, Nick').waitFor();
    expect(await outcome.textContent()).toMatch(/^Found: \d+$/);
    const asked = sources.seen.crossref.at(-1)?.url ?? '';
    expect(asked).toContain('query.bibliographic=language+as+shaped+by+the+brain');
    expect(asked).toContain('query.author=Christiansen');
    await screenshot(page, 'create-lookup-1280');
    await page.getByRole('button', { name: 'Use: Language as shaped by the brain' }).click();

    expect(await page.getByLabel('Title *', { exact: true }).inputValue()).toBe('Language as shaped by the brain');
    expect(await page.getByLabel('Journal', { exact: true }).inputValue()).toBe('Behavioral and Brain Sciences');
    expect(await page.getByLabel('Year *', { exact: true }).inputValue()).toBe('2008');
    expect(await page.getByLabel('Volume', { exact: true }).inputValue()).toBe('31');
    expect(await page.getByLabel('Pages (100 or 15-67)').inputValue()).toBe('489-509');
    // Crossref gives the issue as a month; the form keeps it and finds nothing wrong.
    expect(await page.getByLabel('Issue date', { exact: true }).inputValue()).toBe('2008-10');
    expect(await page.locator('.field.invalid').count()).toBe(0);
    expect(await page.getByLabel('Surname', { exact: true }).first().inputValue()).toBe('Christiansen');
    expect(await page.getByLabel('Surname', { exact: true }).nth(1).inputValue()).toBe('Chater');
    await expect
      .poll(() => page.getByTestId('preview-apa7').textContent())
      .toBe(
        'Christiansen, M. H., & Chater, N. (2008). Language as shaped by the brain. Behavioral and Brain Sciences, 31(5), 489–509. https://doi.org/10.1017/S0140525X08004998',
      );
    await screenshot(page, 'create-from-hit-1280');
    // The server takes the record as filled (its rules allow the month), then it is removed again.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/bibliography`);
    await expect.poll(() => page.getByTestId('record').count()).toBe(3);
    const added = page.getByTestId('record').first();
    expect(await added.locator('[data-style="apa7"]').textContent()).toContain('Language as shaped by the brain.');
    await added.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete checked (1)' }).click();
    await page.getByRole('dialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('record').count()).toBe(2);
  });

  it('exports the checked records to a .docx that holds the references', async () => {
    await page.getByLabel('Check all').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download checked as .docx' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^references-\d{4}-\d{2}-\d{2}-\d{6}\.docx$/);
    const path = join(server.dataDir, 'export.docx');
    await download.saveAs(path);
    const { value } = await mammoth.extractRawText({ path });
    expect(value).toContain('GOST R 7.0.100-2018');
    expect(value).toContain('Теория информации');
    expect(value).toContain('Language learning as language use, revisited');

    // In APA the first record's text was edited by hand: the file holds it as edited.
    await page.getByLabel('Style of the list').selectOption('apa7');
    const [apa] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download checked as .docx' }).click(),
    ]);
    const apaPath = join(server.dataDir, 'export-apa.docx');
    await apa.saveAs(apaPath);
    const { value: apaText } = await mammoth.extractRawText({ path: apaPath });
    expect(apaText).toContain('APA 7th edition');
    expect(apaText).toContain(APA);
    expect(apaText).not.toContain('revisited');
  });

  it('searches, and deletes a checked record after confirming', async () => {
    await page.getByLabel('Check all').uncheck();
    await page.getByLabel('Search records').fill('теория');
    await expect.poll(() => page.getByTestId('record').count()).toBe(1);
    await page.getByLabel('Search records').fill('');
    await page.getByTestId('record').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete checked (1)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
    await screenshot(page, 'confirm-delete-1280');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => notifications(page)).toContain('Deleted');
    await expect.poll(() => page.getByTestId('record').count()).toBe(1);
    expect(await page.getByTestId('record').first().locator('.record-title').textContent()).toContain('revisited');
  });

  it('switches to /ua/ and the interface is Ukrainian', async () => {
    await page.getByRole('link', { name: 'Українська' }).click();
    await page.waitForURL(`${server.url}/ua/bibliography`);
    await expect.poll(() => page.title()).toBe('Бібліографія | Referent');
    expect(await page.locator('h1').textContent()).toBe('Моя бібліографія');
    expect(await page.locator('html').getAttribute('lang')).toBe('uk');
    expect(await page.getByRole('link', { name: 'Новий запис' }).count()).toBe(1);
    await screenshot(page, 'bibliography-ua-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'bibliography-ua-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('a second user cannot see the first user’s records', async () => {
    await page.getByRole('button', { name: 'Вийти' }).click();
    await page.waitForURL(`${server.url}/ua/`);
    await page.getByRole('link', { name: 'English' }).click();
    await page.goto(`${server.url}/en/bibliography`);
    await register(page, SECOND);
    await page.getByText('No records yet: create the first one.').waitFor();
    expect(await page.getByTestId('record').count()).toBe(0);
  });

  it('sends a guest on a user-only route home with the login dialog, then there after login', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(`${server.url}/en/lk`);
    await page.waitForURL(`${server.url}/en/`);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.getByText('Enter your email').waitFor();
    await dialog.getByLabel('Email').fill(FIRST.email);
    await dialog.getByLabel('Password').fill('wrong password');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.getByRole('alert').waitFor();
    await screenshot(page, 'login-error-1280');
    await dialog.getByLabel('Password').fill(FIRST.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${server.url}/en/lk`);
    await page.getByText(`You are signed in as ${FIRST.email}.`).waitFor();
    await screenshot(page, 'lk-1280');
  });

  it('restores access: the mailed code opens the reset-password route and signs in', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore access' });
    await dialog.getByLabel('Email').fill(FIRST.email);
    await dialog.getByRole('button', { name: 'Send the code' }).click();
    await dialog.getByRole('status').waitFor();
    const outbox = join(server.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as { to: string; text: string })
      .find((m) => m.to === FIRST.email);
    const code = /code: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeTruthy();
    await page.goto(`${server.url}/en/account/resetpassword/${code}`);
    expect(await page.getByLabel('Restore code').inputValue()).toBe(code);
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByLabel('Confirm password').fill('a different one');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await screenshot(page, 'reset-password-1280');
    await page.getByLabel('Confirm password').fill('a brand new password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL(`${server.url}/en/`);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  });

  it('shows the ad area unless the person holds wip (role from a refreshed token)', async () => {
    expect(await page.getByTestId('ads').count()).toBe(1);
    const db = knex({
      client: 'sqlite3',
      connection: { filename: join(server.dataDir, 'referent.sqlite') },
      useNullAsDefault: true,
    });
    await db('users').where('email', FIRST.email).update({ roles: '["wip"]' });
    await db.destroy();
    await page.reload(); // a fresh page refreshes the token on its first navigation
    await expect.poll(() => page.getByTestId('ads').count()).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toContain('gm=true');
  });
});

describe('phone width (390 px)', () => {
  it('a guest can create a record and sees every screen fit', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    await p.goto(`${server.url}/en/`);
    await screenshot(p, 'home-390');
    await p.goto(`${server.url}/en/bibliography/create`);
    await screenshot(p, 'create-step1-390');
    await p.getByRole('button', { name: 'Next' }).click();
    await fillArticle(p);
    await expect.poll(() => p.getByTestId('preview-apa7').textContent()).toBe(APA);
    await screenshot(p, 'create-step2-390');
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Spec §2: the scroll-up button shows after 300 px and takes the page back up.
    await p.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => p.getByRole('button', { name: 'Scroll to the top' }).count()).toBe(0);
    await p.evaluate(() => window.scrollTo(0, 1200));
    await p.getByRole('button', { name: 'Scroll to the top' }).click();
    await expect.poll(() => p.evaluate(() => window.scrollY)).toBe(0);
    await p.getByRole('button', { name: 'Save' }).click();
    await p.waitForURL(`${server.url}/en/bibliography`);
    await screenshot(p, 'bibliography-390');
    // On a phone the header is one row: the menu button opens navigation, languages and account.
    expect(await p.getByRole('banner').getByRole('button', { name: 'Log in' }).isVisible()).toBe(false);
    await p.getByRole('button', { name: 'Menu' }).click();
    await screenshot(p, 'menu-open-390');
    // Escape closes it and gives the focus back to the button.
    await p.getByRole('banner').getByRole('link', { name: 'Home' }).focus();
    await p.keyboard.press('Escape');
    expect(await p.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await p.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    await p.getByRole('button', { name: 'Menu' }).click();
    await p.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await screenshot(p, 'login-390');
    await phone.close();
  });
});

describe('configuration and loading failures', () => {
  it('keeps the chosen styles and transliteration in local storage and uses them in step 1', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const p = await ctx.newPage();
    p.setDefaultTimeout(10_000);
    await p.goto(`${server.url}/en/bibliography/configuration`);
    await p.getByLabel('IEEE').check();
    await p.getByLabel('Transliterate Cyrillic input').check();
    await p.getByLabel('Scheme for Russian').selectOption('iso9');
    await screenshot(p, 'configuration-1280');
    await p.getByRole('button', { name: 'Save the configuration' }).click();
    await p.waitForURL(`${server.url}/en/bibliography`);
    const stored = await p.evaluate(() => JSON.parse(localStorage.getItem('referent.bibliography.config') ?? '{}'));
    expect(stored.standarts).toEqual(['gost2018', 'apa7', 'ieee']);
    expect(stored.translit).toMatchObject({ useTransliteration: true, russian: 'iso9' });
    await p.getByRole('link', { name: 'New record' }).click();
    expect(await p.getByLabel('IEEE').isChecked()).toBe(true);
    // At least one style (spec §5).
    for (const name of ['GOST R 7.0.100-2018', 'APA 7th edition', 'IEEE']) await p.getByLabel(name).uncheck();
    await p.getByRole('button', { name: 'Next' }).click();
    await p.getByText('Choose at least one citation style').waitFor();
    await ctx.close();
  });

  it('gives every input of every source type a label, and previews each type', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const p = await ctx.newPage();
    p.setDefaultTimeout(10_000);
    await p.goto(`${server.url}/en/bibliography/create`);
    for (const type of [
      'Article',
      'Book',
      'Conference paper',
      'Dissertation or abstract',
      'Standard',
      'Patent',
      'Web resource',
    ]) {
      await p.getByLabel(type, { exact: true }).check();
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByRole('group', { name: type }).waitFor();
      const unlabelled = await p.evaluate(() =>
        Array.from(document.querySelectorAll('input, select, textarea'))
          .filter((el) => !(el as HTMLInputElement).labels?.length && !el.getAttribute('aria-label'))
          .map((el) => el.outerHTML),
      );
      expect(unlabelled).toEqual([]);
      await p.getByLabel('Title *', { exact: true }).fill('A title of the work');
      await p.getByLabel('Year *', { exact: true }).fill('2020');
      await expect.poll(() => p.getByTestId('preview-apa7').textContent()).toContain('2020');
      await p.getByRole('button', { name: 'Back' }).click();
    }
    await ctx.close();
  });

  it('ignores a navigation to the page one is on (no duplicate history entry)', async () => {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto(`${server.url}/en/`);
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Bibliography' }).click();
    await p.waitForURL(`${server.url}/en/bibliography`);
    const before = await p.evaluate(() => history.length);
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Bibliography' }).click();
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Bibliography' }).click();
    expect(await p.evaluate(() => history.length)).toBe(before);
    await ctx.close();
  });

  it('shows a reload message when a tool fails to load', async () => {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    p.setDefaultTimeout(10_000);
    await p.route(/BibliographyPage-.*\.js$/, (route) => route.abort());
    await p.goto(`${server.url}/en/`);
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Bibliography' }).click();
    await p.getByRole('alert').filter({ hasText: 'failed to load' }).waitFor();
    expect(await p.getByRole('button', { name: 'Reload' }).count()).toBe(1);
    await ctx.close();
  });
});
