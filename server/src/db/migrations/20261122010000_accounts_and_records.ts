import type { Knex } from 'knex';

/**
 * Accounts (spec §3 user token claims, §6 roles), sessions for refresh and logout,
 * one-time restore codes, subscriptions (spec §4: Status, End, OrderId, plan), and the
 * per-user records of the bibliography, catalogue, annotation and rating tools.
 * Every record table carries `user_id` with a cascading foreign key, so deleting a user
 * deletes all of their data in one statement (GDPR erase).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('email', 320).notNullable().unique();
    t.string('password_hash', 300).nullable();
    t.string('google_id', 100).nullable().unique();
    // JSON list of role names ("admin", "editor", "wip").
    t.text('roles').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('sessions', (t) => {
    t.string('jti', 64).primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('restore_codes', (t) => {
    t.string('code_hash', 64).primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('subscriptions', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // 'start' (Basic) or 'base' (Maximum); trial is the absence of an active subscription.
    t.string('plan', 20).notNullable();
    t.integer('status').notNullable();
    t.timestamp('end', { useTz: true }).nullable();
    t.string('order_id', 100).nullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('bibliography', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('date', { useTz: true }).notNullable();
    t.text('authors').notNullable();
    t.text('other_data').notNullable();
    t.text('standarts').notNullable();
    t.text('result').notNullable();
    t.index(['user_id', 'date']);
  });
  await knex.schema.createTable('catalogue', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('data').notNullable();
    t.text('coauthors').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('annotations', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('style_type', 20).notNullable();
    t.string('language', 2).notNullable();
    t.text('title').notNullable();
    t.text('authors').notNullable();
    t.text('data').notNullable();
    t.timestamp('date_create', { useTz: true }).notNullable();
    t.timestamp('date_update', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('ratings', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('data').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'ratings',
    'annotations',
    'catalogue',
    'bibliography',
    'subscriptions',
    'restore_codes',
    'sessions',
    'users',
  ]) {
    await knex.schema.dropTable(table);
  }
}
