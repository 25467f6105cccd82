import type { Knex } from 'knex';

/** A key/value table for facts about the installation (schema version notes, first start). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('app_meta', (t) => {
    t.string('key', 100).primary();
    t.text('value').notNullable();
  });
  await knex('app_meta').insert({ key: 'created_at', value: new Date().toISOString() });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('app_meta');
}
