/// <reference lib="dom" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, type PublicationInput } from '@referent/engine';
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInUi } from './support/account.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

// The site around the tools (issue 22): the citation handbook rendered by the engine, the
// terms and privacy pages linked from the footer and the registration form, the update feed
// with its unread marker, and the home page's carousel of services — in three languages.

let server: RunningServer;
let browser: Browser;
let page: Page;

const ROOT = resolve(import.meta.dirname, '..', '..');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Golden {
  name: string;
  input: PublicationInput;
  options?: Record<string, unknown>;
}

describe('the citation handbook', () => {
  it('shows every gost2018 golden exactly as the formatter prints it', async () => {
    await page.goto(`${server.url}/ru/handbook/gost2018`);
    await page.getByRole('heading', { level: 1, name: 'ГОСТ Р 7.0.100-2018' }).waitFor();
    await page.locator('.handbook-examples .reference').first().waitFor();
    const shown = await page.$$eval('.handbook-examples .reference', (els) =>
      els.map((el) => ({ name: el.getAttribute('data-golden') ?? '', text: el.textContent ?? '' })),
    );
    const dir = join(ROOT, 'fixtures', 'styles', 'gost2018');
    const expected = new Map<string, string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      for (const g of JSON.parse(readFileSync(join(dir, file), 'utf8')) as Golden[]) {
        expected.set(g.name, format(g.input, 'gost2018', g.options).text);
      }
    }
    expect(shown).toHaveLength(expected.size);
    for (const { name, text } of shown) expect(text, name).toBe(expected.get(name));
    await screenshot(page, 'handbook-gost2018-ru');
  });

  it('"make this reference" opens the bibliography form with the example, for guests and signed-in people', async () => {
    const part = JSON.parse(
      readFileSync(join(ROOT, 'fixtures', 'styles', 'gost2018', 'part.json'), 'utf8'),
    ) as Golden[];
    const chapter = part[0] as Golden;
    // The filled form warns before it is left; these navigations mean to leave it.
    const leave = (d: Dialog) => void d.accept();
    page.on('dialog', leave);
    // A guest (demo mode): the chapter in an edited book, with its host.
    await page.goto(`${server.url}/ru/handbook/gost2018`);
    const item = page.locator('.handbook-examples li', { has: page.locator(`[data-golden="${chapter.name}"]`) });
    const shownText = await item.locator('.reference').textContent();
    expect(shownText).toBe(format(chapter.input, 'gost2018', chapter.options).text);
    await item.getByRole('link', { name: 'Составить такую ссылку' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ru\/bibliography\/create\?example=gost2018\/part\/0$/);
    await expect
      .poll(() => page.getByLabel('Заглавие *', { exact: true }).inputValue())
      .toBe('Развитие отечественной библиографии в XX веке');
    expect(await page.getByLabel('Название книги, сборника или материалов').inputValue()).toBe(
      'История книжной культуры',
    );
    expect(await page.getByLabel('Его издательство').inputValue()).toBe('Наука');
    expect(await page.locator('details.host').getAttribute('open')).not.toBeNull();
    // Only the example's style is chosen, and its preview is the handbook's text.
    expect(await page.locator('[data-testid^="preview-"]').count()).toBe(1);
    expect(await page.getByTestId('preview-gost2018').textContent()).toBe(shownText);
    await screenshot(page, 'handbook-make-reference-ru');
    // Leaves the filled form (answering its warning) for the tests after this one.
    await page.goto(`${server.url}/en/`);
    page.off('dialog', leave);
    // A signed-in person (a context of their own: the later tests expect a guest), from an
    // English page with another style's example.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const signed = await context.newPage();
    signed.setDefaultTimeout(10_000);
    signed.on('dialog', leave);
    await signed.goto(`${server.url}/en/`);
    await registerInUi(signed, { email: 'handbook@example.org', password: 'correct horse battery' });
    const apa = (
      JSON.parse(readFileSync(join(ROOT, 'fixtures', 'styles', 'apa7', 'article.json'), 'utf8')) as Golden[]
    )[0] as Golden;
    await signed.goto(`${server.url}/en/handbook/apa7`);
    const apaItem = signed.locator('.handbook-examples li', { has: signed.locator(`[data-golden="${apa.name}"]`) });
    const apaText = await apaItem.locator('.reference').textContent();
    await apaItem.getByRole('link', { name: 'Make this reference' }).click();
    await signed.waitForURL(/\/en\/bibliography\/create\?example=apa7\/article\/0$/);
    await expect.poll(() => signed.getByTestId('preview-apa7').textContent()).toBe(apaText);
    // A reference to no example is the ordinary first step.
    await signed.goto(`${server.url}/en/bibliography/create?example=apa7/article/999`);
    await signed.getByRole('button', { name: 'Next' }).waitFor();
    await context.close();
  });

  it('lists the 15 styles in the overview, in each interface language', async () => {
    for (const [locale, heading, style] of [
      ['en', 'Citation handbook', 'APA, 7th edition'],
      ['ru', 'Справочник по оформлению', 'APA, 7-е издание'],
      ['ua', 'Довідник з оформлення', 'APA, 7-ме видання'],
    ] as const) {
      await page.goto(`${server.url}/${locale}/handbook`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await screenshot(page, `handbook-${locale}`);
      expect(await page.locator('.handbook-styles li').count()).toBe(15);
      await page.getByRole('link', { name: style }).click();
      await page.waitForURL(`${server.url}/${locale}/handbook/apa7`);
      await page.locator('.handbook-examples .reference').first().waitFor();
      await screenshot(page, `handbook-apa7-${locale}`);
    }
    await page.goto(`${server.url}/en/handbook/no-such-style`);
    await page.locator('.not-found').waitFor();
  });
});

describe('terms and privacy', () => {
  it('are linked from the footer and from the registration form', async () => {
    await page.goto(`${server.url}/ua/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Умови використання' }).click();
    await page.waitForURL(`${server.url}/ua/terms`);
    await page.getByRole('heading', { level: 1, name: 'Умови використання' }).waitFor();
    expect(await page.title()).toBe('Умови використання | Referent');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Політика конфіденційності' }).click();
    await page.getByRole('heading', { level: 1, name: 'Політика конфіденційності' }).waitFor();
    await screenshot(page, 'privacy-ua');

    await page.goto(`${server.url}/en/`);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    const link = dialog.getByRole('link', { name: 'Terms of use' });
    expect(await link.getAttribute('href')).toBe('/en/terms');
    expect(await link.getAttribute('target')).toBe('_blank');
  });
});

describe('the update feed', () => {
  it('marks entries unread until the reader has seen them (signed-in users)', async () => {
    await page.goto(`${server.url}/en/`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/en/updatefeed`);
    // A guest is sent home with the login dialog (spec §2: user route).
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await dialog.getByLabel('Email').fill('reader@example.org');
    await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await dialog.getByLabel('Confirm password').fill('correct horse battery');
    await dialog.getByLabel('I agree to the terms of use').check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.goto(`${server.url}/ru/updatefeed`);
    await page.getByRole('heading', { level: 1, name: 'Лента обновлений' }).waitFor();
    expect(await page.locator('.update-list li.unread').count()).toBeGreaterThan(0);
    await page
      .getByText(/новых? обновлени/)
      .first()
      .waitFor();
    await screenshot(page, 'updatefeed-ru');
    await page.reload();
    await page.getByText('Вы видели все обновления.').waitFor();
    expect(await page.locator('.update-list li.unread').count()).toBe(0);
  });
});

describe('the home carousel', () => {
  it('names every tool, moves by keyboard, and does not move by itself when motion is reduced', async () => {
    await page.goto(`${server.url}/en/`);
    const carousel = page.getByRole('region', { name: 'Referent’s services' });
    await carousel.waitFor();
    const first = await carousel.locator('.carousel-slide h2').textContent();
    await page.waitForTimeout(7500);
    expect(await carousel.locator('.carousel-slide h2').textContent()).toBe(first);
    await carousel.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    const second = await carousel.locator('.carousel-slide h2').textContent();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    expect(await carousel.locator('.carousel-slide h2').textContent()).toBe(first);
    const dots = await carousel.locator('.carousel-dots .dot').count();
    expect(dots).toBeGreaterThanOrEqual(4);
    for (const locale of ['en', 'ru', 'ua']) {
      await page.goto(`${server.url}/${locale}/`);
      await page.locator('.carousel').waitFor();
      await screenshot(page, `home-carousel-${locale}`);
    }
  });
});
