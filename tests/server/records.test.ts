import { inflateRawSync } from 'node:zlib';
import { dispatch } from '@referent/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, type Client, client, givePlan, type TestCtx } from './support.js';

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
const save = (c: Client, bibl: object = article, standarts = ['apa7', 'gost']) =>
  c.req('post', '/api/Bibliograph/').send({ bibl, standarts });

let n = 0;
const user = async (plan?: 'start' | 'base') => {
  const email = `u${++n}@example.org`;
  const c = await (await client(ctx.app)).register(email);
  if (plan) await givePlan(ctx, email, plan);
  return c;
};

describe('/api/Bibliograph/', () => {
  it('saves a record formatted by the engine in each chosen style, and lists it', async () => {
    const c = await user();
    const res = await save(c);
    expect(res.status).toBe(200);
    const expected = dispatch({ bibl: article, standarts: ['apa7', 'gost'] });
    if (expected.state !== 'success') throw new Error('fixture does not format');
    expect(res.body.data.result).toEqual(expected.results);
    expect(res.body.data.result.apa7).toBe(
      'McCauley, S. (2019). Language learning as language use. Psychological Review, 126(1), 1–51.',
    );
    expect(JSON.parse(res.body.data.otherData)).toEqual(article);
    expect(res.body.data.authors).toEqual([{ surname: 'McCauley', name: 'Stewart', fathername: null }]);
    const list = await c.req('get', '/api/Bibliograph/');
    expect(list.body.data).toEqual([res.body.data]);
  });

  it('answers the dispatcher’s messages and the spec §5 rules with 400 and field issues', async () => {
    const c = await user();
    expect((await save(c, article, [])).body).toMatchObject({ code: 'invalid', message: 'Cho\u043ese some standart' });
    expect((await save(c, { ...article, idTypePublication: 12 })).body.message).toBe(
      'Type id of this element is uncorrect',
    );
    const missing = await save(c, { idTypePublication: 2, title: { publicationTitle: ' ' }, outputData: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { field: string }) => i.field)).toEqual(
      expect.arrayContaining(['bibl.title.publicationTitle', 'bibl.outputData.year']),
    );
    const long = await save(c, { ...article, note: 'x'.repeat(1001) });
    expect(long.body.issues).toContainEqual({ field: 'bibl.note', message: 'at most 1000 characters' });
    expect((await c.req('get', '/api/Bibliograph/')).body.data).toEqual([]);
  });

  it('lets a trial user keep one record, not edit or delete it, and says so in Russian', async () => {
    const c = await user();
    const first = await save(c);
    expect(first.status).toBe(200);
    const second = await save(c).set('Accept-Language', 'ru');
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({ code: 'plan', message: 'Нельзя создать более 1 записей', limit: 1 });
    const edit = await c
      .req('put', '/api/Bibliograph/')
      .send({ id: first.body.data.id, bibl: article, standarts: ['mla'] });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe('plan');
    expect((await c.req('delete', `/api/Bibliograph/${first.body.data.id}`)).status).toBe(403);
    expect((await c.req('post', '/api/Bibliograph/parse').send({ text: 'A. Author. Title. 2020.' })).body.code).toBe(
      'plan',
    );
  });

  it('gives a Basic user 8 records, edit and delete; Maximum has no count limit', async () => {
    const c = await user('start');
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push((await save(c)).body.data.id);
    const ninth = await save(c).send({ bibl: article, standarts: ['apa7'], lang: 'ua' });
    expect(ninth.body).toMatchObject({ code: 'plan', message: 'Не можна створити більше 8 записів' });
    const edited = await c.req('put', '/api/Bibliograph/').send({ id: ids[0], bibl: article, standarts: ['mla'] });
    expect(edited.status).toBe(200);
    expect(Object.keys(edited.body.data.result)).toEqual(['mla']);
    expect((await c.req('delete', '/api/Bibliograph/').send({ id: ids[1] })).status).toBe(200);
    expect((await c.req('delete', `/api/Bibliograph/?id=${ids[2]}`)).status).toBe(200);
    expect((await c.req('delete', `/api/Bibliograph/${ids[2]}`)).status).toBe(404);
    const list = (await c.req('get', '/api/Bibliograph/')).body.data;
    expect(list).toHaveLength(6);
    const max = await user('base');
    for (let i = 0; i < 10; i++) expect((await save(max)).status).toBe(200);
  });

  it('counts parallel saves exactly: never more records than the plan allows', async () => {
    const c = await user('start');
    const answers = await Promise.all(Array.from({ length: 12 }, () => save(c)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(8);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(4);
    expect((await c.req('get', '/api/Bibliograph/')).body.data).toHaveLength(8);
  });

  it('follows spec §4: status 4 is active whatever its End; others only until End', async () => {
    const c = await user();
    const id = (await ctx.db('users').orderBy('id', 'desc').first('id')).id;
    const plan = async () => (await c.req('get', '/api/Lk/Me')).body.data.plan;
    await ctx.db('subscriptions').insert({ user_id: id, plan: 'start', status: 14, end: new Date(Date.now() - 1000) });
    expect(await plan()).toBe('trial');
    await ctx
      .db('subscriptions')
      .insert({ user_id: id, plan: 'start', status: 11, end: new Date(Date.now() + 86_400_000) });
    expect(await plan()).toBe('start');
    await ctx
      .db('subscriptions')
      .insert({ user_id: id, plan: 'base', status: 4, end: new Date(Date.now() - 86_400_000) });
    expect(await plan()).toBe('base');
  });
});

describe('/api/UserInfo/Publications/ (catalogue)', () => {
  const pub = {
    title: 'On usage',
    pages: '15-67',
    link: 'https://example.org/on-usage',
    coauthors: [{ surname: 'Lee' }],
  };

  it('creates, updates and deletes with Basic; checks co-authors and link format', async () => {
    const c = await user('start');
    const made = await c.req('post', '/api/UserInfo/Publications/').send(pub);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ title: 'On usage', coauthors: [{ surname: 'Lee' }] });
    const six = Array.from({ length: 6 }, (_, i) => ({ surname: `S${i}` }));
    const tooMany = await c.req('post', '/api/UserInfo/Publications/').send({ ...pub, coauthors: six });
    expect(tooMany.body).toMatchObject({ code: 'invalid', message: 'No more than 5 co-authors' });
    for (const link of ['not a link', 'http://localhost', 'doi:10.1/x', 'javascript:alert(1)']) {
      const bad = await c.req('post', '/api/UserInfo/Publications/').send({ ...pub, link });
      expect(bad.body.issues, link).toEqual([expect.objectContaining({ field: 'link' })]);
    }
    const doi = await c.req('post', '/api/UserInfo/Publications/').send({ ...pub, link: '10.1037/rev0000126' });
    expect(doi.status).toBe(200);
    const updated = await c
      .req('put', '/api/UserInfo/Publications/')
      .send({ ...pub, id: made.body.data.id, title: 'On use' });
    expect(updated.body.data.title).toBe('On use');
    expect((await c.req('delete', `/api/UserInfo/Publications/${made.body.data.id}`)).status).toBe(200);
    expect((await c.req('get', '/api/UserInfo/Publications/')).body.data).toHaveLength(1);
  });
});

