import type { Knex } from 'knex';

/**
 * Rate-limit counters shared by every server instance on one PostgreSQL database, in the
 * layout rate-limiter-flexible's PostgreSQL store reads and writes (key, points, expire in ms).
 * Created on SQLite too so both databases have one schema; SQLite's single process counts in
 * memory and leaves it empty.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
