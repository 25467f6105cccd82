import { join } from 'node:path';
import knex from 'knex';
import type { Page } from 'playwright-core';
import { headerControls } from './ui.js';

/** Registers through the header's dialog (as a person does) and waits until signed in. */
export async function registerInUi(p: Page, who: { email: string; password: string }): Promise<void> {
  await headerControls(p);
  await p.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = p.getByRole('dialog', { name: 'Registration' });
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Password', { exact: true }).fill(who.password);
  await dialog.getByLabel('Confirm password').fill(who.password);
  await dialog.getByLabel('I agree to the terms of use').check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await p.getByRole('button', { name: 'Log out' }).waitFor({ state: 'attached' });
}

/** Gives the account an active paid plan in the running server's SQLite file (what a payment would do). */
export async function givePlanInDb(dataDir: string, email: string, plan: 'start' | 'base'): Promise<void> {
  const db = knex({
    client: 'sqlite3',
    connection: { filename: join(dataDir, 'referent.sqlite') },
    useNullAsDefault: true,
  });
  try {
    const user = await db('users').where('email', email).first('id');
    await db('subscriptions').insert({ user_id: user.id, plan, status: 4, end: null, order_id: 'e2e' });
  } finally {
    await db.destroy();
  }
}

/** The signed-in page's bearer token, for API calls made from the page. */
export const TOKEN_JS = `(() => { const raw = localStorage.getItem('referent.token') ?? ''; return raw.startsWith('"') ? JSON.parse(raw) : raw; })()`;
