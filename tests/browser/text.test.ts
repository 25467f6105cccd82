/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const SHOW_TABLE = 'Показать таблицей';
const WHO = { email: 'author@example.org', password: 'correct horse battery' };
const RU = [
  'Данный метод является новым. Высшая аттестационная комиссия (ВАК) утверждает перечень журналов, т. е. список изданний.',
  'Исследование было проведено А. С. Ивановым в 2020 г. и описано на с. 25. В статье "Методы анализа" - см. табл. 2 - сказано, что ВАК и НИИ согласны...',
  'Языковая модель обучается на корпусе. Языковые модели обучаются быстро на корпусе текстов.',
].join('\n\n');

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

async function givePlan(plan: 'start' | 'base') {
  const db = knex({
    client: 'sqlite3',
    connection: { filename: join(server.dataDir, 'referent.sqlite') },
    useNullAsDefault: true,
  });
  const user = await db('users').where('email', WHO.email).first('id');
  await db('subscriptions').insert({ user_id: user.id, plan, status: 4, end: null, order_id: 'e2e' });
  await db.destroy();
}

describe('the text tool in a real browser', () => {
  it('sends a guest home with the login dialog, as the other user-only tools do', async () => {
    await page.goto(`${server.url}/en/text`);
    await page.waitForURL(`${server.url}/en/`);
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
  });

  it('refuses the analysis on the trial plan (spec §6), with the demo message', async () => {
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await dialog.getByLabel('Email').fill(WHO.email);
    await dialog.getByLabel('Password', { exact: true }).fill(WHO.password);
    await dialog.getByLabel('Confirm password').fill(WHO.password);
    await dialog.getByLabel('I agree to the terms of use').check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`${server.url}/en/text`);
    await page.getByLabel('Your text').fill('A short text.');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect.poll(() => notifications(page)).toContain('unavailable');
  });

  it('pastes a Russian text and runs every analysis', async () => {
    await givePlan('base');
    await page.goto(`${server.url}/ru/text`);
    await expect.poll(() => page.title()).toBe('Анализ текста | Referent');
    await page.getByLabel('Ваш текст').fill(RU);
    await page.getByRole('button', { name: 'Анализировать' }).click();

    // Style: statistics, Russian formulas with their sources, clichés highlighted with a suggestion.
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('rowheader', { name: 'Индекс Флеша в адаптации Оборневой' }).waitFor();
    expect(await panel.getByText('Solovyev, Ivanov, Solnyshkina 2018 (J. Intell. Fuzzy Syst. 34(5))').count()).toBe(1);
    // Where the coefficients were checked, and what could not be, is said under the table.
    expect(await panel.locator('.text-checked').textContent()).toContain('не удалось');
    // 6 sentences: «т. е.», «А. С.», «2020 г. и», «с. 25», «см. табл. 2» do not end one.
    expect(await panel.getByText('Предложения', { exact: true }).locator('xpath=../dd').textContent()).toBe('6');
    await panel.getByLabel(/канцелярск/).check();
    expect(await panel.locator('mark').allTextContents()).toEqual(['Данный', 'является']);
    expect(await panel.locator('mark').first().getAttribute('title')).toBe('→ этот');
    await screenshot(page, 'text-style-ru-1280');

    // Frequency: keywords, chart, cloud, CSV.
    await page.getByRole('tab', { name: 'Частотность' }).click();
    expect(await panel.locator('.text-keywords').textContent()).toContain('языковая модель');
    // The bar chart (Observable Plot, loaded with the tab) and its table alternative, by keyboard.
    const bars = panel.locator('figure[data-chart="word-frequencies"]');
    await bars.locator('svg').first().waitFor();
    const showTable = bars.getByRole('button', { name: SHOW_TABLE });
    await showTable.focus();
    await page.keyboard.press('Enter');
    expect(await bars.getByRole('rowheader').first().textContent()).toBe('ВАК');
    expect(await bars.locator('svg text').allTextContents()).toContain('ВАК');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Выгрузить CSV' }).click(),
    ]);
    const csvText = readFileSync(await csv.path(), 'utf8');
    expect(csvText.split('\r\n')[0]).toBe('\uFEFFвид,термин,число,доля,формы');
    expect(csvText).toContain('bigram,языковая модель,2,');
    await panel.getByLabel('Облако слов').check();
    // The word cloud (d3-cloud): placed words in the SVG, every word in its table.
    const cloud = panel.locator('figure[data-chart="word-cloud"]');
    await cloud.locator('svg text').first().waitFor();
    expect(await cloud.locator('svg text').count()).toBeGreaterThan(10);
    await cloud.getByRole('button', { name: SHOW_TABLE }).click();
    expect(await cloud.getByRole('rowheader').allTextContents()).toContain('ВАК');
    await screenshot(page, 'text-frequency-ru-1280');

    // Abbreviations: ВАК expanded, НИИ never; the dictionary fills НИИ; the list goes to Word.
    await page.getByRole('tab', { name: 'Сокращения' }).click();
    await panel.getByRole('row', { name: /ВАК Высшая аттестационная комиссия 2 расшифровано/ }).waitFor();
    await panel.getByRole('row', { name: /НИИ — 1 не расшифровано/ }).waitFor();
    await panel.getByLabel('Сокращение').fill('НИИ');
    await panel.getByLabel('Расшифровка').fill('научно-исследовательский институт');
    await panel.getByRole('button', { name: 'Добавить' }).click();
    await panel.getByRole('row', { name: /НИИ научно-исследовательский институт \(из вашего словаря\)/ }).waitFor();
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Выгрузить в Word' }).click(),
    ]);
    expect(docx.suggestedFilename()).toBe('сокращения.docx');
    const { value } = await mammoth.extractRawText({ path: await docx.path() });
    expect(value.split('\n').filter(Boolean)).toEqual([
      'Перечень сокращений и обозначений',
      'ВАК\t— Высшая аттестационная комиссия',
      'НИИ\t— научно-исследовательский институт',
    ]);
    await screenshot(page, 'text-abbreviations-ru-1280');

    // Spelling (Hunspell on the server, loaded on request): a suggestion replaces the word, a name is accepted.
    await page.getByRole('tab', { name: 'Орфография' }).click();
    await panel.getByRole('button', { name: 'Проверить орфографию' }).click();
    await panel.getByRole('heading', { name: '2 незнакомых слова' }).waitFor({ timeout: 30_000 });
    expect(await panel.locator('mark').allTextContents()).toEqual(['изданний', 'Ивановым']);
    await panel.getByRole('button', { name: 'Варианты для «изданний»' }).click();
    await panel.getByRole('button', { name: 'Заменить «изданний» на «изданий» везде' }).click();
    expect(await page.getByLabel('Ваш текст').inputValue()).toContain('список изданий.');
    await panel.getByRole('heading', { name: '1 незнакомое слово' }).waitFor();
    await panel.getByRole('button', { name: 'Добавить в мои слова' }).click();
    await panel.getByRole('heading', { name: '0 незнакомых слов' }).waitFor();
    await screenshot(page, 'text-spelling-ru-1280');

    // Uniqueness: says what it compares with; an added file overlaps and is named.
    await page.getByRole('tab', { name: 'Уникальность' }).click();
    expect(await panel.locator('.note').textContent()).toContain('это не проверка по интернету');
    await panel.getByLabel('Добавить тексты для сравнения (.txt)').setInputFiles({
      name: 'черновик.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Черновик: языковая модель обучается на корпусе, и это всё.'),
    });
    await panel.getByRole('rowheader', { name: /черновик\.txt/ }).waitFor();
    expect(await panel.locator('mark').first().textContent()).toBe('Языковая модель обучается на корпусе');
    expect(await panel.locator('mark').first().getAttribute('title')).toBe('черновик.txt');
    await screenshot(page, 'text-uniqueness-ru-1280');
  });

  it('fixes the typography, undoes one fix, copies and takes the cleaned text', async () => {
    const panel = page.getByRole('tabpanel');
    await page.getByRole('tab', { name: 'Чистка' }).click();
    await panel.getByRole('heading', { name: /исправлени/ }).waitFor();
    const fixes = panel.locator('.text-fixes li');
    expect(await fixes.count()).toBeGreaterThan(8);
    // Undo the ellipsis fix only.
    await panel.getByRole('checkbox', { name: /многоточие/ }).uncheck();
    const cleaned = await panel.getByLabel('Очищенный текст').inputValue();
    expect(cleaned).toContain('В статье «Методы анализа»\u00A0— см.\u00A0табл.\u00A02\u00A0— сказано');
    expect(cleaned).toContain('А.\u00A0С.\u00A0Ивановым');
    expect(cleaned).toContain('согласны...');
    await screenshot(page, 'text-clean-ru-1280');
    await panel.getByRole('button', { name: 'Скопировать очищенный текст' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cleaned);
    await panel.getByRole('button', { name: 'Взять очищенный текст' }).click();
    expect(await page.getByLabel('Ваш текст').inputValue()).toBe(cleaned);
    await page.getByRole('button', { name: 'Анализировать' }).click();
    await page.getByRole('tab', { name: 'Чистка' }).click();
    // Only the undone ellipsis is left to fix.
    expect(await panel.locator('.text-fixes li').allTextContents()).toEqual([expect.stringContaining('многоточие')]);
  });

  it('saves a text, finds it in the uniqueness check (two saved texts of one title), keeps the dictionary, deletes with confirmation', async () => {
    const panel = page.getByRole('tabpanel');
    await page.goto(`${server.url}/ru/text`);
    await page.getByLabel('Ваш текст').fill(RU);
    const saved = page.locator('details.text-saved');
    await saved.getByText('Сохранённые тексты (0)').click();
    await saved.getByText('Сохранённых текстов пока нет').waitFor();
    await saved.getByLabel('Название').fill('Глава 1');
    await saved.getByRole('button', { name: 'Сохранить текст' }).click();
    await expect.poll(() => notifications(page)).toContain('Сохранено: Глава 1');
    await saved.getByRole('button', { name: 'Сохранить как новый' }).click();
    await saved.getByText('Сохранённые тексты (2)').waitFor();
    await screenshot(page, 'text-saved-ru-1280');

    // A fresh page: a new text quoting the saved one is compared with both copies, each named.
    await page.goto(`${server.url}/ru/text`);
    await page.getByLabel('Ваш текст').fill('Новый текст. Языковая модель обучается на корпусе, как известно.');
    await page.getByRole('button', { name: 'Анализировать' }).click();
    await page.getByRole('tab', { name: 'Уникальность' }).click();
    const rows = panel.getByRole('rowheader', { name: 'Глава 1 (сохранённый текст)' });
    await expect.poll(() => rows.count()).toBe(2);
    expect(await panel.locator('mark').first().getAttribute('title')).toBe('Глава 1');
    expect(await panel.locator('.note').textContent()).toContain('сохранёнными текстами');
    // The term added earlier lives on the server: this page has it without local storage.
    expect(await page.evaluate(() => localStorage.getItem('referent.text.dictionary'))).toBeNull();
    await page.getByRole('tab', { name: 'Сокращения' }).click();
    await panel.getByText('научно-исследовательский институт').waitFor();

    // Open a saved text into the editor, then delete one after confirming.
    await saved.getByText('Сохранённые тексты (2)').click();
    await saved.getByRole('button', { name: 'Глава 1' }).first().click();
    await expect.poll(() => page.getByLabel('Ваш текст').inputValue()).toBe(RU);
    await saved.getByRole('button', { name: 'Удалить «Глава 1»' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Удалить сохранённый текст?' });
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await saved.getByText('Сохранённые тексты (2)').waitFor();
    await saved.getByRole('button', { name: 'Удалить «Глава 1»' }).first().click();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await saved.getByText('Сохранённые тексты (1)').waitFor();
  });

  it('is usable on a 390 px phone in en, ru and ua, with the Ukrainian note instead of a score', async () => {
    for (const [locale, button, text] of [
      ['en', 'Analyse', 'The sample was carefully measured in order to check it. Smith et al. agreed, e.g. in Fig. 2.'],
      ['ua', 'Аналізувати', 'Даний метод здійснюється швидко. Було встановлено, що метод працює, т. зв. нова модель.'],
      ['ru', 'Анализировать', RU],
    ] as const) {
      // First on a wide screen, for the screenshots of each language (looked at, not asserted).
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${server.url}/${locale}/text`);
      await page.locator('#text-source').fill(text);
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('tabpanel').waitFor();
      await screenshot(page, `text-wide-style-${locale}`);
      await page.getByRole('tab').nth(1).click();
      await page.locator('figure[data-chart="word-frequencies"] svg').first().waitFor();
      await screenshot(page, `text-wide-frequency-${locale}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('tab').first().click();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await screenshot(page, `text-style-${locale}-390`);
      // The readability table fits the phone rather than scrolling inside itself (cut-off sources).
      const table = page.getByRole('tabpanel').locator('table.text-table').first();
      if (locale !== 'ua') {
        expect(await table.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
      }
      // The saved-texts panel (one saved text from the test before) fits the phone too.
      await page.locator('details.text-saved summary').click();
      await page.locator('details.text-saved li').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `text-saved-${locale}-390`);
      // The frequency pictures fit the phone: the bar chart, then the word cloud, each drawn.
      await page.getByRole('tab').nth(1).click();
      await page.locator('figure[data-chart="word-frequencies"] svg').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `text-frequency-${locale}-390`);
      await page.locator('input[name="freq-view"]').nth(1).check();
      await page.locator('figure[data-chart="word-cloud"] svg text').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `text-cloud-${locale}-390`);
    }
    await page.goto(`${server.url}/ua/text`);
    await page.locator('#text-source').fill('Мова є засобом спілкування. Ми її вчимо.');
    await page.getByRole('button', { name: 'Аналізувати' }).click();
    expect(await page.getByRole('tabpanel').locator('.note').textContent()).toContain('лише описову статистику');
  });
});
