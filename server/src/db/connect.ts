import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';
import { migrationSource } from './migrations/index.js';

interface SqliteConnection {
  run: (sql: string, cb: (err: Error | null) => void) => void;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, SQLite. */
  databaseUrl?: string;
  /** Folder of the SQLite file (`referent.sqlite`); ':memory:' for an in-memory database. */
  dataDir: string;
}

/**
 * Opens the database: PostgreSQL when a URL is given, else an embedded SQLite file in WAL
 * mode (concurrent readers) with foreign keys on. `synchronous = FULL` syncs the WAL at every
 * commit, so an answered write survives a crash of the process and of the machine.
 */
export function connect(opts: DbOptions): Knex {
  if (opts.databaseUrl) {
    return knex({ client: 'pg', connection: opts.databaseUrl, pool: { min: 0, max: 10 } });
  }
  const memory = opts.dataDir === ':memory:';
  if (!memory) mkdirSync(opts.dataDir, { recursive: true });
  return knex({
    client: 'sqlite3',
    connection: { filename: memory ? ':memory:' : join(opts.dataDir, 'referent.sqlite') },
    useNullAsDefault: true,
    // One connection: SQLite has a single writer, and a transaction that reads and then
    // writes on one connection while another connection writes fails with SQLITE_BUSY
    // instead of waiting (measured under load). One connection queues in the pool instead;
    // for :memory: it is required anyway (each connection would be its own database).
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: SqliteConnection, done: (err: Error | null) => void) => {
        // Other processes (backups, admin scripts) may hold the lock for a moment: wait 5 s.
        const pragmas = memory
          ? ['foreign_keys = ON']
          : ['foreign_keys = ON', 'journal_mode = WAL', 'synchronous = FULL', 'busy_timeout = 5000'];
        const next = (i: number) => {
          if (i === pragmas.length) return done(null);
          conn.run(`PRAGMA ${pragmas[i]}`, (err) => (err ? done(err) : next(i + 1)));
        };
        next(0);
      },
    },
  });
}

/** Brings the schema up to date; run at every start. */
export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** The database's state for /api/health. */
export async function databaseStatus(db: Knex): Promise<{ client: string; status: 'ok' | 'error'; error?: string }> {
  const client = String(db.client.config.client);
  try {
    await db.raw('select 1');
    return { client, status: 'ok' };
  } catch (e) {
    return { client, status: 'error', error: (e as Error).message };
  }
}

/**
 * The token-signing key, created once and kept in `app_meta`, so tokens survive restarts and
 * every process on the same database agrees on it.
 */
export async function tokenSecret(db: Knex): Promise<Uint8Array> {
  const row = (await db('app_meta').where('key', 'jwt_secret').first('value')) as { value: string } | undefined;
  if (row) return Buffer.from(row.value, 'base64');
  const value = randomBytes(32).toString('base64');
  await db('app_meta').insert({ key: 'jwt_secret', value }).onConflict('key').ignore();
  const stored = (await db('app_meta').where('key', 'jwt_secret').first('value')) as { value: string };
  return Buffer.from(stored.value, 'base64');
}
