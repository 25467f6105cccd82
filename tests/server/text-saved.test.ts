import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, client, givePlan, type TestCtx } from './support.js';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests();
});
afterAll(async () => {
  await ctx.close();
});

const PASSAGE =
  'Children learn language by using it in conversation with adults, and usage shapes the grammar they finally acquire.';

describe('/api/text/saved: saved texts', () => {
  it('saves, lists, opens, overwrites and deletes only my own texts', async () => {
    const me = await (await client(ctx.app)).register('saved-me@example.org');
    await givePlan(ctx, 'saved-me@example.org', 'base');
    const other = await (await client(ctx.app)).register('saved-other@example.org');
    await givePlan(ctx, 'saved-other@example.org', 'base');

    const saved = await me.req('post', '/api/text/saved').send({ title: 'Intro', text: PASSAGE, lang: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ title: 'Intro', text: PASSAGE, lang: 'en', characters: PASSAGE.length });
    const id = saved.body.data.id as number;

    const list = await me.req('get', '/api/text/saved');
    expect(list.body.data).toEqual([expect.objectContaining({ id, title: 'Intro', characters: PASSAGE.length })]);
    expect(list.body.data[0].text).toBeUndefined();
    expect((await me.req('get', `/api/text/saved/${id}`)).body.data.text).toBe(PASSAGE);

    // Another user sees none of it, cannot open, overwrite or delete it.
    expect((await other.req('get', '/api/text/saved')).body.data).toEqual([]);
    expect((await other.req('get', `/api/text/saved/${id}`)).status).toBe(404);
    expect((await other.req('post', '/api/text/saved').send({ id, title: 'Mine', text: 'x' })).status).toBe(404);
    expect((await other.req('delete', `/api/text/saved/${id}`)).status).toBe(404);

    const renamed = await me.req('post', '/api/text/saved').send({ id, title: 'Introduction', text: 'Short.' });
    expect(renamed.body.data).toMatchObject({ id, title: 'Introduction', text: 'Short.', lang: null });
    expect((await me.req('get', '/api/text/saved')).body.data).toHaveLength(1);

    expect((await me.req('delete', `/api/text/saved/${id}`)).status).toBe(200);
    expect((await me.req('get', `/api/text/saved/${id}`)).status).toBe(404);
    expect((await me.req('get', '/api/text/saved/abc')).status).toBe(404);
  });

  it('trial saves nothing, Basic up to 1000 characters, Maximum any length; bad input names the field', async () => {
    const trial = await (await client(ctx.app)).register('saved-trial@example.org');
    const blocked = await trial.req('post', '/api/text/saved').send({ title: 'T', text: 'x' });
    expect([blocked.status, blocked.body.code]).toEqual([403, 'plan']);

    const basic = await (await client(ctx.app)).register('saved-basic@example.org');
    await givePlan(ctx, 'saved-basic@example.org', 'start');
    expect((await basic.req('post', '/api/text/saved').send({ title: 'T', text: 'a'.repeat(1000) })).status).toBe(200);
    const long = await basic
      .req('post', '/api/text/saved')
      .set('Accept-Language', 'ru')
      .send({ title: 'T', text: 'a'.repeat(1001) });
    expect([long.status, long.body.code]).toEqual([403, 'plan']);
    expect(long.body.issues).toEqual([
      { field: 'text', message: 'Ваш тариф сохраняет тексты не длиннее 1000 символов' },
    ]);
    expect((await basic.req('get', '/api/text/saved')).body.data).toHaveLength(1);

    const max = await (await client(ctx.app)).register('saved-max@example.org');
    await givePlan(ctx, 'saved-max@example.org', 'base');
    expect((await max.req('post', '/api/text/saved').send({ title: 'T', text: 'a'.repeat(50_000) })).status).toBe(200);
    const noTitle = await max.req('post', '/api/text/saved').send({ title: '  ', text: 'x' });
    expect(noTitle.status).toBe(400);
    expect(JSON.stringify(noTitle.body)).toContain('title');
    expect((await (await client(ctx.app)).req('get', '/api/text/saved')).status).toBe(401);
  });

  it('the uniqueness check compares with my saved texts (named), not with other users’ or the one checked', async () => {
    const me = await (await client(ctx.app)).register('saved-uniq@example.org');
    await givePlan(ctx, 'saved-uniq@example.org', 'base');
    const other = await (await client(ctx.app)).register('saved-uniq-other@example.org');
    await givePlan(ctx, 'saved-uniq-other@example.org', 'base');
    await other.req('post', '/api/text/saved').send({ title: 'Their draft', text: PASSAGE });

    const first = await me.req('post', '/api/text/saved').send({ title: 'Draft', text: PASSAGE });
    await me.req('post', '/api/text/saved').send({ title: 'Draft', text: `Another opening. ${PASSAGE}` });
    const check = await me.req('post', '/api/text/uniqueness').send({ text: PASSAGE, lang: 'en' });
    expect(check.status).toBe(200);
    const sources = check.body.data.sources as { name: string; kind: string; containment: number }[];
    expect(sources.map((x) => [x.name, x.kind, x.containment])).toEqual([
      ['Draft', 'saved', 1],
      ['Draft', 'saved', 1],
    ]);
    expect(check.body.data.overlaps.every((o: { source: string }) => o.source === 'Draft')).toBe(true);
    expect(check.body.data.unique).toBe(0);

    const except = await me
      .req('post', '/api/text/uniqueness')
      .send({ text: PASSAGE, lang: 'en', savedId: first.body.data.id });
    expect(except.body.data.sources).toHaveLength(1);
  });

  it('is part of "download all my data" and goes with the account', async () => {
    const me = await (await client(ctx.app)).register('saved-gdpr@example.org');
    await givePlan(ctx, 'saved-gdpr@example.org', 'base');
    await me.req('post', '/api/text/saved').send({ title: 'Kept', text: PASSAGE });
    await me.req('post', '/api/text/words').send({ kind: 'word', word: 'MinHash' });
    const exported = await me.req('get', '/api/Lk/Export');
    expect(exported.body.savedTexts).toEqual([expect.objectContaining({ title: 'Kept', text: PASSAGE })]);
    expect(exported.body.textDictionary).toEqual({ words: ['MinHash'], terms: {} });
    const userId = exported.body.user.id as number;
    const gone = await me.req('post', '/api/Lk/DeleteData').send({ confirm: true, Password: 'correct horse' });
    expect(gone.status).toBe(200);
    expect(await ctx.db('saved_texts').where('user_id', userId).first()).toBeUndefined();
    expect(await ctx.db('text_words').where('user_id', userId).first()).toBeUndefined();
  });
});

