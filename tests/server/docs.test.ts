import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTableMarkdown } from '../../server/src/api/docs.js';
import { ROUTES } from '../../server/src/app.js';
import { appForTests, type TestCtx } from './support.js';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests();
});
afterAll(async () => {
  await ctx.close();
});

describe('docs/api.md and /api/openapi.json', () => {
  it('docs/api.md holds the route table of the server exactly', () => {
    const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const table = /<!-- routes:begin[^>]*-->\n([\s\S]*?)\n<!-- routes:end -->/.exec(doc)?.[1]?.trim();
    expect(table).toBe(routeTableMarkdown(ROUTES.get(ctx.app) ?? []));
  });

  it('the OpenAPI document lists every route with its access rule and body schema', async () => {
    const res = await request(ctx.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const routes = ROUTES.get(ctx.app) ?? [];
    expect(routes.length).toBeGreaterThan(30);
    for (const def of routes) {
      const op = res.body.paths[def.path.replace(/:(\w+)/g, '{$1}')]?.[def.method];
      expect(op, `${def.method} ${def.path}`).toBeDefined();
      expect(op['x-access']).toBe(def.access);
      if (def.body) expect(op.requestBody.content['application/json'].schema.type).toBe('object');
    }
  });
});
