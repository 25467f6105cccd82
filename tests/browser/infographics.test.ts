/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlanInDb, registerInUi } from './support/account.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

// Issue 22 items 4 and 5: the infographics of my own library (every chart with its table and
// exports) and the help pages per tool, in three languages.

let server: RunningServer;
let browser: Browser;
let page: Page;
const who = { email: 'charts@example.org', password: 'correct horse battery' };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const RECORDS = [
  {
    bibl: {
      idTypePublication: 1,
      language: 'EN',
      title: { publicationTitle: 'Language learning as language use' },
      series: { series: 'Psychological Review', volume: 126, issue: 1 },
      outputData: { year: 2019 },
      physical: { pages: '1-51' },
      authors: { '1': [{ surname: 'McCauley', name: 'Stewart' }] },
    },
    standarts: ['apa7', 'gost2018'],
  },
  {
    bibl: {
      idTypePublication: 1,
      language: 'EN',
      title: { publicationTitle: 'Usage-based language learning' },
      series: { series: 'Psychological Review', volume: 127, issue: 2 },
      outputData: { year: 2020 },
      physical: { pages: '10-20' },
      authors: { '1': [{ surname: 'McCauley', name: 'Stewart' }] },
    },
    standarts: ['apa7'],
  },
  {
    bibl: {
      idTypePublication: 2,
      language: 'RU',
      title: { publicationTitle: 'Структура художественного текста' },
      outputData: { year: 1970, publisher: 'Искусство', city: 'Москва' },
      authors: { '1': [{ surname: 'Лотман', name: 'Юрий', fathername: 'Михайлович' }] },
    },
    standarts: ['gost2018'],
  },
  {
    bibl: {
      idTypePublication: 2,
      language: 'UA',
      title: { publicationTitle: 'Історична фонологія української мови' },
      outputData: { year: 1979, publisher: 'Вища школа', city: 'Київ' },
      authors: { '1': [{ surname: 'Жовтобрюх', name: 'Михайло' }] },
    },
    standarts: ['dstu'],
  },
];

const CHARTS = ['years', 'types', 'languages', 'styles', 'journals', 'authors', 'growth'];

describe('infographics', () => {
  it('shows an empty state linking to the bibliography tool, then every chart of my records', async () => {
    await page.goto(`${server.url}/en/`);
    await registerInUi(page, who);
    await givePlanInDb(server.dataDir, who.email, 'base');

    await page.goto(`${server.url}/en/infographics`);
    await page.getByRole('heading', { name: 'Your library is empty' }).waitFor();
    const toBibliography = page.getByRole('link', { name: 'Open the bibliography tool' });
    expect(await toBibliography.getAttribute('href')).toBe('/en/bibliography');

    const statuses = await page.evaluate(async (records) => {
      const raw = localStorage.getItem('referent.token') ?? '';
      const bearer = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const out: number[] = [];
      for (const record of records) {
        const res = await fetch('/api/Bibliograph/', {
          method: 'POST',
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
          body: JSON.stringify(record),
        });
        out.push(res.status);
      }
      return out;
    }, RECORDS);
    expect(statuses).toEqual([200, 200, 200, 200]);

    await page.reload();
    await page.getByText('4 records in your library').waitFor();
    for (const name of CHARTS) {
      const figure = page.locator(`figure[data-chart="${name}"]`);
      await figure.locator('svg').first().waitFor();
      expect(await figure.locator('figcaption').textContent()).toBeTruthy();
      // The table alternative is there for every chart, hidden until asked for.
      const table = figure.locator('table');
      expect(await table.isHidden()).toBe(true);
      await figure.getByRole('button', { name: 'Show as table' }).click();
      await table.waitFor();
      expect(await figure.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
    }
    const rows = async (name: string) =>
      page
        .locator(`figure[data-chart="${name}"] tbody tr`)
        .evaluateAll((trs) =>
          trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (c) => c.textContent).join('=')),
        );
    expect(await rows('years')).toEqual(['1970=1', '1979=1', '2019=1', '2020=1']);
    expect(await rows('types')).toEqual(['Article=2', 'Book=2']);
    expect(await rows('languages')).toEqual(['English=2', 'Russian=1', 'Ukrainian=1']);
    expect(await rows('journals')).toEqual(['Psychological Review=2']);
    expect((await rows('authors'))[0]).toBe('McCauley S.=2');
    expect(await rows('growth')).toHaveLength(1);
    expect((await rows('styles')).length).toBe(3);
    await screenshot(page, 'infographics-en');

    // SVG export: a standalone SVG file of the chart on screen.
    const years = page.locator('figure[data-chart="years"]');
    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      years.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toBe('referent-years.svg');
    const svg = readFileSync((await svgDownload.path()) as string, 'utf8');
    expect(svg).toMatch(/^<\?xml/);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('2019');
    // PNG export: the same SVG drawn on a canvas.
    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      years.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(pngDownload.suggestedFilename()).toBe('referent-years.png');
    const png = readFileSync((await pngDownload.path()) as string);
    expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(png.length).toBeGreaterThan(1000);
  });

  it('speaks Russian and Ukrainian: captions, type and language names, months', async () => {
    await page.goto(`${server.url}/ru/infographics`);
    await page.locator('figcaption', { hasText: 'Источники по году издания' }).waitFor();
    await page.getByText('4 записи в библиотеке').waitFor();
    const types = page.locator('figure[data-chart="types"]');
    await types.getByRole('button', { name: 'Показать таблицей' }).click();
    expect(await types.locator('tbody th').allTextContents()).toEqual(['Статья', 'Книга']);
    const growth = page.locator('figure[data-chart="growth"]');
    await growth.getByRole('button', { name: 'Показать таблицей' }).click();
    const month = new Intl.DateTimeFormat('ru', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(),
    );
    expect(await growth.locator('tbody th').allTextContents()).toEqual([month]);
    await screenshot(page, 'infographics-ru');

    await page.goto(`${server.url}/ua/infographics`);
    await page.locator('figcaption', { hasText: 'Джерела за мовою' }).waitFor();
    const languages = page.locator('figure[data-chart="languages"]');
    await languages.getByRole('button', { name: 'Показати таблицею' }).click();
    expect(await languages.locator('tbody th').allTextContents()).toEqual(['Англійська', 'Російська', 'Українська']);
    await screenshot(page, 'infographics-ua');
  });

  it('fits a 390 px phone: the charts redraw to the column, nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${server.url}/en/infographics`);
      await page.locator('figure[data-chart="growth"] svg').waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const widest = await page
        .locator('figure[data-chart] svg')
        .evaluateAll((svgs) => Math.max(...svgs.map((svg) => svg.getBoundingClientRect().width)));
      expect(widest).toBeLessThanOrEqual(390);
      await screenshot(page, 'infographics-phone-en');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('is for signed-in people: a guest gets no charts', async () => {
    const guest = await browser.newPage();
    try {
      await guest.goto(`${server.url}/en/infographics`);
      await guest.getByRole('main').waitFor();
      await guest.waitForTimeout(300);
      expect(await guest.locator('figure[data-chart]').count()).toBe(0);
      const answer = await guest.evaluate(async () => (await fetch('/api/Infographics')).status);
      expect(answer).toBe(401);
    } finally {
      await guest.close();
    }
  });
});

