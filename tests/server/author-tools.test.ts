import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, type Client, client, givePlan, type TestCtx } from './support.js';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests();
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const user = async (plan?: 'start' | 'base'): Promise<Client> => {
  const email = `tools${++n}@example.org`;
  const c = await (await client(ctx.app)).register(email);
  if (plan) await givePlan(ctx, email, plan);
  return c;
};
const fields = (body: { issues: { field: string }[] }) => body.issues.map((i) => i.field);

describe('/api/Annotation/ templates', () => {
  it('stores the template’s parts, form, keywords and paper type, and drops parts of other templates', async () => {
    const c = await user('base');
    const res = await c.req('put', '/api/Annotation/').send({
      styleType: 'Emerald',
      title: 'Usage',
      keywords: 'usage; learning',
      paperType: 'Research paper',
      sections: { purpose: 'Why.', findings: 'What.', relevance: 'not an Emerald part' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ form: 'abstract', keywords: 'usage; learning', paperType: 'Research paper' });
    expect(res.body.data.sections).toEqual({
      purpose: 'Why.',
      design: '',
      findings: 'What.',
      limitations: '',
      practical: '',
      social: '',
      originality: '',
    });
  });

  it('accepts the spec §3 GOST sections as fields of their own, and the аннотация form', async () => {
    const c = await user('base');
    const referat = await c
      .req('put', '/api/Annotation/')
      .send({ styleType: 'GOST', language: 'RU', title: 'Тема', relevance: 'Актуально.', results: 'Итог.' });
    expect(referat.body.data).toMatchObject({
      form: 'referat',
      sections: { relevance: 'Актуально.', results: 'Итог.' },
    });
    const annotation = await c
      .req('put', '/api/Annotation/')
      .send({ styleType: 'GOST', form: 'annotation', title: 'Тема', sections: { abstract: 'Кратко.' } });
    expect(annotation.body.data).toMatchObject({ form: 'annotation', sections: { abstract: 'Кратко.' } });
  });

  it('refuses a PNAS significance statement over 120 words, in Ukrainian, naming the part', async () => {
    const c = await user('base');
    const res = await c
      .req('put', '/api/Annotation/')
      .set('Accept-Language', 'uk')
      .send({ styleType: 'AAoS', title: 'T', sections: { significance: 'w '.repeat(121), abstract: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Перевищено максимальну кількість слів: 120');
    expect(fields(res.body)).toEqual(['sections.significance']);
  });

  it('refuses a seventh Emerald keyword and counts keywords in the 250 words', async () => {
    const c = await user('base');
    const seven = await c
      .req('put', '/api/Annotation/')
      .send({ styleType: 'Emerald', title: 'T', keywords: 'a;b;c;d;e;f;g', sections: { purpose: 'x' } });
    expect(seven.body).toMatchObject({ code: 'invalid', message: 'No more than 6 keywords' });
    const long = await c
      .req('put', '/api/Annotation/')
      .send({ styleType: 'Emerald', title: 'T', keywords: 'a, b', sections: { purpose: 'w '.repeat(249) } });
    expect(long.body.message).toBe('Maximum number of words exceeded: 250');
  });

  it('answers 400 for an unknown style or form, and a trial account cannot edit (demo rule)', async () => {
    const c = await user();
    const bad = await c.req('put', '/api/Annotation/').send({ styleType: 'Harvard', title: 'T' });
    expect(fields(bad.body)).toEqual(['styleType']);
    const form = await c.req('put', '/api/Annotation/').send({ styleType: 'GOST', form: 'essay', title: 'T' });
    expect(fields(form.body)).toEqual(['form']);
    const made = await c.req('put', '/api/Annotation/').send({ styleType: 'MLA', title: 'T' });
    const edit = await c.req('post', '/api/Annotation/').send({ id: made.body.data.id, styleType: 'MLA', title: 'U' });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe('plan');
  });
});

describe('/api/UserInfo/Publications/ links and fields', () => {
  it('links to my own bibliography record only', async () => {
    const a = await user('base');
    const b = await user('base');
    const record = await a.req('post', '/api/Bibliograph/').send({
      bibl: { idTypePublication: 2, title: { publicationTitle: 'A book' }, outputData: { year: 2020 } },
      standarts: ['gost'],
    });
    const id = record.body.data.id;
    const mine = await a.req('post', '/api/UserInfo/Publications/').send({ title: 'A book', bibliographyId: id });
    expect(mine.body.data.bibliographyId).toBe(id);
    const theirs = await b.req('post', '/api/UserInfo/Publications/').send({ title: 'A book', bibliographyId: id });
    expect(theirs.status).toBe(400);
    expect(fields(theirs.body)).toEqual(['bibliographyId']);
  });

  it('keeps character, category and volume, and refuses an unknown character', async () => {
    const c = await user('base');
    const ok = await c
      .req('post', '/api/UserInfo/Publications/')
      .send({ title: 'Патент', character: 'printed', category: 'patent', volume: '0,5 п. л.' });
    expect(ok.body.data).toMatchObject({ character: 'printed', category: 'patent', volume: '0,5 п. л.' });
    const bad = await c.req('post', '/api/UserInfo/Publications/').send({ title: 'T', character: 'oral' });
    expect(fields(bad.body)).toEqual(['character']);
  });
});

describe('/api/ReviewerRating/Rating/ reviews', () => {
  const review = {
    title: 'Language learning as language use',
    criteria: [
      { id: 'novelty', weight: 1, score: 8, comment: 'New.' },
      { id: 'methods', weight: 3, score: 4, comment: 'Small corpus.' },
    ],
    recommendation: 'major',
    overall: 10,
  };

  it('computes the overall score from the weighted criteria (not the client’s number)', async () => {
    const c = await user('base');
    const res = await c.req('post', '/api/ReviewerRating/Rating/').send(review);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ overall: 5, recommendation: 'major', scores: { novelty: 8, methods: 4 } });
    expect(res.body.data.criteria[1]).toEqual({ id: 'methods', weight: 3, score: 4, comment: 'Small corpus.' });
  });

  it('answers 400 for an unknown recommendation or a score over 10, and 404 for another user’s review', async () => {
    const a = await user('base');
    const b = await user('base');
    const bad = await a.req('post', '/api/ReviewerRating/Rating/').send({ ...review, recommendation: 'maybe' });
    expect(fields(bad.body)).toEqual(['recommendation']);
    const high = await a
      .req('post', '/api/ReviewerRating/Rating/')
      .send({ ...review, criteria: [{ id: 'x', weight: 1, score: 11 }] });
    expect(high.status).toBe(400);
    const made = await a.req('post', '/api/ReviewerRating/Rating/').send(review);
    const id = made.body.data.id;
    expect((await b.req('put', '/api/ReviewerRating/Rating/').send({ ...review, id })).status).toBe(404);
    expect((await b.req('delete', `/api/ReviewerRating/Rating/${id}`)).status).toBe(404);
    expect((await b.req('get', '/api/ReviewerRating/Rating/')).body.data).toEqual([]);
  });
});
