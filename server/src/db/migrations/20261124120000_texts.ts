import type { Knex } from 'knex';

/**
 * The text tool (issue 20): texts a user chose to save (the tool stores nothing else), and the
 * user's own dictionary — words the spell-checker accepts (`kind` word) and abbreviations with
 * their expansion (`kind` term) — kept on the server so they follow the user to every device.
 * Every row carries `user_id`, cascading from users so the GDPR erase takes them along.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_texts', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('text').notNullable();
    t.string('lang', 8).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['user_id', 'updated_at']);
  });
  await knex.schema.createTable('text_words', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 8).notNullable();
    t.string('word', 100).notNullable();
    // Only terms have one: the abbreviation's expansion.
    t.string('expansion', 300).nullable();
    t.unique(['user_id', 'kind', 'word']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('text_words');
  await knex.schema.dropTableIfExists('saved_texts');
}