describe('help pages', () => {
  it('lists every tool in the overview, linked from the footer', async () => {
    await page.goto(`${server.url}/ru/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Справка' }).click();
    await page.getByRole('heading', { level: 1, name: 'Справка' }).waitFor();
    expect(await page.locator('.help-topics li').count()).toBeGreaterThanOrEqual(13);
    expect(await page.locator('.help-topics a[href="/ru/help/infographics"]').count()).toBe(1);
    await screenshot(page, 'help-ru');
  });

  it('shows what a tool does, numbered steps, a screenshot and the server’s plan limits', async () => {
    const plans = await page.evaluate(async () => (await fetch('/Payment/GetSubscriptionPlans?lang=ua')).json());
    const trial = (plans.data as { PlanKey: string; Limits: { counts: { bibliography: number } } }[]).find(
      (p) => p.PlanKey === 'trial',
    );
    await page.goto(`${server.url}/ua/bibliography`);
    // The header menu's Help link goes to the page of the tool the person is in.
    await page.getByRole('banner').getByRole('link', { name: 'Довідка' }).click({ force: true });
    await page.waitForURL(/\/ua\/help\/bibliography$/);
    await page.getByRole('heading', { level: 1, name: /^Довідка: / }).waitFor();
    expect(await page.locator('.help-steps li').count()).toBe(3);
    const shot = page.locator('.help-shot img');
    await shot.scrollIntoViewIfNeeded();
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
    // The page language's own screenshot, not the English one.
    expect(await shot.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
      '/dist/help/ua/bibliography.webp',
    );
    const table = page.locator('table.help-limits');
    await table.waitFor();
    const trialCell = await table.locator('tbody tr').first().locator('td').first().textContent();
    expect(trialCell).toContain(String(trial?.Limits.counts.bibliography));
    await screenshot(page, 'help-bibliography-ua');
    // A language whose image is missing shows the English one.
    await page.route('**/help/ua/bibliography.webp', (r) => r.fulfill({ status: 404, body: '' }));
    await page.reload();
    await page.locator('.help-shot img').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('.help-shot img').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))
      .toBe('/dist/help/en/bibliography.webp');
    await page.unroute('**/help/ua/bibliography.webp');

    await page.goto(`${server.url}/en/help/infographics`);
    await page.getByRole('heading', { level: 1, name: 'Help: Infographics' }).waitFor();
    await page.locator('.help-shot img').scrollIntoViewIfNeeded();
    await screenshot(page, 'help-infographics-en');

    await page.goto(`${server.url}/ua/help/no-such-tool`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.help-steps').count()).toBe(0);
  });
});
