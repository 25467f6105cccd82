import type { Knex } from 'knex';

/**
 * The blog (spec §3 Blog story): one row per story in one language. `href_key` is the
 * story's address and is unique per language (the same key may name the Russian and the
 * English version of a story). Tags live in their own table so a tag filter is an indexed
 * lookup, not a scan of JSON. Images uploaded by the story editor are kept in the database
 * (not on disk) so every instance behind a balancer serves them; their size and type are
 * checked before insert (blog/images.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stories', (t) => {
    t.increments('id').primary();
    t.string('lang', 2).notNullable();
    t.string('href_key', 200).notNullable();
    t.text('title').notNullable();
    t.text('macro').notNullable();
    t.text('full').notNullable();
    t.string('seo_title', 300).notNullable();
    t.string('seo_description', 1000).notNullable();
    t.boolean('visible').notNullable().defaultTo(false);
    t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['lang', 'href_key']);
    t.index(['lang', 'visible', 'created_at']);
  });
  await knex.schema.createTable('story_tags', (t) => {
    t.integer('story_id').notNullable().references('id').inTable('stories').onDelete('CASCADE');
    t.string('href_key', 100).notNullable();
    t.string('text', 200).notNullable();
    t.primary(['story_id', 'href_key']);
    t.index(['href_key']);
  });
  await knex.schema.createTable('blog_images', (t) => {
    t.increments('id').primary();
    t.string('mime', 40).notNullable();
    t.binary('data').notNullable();
    t.integer('size').notNullable();
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('blog_images');
  await knex.schema.dropTableIfExists('story_tags');
  await knex.schema.dropTableIfExists('stories');
}