describe('/api/Annotation/', () => {
  const ann = { styleType: 'APA', title: 'Usage', sections: { abstract: 'word '.repeat(100) } };

  it('saves with PUT and updates with POST; style and title required; word and character maxima', async () => {
    const c = await user('start');
    const made = await c.req('put', '/api/Annotation/').send(ann);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ styleType: 'APA', language: 'EN', title: 'Usage' });
    const none = await c.req('put', '/api/Annotation/').send({ relevance: 'x' });
    expect(none.body.issues.map((i: { field: string }) => i.field).sort()).toEqual(['styleType', 'title']);
    const long = await c
      .req('put', '/api/Annotation/')
      .set('Accept-Language', 'ru')
      .send({ ...ann, sections: { abstract: 'word '.repeat(251) } });
    expect(long.body.message).toBe('Превышено максимальное количество слов: 250');
    const gost = await c
      .req('put', '/api/Annotation/')
      .send({ styleType: 'GOST', title: 'T', methods: 'я'.repeat(2001) });
    expect(gost.body.message).toBe('Maximum number of characters exceeded: 2000');
    const updated = await c.req('post', '/api/Annotation/').send({ ...ann, id: made.body.data.id, title: 'Use' });
    expect(updated.body.data.title).toBe('Use');
    expect((await c.req('get', '/api/Annotation/')).body.data).toHaveLength(1);
  });
});

describe('/api/ReviewerRating/Rating/', () => {
  it('creates within the plan count and validates scores', async () => {
    const c = await user();
    const made = await c.req('post', '/api/ReviewerRating/Rating/').send({ title: 'Paper', scores: { novelty: 9 } });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ title: 'Paper', scores: { novelty: 9 } });
    expect((await c.req('post', '/api/ReviewerRating/Rating/').send({ title: 'Second' })).body.code).toBe('plan');
    const bad = await (await user('base'))
      .req('post', '/api/ReviewerRating/Rating/')
      .send({ title: 'P', scores: { novelty: 11 } });
    expect(bad.status).toBe(400);
  });
});

