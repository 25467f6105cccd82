import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@referent/engine';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './test-app.js';

let ctx: Awaited<ReturnType<typeof testApp>>;
const webDist = mkdtempSync(join(tmpdir(), 'referent-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Referent</title>');

beforeAll(async () => {
  ctx = await testApp({ webDist });
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

describe('GET /api/health', () => {
  it('reports the version and a working database', async () => {
    const res = await request(ctx.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', version: 'test', database: { status: 'ok' } });
  });
});

describe('POST /api/format', () => {
  it('formats the record in each chosen style', async () => {
    const res = await request(ctx.app)
      .post('/api/format')
      .send({ bibl: article, standarts: ['apa7'] });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('success');
    expect(res.body.results.apa7).toBe(
      'McCauley, S. (2019). Language learning as language use. Psychological Review, 126(1), 1–51.',
    );
  });

  it.each([
    ['a body without bibl', { standarts: ['apa7'] }, MESSAGES.noBibl],
    ['a type id outside 0–8', { bibl: { ...article, idTypePublication: 9 }, standarts: ['apa7'] }, MESSAGES.badTypeId],
    ['no style chosen', { bibl: article, standarts: [] }, MESSAGES.noStandard],
  ])('answers %s with the dispatcher’s own message', async (_name, body, message) => {
    const res = await request(ctx.app).post('/api/format').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ state: 'error', errorMessage: message });
  });

  it('answers a body that is not JSON with 400 and a message', async () => {
    const res = await request(ctx.app).post('/api/format').set('Content-Type', 'application/json').send('{ nope');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('answers a bibl that breaks the schema with 400 and the zod issues naming each field', async () => {
    const res = await request(ctx.app)
      .post('/api/format')
      .send({
        bibl: { ...article, title: { publicationTitle: 5 }, series: { volume: { x: 1 } } },
        standarts: ['apa7'],
      });
    expect(res.status).toBe(400);
    const fields = res.body.issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['title.publicationTitle', 'series.volume']));
  });
});

describe('unknown routes', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await request(ctx.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No such API route/);
  });

  it('serves the web app for client routes, which shows its own 404 page', async () => {
    const res = await request(ctx.app).get('/en/no/such/page');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Referent</title>');
  });
});
