import type { Knex } from 'knex';
import * as appMeta from './20261122000000_app_meta.js';
import * as accounts from './20261122010000_accounts_and_records.js';
import * as rateLimits from './20261124010000_rate_limits.js';
import * as payments from './20261124020000_payments.js';
import * as cards from './20261124030000_cards.js';
import * as blog from './20261124110000_blog.js';
import * as texts from './20261124120000_texts.js';

/**
 * Every migration, in order. Listed in code (not read from a folder) so the same list runs
 * from TypeScript sources in tests and from the compiled server, on SQLite and PostgreSQL.
 * A new migration is one file here and one line below.
 */
const MIGRATIONS: Record<string, Knex.Migration> = {
  '20261122000000_app_meta': appMeta,
  '20261122010000_accounts_and_records': accounts,
  '20261124010000_rate_limits': rateLimits,
  '20261124030000_cards': cards,
  '20261124020000_payments': payments,
  '20261124120000_texts': texts,
  '20261124110000_blog': blog,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name] as Knex.Migration,
};
