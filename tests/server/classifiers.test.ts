import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, type Client, client, givePlan, type TestCtx } from './support.js';

let ctx: TestCtx;
let trial: Client;
let basic: Client;
beforeAll(async () => {
  ctx = await appForTests();
  trial = await (await client(ctx.app)).register('cls-trial@example.org');
  basic = await (await client(ctx.app)).register('cls-basic@example.org');
  await givePlan(ctx, 'cls-basic@example.org', 'start');
});
afterAll(async () => {
  await ctx.close();
});

describe('/api/classifiers plan rules (spec §6: Trial UDC only, Basic UDC/BBK/JEL)', () => {
  it('needs an account', async () => {
    const guest = await client(ctx.app);
    expect((await guest.req('get', '/api/classifiers/udc/search?q=004')).status).toBe(401);
  });
  it('opens UDC to trial and answers 403 plan for BBK and JEL, in the user’s language', async () => {
    const list = await trial.req('get', '/api/classifiers');
    expect(list.body.systems.map((x: { id: string; allowed: boolean }) => [x.id, x.allowed])).toEqual([
      ['udc', true],
      ['bbk', false],
      ['jel', false],
    ]);
    expect(list.body.systems[0].attribution).toMatch(/UDCC Publication No\. 088/);
    const udc = await trial.req('get', '/api/classifiers/udc/search?q=004.8');
    expect(udc.status).toBe(200);
    expect(udc.body.results[0].code).toBe('004.8');
    const jel = await trial.req('get', '/api/classifiers/jel/search?q=D91').set('Accept-Language', 'ru');
    expect(jel.status).toBe(403);
    expect(jel.body).toMatchObject({ code: 'plan', message: 'Функция недоступна в демо-режиме', system: 'jel' });
    expect((await trial.req('get', '/api/classifiers/bbk/tree')).status).toBe(403);
    const suggest = await trial.req('post', '/api/classifiers/suggest').send({
      text: 'Inflation targeting and monetary policy of central banks in emerging markets',
    });
    expect(Object.keys(suggest.body.results)).toEqual(['udc']);
    expect(suggest.body.blocked).toEqual(['bbk', 'jel']);
  });
  it('opens BBK and JEL on Basic', async () => {
    const jel = await basic.req('get', '/api/classifiers/jel/search?q=monetary%20policy');
    expect(jel.status).toBe(200);
    expect(jel.body.results[0].code).toMatch(/^E5/);
    const bbk = await basic.req('get', '/api/classifiers/bbk/tree?code=65').set('Accept-Language', 'ua');
    expect(bbk.body.node).toMatchObject({ code: '65', letter: 'У', fallback: true });
    const suggest = await basic.req('post', '/api/classifiers/suggest').send({
      text: 'Inflation targeting and monetary policy of central banks in emerging markets',
      systems: ['jel'],
    });
    expect(suggest.body.results.jel[0].code).toMatch(/^E5/);
    expect(suggest.body.results.jel[0].matched).toContain('monetary');
  });
  it('answers 400 naming the field for bad input and 404 for unknown systems and codes', async () => {
    const empty = await trial.req('get', '/api/classifiers/udc/search?q=');
    expect(empty.status).toBe(400);
    expect(empty.body.issues[0].field).toBe('q');
    const limit = await trial.req('get', '/api/classifiers/udc/search?q=004&limit=5000');
    expect(limit.body.issues[0].field).toBe('limit');
    expect((await trial.req('post', '/api/classifiers/suggest').send({ text: 'short' })).body.issues[0].field).toBe(
      'text',
    );
    expect((await trial.req('get', '/api/classifiers/ddc/search?q=1')).status).toBe(404);
    expect((await trial.req('get', '/api/classifiers/udc/tree?code=999.999')).status).toBe(404);
  });
  it('answers odd notations without a server error', async () => {
    for (const q of [
      '(',
      '"',
      '=',
      '-',
      '::',
      '[',
      '((477',
      '"19',
      '0'.repeat(150),
      '004.8:',
      ':',
      'а',
      'Z9',
      '漢字',
    ]) {
      for (const system of ['udc']) {
        const res = await trial.req('get', `/api/classifiers/${system}/search?q=${encodeURIComponent(q)}`);
        expect(res.status, q).toBe(200);
        expect(Array.isArray(res.body.results)).toBe(true);
      }
      const parts = await trial.req('get', `/api/classifiers/udc/analyse?code=${encodeURIComponent(q)}`);
      expect(parts.status, q).toBe(200);
    }
    for (const q of ['A', 'a', 'Z9', 'E5']) {
      expect((await basic.req('get', `/api/classifiers/jel/search?q=${q}`)).status).toBe(200);
    }
  });
  it('analyses a compound UDC code and searches in Russian', async () => {
    const parts = await trial.req('get', `/api/classifiers/udc/analyse?code=${encodeURIComponent('004.8:378(477)')}`);
    expect(parts.body.parts.map((p: { hit: { code: string } | null }) => p.hit?.code)).toEqual([
      '004.8',
      ':',
      '378',
      '(477)',
    ]);
    const ru = await trial.req('get', `/api/classifiers/udc/search?q=${encodeURIComponent('высшее образование')}`);
    expect(ru.body.results.map((h: { code: string }) => h.code)).toContain('378');
  });
});

