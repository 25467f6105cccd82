import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../server/src/api/route.js';
import { ROUTES } from '../../server/src/app.js';
import { appForTests, type Client, client, givePlan, type TestCtx } from './support.js';

let ctx: TestCtx;
let routes: RouteDef[];
let guest: Client;
let users: Client[];

beforeAll(async () => {
  ctx = await appForTests({
    rateLimits: { login: { ip: { max: 10_000, windowMs: 60_000 }, account: { max: 10_000, windowMs: 60_000 } } },
  });
  routes = ROUTES.get(ctx.app) ?? [];
  guest = await client(ctx.app);
  users = [];
  for (const [email, plan] of [
    ['fuzz-trial@example.org', undefined],
    ['fuzz-base@example.org', 'base'],
  ] as const) {
    const c = await (await client(ctx.app)).register(email);
    if (plan) await givePlan(ctx, email, plan);
    users.push(c);
  }
});
afterAll(async () => {
  await ctx.close();
});

/** Strings that have broken servers: SQL, script, path and format tricks, control and astral characters. */
const nasty = fc.constantFrom(
  "'; DROP TABLE users; --",
  '1 OR 1=1',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%s%s%n',
  '$\u007b7*7}',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  'constructor',
  '\u0000\u0001\u001f',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧪',
  'x'.repeat(5000),
  '',
  ' ',
);
const leaf = fc.oneof(
  nasty,
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.constant(-1),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 4 }), tie('obj')),
  obj: fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), nasty, fc.constantFrom('id', 'bibl', 'standarts', 'title', '__proto__')),
    tie('node'),
    { maxKeys: 5 },
  ),
})).node;

/** A body: random JSON, or the route's own example with one field replaced. */
const bodyFor = (def: RouteDef) =>
  fc.oneof(
    value,
    fc.tuple(fc.constantFrom(...Object.keys((def.example as object) ?? { x: 1 })), value).map(([k, v]) => ({
      ...((def.example as object) ?? {}),
      [k]: v,
    })),
  );

describe('random bodies at every route', () => {
  it('never answer 5xx, and every error is JSON with a message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }).chain((i) => {
          const def = routes[i % routes.length] as RouteDef;
          return fc.record({
            def: fc.constant(def),
            body: bodyFor(def),
            who: fc.nat({ max: 2 }),
            id: fc.oneof(leaf.map(String), fc.nat().map(String)),
          });
        }),
        async ({ def, body, who, id }) => {
          const c = who === 0 ? guest : (users[who - 1] as Client);
          const path = def.path.replace(':id', encodeURIComponent(id) || '1');
          const res = await c.req(def.method, path).set('Content-Type', 'application/json').send(JSON.stringify(body));
          expect(res.status, `${def.method} ${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) expect(typeof res.body.message).toBe('string');
          // Keep the signed-in runs signed in: Logout ends the session.
          if (who > 0 && def.path === '/User/Logout' && res.status === 200) {
            c.token = '';
            await c.login(who === 1 ? 'fuzz-trial@example.org' : 'fuzz-base@example.org');
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers malformed JSON, wrong content and oversized bodies with 4xx and a message', async () => {
    // Fresh accounts: the property above may have logged its users out.
    const user = await (await client(ctx.app)).register('fuzz-json@example.org');
    // Provider callbacks and returns read their bodies as raw text (signatures are over the bytes): no JSON parse error there.
    const parsed = routes.filter((d) => d.method !== 'get' && !/^\/Payment\/(Callback|Return)\//.test(d.path));
    for (const def of parsed) {
      for (const raw of ['{ nope', '[1,2', '"unterminated', '{"a":1}}', '\u0000']) {
        const res = await user
          .req(def.method, def.path.replace(':id', '1'))
          .set('Content-Type', 'application/json')
          .send(raw);
        expect(res.status, `${def.method} ${def.path} ${raw}`).toBe(400);
        expect(res.body.message).toMatch(/not valid JSON/);
      }
    }
    const big = await user
      .req('post', '/api/Bibliograph/')
      .send({ bibl: { note: 'x'.repeat(1_100_000) }, standarts: ['apa7'] });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Request body is too large');
    const form = await user.req('post', '/api/Bibliograph/').type('form').send('bibl=1&standarts=apa7');
    expect(form.status).toBe(400);
  });

  it('stores SQL and script strings as plain text, and the tables stay', async () => {
    const base = await (await client(ctx.app)).register('fuzz-sql@example.org');
    await givePlan(ctx, 'fuzz-sql@example.org', 'base');
    const title = "Robert'); DROP TABLE bibliography; -- <script>alert(1)</script>";
    const saved = await base.req('post', '/api/Bibliograph/').send({
      bibl: { idTypePublication: 2, title: { publicationTitle: title }, outputData: { year: 2020 } },
      standarts: ['apa7'],
    });
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body.data.otherData).title.publicationTitle).toBe(title);
    const list = await base.req('get', '/api/Bibliograph/');
    expect(list.body.data.some((r: { otherData: string }) => r.otherData.includes('DROP TABLE'))).toBe(true);
    const login = await guest.req('post', '/User/Login').send({ Email: "' OR '1'='1' --", Password: "' OR '1'='1" });
    expect(login.status).toBe(401);
    expect((await request(ctx.app).get('/api/health')).body.database.status).toBe('ok');
  });
});
