import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../server/src/test-app.js';

const MAIN = new URL('../../server/dist/main.js', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'referent-durability-'));
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The database the server under test uses, and a connection for the test to give a plan. */
async function database(): Promise<{ env: Record<string, string>; db: () => Knex }> {
  if (!onPostgres) {
    const file = join(dataDir, 'referent.sqlite');
    return { env: {}, db: () => knex({ client: 'sqlite3', connection: { filename: file }, useNullAsDefault: true }) };
  }
  const url = process.env.PG_TEST_URL as string;
  const schema = `d_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: url });
  await admin.raw(`create schema ${schema}`);
  cleanups.push(async () => {
    await admin.raw(`drop schema ${schema} cascade`);
    await admin.destroy();
  });
  const sep = url.includes('?') ? '&' : '?';
  return {
    env: { DATABASE_URL: `${url}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    db: () => knex({ client: 'pg', connection: url, searchPath: [schema] }),
  };
}

async function start(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return child;
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not start: ${log}`);
}

/** A minimal HTTP client with the XSRF cookie and a Bearer token. */
async function session(base: string) {
  const health = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  let token = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': decodeURIComponent(xsrf),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(5000),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data?: unknown } };
  };
  return {
    call,
    setToken: (t: string) => {
      token = t;
    },
  };
}

describe('durability', () => {
  it('keeps every answered write across a SIGKILL of the server under load', { timeout: 60_000 }, async () => {
    expect(existsSync(MAIN), 'build the server first (npm run build)').toBe(true);
    const { env, db } = await database();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await start(port, env);

    const c = await session(base);
    const reg = await c.call('POST', '/User/Register', { Email: 'durable@example.org', Password: 'correct horse' });
    expect(reg.status).toBe(200);
    c.setToken(String(reg.body.token));
    const conn = db();
    const user = await conn('users').where('email', 'durable@example.org').first('id');
    await conn('subscriptions').insert({ user_id: user.id, plan: 'base', status: 4, end: null, order_id: null });
    await conn.destroy();

    // Four writers save records as fast as answers come back; the kill lands mid-flight.
    const acknowledged = new Map<number, string>();
    const serverErrors: unknown[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const title = `Record ${w}-${i}`;
        try {
          const res = await c.call('POST', '/api/Bibliograph/', {
            bibl: { idTypePublication: 2, title: { publicationTitle: title }, outputData: { year: 2000 + (i % 25) } },
            standarts: ['apa7'],
          });
          if (res.status === 200) acknowledged.set((res.body.data as { id: number }).id, title);
          else serverErrors.push(res.body);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((r) => setTimeout(r, 1500));
    first.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    // Killed by a signal, a child has signalCode set and exitCode null.
    if (first.exitCode === null && first.signalCode === null) await new Promise((r) => first.once('exit', r));
    // Concurrent saves must all succeed (SQLite answered SQLITE_BUSY with several connections).
    expect(serverErrors).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(20);

    await start(port, env);
    const after = await session(base);
    const login = await after.call('POST', '/User/Login', { Email: 'durable@example.org', Password: 'correct horse' });
    expect(login.status).toBe(200);
    after.setToken(String(login.body.token));
    const list = await after.call('GET', '/api/Bibliograph/');
    const stored = new Map(
      (list.body.data as { id: number; otherData: string }[]).map((r) => [
        r.id,
        (JSON.parse(r.otherData) as { title: { publicationTitle: string } }).title.publicationTitle,
      ]),
    );
    const lost = [...acknowledged].filter(([id, title]) => stored.get(id) !== title);
    expect(lost).toEqual([]);
  });
});
