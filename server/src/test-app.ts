import type { Knex } from 'knex';
import { createApp } from './app.js';
import { connect, migrate } from './db/connect.js';

/**
 * An app on a fresh database for tests: in-memory SQLite, or the PostgreSQL of
 * `PG_TEST_URL` when the suite runs against PostgreSQL.
 */
export async function testApp(opts: { webDist?: string } = {}) {
  const db: Knex = connect(
    process.env.PG_TEST_URL ? { databaseUrl: process.env.PG_TEST_URL, dataDir: ':memory:' } : { dataDir: ':memory:' },
  );
  await migrate(db);
  const app = createApp({ db, version: 'test', ...opts });
  return { app, db };
}
