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

const WHO = { email: 'reviewer@example.org', password: 'correct horse battery' };
const REFERENCES = [
  '1. McCauley S. M., Christiansen M. H. Language learning as language use // Psychological Review. 2019. Vol. 126, no. 1. P. 1–51.',
  '2. Иванов И. И. Теория информации : учебник. Москва : Наука, 2019. 320 с.',
  '3. Иванов И. И. Теория информации : учебник. Москва : Наука, 2019. 320 с.',
  '4. Smith J. A book without a date. London : Penguin.',
].join('\n');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the reviewer rating in a real browser', () => {
  it('sends a guest home with the login dialog', async () => {
    await page.goto(`${server.url}/en/reviewerRating`);
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();
  });

  it('writes a weighted review with the keyboard, checks the references, and saves within Trial', async () => {
    await registerInUi(page, WHO);
    await page.goto(`${server.url}/en/reviewerRating`);
    await page.getByText('No reviews yet.').waitFor();
    await expect.poll(() => page.getByTestId('review-count').textContent()).toBe('Reviews: 0 of 1');
    await page.getByRole('link', { name: 'New review' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter the title of the manuscript').waitFor();

    await tabTo(page, "label === 'Title of the manuscript *'");
    await page.keyboard.type('Language learning as language use');
    await page.getByLabel('Journal').fill('Psychological Review');
    // Defaults: six criteria, all 5 → overall 5.
    expect(await page.getByTestId('overall').textContent()).toContain('Overall score: 5 / 10');
    const novelty = page.getByTestId('criterion-novelty');
    await novelty.getByLabel('Score (0–10)').fill('9');
    await novelty.getByLabel('Comment').fill('A new account of chunking.');
    const methods = page.getByTestId('criterion-methods');
    await methods.getByLabel('Score (0–10)').fill('3');
    await methods.getByLabel('Weight').fill('40');
    await methods.getByLabel('Comment').fill('The corpus is small.');
    // (15·5 + 20·9 + 40·3 + 20·5 + 15·5 + 10·5) / 120 = 600 / 120 = 5
    await expect.poll(() => page.getByTestId('overall').textContent()).toContain('Overall score: 5 / 10');
    await page.getByTestId('criterion-results').getByLabel('Score (0–10)').fill('8');
    // + 20·3 = 660 / 120 = 5.5
    await expect.poll(() => page.getByTestId('overall').textContent()).toContain('Overall score: 5.5 / 10');
    // A radio group is one Tab stop; the arrows move the choice.
    await tabTo(page, "label === 'Accept'");
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Major revision').isChecked()).toBe(true);
    await page.getByLabel('General comment to the authors').fill('Promising; needs a larger corpus.');

    await page
      .getByLabel('Paste the manuscript’s reference list (one reference per line or numbered)')
      .fill(REFERENCES);
    await page.getByRole('button', { name: 'Check the references' }).click();
    const check = page.getByTestId('reference-check');
    await expect.poll(() => check.textContent()).toContain('4 references checked, 2 with remarks');
    const items = check.locator('li');
    expect(await items.nth(0).textContent()).toContain('no remarks');
    expect(await items.nth(2).textContent()).toContain('repeats reference 2');
    expect(await items.nth(3).textContent()).toContain('missing: year');
    await screenshot(page, 'rating-create-en-1280');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/reviewerRating`);
    expect(await page.getByTestId('review-summary').textContent()).toBe('Overall score: 5.5 / 10 · Major revision');
    await page.getByRole('status').filter({ hasText: 'You cannot create more than 1 record' }).waitFor();
    // Trial: Word export and edit are demo refusals.
    await page.getByRole('button', { name: 'Download .docx' }).click();
    await expect.poll(() => notifications(page)).toContain('You cannot select, edit, delete or download in demo mode');
  });

  it('on Basic: edits, exports the review to .docx, deletes', async () => {
    await givePlanInDb(server.dataDir, WHO.email, 'start');
    await page.goto(`${server.url}/en/reviewerRating`);
    await expect.poll(() => page.getByTestId('review-count').textContent()).toBe('Reviews: 1 of 3');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Accept', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/reviewerRating`);
    await expect.poll(() => page.getByTestId('review-summary').textContent()).toBe('Overall score: 5.5 / 10 · Accept');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .docx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('review Language learning as language use.docx');
    const path = join(server.dataDir, 'review.docx');
    await download.saveAs(path);
    const { value } = await mammoth.convertToHtml({ path });
    expect(value).toContain('<h1>Peer review</h1>');
    expect(value).toContain(
      '<td><p>Methods</p></td><td><p>40</p></td><td><p>3 / 10</p></td><td><p>The corpus is small.</p></td>',
    );
    expect(value).toContain('<strong>Overall score: </strong>5.5 / 10');
    expect(value).toContain('<strong>Recommendation: </strong>Accept');
    expect(value).toContain('repeats reference 2');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => notifications(page)).toContain('Review deleted');
    await page.getByText('No reviews yet.').waitFor();
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
        await p.goto(`${server.url}/${lang}/reviewerRating/create`);
        await p.locator('form').waitFor();
        await p.locator('textarea').last().fill(REFERENCES);
        await p.locator('fieldset').last().getByRole('button').click();
        await p.getByTestId('reference-check').waitFor();
        await screenshot(p, `rating-create-${lang}-${width}`);
        expect(
          await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          `${lang} ${width}`,
        ).toBeLessThanOrEqual(0);
      }
      await ctx.close();
    }
  });
});
