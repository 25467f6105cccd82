import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSources, fakeSources, NOTHING } from './fake-sources.js';
import { appForTests, type Client, client, givePlan, type TestCtx } from './support.js';

let sources: FakeSources;
let ctx: TestCtx;
let base: Client;
let start: Client;
let trial: Client;

beforeAll(async () => {
  sources = await fakeSources();
  ctx = await appForTests({
    lookups: { openLibraryUrl: sources.openLibraryUrl, crossrefUrl: sources.crossrefUrl, mailto: 'team@example.org' },
  });
  base = await (await client(ctx.app)).register('lookup-base@example.org');
  await givePlan(ctx, 'lookup-base@example.org', 'base');
  start = await (await client(ctx.app)).register('lookup-start@example.org');
  await givePlan(ctx, 'lookup-start@example.org', 'start');
  trial = await (await client(ctx.app)).register('lookup-trial@example.org');
});
afterAll(async () => {
  await ctx.close();
  await sources.close();
});

const last = (list: { url: string; userAgent: string }[]) => {
  const seen = list.at(-1);
  if (!seen) throw new Error('the fake saw no request');
  return {
    ...seen,
    params: new URL(seen.url, 'http://fake').searchParams,
    path: new URL(seen.url, 'http://fake').pathname,
  };
};

