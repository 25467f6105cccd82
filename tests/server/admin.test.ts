import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, claimsOf, client, giveRoles, type TestCtx } from './support.js';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests();
});
afterAll(async () => {
  await ctx.close();
});

describe('admin account tools', () => {
  it('grants a plan and roles that apply at the user’s next request', async () => {
    const admin = await (await client(ctx.app)).register('boss@example.org');
    await giveRoles(ctx, 'boss@example.org', ['admin']);
    const user = await (await client(ctx.app)).register('worker@example.org');
    const userId = claimsOf(user.token).user_id as number;

    expect((await user.req('get', '/api/Lk/Me')).body.data.plan).toBe('trial');
    const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const granted = await admin
      .req('post', '/api/Admin/Subscriptions')
      .send({ userId, plan: 'start', status: 11, end });
    expect(granted.status).toBe(200);
    const me = (await user.req('get', '/api/Lk/Me')).body.data;
    expect(me).toMatchObject({ plan: 'start', limits: { counts: { bibliography: 8 } }, usage: { bibliography: 0 } });

    expect((await user.req('get', '/api/Admin/Users')).status).toBe(403);
    const roles = await admin.req('put', `/api/Admin/Users/${userId}/Roles`).send({ roles: ['editor'] });
    expect(roles.body).toEqual({ data: { id: userId, roles: ['editor'] } });
    expect((await user.req('get', '/api/Lk/Me')).body.data.user.roles).toEqual(['editor']);
    const refreshed = await user.req('post', '/User/UpdateJWT');
    expect(claimsOf(refreshed.body.token).roles).toEqual(['editor']);

    const users = (await admin.req('get', '/api/Admin/Users')).body.data;
    expect(users).toContainEqual({ id: userId, email: 'worker@example.org', roles: ['editor'], plan: 'start' });
    expect((await admin.req('put', '/api/Admin/Users/99999/Roles').send({ roles: [] })).status).toBe(404);
    expect((await admin.req('put', `/api/Admin/Users/${userId}/Roles`).send({ roles: ['root'] })).status).toBe(400);
  });

  it('lists bibliography records newest first, one page at a time', async () => {
    const user = await (await client(ctx.app)).register('pager@example.org');
    await ctx.db('subscriptions').insert({
      user_id: claimsOf(user.token).user_id,
      plan: 'base',
      status: 4,
      end: null,
      order_id: null,
    });
    const ids: number[] = [];
    for (const year of [2001, 2002, 2003]) {
      const res = await user.req('post', '/api/Bibliograph/').send({
        bibl: { idTypePublication: 2, title: { publicationTitle: `Book ${year}` }, outputData: { year } },
        standarts: ['apa7'],
      });
      ids.push(res.body.data.id);
    }
    const all = (await user.req('get', '/api/Bibliograph/')).body;
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
    expect(all.total).toBe(3);
    const page2 = (await user.req('get', '/api/Bibliograph/?page=2&size=2')).body;
    expect(page2).toMatchObject({ total: 3, data: [{ id: ids[0] }] });
  });
});
