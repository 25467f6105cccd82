import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, type Client, client, givePlan, type TestCtx } from './support.js';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests();
});
afterAll(async () => {
  await ctx.close();
});

const article = (journal: string, year: number, surname: string) => ({
  idTypePublication: 1,
  language: 'EN',
  title: { publicationTitle: `On ${surname}` },
  series: { series: journal, volume: 1, issue: 1 },
  outputData: { year },
  physical: { pages: '1-10' },
  authors: { '1': [{ surname, name: 'Ann' }] },
});
const book = {
  idTypePublication: 2,
  language: 'RU',
  title: { publicationTitle: 'Книга' },
  outputData: { year: 2010, publisher: 'Наука', city: 'Москва' },
  authors: { '1': [{ surname: 'Иванов', name: 'Иван' }] },
};

let n = 0;
async function user(): Promise<Client> {
  const email = `i${++n}@example.org`;
  const c = await (await client(ctx.app)).register(email);
  await givePlan(ctx, email, 'base');
  return c;
}
const save = async (c: Client, bibl: object, standarts: string[]) => {
  const res = await c.req('post', '/api/Bibliograph/').send({ bibl, standarts });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('GET /api/Infographics', () => {
  it('counts my records only', async () => {
    const me = await user();
    const other = await user();
    await save(me, article('Nature', 2019, 'Smith'), ['apa7', 'gost']);
    await save(me, article('Nature', 2020, 'Smith'), ['apa7']);
    await save(me, book, ['gost']);
    await save(other, article('Science', 1999, 'Jones'), ['mla']);

    const res = await me.req('get', '/api/Infographics');
    expect(res.status).toBe(200);
    const g = res.body.data;
    expect(g.total).toBe(3);
    expect(g.byYear).toEqual([
      { key: '2010', count: 1 },
      { key: '2019', count: 1 },
      { key: '2020', count: 1 },
    ]);
    expect(g.byType).toEqual([
      { key: '1', count: 2 },
      { key: '2', count: 1 },
    ]);
    expect(g.byLanguage).toEqual([
      { key: 'EN', count: 2 },
      { key: 'RU', count: 1 },
    ]);
    expect(g.byStyle).toEqual([
      { key: 'apa7', count: 2 },
      { key: 'gost', count: 2 },
    ]);
    expect(g.journals).toEqual([{ key: 'Nature', count: 2 }]);
    expect(g.authors).toEqual([
      { key: 'Smith A.', count: 2 },
      { key: 'Иванов И.', count: 1 },
    ]);
    const month = new Date().toISOString().slice(0, 7);
    expect(g.growth).toEqual([{ key: month, count: 3 }]);

    const theirs = (await other.req('get', '/api/Infographics')).body.data;
    expect(theirs.total).toBe(1);
    expect(theirs.journals).toEqual([{ key: 'Science', count: 1 }]);
  });

  it('answers an empty library with zero and empty lists', async () => {
    const res = await (await user()).req('get', '/api/Infographics');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 0, byYear: [], journals: [], growth: [] });
  });

  it('refuses a guest with 401', async () => {
    const res = await (await client(ctx.app)).req('get', '/api/Infographics');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('auth');
  });
});