describe('POST /api/Crossref/GetBook and GetBookById', () => {
  it('searches works by bibliographic words and author, politely, and answers mapped hits', async () => {
    const res = await base
      .req('post', '/api/Crossref/GetBook')
      .send({ query: 'language as shaped by the brain', author: 'Christiansen' });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(7);
    expect(res.body.data[0]).toMatchObject({
      source: 'crossref',
      id: '10.1017/S0140525X08004998',
      title: 'Language as shaped by the brain',
      authors: ['Christiansen, Morten H.', 'Chater, Nick'],
      year: 2008,
      publication: {
        idTypePublication: 1,
        series: { series: 'Behavioral and Brain Sciences', volume: '31', issue: '5' },
        accessData: { link: '10.1017/S0140525X08004998', type: 'doi' },
      },
    });
    const seen = last(sources.seen.crossref);
    expect(seen.path).toBe('/works');
    expect(seen.params.get('query.bibliographic')).toBe('language as shaped by the brain');
    expect(seen.params.get('query.author')).toBe('Christiansen');
    expect(seen.params.get('rows')).toBe('10');
    expect(seen.params.get('mailto')).toBe('team@example.org');
    expect(seen.userAgent).toBe('Referent/test (mailto:team@example.org)');
  });

  it('looks a work up by DOI, with or without its resolver', async () => {
    for (const query of ['10.1038/nature14539', 'https://doi.org/10.1038/nature14539', 'doi:10.1038/nature14539']) {
      const res = await base.req('post', '/api/Crossref/GetBookById').send({ query, author: '' });
      expect(res.status, query).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({ id: '10.1038/nature14539', title: 'Deep learning', year: 2015 });
      expect(decodeURIComponent(last(sources.seen.crossref).path)).toBe('/works/10.1038/nature14539');
    }
  });

  it('escapes every segment of a DOI in the path', async () => {
    const doi = '10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0#x?y';
    const res = await base.req('post', '/api/Crossref/GetBookById').send({ query: doi });
    expect(res.status).toBe(404);
    const seen = last(sources.seen.crossref);
    // `#` and `?` would cut the path; `<`, `>`, `;`, `:` are escaped too (parentheses may stay).
    expect(seen.url).toBe(
      '/works/10.1002/(SICI)1097-4571(199806)49%3A8%3C693%3A%3AAID-ASI4%3E3.0.CO%3B2-0%23x%3Fy?mailto=team%40example.org',
    );
    expect(decodeURIComponent(seen.path)).toBe(`/works/${doi}`);
  });

  it('a GetBook query that is a DOI is looked up by it', async () => {
    const res = await base.req('post', '/api/Crossref/GetBook').send({ query: 'https://doi.org/10.1038/nature14539' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((h: { id: string }) => h.id)).toEqual(['10.1038/nature14539']);
    expect(decodeURIComponent(last(sources.seen.crossref).path)).toBe('/works/10.1038/nature14539');
  });

  it('a hit’s publication fills the form: it saves as a bibliography record', async () => {
    const hit = (await base.req('post', '/api/Crossref/GetBookById').send({ query: '10.1038/nature14539' })).body
      .data[0];
    const saved = await base.req('post', '/api/Bibliograph/').send({ bibl: hit.publication, standarts: ['apa7'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.result.apa7).toContain('LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning.');
  });

  it('nothing found and an unknown DOI answer 404 { code: "404" } with a message', async () => {
    const none = await base.req('post', '/api/Crossref/GetBook').send({ query: NOTHING });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: '404', source: 'crossref', message: 'Nothing found in Crossref' });
    const unknown = await base.req('post', '/api/Crossref/GetBookById?lang=ru').send({ query: '10.9999/unknown' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: '404', source: 'crossref', message: 'В Crossref ничего не найдено' });
  });
});

describe('POST /api/OpenLib/GetBook and GetBookById', () => {
  it('searches by title and author and answers books', async () => {
    const res = await start
      .req('post', '/api/OpenLib/GetBook')
      .send({ query: 'Syntactic Structures', author: 'Chomsky' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((h: { id: string }) => h.id)).toEqual(['/works/OL1968368W', '/works/OL5736410W']);
    expect(res.body.data[0].publication).toMatchObject({
      idTypePublication: 2,
      outputData: { publisher: 'Mouton', year: '1957' },
      authors: { '1': [{ surname: 'Chomsky', name: 'Noam' }] },
    });
    const seen = last(sources.seen.openlibrary);
    expect(seen.path).toBe('/search.json');
    expect(seen.params.get('title')).toBe('Syntactic Structures');
    expect(seen.params.get('author')).toBe('Chomsky');
    expect(seen.params.get('limit')).toBe('10');
    expect(seen.userAgent).toMatch(/^Referent\/test/);
  });

  it('searches by author alone', async () => {
    const res = await start.req('post', '/api/OpenLib/GetBook').send({ query: '  ', author: 'Chomsky' });
    expect(res.status).toBe(200);
    expect(last(sources.seen.openlibrary).params.has('title')).toBe(false);
  });

  it('looks an edition up by ISBN; an unknown ISBN is 404', async () => {
    const res = await start.req('post', '/api/OpenLib/GetBookById').send({ query: '978-3-11-017279-9' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: '/books/OL3956926M', title: 'Syntactic structures: second edition', year: 2002 }),
    ]);
    expect(last(sources.seen.openlibrary).params.get('bibkeys')).toBe('ISBN:9783110172799');
    const unknown = await start.req('post', '/api/OpenLib/GetBookById').send({ query: '0-451-52653-8' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('404');
  });

  it('a GetBook query that is an ISBN is looked up by it', async () => {
    const res = await start.req('post', '/api/OpenLib/GetBook').send({ query: 'ISBN 978-3-11-017279-9' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((h: { id: string }) => h.id)).toEqual(['/books/OL3956926M']);
    expect(last(sources.seen.openlibrary).path).toBe('/api/books');
  });

  it('nothing found is 404 in the request’s language', async () => {
    const res = await start.req('post', '/api/OpenLib/GetBook').set('Accept-Language', 'uk').send({ query: NOTHING });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: '404', source: 'openlibrary', message: 'У OpenLibrary нічого не знайдено' });
  });
});

describe('bodies', () => {
  it('needs a title or an author to search, and an identifier to look up', async () => {
    for (const [path, body] of [
      ['/api/OpenLib/GetBook', {}],
      ['/api/Crossref/GetBook', { query: ' ', author: null }],
      ['/api/OpenLib/GetBookById', { query: 'Syntactic structures' }],
      ['/api/Crossref/GetBookById', { query: 'nature14539' }],
      ['/api/Crossref/GetBook', { query: 42 }],
      ['/api/Crossref/GetBook', { query: 'x'.repeat(1001) }],
    ] as const) {
      const res = await base.req('post', path).send(body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(res.body.issues[0].field).toBe('query');
    }
  });
});

describe('a failing source: spec §8 "error"', () => {
  it('a 500 answers 502 { code: "error", reason: "status" }', async () => {
    sources.mode = '500';
    try {
      for (const path of ['/api/Crossref/GetBook', '/api/OpenLib/GetBook']) {
        const res = await base.req('post', path).send({ query: 'Syntactic Structures' });
        expect(res.status, path).toBe(502);
        expect(res.body).toMatchObject({ code: 'error', reason: 'status' });
        expect(res.body.message).toMatch(/failed: try again later$/);
      }
      const byId = await base.req('post', '/api/Crossref/GetBookById').send({ query: '10.1038/nature14539' });
      expect(byId.status).toBe(502);
      expect(byId.body.code).toBe('error');
    } finally {
      sources.mode = 'ok';
    }
  });

  it('a body that is not JSON answers 502 reason "invalid"', async () => {
    sources.mode = 'garbage';
    try {
      const res = await base.req('post', '/api/OpenLib/GetBookById').send({ query: '9783110172799' });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'error', source: 'openlibrary', reason: 'invalid' });
    } finally {
      sources.mode = 'ok';
    }
  });

  it('an unreachable source answers 502 reason "network"', async () => {
    const down = await appForTests({
      lookups: { openLibraryUrl: 'http://127.0.0.1:9', crossrefUrl: 'http://127.0.0.1:9' },
    });
    try {
      const c = await (await client(down.app)).register('down@example.org');
      await givePlan(down, 'down@example.org', 'base');
      const res = await c.req('post', '/api/Crossref/GetBook').send({ query: 'anything' });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'error', source: 'crossref', reason: 'network' });
    } finally {
      await down.close();
    }
  });

  it('a source that never answers is cut off at the time-out: 504 reason "timeout"', async () => {
    const slow = await appForTests({
      lookups: { openLibraryUrl: sources.openLibraryUrl, crossrefUrl: sources.crossrefUrl, timeoutMs: 300 },
    });
    sources.mode = 'hang';
    try {
      const c = await (await client(slow.app)).register('slow@example.org');
      await givePlan(slow, 'slow@example.org', 'base');
      for (const path of ['/api/Crossref/GetBookById', '/api/OpenLib/GetBook']) {
        const began = Date.now();
        const res = await c
          .req('post', `${path}?lang=ua`)
          .send({ query: path.includes('Crossref') ? '10.1038/nature14539' : 'Syntactic Structures' });
        const took = Date.now() - began;
        expect(res.status, path).toBe(504);
        expect(res.body).toMatchObject({ code: 'error', reason: 'timeout' });
        expect(res.body.message).toMatch(/не відповів вчасно/);
        expect(took).toBeGreaterThanOrEqual(290);
        expect(took).toBeLessThan(5000);
      }
    } finally {
      sources.mode = 'ok';
      await slow.close();
    }
  });

  it('a source that sends headers and then stalls is cut off too', async () => {
    const slow = await appForTests({
      lookups: { openLibraryUrl: sources.openLibraryUrl, crossrefUrl: sources.crossrefUrl, timeoutMs: 300 },
    });
    sources.mode = 'stall';
    try {
      const c = await (await client(slow.app)).register('stall@example.org');
      await givePlan(slow, 'stall@example.org', 'base');
      const res = await c.req('post', '/api/Crossref/GetBook').send({ query: 'Deep learning' });
      expect(res.status).toBe(504);
      expect(res.body).toMatchObject({ code: 'error', source: 'crossref', reason: 'timeout' });
    } finally {
      sources.mode = 'ok';
      await slow.close();
    }
  });

  it('reads OPENLIBRARY_URL, CROSSREF_URL and CROSSREF_MAILTO from the environment, with the real services as defaults', async () => {
    const { configFromEnv } = await import('../../server/src/config.js');
    expect(
      configFromEnv({ OPENLIBRARY_URL: 'http://ol.test', CROSSREF_URL: 'http://cr.test', CROSSREF_MAILTO: 'a@b.org' }),
    ).toMatchObject({ openLibraryUrl: 'http://ol.test', crossrefUrl: 'http://cr.test', crossrefMailto: 'a@b.org' });
    const defaults = configFromEnv({});
    expect(defaults).toMatchObject({
      openLibraryUrl: 'https://openlibrary.org',
      crossrefUrl: 'https://api.crossref.org',
    });
    expect(defaults.crossrefMailto).toBeUndefined();
  });

  it('the default time-out is the spec’s 60 s', async () => {
    const { lookupConfig, LOOKUP_TIMEOUT_MS } = await import('../../server/src/lookups/fetcher.js');
    expect(LOOKUP_TIMEOUT_MS).toBe(60_000);
    expect(lookupConfig().timeoutMs).toBe(60_000);
    expect(lookupConfig().crossrefUrl).toBe('https://api.crossref.org');
    expect(lookupConfig().openLibraryUrl).toBe('https://openlibrary.org');
  });
});

