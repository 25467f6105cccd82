import { randomBytes } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { type AppDeps, createApp } from './app.js';
import { connect, migrate } from './db/connect.js';

/** True when this test run targets PostgreSQL (the `pg` vitest project sets it). */
export const onPostgres = process.env.REFERENT_TEST_DB === 'pg' && Boolean(process.env.PG_TEST_URL);

/**
 * A fresh, migrated database for one test file: in-memory SQLite, or — in the PostgreSQL
 * suite — a schema of its own in the `PG_TEST_URL` database, dropped by `close`.
 */
export async function testDb(): Promise<{ db: Knex; close: () => Promise<void> }> {
  if (!onPostgres) {
    const db = connect({ dataDir: ':memory:' });
    await migrate(db);
    return { db, close: () => db.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.PG_TEST_URL as string;
  const admin = knex({ client: 'pg', connection: url });
  await admin.raw(`create schema ${schema}`);
  await admin.destroy();
  const db = knex({ client: 'pg', connection: url, searchPath: [schema], pool: { min: 0, max: 5 } });
  await migrate(db);
  const close = async () => {
    await db.raw(`drop schema ${schema} cascade`);
    await db.destroy();
  };
  return { db, close };
}

/** Source search in tests never reaches the internet: a closed loopback port unless a test gives its fakes. */
const OFFLINE_LOOKUPS = { openLibraryUrl: 'http://127.0.0.1:9', crossrefUrl: 'http://127.0.0.1:9' };

/** An app on a fresh database for tests; `close` when done. */
export async function testApp(opts: Partial<Omit<AppDeps, 'db'>> = {}) {
  const { db, close } = await testDb();
  const app = createApp({ db, version: 'test', lookups: OFFLINE_LOOKUPS, ...opts });
  return { app, db, close };
}
