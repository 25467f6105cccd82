import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, client, givePlan, type TestCtx } from './support.js';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests();
});
afterAll(async () => {
  await ctx.close();
});

const LIST = [
  'McCauley, S. M., & Christiansen, M. H. (2019). Language learning as language use. Psychological Review, 126(1), 1–51.',
  'Иванов И. И. Теория информации : учебник. Москва : Наука, 2019. 320 с.',
  'Шевченко Т. Г. Кобзар. Київ : Дніпро, 2010. 448 с.',
].join('\n');

describe('POST /api/Bibliograph/parse-list (a pasted reference list)', () => {
  it('parses each entry in order, and the parsed records save as they are (en dash in pages)', async () => {
    const c = await (await client(ctx.app)).register('list@example.org');
    await givePlan(ctx, 'list@example.org', 'base');
    const res = await c.req('post', '/api/Bibliograph/parse-list').send({ text: LIST });
    expect(res.status).toBe(200);
    const entries = res.body.data as { text: string; recognised: boolean; publication: Record<string, unknown> }[];
    expect(entries.map((e) => e.text.slice(0, 8))).toEqual(['McCauley', 'Иванов И', 'Шевченко']);
    expect(entries.every((e) => e.recognised)).toBe(true);
    for (const e of entries) {
      const saved = await c.req('post', '/api/Bibliograph/').send({ bibl: e.publication, standarts: ['gost2018'] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  });

  it('is a paid function, and refuses more than 100 entries naming the field in the user’s language', async () => {
    const trial = await (await client(ctx.app)).register('trial-list@example.org');
    expect((await trial.req('post', '/api/Bibliograph/parse-list').send({ text: LIST })).body.code).toBe('plan');
    const c = await (await client(ctx.app)).register('long-list@example.org');
    await givePlan(ctx, 'long-list@example.org', 'start');
    const many = Array.from({ length: 101 }, (_, i) => `Author A. Title number ${i}. 2020.`).join('\n');
    const res = await c.req('post', '/api/Bibliograph/parse-list').send({ text: many, lang: 'ru' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ field: 'text', message: 'Не более 100 ссылок за раз' }]);
    expect((await c.req('post', '/api/Bibliograph/parse-list').send({ text: '' })).status).toBe(400);
  });
});