describe('access: spec §6 plan rule, sign-in and XSRF', () => {
  const paths = [
    '/api/OpenLib/GetBook',
    '/api/OpenLib/GetBookById',
    '/api/Crossref/GetBook',
    '/api/Crossref/GetBookById',
  ];
  const bodyFor = (path: string) =>
    path.endsWith('ById')
      ? { query: path.includes('Crossref') ? '10.1038/nature14539' : '9783110172799' }
      : { query: 'Syntactic Structures', author: 'Chomsky' };

  it('trial (demo) is blocked with the demo message in en, ru and ua, and the source is not asked', async () => {
    const asked = sources.seen.crossref.length + sources.seen.openlibrary.length;
    for (const path of paths) {
      for (const [lang, message] of [
        ['en', 'This function is unavailable in demo mode'],
        ['ru', 'Функция недоступна в демо-режиме'],
        ['ua', 'Функція недоступна в демо-режимі'],
      ] as const) {
        const res = await trial.req('post', `${path}?lang=${lang}`).send(bodyFor(path));
        expect(res.status, `${path} ${lang}`).toBe(403);
        expect(res.body).toEqual({ code: 'plan', plan: 'trial', message });
      }
    }
    expect(sources.seen.crossref.length + sources.seen.openlibrary.length).toBe(asked);
  });

  it('start and base may search', async () => {
    for (const path of paths) {
      expect((await start.req('post', path).send(bodyFor(path))).status, path).toBe(200);
      expect((await base.req('post', path).send(bodyFor(path))).status, path).toBe(200);
    }
  });

  it('paces each account: over its budget a lookup answers 429 without asking the source', async () => {
    const paced = await appForTests({
      lookups: {
        openLibraryUrl: sources.openLibraryUrl,
        crossrefUrl: sources.crossrefUrl,
        rateLimit: { max: 2, windowMs: 60_000 },
      },
    });
    try {
      const one = await (await client(paced.app)).register('paced-1@example.org');
      const two = await (await client(paced.app)).register('paced-2@example.org');
      await givePlan(paced, 'paced-1@example.org', 'base');
      await givePlan(paced, 'paced-2@example.org', 'base');
      const total = () => sources.seen.openlibrary.length + sources.seen.crossref.length;
      const before = total();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await one.req('post', '/api/OpenLib/GetBook').send({ query: 'x' })).status);
      }
      const over = await one.req('post', '/api/Crossref/GetBook').send({ query: 'x' });
      expect(statuses).toEqual([200, 200, 429]);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('tooManyRequests');
      expect(total() - before).toBe(2);
      expect((await two.req('post', '/api/OpenLib/GetBook').send({ query: 'x' })).status).toBe(200);
    } finally {
      await paced.close();
    }
  });

  it('guests must sign in, and a request without the XSRF header is refused', async () => {
    const guest = await client(ctx.app);
    for (const path of paths) {
      const res = await guest.req('post', path).send(bodyFor(path));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('auth');
      const noXsrf = await request(ctx.app).post(path).set('Authorization', `Bearer ${base.token}`).send(bodyFor(path));
      expect(noXsrf.status).toBe(403);
      expect(noXsrf.body.code).toBe('xsrf');
    }
  });
});
