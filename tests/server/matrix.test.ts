import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../server/src/api/route.js';
import { ROUTES } from '../../server/src/app.js';
import { appForTests, type Client, client, givePlan, giveRoles, type TestCtx } from './support.js';

let ctx: TestCtx;
let routes: RouteDef[];
beforeAll(async () => {
  ctx = await appForTests();
  routes = ROUTES.get(ctx.app) ?? [];
});
afterAll(async () => {
  await ctx.close();
});

const ACTORS = ['guest', 'userA', 'userB', 'editor', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

const BIBL = {
  idTypePublication: 2,
  title: { publicationTitle: 'Syntactic Structures' },
  outputData: { year: 1957, publisher: 'Mouton' },
  authors: { '1': [{ surname: 'Chomsky', name: 'Noam' }] },
};

let n = 0;
/** Five fresh actors with the Maximum plan (so plan rules never hide a permission answer), and one record of A's per tool. */
async function cast() {
  const id = ++n;
  const actors = {} as Record<Actor, Client>;
  actors.guest = await client(ctx.app);
  for (const who of ['userA', 'userB', 'editor', 'admin'] as const) {
    const email = `${who}-${id}@example.org`;
    actors[who] = await (await client(ctx.app)).register(email);
    await givePlan(ctx, email, 'base');
    if (who === 'editor' || who === 'admin') await giveRoles(ctx, email, [who]);
  }
  const a = actors.userA;
  const own = {
    bibliography: (await a.req('post', '/api/Bibliograph/').send({ bibl: BIBL, standarts: ['apa7'] })).body.data,
    catalogue: (await a.req('post', '/api/UserInfo/Publications/').send({ title: 'A’s paper' })).body.data,
    annotation: (await a.req('put', '/api/Annotation/').send({ styleType: 'APA', title: 'A’s abstract' })).body.data,
    rating: (await a.req('post', '/api/ReviewerRating/Rating/').send({ title: 'A’s rating' })).body.data,
  };
  const userB = await ctx.db('users').where('email', `userb-${id}@example.org`).first('id');
  return { actors, own, userBId: Number(userB.id) };
}

function idFor(path: string, own: Awaited<ReturnType<typeof cast>>['own']): number {
  if (path.startsWith('/api/Bibliograph')) return own.bibliography.id;
  if (path.startsWith('/api/UserInfo')) return own.catalogue.id;
  if (path.startsWith('/api/Annotation')) return own.annotation.id;
  return own.rating.id;
}

/** What each access rule allows each actor (spec §6). */
function allowed(access: RouteDef['access'], actor: Actor): 'ok' | 'auth' | 'forbidden' | 'signedIn' {
  if (access === 'guest') return 'ok';
  if (access === 'login') return actor === 'guest' ? 'ok' : 'signedIn';
  if (actor === 'guest') return 'auth';
  if (access === 'user') return 'ok';
  if (access === 'admin') return actor === 'admin' ? 'ok' : 'forbidden';
  if (access === 'editor') return actor === 'admin' || actor === 'editor' ? 'ok' : 'forbidden';
  return 'forbidden';
}

describe('route × role matrix', () => {
  it('covers every registered route', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('answers each route as spec §6 says for guest, user A, user B, editor and admin', async () => {
    const failures: string[] = [];
    for (const def of routes) {
      const { actors, own, userBId } = await cast();
      for (const actor of ACTORS) {
        const path = def.path.replace(':id', String(def.path.includes('/Admin/') ? userBId : idFor(def.path, own)));
        const body = def.example ?? {};
        const res = await actors[actor].req(def.method, path).send(body as object);
        const expected = allowed(def.access, actor);
        const label = `${def.method.toUpperCase()} ${def.path} as ${actor}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
        if (res.status >= 500) failures.push(`5xx — ${label}`);
        else if (expected === 'auth' && !(res.status === 401 && res.body.code === 'auth'))
          failures.push(`expected 401 — ${label}`);
        else if (expected === 'forbidden' && !(res.status === 403 && res.body.code === 'forbidden'))
          failures.push(`expected 403 — ${label}`);
        else if (expected === 'signedIn' && res.body.code !== 'signedIn') failures.push(`expected signedIn — ${label}`);
        // UpdateJWT is open to anyone, and its own answer without a live session is 401 (spec §4).
        else if (def.path === '/User/UpdateJWT' && actor === 'guest' && res.status === 401) continue;
        else if (expected === 'ok' && ['auth', 'forbidden', 'signedIn', 'xsrf'].includes(res.body.code))
          failures.push(`expected access — ${label}`);
      }
    }
    expect(failures).toEqual([]);
    // A fresh cast per route: the time grows with the route list (about 70 routes; slower on PostgreSQL).
  }, 180_000);
});

describe('user B never reaches user A’s rows', () => {
  it('whatever id B sends, through any verb, on every tool', async () => {
    const { actors, own } = await cast();
    const tools = [
      { base: '/api/Bibliograph', own: own.bibliography, update: 'put', body: { bibl: BIBL, standarts: ['mla'] } },
      { base: '/api/UserInfo/Publications', own: own.catalogue, update: 'put', body: { title: 'hijacked' } },
      { base: '/api/Annotation', own: own.annotation, update: 'post', body: { styleType: 'MLA', title: 'hijacked' } },
      { base: '/api/ReviewerRating/Rating', own: own.rating, update: 'put', body: { title: 'hijacked' } },
    ] as const;
    const before = await Promise.all(tools.map(async (t) => (await actors.userA.req('get', `${t.base}/`)).body.data));
    for (const intruder of [actors.userB, actors.editor, actors.admin]) {
      for (const t of tools) {
        const list = (await intruder.req('get', `${t.base}/`)).body.data as { id: number }[];
        expect(list.map((r) => r.id)).not.toContain(t.own.id);
        for (const id of [t.own.id, String(t.own.id), `${t.own.id}`]) {
          expect((await intruder.req(t.update, `${t.base}/`).send({ ...t.body, id })).status).toBe(404);
          expect((await intruder.req('delete', `${t.base}/${id}`)).status).toBe(404);
          expect((await intruder.req('delete', `${t.base}/`).send({ id })).status).toBe(404);
          expect((await intruder.req('delete', `${t.base}/?id=${id}`)).status).toBe(404);
        }
        for (const id of [`${t.own.id} OR 1=1`, "1' OR '1'='1", '-1', '0', '1e3', '[1]', 'null']) {
          const res = await intruder.req('delete', `${t.base}/`).send({ id });
          expect(res.status, id).toBe(404);
        }
      }
      const exported = await intruder.req('get', '/api/Lk/Export');
      expect(JSON.stringify(exported.body)).not.toMatch(/A’s /);
    }
    const after = await Promise.all(tools.map(async (t) => (await actors.userA.req('get', `${t.base}/`)).body.data));
    expect(after).toEqual(before);
  });
});
