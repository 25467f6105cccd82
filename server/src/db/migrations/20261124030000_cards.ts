import type { Knex } from 'knex';

/**
 * The ideas generator (spec §3 Note card and Tag): cards in a Folgezettel tree, tags with a
 * colour, tags on cards, context links between cards, and a full-text index.
 * Every row carries `user_id` (cascading from users, so the GDPR erase takes them along).
 * Full text: SQLite FTS5 (external content kept in step by triggers); PostgreSQL a generated
 * `simple` tsvector with a GIN index. Both index words as written (lower-cased, diacritics
 * kept apart) and the query side stems and prefix-matches (cards/search.ts), so the two
 * databases answer the same in all three languages.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('card_tags', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.integer('color_id').notNullable();
    t.unique(['user_id', 'name']);
  });
  await knex.schema.createTable('cards', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // Children are re-parented before a card is deleted (cards/store.ts); the cascade serves the GDPR erase.
    t.integer('parent_id').nullable().references('id').inTable('cards').onDelete('CASCADE');
    // Stored with slashes (1/1/2); `zettel_key` pads each part so text order is number order.
    t.string('zettel', 700).notNullable();
    t.string('zettel_key', 700).notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.text('quote').notNullable();
    t.string('url', 1000).nullable();
    t.text('info').notNullable();
    t.integer('bibliography_id').nullable().references('id').inTable('bibliography').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['user_id', 'zettel']);
    t.unique(['user_id', 'url']);
    t.index(['user_id', 'zettel_key']);
    t.index(['user_id', 'parent_id']);
  });
  await knex.schema.createTable('card_tagging', (t) => {
    t.integer('card_id').notNullable().references('id').inTable('cards').onDelete('CASCADE');
    t.integer('tag_id').notNullable().references('id').inTable('card_tags').onDelete('CASCADE');
    t.primary(['card_id', 'tag_id']);
    t.index(['tag_id']);
  });
  await knex.schema.createTable('card_links', (t) => {
    t.integer('card_id').notNullable().references('id').inTable('cards').onDelete('CASCADE');
    t.integer('target_id').notNullable().references('id').inTable('cards').onDelete('CASCADE');
    t.primary(['card_id', 'target_id']);
    t.index(['target_id']);
  });
  if (knex.client.config.client === 'pg') {
    await knex.raw(`alter table cards add column search tsvector generated always as (
      to_tsvector('simple', title || ' ' || body || ' ' || quote || ' ' || info)) stored`);
    await knex.raw('create index cards_search on cards using gin (search)');
  } else {
    await knex.raw(`create virtual table cards_fts using fts5(title, body, quote, info,
      content='cards', content_rowid='id', tokenize='unicode61')`);
    await knex.raw(`create trigger cards_fts_insert after insert on cards begin
      insert into cards_fts(rowid, title, body, quote, info) values (new.id, new.title, new.body, new.quote, new.info);
    end`);
    await knex.raw(`create trigger cards_fts_delete after delete on cards begin
      insert into cards_fts(cards_fts, rowid, title, body, quote, info)
        values ('delete', old.id, old.title, old.body, old.quote, old.info);
    end`);
    await knex.raw(`create trigger cards_fts_update after update on cards begin
      insert into cards_fts(cards_fts, rowid, title, body, quote, info)
        values ('delete', old.id, old.title, old.body, old.quote, old.info);
      insert into cards_fts(rowid, title, body, quote, info) values (new.id, new.title, new.body, new.quote, new.info);
    end`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') {
    for (const trigger of ['cards_fts_insert', 'cards_fts_delete', 'cards_fts_update']) {
      await knex.raw(`drop trigger if exists ${trigger}`);
    }
    await knex.raw('drop table if exists cards_fts');
  }
  await knex.schema.dropTableIfExists('card_links');
  await knex.schema.dropTableIfExists('card_tagging');
  await knex.schema.dropTableIfExists('cards');
  await knex.schema.dropTableIfExists('card_tags');
}