describe('personal area', () => {
  it('exports all of my data as JSON and only mine', async () => {
    const a = await user('base');
    const b = await user('base');
    await save(a);
    await save(b, { ...article, title: { publicationTitle: 'B’s own title' } });
    await a.req('put', '/api/Annotation/').send({ styleType: 'MLA', title: 'A annotation' });
    const res = await a.req('get', '/api/Lk/Export');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="?referent-export\.json"?/);
    expect(res.body.bibliography).toHaveLength(1);
    expect(res.body.annotations).toEqual([expect.objectContaining({ title: 'A annotation' })]);
    expect(JSON.stringify(res.body)).not.toContain('B’s own title');
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('deletes all of my data only with confirmation and my password, then my token is dead', async () => {
    const a = await user('base');
    const b = await user('base');
    await save(a);
    await save(b);
    const unconfirmed = await a.req('post', '/api/Lk/DeleteData').send({ Password: 'correct horse' });
    expect(unconfirmed.body).toMatchObject({ code: 'confirm', message: 'Data deletion is irreversible: confirm it' });
    const wrong = await a.req('post', '/api/Lk/DeleteData').send({ confirm: true, Password: 'nope' });
    expect(wrong.status).toBe(400);
    const ok = await a.req('post', '/api/Lk/DeleteData').send({ confirm: true, Password: 'correct horse' });
    expect(ok.body).toEqual({ data: { deleted: true } });
    expect((await a.req('get', '/api/Bibliograph/')).status).toBe(401);
    expect((await b.req('get', '/api/Bibliograph/')).body.data).toHaveLength(1);
    const email = `u${n - 1}@example.org`;
    expect(await ctx.db('users').where('email', email).first()).toBeUndefined();
  });
});

describe('citation parsing', () => {
  it('answers the engine parser’s result on both paths', async () => {
    const c = await user('start');
    const text = 'McCauley, S. (2019). Language learning as language use. Psychological Review, 126(1), 1–51.';
    for (const path of ['/api/Bibliograph/parse', '/api/citation-parsing/parse']) {
      const res = await c.req('post', path).send({ text });
      expect(res.status).toBe(200);
      expect(res.body.data.recognised).toBe(true);
      expect(res.body.data.publication.outputData.year).toEqual(expect.anything());
      expect(String(res.body.data.publication.outputData.year)).toBe('2019');
    }
    expect((await c.req('post', '/api/Bibliograph/parse').send({ text: '' })).status).toBe(400);
  });

  it('passes the language hint to an injected parser', async () => {
    const seen: unknown[] = [];
    const withParser = await appForTests({ parseCitation: (text, hint) => seen.push([text, hint]) });
    try {
      const c = await (await client(withParser.app)).register('parse@example.org');
      await givePlan(withParser, 'parse@example.org', 'start');
      await c.req('post', '/api/citation-parsing/parse').send({ text: 'Иванов И. И. Книга. 2020.', language: 'UA' });
      expect(seen).toEqual([['Иванов И. И. Книга. 2020.', 'UA']]);
    } finally {
      await withParser.close();
    }
  });
});

/** One file of a .docx (a zip): reads its local header and inflates it. */
function zipEntry(zip: Buffer, name: string): string {
  for (
    let at = zip.indexOf('PK\u0003\u0004', 0, 'latin1');
    at >= 0;
    at = zip.indexOf('PK\u0003\u0004', at + 4, 'latin1')
  ) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) !== name) continue;
    const data = zip.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
  }
  throw new Error(`${name} not in the zip`);
}

describe('Word export', () => {
  // supertest's types know its own Response, but a custom parser receives the Node stream.
  const binary = ((res: import('node:http').IncomingMessage, done: (e: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  }) as unknown as (res: import('supertest').Response, done: (e: Error | null, body: unknown) => void) => void;

  it('is blocked in trial and gives Basic a .docx of my records only, a section per style', async () => {
    const trial = await user();
    await save(trial);
    const blocked = await trial.req('post', '/api/Bibliograph/export').send({});
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('plan');

    const other = await user('start');
    await save(other, { ...article, title: { publicationTitle: 'Someone else’s article' } });
    const c = await user('start');
    const mine = (await save(c)).body.data.id;
    const res = await c
      .req('post', '/api/Bibliograph/export')
      .send({ ids: [mine, mine + 1000], fileName: 'My list' })
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/wordprocessingml/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="My list.docx"/);
    const xml = zipEntry(res.body as Buffer, 'word/document.xml');
    expect(xml).toContain('APA 7th');
    expect(xml).toContain('Language learning as language use');
    expect(xml).toContain('Psychological Review');
    expect(xml).not.toContain('Someone else');
    const named = await c.req('post', '/api/Bibliograph/export').send({ standarts: ['nope'] });
    expect(named.status).toBe(400);
  });
});