describe('/api/text/words: my dictionary on the server', () => {
  it('adds and removes words and terms per user; the spelling and abbreviation checks use them', async () => {
    const me = await (await client(ctx.app)).register('words-me@example.org');
    await givePlan(ctx, 'words-me@example.org', 'base');
    const other = await (await client(ctx.app)).register('words-other@example.org');
    await givePlan(ctx, 'words-other@example.org', 'base');

    const text = 'The frobnicator works.';
    const before = await me.req('post', '/api/text/spelling').send({ text, lang: 'en' });
    expect(before.body.data.misspelt.map((m: { word: string }) => m.word)).toEqual(['frobnicator']);

    await me.req('post', '/api/text/words').send({ kind: 'word', word: 'frobnicator' });
    const added = await me
      .req('post', '/api/text/words')
      .send({ kind: 'term', word: 'UDC', expansion: 'Universal Decimal Classification' });
    expect(added.body.data).toEqual({ words: ['frobnicator'], terms: { UDC: 'Universal Decimal Classification' } });
    // Adding again is no duplicate; a term's expansion is replaced.
    await me.req('post', '/api/text/words').send({ kind: 'word', word: 'frobnicator' });
    await me.req('post', '/api/text/words').send({ kind: 'term', word: 'UDC', expansion: 'UD Classification' });
    expect((await me.req('get', '/api/text/words')).body.data).toEqual({
      words: ['frobnicator'],
      terms: { UDC: 'UD Classification' },
    });

    const after = await me.req('post', '/api/text/spelling').send({ text, lang: 'en' });
    expect(after.body.data.misspelt).toEqual([]);
    const abbr = await me.req('post', '/api/text/abbreviations').send({ text: 'The UDC index is used.', lang: 'en' });
    expect(abbr.body.data.list).toEqual([{ abbr: 'UDC', expansion: 'UD Classification' }]);

    // The other user's checks and dictionary are untouched.
    expect((await other.req('get', '/api/text/words')).body.data).toEqual({ words: [], terms: {} });
    const theirs = await other.req('post', '/api/text/spelling').send({ text, lang: 'en' });
    expect(theirs.body.data.misspelt).toHaveLength(1);
    await other.req('post', '/api/text/words/remove').send({ kind: 'word', word: 'frobnicator' });
    expect((await me.req('get', '/api/text/words')).body.data.words).toEqual(['frobnicator']);

    const removed = await me.req('post', '/api/text/words/remove').send({ kind: 'word', word: 'frobnicator' });
    expect(removed.body.data.words).toEqual([]);
    const bad = await me.req('post', '/api/text/words').send({ kind: 'term', word: 'UDC' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('expansion');
  });
});
