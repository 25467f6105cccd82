/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { notifications } from './support/ui.js';

// Spec §2 Lk → Manage and Data against the built server: change the password, download all
// of my data as JSON, delete it all after a confirmation that says it is irreversible.

let server: RunningServer;
let browser: Browser;
let page: Page;

const EMAIL = 'lk@example.org';
const FIRST = 'correct horse battery';
const SECOND = 'a brand new passphrase';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function logIn(p: Page, password: string): Promise<void> {
  await p.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = p.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(EMAIL);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('the personal area (Lk)', () => {
  it('changes the password: the current one is checked, the new one signs in', async () => {
    await page.goto(`${server.url}/en/`);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByLabel('Password', { exact: true }).fill(FIRST);
    await dialog.getByLabel('Confirm password').fill(FIRST);
    await dialog.getByLabel('I agree to the terms of use').check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();

    await page.getByRole('link', { name: 'Personal area' }).first().click();
    await page.waitForURL(`${server.url}/en/lk`);
    // Spec §2 Lk: Subscriptions is the default tab; Manage and Data are sub-routes.
    await page
      .getByRole('navigation', { name: 'Personal area sections' })
      .getByRole('link', { name: 'Manage' })
      .click();
    await page.waitForURL(`${server.url}/en/lk/manage`);
    const manage = page.getByRole('region', { name: 'Manage' });
    await manage.getByRole('button', { name: 'Change the password' }).click();
    await manage.getByText('Enter a password').first().waitFor();

    await manage.getByLabel('Current password').fill('not my password');
    await manage.getByLabel('New password').fill(SECOND);
    await manage.getByLabel('Confirm password').fill(SECOND);
    await manage.getByRole('button', { name: 'Change the password' }).click();
    await manage.getByText('Wrong password').waitFor();
    await screenshot(page, 'lk-manage-1280');

    await manage.getByLabel('Current password').fill(FIRST);
    await manage.getByRole('button', { name: 'Change the password' }).click();
    await expect.poll(() => notifications(page)).toContain('The password has been changed');
    expect(await manage.getByLabel('New password').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Log out' }).click();
    await logIn(page, FIRST);
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('alert').waitFor();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();
    await logIn(page, SECOND);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  });

  it('downloads all of my data as one JSON file', async () => {
    await page.goto(`${server.url}/en/bibliography/create`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Title *', { exact: true }).fill('Syntactic structures revisited');
    await page.getByLabel('Year *', { exact: true }).fill('2020');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/en/bibliography`);

    await page.goto(`${server.url}/en/lk/data`);
    const data = page.getByRole('region', { name: 'My data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Download all my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('referent-export.json');
    const path = join(server.dataDir, 'mine.json');
    await download.saveAs(path);
    const exported = JSON.parse(readFileSync(path, 'utf8'));
    expect(exported.user.email).toBe(EMAIL);
    expect(exported.bibliography).toHaveLength(1);
    expect(exported.bibliography[0].otherData).toContain('Syntactic structures revisited');
  });

  it('deletes all of my data only after the irreversible confirmation', async () => {
    const data = page.getByRole('region', { name: 'My data' });
    await data.getByRole('button', { name: 'Delete all my data' }).click();
    await data.getByText('Enter a password').waitFor();
    await data.getByLabel('Your password, to confirm').fill(SECOND);

    await data.getByRole('button', { name: 'Delete all my data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete all data' });
    await confirm.getByText('Deleting your data is irreversible').waitFor();
    await screenshot(page, 'lk-delete-confirm-1280');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => notifications(page)).toContain('Deletion cancelled');
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(1);

    await data.getByRole('button', { name: 'Delete all my data' }).click();
    await page
      .getByRole('dialog', { name: 'Delete all data' })
      .getByRole('button', { name: 'Delete everything' })
      .click();
    await page.waitForURL(`${server.url}/en/`);
    await expect.poll(() => notifications(page)).toContain('Your account and all of your data have been deleted');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();

    // The account is gone: its password signs nobody in.
    await logIn(page, SECOND);
    await page.getByRole('dialog', { name: 'Log in' }).getByText('Wrong email or password').waitFor();
  });
});
