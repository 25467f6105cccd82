/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';
import { type FakeGoogle, fakeGoogle } from './support/fake-google.js';
import { type RunningServer, startServer } from './support/server.js';
import { notifications } from './support/ui.js';

// Google sign-in in the web (spec §4 window states, §8 messages) against a local fake
// identity server: sign in, a closed window, a forged token, and linking in the personal area.

let server: RunningServer;
let browser: Browser;
let google: FakeGoogle;
let page: Page;

beforeAll(async () => {
  google = await fakeGoogle();
  server = await startServer({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_JWKS_URL: `${google.url}/certs`,
    GOOGLE_AUTH_URL: `${google.url}/auth`,
  });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => console.error('page error:', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await google?.close();
});

async function openLogin(): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
}

describe('Google sign-in', () => {
  it('shows the window states: open, then closed without signing in', async () => {
    await page.goto(`${server.url}/en/`);
    await openLogin();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Sign in with Google' }).click(),
    ]);
    await dialog.getByText('The Google window is open: finish signing in there.').waitFor();
    await screenshot(page, 'google-window-open-1280');
    await popup.close();
    await dialog.getByText('The Google window was closed before signing in: retry.').waitFor();
  });

  it('refuses a token Google did not sign, with the spec’s message', async () => {
    google.forge = true;
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Sign in with Google' }).click(),
    ]);
    await popup.getByRole('button', { name: /Continue as/ }).click();
    await dialog.getByText('Google login failed: invalid token, retry').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    google.forge = false;
  });

  it('signs in with Google, creating the account', async () => {
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Sign in with Google' }).click(),
    ]);
    await popup.getByRole('button', { name: 'Continue as scholar@gmail.example' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.goto(`${server.url}/en/lk/manage`);
    await page.getByText('You are signed in as scholar@gmail.example.').waitFor();
    await page.getByText('Google is linked: you can sign in with it.').waitFor();
    // Spec §6 deleteGoogle: a Google-only account must set a password first.
    await page.getByRole('button', { name: 'Unlink Google' }).click();
    await page.getByText('Set a password before unlinking Google').first().waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
  });

  it('links Google to a password account in Manage, and unlinks it', async () => {
    await page.goto(`${server.url}/en/`);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await dialog.getByLabel('Email').fill('writer@example.org');
    await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await dialog.getByLabel('Confirm password').fill('correct horse battery');
    await dialog.getByLabel('I agree to the terms of use').check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.goto(`${server.url}/en/lk/manage`);
    await page.getByText('Google is not linked.').waitFor();
    google.account = { sub: '2002', email: 'writer.google@gmail.example' };
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Link Google' }).click(),
    ]);
    await popup.getByRole('button', { name: /Continue as/ }).click();
    await expect.poll(() => notifications(page)).toContain('Google has been linked');
    await page.getByText('Google is linked: you can sign in with it.').waitFor();
    await screenshot(page, 'lk-google-linked-1280');
    await page.getByRole('button', { name: 'Unlink Google' }).click();
    await page.getByText('Google is not linked.').waitFor();
  });
});