describe('/api/journals', () => {
  it('counts journals per country for the filters and lists a country’s journals, paged and sorted', async () => {
    const facets = await trial.req('get', '/api/journals/facets').set('Accept-Language', 'ru');
    expect(facets.body.total).toBe(27339);
    const medicine = facets.body.areas.find((a: { name: string }) => a.name === 'Medicine').id;
    const ukraine = facets.body.countries.find((c: { iso2: string }) => c.iso2 === 'UA');
    expect(ukraine).toMatchObject({ id: '804', name: 'Украина' });
    const map = await trial.req('get', `/api/journals/map?area=${medicine}&quartile=1`);
    expect(map.body.countries['840']).toBeGreaterThan(100);
    const all = await trial.req('get', '/api/journals/map');
    expect(all.body.total).toBe(27339);
    const list = await trial.req('get', `/api/journals?area=${medicine}&country=UA&sort=h&size=5`);
    expect(list.body.total).toBeGreaterThan(0);
    expect(list.body.total).toBeLessThanOrEqual(map.body.total);
    const h = list.body.items.map((i: { hIndex: number }) => i.hIndex);
    expect([...h].sort((a, b) => b - a)).toEqual(h);
    expect(list.body.items.every((i: { country: { iso2: string } }) => i.country.iso2 === 'UA')).toBe(true);
    const byIssn = await trial.req('get', '/api/journals?q=0007-9235');
    expect(byIssn.body.items[0].title).toBe('Ca-A Cancer Journal for Clinicians');
    const bad = await trial.req('get', '/api/journals?country=Ukraine');
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].field).toBe('country');
  });
  it('gates the journal links by plan (spec §6 journal links)', async () => {
    const card = await trial.req('get', '/api/journals/28773');
    expect(card.body).toMatchObject({ title: 'Ca-A Cancer Journal for Clinicians', links: null, linksBlocked: true });
    expect(card.body.categories).toContainEqual({ name: 'Oncology', quartile: 1 });
    const open = await basic.req('get', '/api/journals/28773');
    expect(open.body.links.scimago).toBe('https://www.scimagojr.com/journalsearch.php?q=28773&tip=sid');
    expect(open.body.links.issnPortal).toBe('https://portal.issn.org/resource/ISSN/1542-4863');
    expect((await trial.req('get', '/api/journals/1')).status).toBe(404);
  });
  it('ranks journals for a paper with the matched terms', async () => {
    const res = await trial.req('post', '/api/journals/match').send({
      text: 'Deep learning for segmentation of brain tumours in magnetic resonance imaging',
      filters: { quartile: 1 },
      limit: 10,
    });
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBe(10);
    expect(res.body.results[0].terms.length).toBeGreaterThan(0);
    expect(res.body.results.some((r: { terms: string[] }) => r.terms.includes('imaging'))).toBe(true);
  });
});
