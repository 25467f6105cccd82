import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '../../server/src/db/migrations/index.js';
import { testDb } from '../../server/src/test-app.js';

let ctx: Awaited<ReturnType<typeof testDb>>;
beforeAll(async () => {
  ctx = await testDb();
});
afterAll(async () => {
  await ctx.close();
});

const TABLES = [
  'users',
  'sessions',
  'restore_codes',
  'subscriptions',
  'bibliography',
  'catalogue',
  'annotations',
  'ratings',
  'cards',
  'card_tags',
  'card_tagging',
  'card_links',
  'plans',
  'orders',
  'raw_callbacks',
  'admin_log',
  'saved_texts',
  'text_words',
];

describe('migrations', () => {
  it('create every table, roll back completely and apply again', async () => {
    for (const table of TABLES) expect(await ctx.db.schema.hasTable(table), table).toBe(true);
    await ctx.db.migrate.rollback({ migrationSource }, true);
    for (const table of TABLES) expect(await ctx.db.schema.hasTable(table), table).toBe(false);
    await ctx.db.migrate.latest({ migrationSource });
    for (const table of TABLES) expect(await ctx.db.schema.hasTable(table), table).toBe(true);
  });

  it('delete a user’s every row with the user (foreign keys cascade)', async () => {
    const [user] = await ctx
      .db('users')
      .insert({ email: 'x@example.org', roles: '[]', created_at: new Date() }, ['id']);
    const user_id = (user as { id: number }).id;
    const now = new Date();
    await ctx.db('sessions').insert({ jti: 'j1', user_id, expires_at: now });
    await ctx.db('subscriptions').insert({ user_id, plan: 'base', status: 4 });
    await ctx
      .db('bibliography')
      .insert({ user_id, date: now, authors: '[]', other_data: '{}', standarts: '[]', result: '{}' });
    await ctx.db('catalogue').insert({ user_id, data: '{}', coauthors: '[]', created_at: now });
    await ctx.db('annotations').insert({
      user_id,
      style_type: 'APA',
      language: 'EN',
      title: 't',
      authors: '{}',
      data: '{}',
      date_create: now,
      date_update: now,
    });
    await ctx.db('ratings').insert({ user_id, data: '{}', created_at: now });
    const card = { user_id, title: '', body: 'body', quote: '', info: '', created_at: now, updated_at: now };
    const [c1] = await ctx.db('cards').insert({ ...card, zettel: '1', zettel_key: '1' }, ['id']);
    const [c2] = await ctx.db('cards').insert({ ...card, parent_id: c1.id, zettel: '1/1', zettel_key: '1.1' }, ['id']);
    const [tag] = await ctx.db('card_tags').insert({ user_id, name: 'tag1', color_id: 1 }, ['id']);
    await ctx.db('card_tagging').insert({ card_id: c2.id, tag_id: tag.id });
    await ctx.db('card_links').insert({ card_id: c2.id, target_id: c1.id });
    await ctx.db('saved_texts').insert({ user_id, title: 't', text: 'x', created_at: now, updated_at: now });
    await ctx.db('text_words').insert({ user_id, kind: 'word', word: 'MinHash' });
    await ctx.db('orders').insert({
      order_id: 'R1',
      user_id,
      plan_key: 'start',
      interval: 'monthly',
      amount_minor: 500,
      currency: 'USD',
      provider: 'sandbox',
      status: 'paid',
      created_at: now,
    });
    await ctx.db('raw_callbacks').insert({
      provider: 'sandbox',
      received_at: now,
      headers: '{}',
      body: '',
      verified: true,
      result: 'accepted',
      order_id: 'R1',
      user_id,
    });
    await ctx
      .db('admin_log')
      .insert({ admin_id: user_id, admin_email: 'x@example.org', action: 'a', target: 't', details: '{}', at: now });
    await ctx.db('users').where('id', user_id).delete();
    // The admin log outlives its admin (it keeps the e-mail); plans belong to nobody.
    expect(await ctx.db('admin_log').first('admin_id', 'admin_email')).toEqual({
      admin_id: null,
      admin_email: 'x@example.org',
    });
    for (const table of TABLES.slice(1).filter((x) => x !== 'plans' && x !== 'admin_log')) {
      expect(Number((await ctx.db(table).count({ n: '*' }).first())?.n), table).toBe(0);
    }
  });
});
