import type { Knex } from 'knex';

/**
 * Plans you can buy (spec §3 Subscription plan: Id, name, interval, price, currency, plus
 * the plan key, an active flag and per-language names and descriptions), the orders a
 * checkout creates, every raw provider callback as received with its verification result
 * (spec RawCBCK), and the log of admin actions. Prices are integers in minor units (cents,
 * kopiykas) so no float ever touches money.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plans', (t) => {
    t.increments('id').primary();
    // 'trial' | 'start' | 'base' (spec §4).
    t.string('plan_key', 10).notNullable();
    // 'monthly' | 'yearly' (spec §9).
    t.string('interval', 10).notNullable();
    t.integer('price_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    // JSON { en, ru, ua }.
    t.text('names').notNullable();
    t.text('descriptions').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('orders', (t) => {
    t.increments('id').primary();
    t.string('order_id', 64).notNullable().unique();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // A snapshot of what was bought: the plan may change or go after the order.
    t.integer('plan_id').nullable();
    t.string('plan_key', 10).notNullable();
    t.string('interval', 10).notNullable();
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.string('provider', 20).notNullable();
    // 'pending' | 'paid' | 'declined' | 'cancelled'.
    t.string('status', 20).notNullable();
    // The provider's id for the recurring agreement (Stripe subscription id), for cancelling.
    t.string('provider_ref', 200).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('paid_at', { useTz: true }).nullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('raw_callbacks', (t) => {
    t.increments('id').primary();
    t.string('provider', 20).notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
    // The signature headers only (never cookies or authorisation), JSON.
    t.text('headers').notNullable();
    t.text('body').notNullable();
    t.boolean('verified').notNullable();
    // 'accepted' | 'declined' | 'duplicate' | 'forged' | 'stale' | 'mismatch' | 'unknownOrder' | 'ignored' | 'malformed'.
    t.string('result', 20).notNullable();
    t.string('order_id', 64).nullable();
    // Set once the order is known, so erasing a user erases their callbacks (GDPR).
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('note').nullable();
    t.index(['received_at']);
    t.index(['order_id']);
  });
  await knex.schema.createTable('admin_log', (t) => {
    t.increments('id').primary();
    t.integer('admin_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    // Kept as text so the log still says who did it after the admin's account is gone.
    t.string('admin_email', 320).notNullable();
    t.string('action', 40).notNullable();
    t.text('target').notNullable();
    t.text('details').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['at']);
  });
  await knex.schema.alterTable('subscriptions', (t) => {
    t.timestamp('created_at', { useTz: true }).nullable();
  });
  await knex('plans').insert(SEED.map((p) => ({ ...p, created_at: new Date() })));
}

const names = (en: string, ru: string, ua: string) => JSON.stringify({ en, ru, ua });

/** The starting price list; admins change it in PaymentManager. */
const SEED = [
  {
    plan_key: 'trial',
    interval: 'monthly',
    price_minor: 0,
    currency: 'USD',
    active: true,
    names: names('Exploratory', 'Ознакомительный', 'Ознайомчий'),
    descriptions: names(
      'Try every tool on a few records',
      'Попробуйте инструменты на нескольких записях',
      'Спробуйте інструменти на кількох записах',
    ),
  },
  {
    plan_key: 'start',
    interval: 'monthly',
    price_minor: 500,
    currency: 'USD',
    active: true,
    names: names('Basic', 'Базовый', 'Базовий'),
    descriptions: names('For a paper or two', 'Для одной-двух статей', 'Для однієї-двох статей'),
  },
  {
    plan_key: 'start',
    interval: 'yearly',
    price_minor: 5000,
    currency: 'USD',
    active: true,
    names: names('Basic', 'Базовый', 'Базовий'),
    descriptions: names('For a paper or two', 'Для одной-двух статей', 'Для однієї-двох статей'),
  },
  {
    plan_key: 'base',
    interval: 'monthly',
    price_minor: 1000,
    currency: 'USD',
    active: true,
    names: names('Maximum', 'Максимальный', 'Максимальний'),
    descriptions: names('No limits', 'Без ограничений', 'Без обмежень'),
  },
  {
    plan_key: 'base',
    interval: 'yearly',
    price_minor: 10000,
    currency: 'USD',
    active: true,
    names: names('Maximum', 'Максимальный', 'Максимальний'),
    descriptions: names('No limits', 'Без ограничений', 'Без обмежень'),
  },
];

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumn('created_at');
  });
  for (const table of ['admin_log', 'raw_callbacks', 'orders', 'plans']) await knex.schema.dropTable(table);
}
