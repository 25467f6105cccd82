/// <reference lib="dom" />
import { join } from 'node:path';
import knex from 'knex';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInUi } from './support/account.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

// The blog (issue 22, spec §2–§6): an editor writes a story with an image and tags, an admin
// hides and shows it, a guest reads it in its language and gets 404 in another.

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const EDITOR = { email: 'editor@e2e.test', password: 'correct horse battery' };
const ADMIN = { email: 'admin@e2e.test', password: 'correct horse battery' };
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return page;
}

async function setRoles(email: string, roles: string[]): Promise<void> {
  const db = knex({
    client: 'sqlite3',
    connection: { filename: join(server.dataDir, 'referent.sqlite') },
    useNullAsDefault: true,
  });
  try {
    await db('users')
      .where('email', email)
      .update({ roles: JSON.stringify(roles) });
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: ADMIN.email });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

describe('blog', () => {
  let editor: Page;
  let admin: Page;

  it('an editor writes a story with an image and tags; it starts hidden', async () => {
    editor = await newPage();
    await editor.goto(`${server.url}/en/`);
    await registerInUi(editor, EDITOR);
    await setRoles(EDITOR.email, ['editor']);
    await editor.goto(`${server.url}/en/blog/new`);
    await editor.getByRole('heading', { level: 1, name: 'New story' }).waitFor();
    await editor.getByLabel('Title', { exact: true }).fill('Citing preprints');
    await editor.getByLabel('Address (hrefKey)').fill('citing-preprints');
    await editor.getByText('The address is free').waitFor();
    await editor.getByLabel('Tags').fill('APA 7:apa, Preprints');
    await editor.getByLabel('Search engine title').fill('How to cite a preprint');
    await editor.getByLabel('Search engine description').fill('When and how to cite a preprint in APA and GOST.');
    await editor.getByRole('textbox', { name: 'Teaser' }).click();
    await editor.keyboard.type('When and how to cite a preprint.');
    await editor.getByRole('textbox', { name: 'Full text' }).click();
    await editor.keyboard.type('Cite the version you read.');
    // The image goes to the full text through the toolbar's file input.
    await editor
      .locator('[data-testid="image-file"]')
      .nth(1)
      .setInputFiles({ name: 'figure.png', mimeType: 'image/png', buffer: PNG });
    await editor.locator('.rich-text img[src^="/api/blog/images/"]').waitFor();
    await editor.locator('.story-preview img[src^="/api/blog/images/"]').waitFor();
    await screenshot(editor, 'blog-editor-en');
    await editor.getByRole('button', { name: 'Save story' }).click();
    await editor.waitForURL(/\/en\/blog\/story\/citing-preprints$/);
    await editor.getByRole('heading', { level: 1, name: 'Citing preprints' }).waitFor();
    expect(await editor.locator('.story-full img').getAttribute('src')).toMatch(/^\/api\/blog\/images\/\d+$/);
    expect(await editor.locator('.story-tags a').allTextContents()).toEqual(['APA 7', 'Preprints']);
    await editor.getByText('Hidden', { exact: true }).waitFor();
    // An editor may edit but not show, hide or delete (spec §6).
    await editor.getByRole('button', { name: 'Story actions' }).click();
    await editor.getByRole('link', { name: 'Edit' }).waitFor();
    expect(await editor.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await editor.getByRole('button', { name: 'Show' }).count()).toBe(0);
    expect(await editor.title()).toBe('How to cite a preprint | Referent');
  });

  it('a guest does not see the hidden story', async () => {
    const guest = await newPage();
    await guest.goto(`${server.url}/en/blog/story/citing-preprints`);
    await guest.locator('.not-found').waitFor();
  });

  it('an admin shows it (hover menu), hides it and shows it again', async () => {
    admin = await newPage();
    await admin.goto(`${server.url}/en/`);
    await registerInUi(admin, ADMIN);
    await admin.goto(`${server.url}/en/blog/story/citing-preprints`);
    // The admin's aside repeats titles and states: the story's own controls are in main.
    await admin.getByRole('main').getByText('Hidden', { exact: true }).waitFor();
    // Hover opens the menu; leaving closes it after 450 ms.
    await admin.locator('.story-controls').hover();
    await admin.getByRole('main').getByRole('button', { name: 'Show' }).waitFor();
    await admin.mouse.move(5, 5);
    await admin.waitForTimeout(200);
    expect(await admin.getByRole('main').getByRole('button', { name: 'Show' }).count()).toBe(1);
    await admin.waitForTimeout(500);
    expect(await admin.getByRole('main').getByRole('button', { name: 'Show' }).count()).toBe(0);
    // Keyboard: the menu button opens it.
    await admin.getByRole('button', { name: 'Story actions' }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('main').getByRole('button', { name: 'Show' }).click();
    await admin.getByRole('main').getByText('Visible', { exact: true }).waitFor();
    await admin.getByRole('main').getByRole('button', { name: 'Hide' }).click();
    await admin.getByRole('main').getByText('Hidden', { exact: true }).waitFor();
    await admin.getByRole('main').getByRole('button', { name: 'Show' }).click();
    await admin.getByRole('main').getByText('Visible', { exact: true }).waitFor();
    await screenshot(admin, 'blog-story-admin-en');
  });

  it('a guest reads it in English, with the head rendered on the server, and gets 404 in Russian', async () => {
    const html = await (await fetch(`${server.url}/en/blog/story/citing-preprints`)).text();
    expect(html).toContain('<meta property="og:title" content="How to cite a preprint">');
    expect(html).toContain('<meta property="og:type" content="article">');
    const wrong = await fetch(`${server.url}/ru/blog/story/citing-preprints`);
    expect(wrong.status).toBe(404);
    const guest = await newPage(390);
    await guest.goto(`${server.url}/en/blog`);
    await guest.getByRole('link', { name: 'Citing preprints' }).click();
    await guest.getByRole('heading', { level: 1, name: 'Citing preprints' }).waitFor();
    expect(await guest.getByRole('button', { name: 'Story actions' }).count()).toBe(0);
    await screenshot(guest, 'blog-story-guest-en-390');
    await guest.goto(`${server.url}/ru/blog/story/citing-preprints`);
    await guest.locator('.not-found').waitFor();
    await screenshot(guest, 'blog-story-wrong-lang-ru');
    // A tag lists its stories; a bare tag redirects to its page 1.
    await guest.goto(`${server.url}/en/blog/apa`);
    await guest.waitForURL(/\/en\/blog\/1\/apa$/);
    await guest.getByRole('link', { name: 'Citing preprints' }).waitFor();
  });

  it('admins see the blog aside and act from it; editors and guests do not see it', async () => {
    // The editor writes a second story: it starts hidden.
    await editor.goto(`${server.url}/en/blog/new`);
    await editor.getByLabel('Title', { exact: true }).fill('Preprint servers compared');
    await editor.getByLabel('Address (hrefKey)').fill('preprint-servers');
    await editor.getByText('The address is free').waitFor();
    await editor.getByRole('textbox', { name: 'Full text' }).click();
    await editor.keyboard.type('arXiv, bioRxiv, SSRN.');
    await editor.getByRole('button', { name: 'Save story' }).click();
    await editor.waitForURL(/\/en\/blog\/story\/preprint-servers$/);
    await editor.goto(`${server.url}/en/blog`);
    await editor.getByRole('main').getByRole('link', { name: 'Preprint servers compared' }).waitFor();
    expect(await editor.getByTestId('blog-aside').count()).toBe(0);
    expect(await editor.locator('aside.side').count()).toBe(0);
    const guest = await newPage();
    await guest.goto(`${server.url}/en/blog`);
    await guest.getByRole('main').getByRole('link', { name: 'Citing preprints' }).waitFor();
    expect(await guest.getByTestId('blog-aside').count()).toBe(0);

    await admin.goto(`${server.url}/en/blog`);
    const aside = admin.getByRole('region', { name: 'Blog admin' });
    await aside.waitFor();
    await aside.getByText('English: 1 shown, 1 hidden').waitFor();
    const hidden = aside.getByRole('list').filter({ has: admin.getByRole('button', { name: /^Show/ }) });
    expect(await hidden.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Preprint servers compared'),
    ]);
    expect(await hidden.textContent()).toContain(EDITOR.email);
    await screenshot(admin, 'blog-aside-en-1280');
    // Show it from the aside, by keyboard: the list and the counts follow.
    await aside.getByRole('button', { name: 'Show “Preprint servers compared”' }).focus();
    await admin.keyboard.press('Enter');
    await aside.getByText('No hidden stories in this language.').waitFor();
    await aside.getByText('English: 2 shown, 0 hidden').waitFor();
    const card = admin.locator('main .story-card', { hasText: 'Preprint servers compared' });
    await card.getByText('Visible', { exact: true }).waitFor();

    // Rename a tag: Escape cancels and gives focus back; Enter saves.
    const rename = aside.getByRole('button', { name: 'Rename the tag “Preprints”' });
    await rename.click();
    await admin.keyboard.press('Escape');
    await expect.poll(() => rename.evaluate((el) => el === document.activeElement)).toBe(true);
    await admin.keyboard.press('Enter');
    const form = aside.getByRole('form', { name: 'Rename the tag “Preprints”' });
    await form.getByLabel('Tag text').fill('Preprints and postprints');
    await form.getByLabel('Address (hrefKey)').fill('Not a key');
    await form.getByLabel('Address (hrefKey)').press('Enter');
    await expect.poll(() => form.getByLabel('Address (hrefKey)').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Address (hrefKey)').fill('preprints-postprints');
    await form.getByLabel('Address (hrefKey)').press('Enter');
    await aside.getByRole('link', { name: 'Preprints and postprints' }).waitFor();
    await admin.locator('main .story-tags').getByRole('link', { name: 'Preprints and postprints' }).first().waitFor();
    await aside.getByRole('link', { name: 'Preprints and postprints' }).click();
    await admin.waitForURL(/\/en\/blog\/1\/preprints-postprints$/);
    await admin.getByRole('main').getByRole('link', { name: 'Citing preprints' }).waitFor();

    // The aside on a phone and in the other languages.
    for (const locale of ['en', 'ru', 'ua'] as const) {
      await admin.setViewportSize({ width: locale === 'en' ? 1280 : 390, height: 900 });
      await admin.goto(`${server.url}/${locale}/blog`);
      await admin.getByTestId('blog-aside').locator('h3').first().waitFor();
      await screenshot(admin, `blog-aside-${locale}-${locale === 'en' ? 1280 : 390}`);
    }
    await admin.setViewportSize({ width: 390, height: 900 });
    await admin.goto(`${server.url}/en/blog`);
    await admin.getByTestId('blog-aside').locator('h3').first().waitFor();
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(admin, 'blog-aside-en-390');
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  it('deleting asks for confirmation with the title, then goes to blog page 1; lists in ru and ua', async () => {
    await admin.goto(`${server.url}/ru/blog/new`);
    await admin.getByLabel('Заголовок', { exact: true }).fill('Ссылки на препринты');
    await admin.getByLabel('Адрес (hrefKey)').fill('preprinty');
    await admin.getByText('Адрес свободен').waitFor();
    await admin.getByRole('textbox', { name: 'Полный текст' }).click();
    await admin.keyboard.type('Текст статьи.');
    await admin.getByRole('button', { name: 'Сохранить статью' }).click();
    await admin.waitForURL(/\/ru\/blog\/story\/preprinty$/);
    await admin.goto(`${server.url}/ru/blog`);
    await admin.getByRole('main').getByRole('link', { name: 'Ссылки на препринты' }).waitFor();
    await screenshot(admin, 'blog-list-ru');
    await admin.goto(`${server.url}/ua/blog`);
    await admin.getByRole('main').getByText('Статей поки немає.').waitFor();
    await screenshot(admin, 'blog-list-ua');
    await admin.goto(`${server.url}/ru/blog/story/preprinty`);
    await admin.getByRole('button', { name: 'Действия со статьёй' }).click();
    await admin.getByRole('button', { name: 'Удалить' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Подтвердите удаление' });
    await dialog.getByText('Ссылки на препринты').waitFor();
    await screenshot(admin, 'blog-delete-ru');
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await admin.waitForURL(/\/ru\/blog\/1$/);
    expect(await admin.getByRole('main').getByRole('link', { name: 'Ссылки на препринты' }).count()).toBe(0);
  });
});
