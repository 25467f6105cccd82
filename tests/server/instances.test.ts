import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two server processes on two loopback ports over one PostgreSQL database, as behind a load
 * balancer (docs/deploy.md): budgets and logouts must hold whichever instance answers. Runs
 * once, in the unit project, when PG_TEST_URL is given (.ci/run always gives it).
 */
const PG = process.env.PG_TEST_URL;
const ROOT = resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startInstance(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [resolve(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) throw new Error(`instance exited:\n${log}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    if (Date.now() > deadline) throw new Error(`instance did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A form POST through one instance, with the XSRF cookie and header a browser would send. */
async function post(url: string, path: string, form: Record<string, string>, token?: string) {
  const xsrf = 'x'.repeat(32);
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(form),
  });
}

describe.runIf(PG && process.env.REFERENT_TEST_DB !== 'pg')('two instances, one PostgreSQL', () => {
  const schema = `inst_${randomBytes(5).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: PG as string });
  let a: { url: string; child: ChildProcess };
  let b: { url: string; child: ChildProcess };

  beforeAll(async () => {
    await admin.raw(`create schema ${schema}`);
    // Both instances see only this test's schema (libpq `options`), and migrate it on start.
    const url = `${PG}${(PG as string).includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    a = await startInstance(url);
    b = await startInstance(url);
  });
  afterAll(async () => {
    for (const i of [a, b]) i?.child.kill('SIGTERM');
    await admin.raw(`drop schema if exists ${schema} cascade`);
    await admin.destroy();
  });

  it('a login budget is shared: attempts split over both instances still stop at the budget', async () => {
    expect(
      (await post(a.url, '/User/Register', { Email: 'shared@example.org', Password: 'correct horse' })).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(i % 2 ? b.url : a.url, '/User/Login', {
        Email: 'shared@example.org',
        Password: `no ${i}`,
      });
      statuses.push(res.status);
    }
    // 10 per address and account (docs/security.md), whichever instance counted them.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a logout on one instance ends the session on the other', async () => {
    const registered = await post(b.url, '/User/Register', { Email: 'logout@example.org', Password: 'correct horse' });
    const { token } = (await registered.json()) as { token: string };
    const me = () => fetch(`${b.url}/api/Lk/Me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    expect((await post(a.url, '/User/Logout', {}, token)).status).toBe(200);
    expect((await me()).status).toBe(401);
  });

  it('a plan count is shared: the Trial limit holds across instances', async () => {
    const registered = await post(a.url, '/User/Register', { Email: 'count@example.org', Password: 'correct horse' });
    const { token } = (await registered.json()) as { token: string };
    const save = (url: string) =>
      fetch(`${url}/api/Bibliograph/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${'y'.repeat(32)}`,
          'x-xsrf-token': 'y'.repeat(32),
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          bibl: {
            idTypePublication: 2,
            language: 'EN',
            title: { publicationTitle: 'A book' },
            outputData: { year: 2020 },
          },
          standarts: ['apa7'],
        }),
      });
    expect((await save(a.url)).status).toBe(200);
    expect((await save(b.url)).status).toBe(403);
  });
});
