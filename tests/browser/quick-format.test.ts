import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('quick format in a real browser', () => {
  it('opens the English home page with its title', async () => {
    await page.goto(`${server.url}/en/`);
    await expect.poll(() => page.title()).toBe('Home | Referent');
    expect(await page.locator('h1').textContent()).toContain('Cite sources correctly');
  });

  it('goes to quick format, types a record and sees the apa7 reference update', async () => {
    await page.getByRole('link', { name: 'Try quick format' }).click();
    await page.waitForURL(`${server.url}/en/quick-format`);
    await page.getByLabel('Article title').fill('Language learning as language use');
    await page.getByLabel('Authors').fill('McCauley, Stewart M.\nChristiansen, Morten H.');
    await page.getByLabel('Journal').fill('Psychological Review');
    await page.getByLabel('Year').fill('2019');
    await page.getByLabel('Volume').fill('126');
    await page.getByLabel('Issue').fill('1');
    await page.getByLabel('Pages').fill('1-51');
    const reference = page.getByTestId('reference');
    await expect
      .poll(() => reference.textContent())
      .toBe(
        'McCauley, S. M., & Christiansen, M. H. (2019). Language learning as language use. Psychological Review, 126(1), 1–51.',
      );
    expect(await reference.locator('i').first().textContent()).toBe('Psychological Review');
    await screenshot(page, 'quick-format-1280');
  });

  it('abbreviates the journal title from the lazily loaded NLM list in vancouver', async () => {
    await page.getByLabel('Journal').fill('The New England Journal of Medicine');
    await page.getByLabel('Style').selectOption('vancouver');
    const reference = page.getByTestId('reference');
    await expect.poll(() => reference.textContent()).toContain('. N Engl J Med. 2019;126(1):1-51.');
  });

  it('switches to /ru/ and shows the Russian interface', async () => {
    await page.getByRole('link', { name: 'Русский' }).click();
    await page.waitForURL(`${server.url}/ru/quick-format`);
    await expect.poll(() => page.title()).toBe('Быстрое оформление | Referent');
    expect(await page.locator('h1').textContent()).toBe('Быстрое оформление: статья в журнале');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
  });

  it('shows the 404 page with links home and back for an unknown path', async () => {
    await page.goto(`${server.url}/ua/no-such-page`);
    expect(await page.locator('h1').textContent()).toBe('Сторінку не знайдено');
    expect(await page.getByRole('link', { name: 'На головну' }).getAttribute('href')).toBe('/ua/');
    await page.getByRole('button', { name: 'Назад' }).isVisible();
  });

  it('redirects a locale-less tool path to English and / to the stored locale', async () => {
    await page.goto(`${server.url}/quick-format`);
    await page.waitForURL(`${server.url}/en/quick-format`);
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/en/`);
  });
});
