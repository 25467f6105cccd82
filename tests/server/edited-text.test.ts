import { dispatch } from '@referent/engine';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, type Client, client, givePlan, type TestCtx } from './support.js';

// Spec editTextRecord on the server: bibl.editedResult[style] is the stored text and the
// exported one; the engine's output everywhere else (docs/api.md, "Edited reference text").

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests();
});
afterAll(async () => {
  await ctx.close();
});

const article = {
  idTypePublication: 1,
  language: 'EN',
  title: { publicationTitle: 'Language learning as language use' },
  series: { series: 'Psychological Review', volume: 126, issue: 1 },
  outputData: { year: 2019 },
  physical: { pages: '1-51' },
  authors: { '1': [{ surname: 'McCauley', name: 'Stewart' }] },
};
const EDITED = 'McCauley S. M. Language learning as language use (edited by hand), 2019.';
const engine = (() => {
  const answer = dispatch({ bibl: article, standarts: ['apa7', 'gost'] });
  if (answer.state !== 'success') throw new Error('fixture does not format');
  return answer.results;
})();

let n = 0;
const user = async () => {
  const email = `edited${++n}@example.org`;
  const c = await (await client(ctx.app)).register(email);
  await givePlan(ctx, email, 'start');
  return c;
};
const save = (c: Client, bibl: object, standarts = ['apa7', 'gost']) =>
  c.req('post', '/api/Bibliograph/').send({ bibl, standarts });

// supertest hands a custom parser the Node stream.
const binary = ((res: import('node:http').IncomingMessage, done: (e: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}) as unknown as (res: import('supertest').Response, done: (e: Error | null, body: unknown) => void) => void;

async function exported(c: Client, ids: number[], standarts: string[]): Promise<{ text: string; html: string }> {
  const res = await c.req('post', '/api/Bibliograph/export').send({ ids, standarts }).buffer(true).parse(binary);
  expect(res.status).toBe(200);
  const buffer = res.body as Buffer;
  const { value } = await mammoth.extractRawText({ buffer });
  const { value: html } = await mammoth.convertToHtml({ buffer });
  return { text: value, html };
}

describe('edited reference text (spec editTextRecord)', () => {
  it('stores the edited text as result[style] on save, the engine’s output for the other styles', async () => {
    const c = await user();
    const res = await save(c, { ...article, editedResult: { apa7: EDITED } });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual({ apa7: EDITED, gost: engine.gost });
    expect(JSON.parse(res.body.data.otherData).editedResult).toEqual({ apa7: EDITED });
    const list = await c.req('get', '/api/Bibliograph/');
    expect(list.body.data[0].result.apa7).toBe(EDITED);
  });

  it('on update: a blank text or a style not chosen goes back to (or stays) the engine’s output', async () => {
    const c = await user();
    const id = (await save(c, article)).body.data.id;
    expect((await c.req('get', '/api/Bibliograph/')).body.data[0].result).toEqual(engine);

    const edited = await c.req('put', '/api/Bibliograph/').send({
      id,
      bibl: { ...article, editedResult: { gost: EDITED, ieee: 'not chosen' } },
      standarts: ['apa7', 'gost'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.result).toEqual({ apa7: engine.apa7, gost: EDITED });

    const cleared = await c
      .req('put', '/api/Bibliograph/')
      .send({ id, bibl: { ...article, editedResult: { apa7: '', gost: '   ' } }, standarts: ['apa7', 'gost'] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.result).toEqual(engine);
  });

  it('checks the edited texts with the record rules: at most 1000 characters, strings, an object', async () => {
    const c = await user();
    const long = await save(c, { ...article, editedResult: { apa7: 'x'.repeat(1001) } });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('invalid');
    expect(long.body.issues).toEqual([{ field: 'bibl.editedResult.apa7', message: 'at most 1000 characters' }]);
    expect((await save(c, { ...article, editedResult: { apa7: 'x'.repeat(1000) } })).status).toBe(200);

    const notText = await save(c, { ...article, editedResult: { gost: 12 } });
    expect(notText.status).toBe(400);
    expect(notText.body.issues.map((i: { field: string }) => i.field)).toContain('bibl.editedResult.gost');
    const notObject = await save(c, { ...article, editedResult: 'text' });
    expect(notObject.status).toBe(400);
    expect(notObject.body.issues.map((i: { field: string }) => i.field)).toContain('bibl.editedResult');
    // Nothing invalid was stored.
    expect((await c.req('get', '/api/Bibliograph/')).body.total).toBe(1);
  });

  it('exports an edited text as it is (plain) and the engine’s rich runs (italics) otherwise', async () => {
    const c = await user();
    const plain = (await save(c, article)).body.data.id;
    const hand = (await save(c, { ...article, editedResult: { apa7: EDITED } })).body.data.id;

    const edited = await exported(c, [hand], ['apa7']);
    expect(edited.text).toContain(EDITED);
    expect(edited.text).not.toContain(engine.apa7);
    expect(edited.html).not.toContain('<em>');

    const formatted = await exported(c, [plain], ['apa7']);
    expect(formatted.text).toContain(engine.apa7);
    expect(formatted.html).toContain('<em>Psychological Review</em>, <em>126</em>(1)');

    // The other style of the edited record is still the engine's.
    const gost = await exported(c, [hand], ['gost']);
    expect(gost.text).toContain(engine.gost);
  });
});
