import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, client, givePlan, type TestCtx } from './support.js';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests();
});
afterAll(async () => {
  await ctx.close();
});

const ROUTES = ['getAttributes', 'getFrequencies', 'clean', 'abbreviations', 'uniqueness', 'spelling'] as const;

describe('/api/text plan rules (spec §6 text mining)', () => {
  it('every text route is blocked in trial, cut at 1000 characters on Basic, whole on Maximum', async () => {
    const long = 'word '.repeat(400);
    const trial = await (await client(ctx.app)).register('text-trial@example.org');
    for (const path of ROUTES) {
      const blocked = await trial.req('post', `/api/text/${path}`).send({ text: 'Some text.' });
      expect([path, blocked.status, blocked.body.code]).toEqual([path, 403, 'plan']);
    }
    const warm = await trial.req('post', '/api/text/spelling/warm').send({ lang: 'ru' });
    expect([warm.status, warm.body.code]).toEqual([403, 'plan']);

    const basic = await (await client(ctx.app)).register('text-basic@example.org');
    await givePlan(ctx, 'text-basic@example.org', 'start');
    for (const path of ROUTES) {
      const cut = await basic.req('post', `/api/text/${path}`).set('Accept-Language', 'ru').send({ text: long });
      expect(cut.status).toBe(200);
      expect(cut.body).toMatchObject({
        truncated: true,
        notice: 'Демо-текст ограничен 1000 символами: остальное обрезано',
      });
    }
    const attrs = await basic.req('post', '/api/text/getAttributes').send({ text: long });
    expect(attrs.body.data).toMatchObject({ characters: 1000, words: 200, lang: 'en' });
    const cleaned = await basic.req('post', '/api/text/clean').send({ text: `${'a'.repeat(1000)}  b` });
    expect(cleaned.body.data.fixes).toEqual([]);
    const short = await basic.req('post', '/api/text/getFrequencies').send({ text: 'model a model b' });
    expect(short.body).toMatchObject({ truncated: false, data: { terms: [{ term: 'model', count: 2 }] } });
    expect(short.body.notice).toBeUndefined();

    const max = await (await client(ctx.app)).register('text-max@example.org');
    await givePlan(ctx, 'text-max@example.org', 'base');
    const whole = await max.req('post', '/api/text/getAttributes').send({ text: long });
    expect(whole.body).toMatchObject({ truncated: false, data: { characters: 2000, words: 400 } });
  });

  it('guests get 401; bad input is a 400 naming the field', async () => {
    const guest = await client(ctx.app);
    expect((await guest.req('post', '/api/text/clean').send({ text: 'x' })).status).toBe(401);
    const max = await (await client(ctx.app)).register('text-bad@example.org');
    await givePlan(ctx, 'text-bad@example.org', 'base');
    const bad = await max.req('post', '/api/text/getAttributes').send({ text: 'x', lang: 'de' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('lang');
    const many = await max
      .req('post', '/api/text/uniqueness')
      .send({ text: 'x', sources: Array.from({ length: 11 }, (_, i) => ({ name: `s${i}`, text: 'y' })) });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain('sources');
  });
});

describe('/api/text analyses', () => {
  it('style, clean, abbreviations and uniqueness (with the user’s own annotations, never another user’s)', async () => {
    const me = await (await client(ctx.app)).register('text-me@example.org');
    await givePlan(ctx, 'text-me@example.org', 'base');
    const other = await (await client(ctx.app)).register('text-other@example.org');
    const now = new Date();
    const ids = await ctx
      .db('users')
      .whereIn('email', ['text-me@example.org', 'text-other@example.org'])
      .select('id', 'email');
    const idOf = (email: string) => ids.find((u: { email: string }) => u.email === email)?.id;
    const annotation = (userId: number, title: string, text: string) => ({
      user_id: userId,
      style_type: 'free',
      language: 'ru',
      title,
      authors: '',
      data: JSON.stringify({ relevance: text }),
      date_create: now,
      date_update: now,
    });
    const shared = 'Мы изучили влияние языковой модели на качество перевода научных текстов.';
    await ctx
      .db('annotations')
      .insert([
        annotation(idOf('text-me@example.org'), 'Моя аннотация', shared),
        annotation(idOf('text-other@example.org'), 'Чужая аннотация', shared),
      ]);
    expect(other).toBeDefined();

    const text = `${shared} Высшая аттестационная комиссия (ВАК) и ДНК.`;
    const style = await me.req('post', '/api/text/getAttributes').send({ text, lang: 'ru' });
    expect(style.body.data).toMatchObject({ lang: 'ru', sentences: 2 });
    expect(style.body.data.readability.map((r: { id: string }) => r.id)).toEqual([
      'oborneva',
      'solovyev',
      'matskovsky',
    ]);
    const ua = await me
      .req('post', '/api/text/getAttributes')
      .send({ text: 'Мова є засобом. Ми її вчимо.', lang: 'ua' });
    expect(ua.body.data).toMatchObject({ lang: 'uk', readability: [] });

    const abbr = await me
      .req('post', '/api/text/abbreviations')
      .send({ text, dictionary: { ДНК: 'дезоксирибонуклеиновая кислота' } });
    expect(abbr.body.data.list).toEqual([
      { abbr: 'ВАК', expansion: 'Высшая аттестационная комиссия' },
      { abbr: 'ДНК', expansion: 'дезоксирибонуклеиновая кислота' },
    ]);

    const uniq = await me
      .req('post', '/api/text/uniqueness')
      .send({ text, sources: [{ name: 'draft.txt', text: 'Другой текст совсем.' }] });
    expect(uniq.body.data.sources.map((s: { name: string; kind: string }) => [s.name, s.kind])).toEqual([
      ['Моя аннотация', 'annotation'],
      ['draft.txt', 'upload'],
    ]);
    expect(uniq.body.data.overlaps[0]).toMatchObject({ source: 'Моя аннотация', start: 0 });

    const spelling = await me
      .req('post', '/api/text/spelling')
      .send({ text: 'We recieve MinHash data.', accepted: [] });
    expect(spelling.body.data).toEqual({ lang: 'en', misspelt: [{ word: 'recieve', start: 3, end: 10 }] });
    // English: the smallest dictionary to load in the background of a test run.
    const warm = await me.req('post', '/api/text/spelling/warm').send({ lang: 'en' });
    expect([warm.status, warm.body.data]).toEqual([200, { lang: 'en' }]);
    const suggest = await me.req('post', '/api/text/suggest').send({ word: 'recieve', lang: 'en' });
    expect(suggest.body.data.suggestions).toContain('receive');

    const clean = await me.req('post', '/api/text/clean').send({ text: 'Он сказал "да" - и ушёл...' });
    expect(clean.body.data.fixes.map((f: { kind: string }) => f.kind)).toEqual([
      'quotes',
      'quotes',
      'dash',
      'ellipsis',
    ]);
  });
});
