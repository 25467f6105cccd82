/// <reference lib="dom" />
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS } from '../../web/src/app/tools.js';
import { SHOT_HEIGHT, SHOT_LANGS, SHOT_WIDTH } from '../../web/src/features/help/shot-size.js';
import { givePlanInDb, registerInUi } from './support/account.js';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

// Takes the help pages' screenshots (issue 22, item 5): each tool in each interface language
// at 1280×800, signed in on the Maximum plan with a few saved records, scaled to the help
// page's width and saved as WebP under web/public/help/{lang}/. It rewrites committed files,
// so it runs only when asked: HELP_SCREENSHOTS=1 (then rebuild the web app).

const OUT = resolve(import.meta.dirname, '..', '..', 'web', 'public', 'help');
let server: RunningServer;
let browser: Browser;
let page: Page;

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

describe.runIf(process.env.HELP_SCREENSHOTS === '1')('help screenshots', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shoots every tool in every language', { timeout: 600_000 }, async () => {
    const who = { email: 'shots@example.org', password: 'correct horse battery' };
    await page.goto(`${server.url}/en/`);
    await registerInUi(page, who);
    await givePlanInDb(server.dataDir, who.email, 'base');
    await page.evaluate(async (records) => {
      const raw = localStorage.getItem('referent.token') ?? '';
      const bearer = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      for (const record of records) {
        await fetch('/api/Bibliograph/', {
          method: 'POST',
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
          body: JSON.stringify(record),
        });
      }
    }, RECORDS);
    let total = 0;
    for (const lang of SHOT_LANGS) {
      mkdirSync(join(OUT, lang), { recursive: true });
      for (const tool of TOOLS) {
        await page.goto(`${server.url}/${lang}/${tool.path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const png = await page.screenshot({ fullPage: false });
        // Chromium scales and encodes WebP on a canvas: no image library needed. The help page
        // shows the image at most SHOT_WIDTH wide, so larger pixels would only cost bytes.
        const webp = await page.evaluate(
          async ([b64, width, height]) => {
            const img = new Image();
            img.src = `data:image/png;base64,${b64}`;
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = width;
            canvas.height = height;
            const g = canvas.getContext('2d');
            if (g) {
              g.imageSmoothingQuality = 'high';
              g.drawImage(img, 0, 0, width, height);
            }
            return canvas.toDataURL('image/webp', 0.72).split(',')[1] ?? '';
          },
          [png.toString('base64'), SHOT_WIDTH, SHOT_HEIGHT] as const,
        );
        const bytes = Buffer.from(webp, 'base64');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        writeFileSync(join(OUT, lang, `${tool.path}.webp`), bytes);
        total += bytes.length;
      }
    }
    expect(total).toBeLessThan(1.8 * 1024 * 1024);
  });
});
