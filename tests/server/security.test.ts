import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../server/src/mail/mailer.js';
import { appForTests, type Client, client, givePlan, type TestCtx } from './support.js';

/**
 * The findings of the hardening review (issue 12), each as the request that showed it.
 * Addresses are told apart through X-Forwarded-For with `trust proxy`, as behind a real proxy.
 */
const sent: Mail[] = [];
const memoryMailer: Mailer = {
  send: async (mail) => {
    sent.push(mail);
  },
};

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests({
    trustProxy: 1,
    mailer: memoryMailer,
    rateLimits: { restore: { ip: { max: 1000, windowMs: 60_000 }, account: { max: 1000, windowMs: 60_000 } } },
  });
});
afterAll(async () => {
  await ctx.close();
});

const from = (c: Client, ip: string, method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  c.req(method, path).set('X-Forwarded-For', ip);

const article = {
  idTypePublication: 1,
  language: 'EN',
  title: { publicationTitle: 'Language learning as language use' },
  series: { series: 'Psychological Review', volume: 126, issue: 1 },
  outputData: { year: 2019 },
  physical: { pages: '1-51' },
  authors: { '1': [{ surname: 'McCauley', name: 'Stewart' }] },
};

describe('a stranger cannot lock a user out', () => {
  it('eleven wrong passwords from one address leave the owner free to sign in from another', async () => {
    await (await client(ctx.app)).register('victim@example.org');
    const attacker = await client(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await from(attacker, '198.51.100.7', 'post', '/User/Login')
        .type('form')
        .send({ Email: 'victim@example.org', Password: `guess ${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const owner = await client(ctx.app);
    const res = await from(owner, '203.0.113.20', 'post', '/User/Login')
      .type('form')
      .send({ Email: 'victim@example.org', Password: 'correct horse' });
    expect(res.status).toBe(200);
  });

  it('an address over its own budget does not spend the account’s budget', async () => {
    const strict = await appForTests({
      trustProxy: 1,
      rateLimits: {
        login: {
          ip: { max: 2, windowMs: 60_000 },
          account: { max: 100, windowMs: 60_000 },
          accountTotal: { max: 3, windowMs: 60_000 },
        },
      },
    });
    try {
      await (await client(strict.app)).register('owner@example.org');
      const attacker = await client(strict.app);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await from(attacker, '198.51.100.8', 'post', '/User/Login')
          .type('form')
          .send({ Email: 'owner@example.org', Password: 'wrong' });
        statuses.push(res.status);
      }
      // Two attempts within the address's budget were charged to the account (3); the rest were not.
      expect(statuses.filter((s) => s === 401)).toHaveLength(2);
      const owner = await client(strict.app);
      const ok = await from(owner, '203.0.113.21', 'post', '/User/Login')
        .type('form')
        .send({ Email: 'owner@example.org', Password: 'correct horse' });
      expect(ok.status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('password checks of signed-in users', () => {
  it('ChangePassword is rate-limited per account, whatever the address', async () => {
    const c = await (await client(ctx.app)).register('changer@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await from(c, `192.0.2.${i + 1}`, 'post', '/User/ChangePassword')
        .type('form')
        .send({ OldPassword: 'not it', Password: 'new password 9', ConfirmPassword: 'new password 9' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('DeleteData’s password check is rate-limited too, and deletes nothing when refused', async () => {
    const c = await (await client(ctx.app)).register('deleter@example.org');
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await c.req('post', '/api/Lk/DeleteData').send({ confirm: true, Password: 'wrong' })).status;
    }
    expect(last).toBe(429);
    expect(await ctx.db('users').where('email', 'deleter@example.org').first('id')).toBeDefined();
  });

  it('argon2 work is queued: a flood of logins never runs more hashes at once than the bound', async () => {
    const bounded = await appForTests({
      // A real argon2 cost, so hashes take long enough for the flood to pile up behind them.
      passwordCost: { memoryCost: 19456, timeCost: 2 },
      passwordWork: { concurrency: 1, queue: 4 },
      rateLimits: { login: { ip: { max: 1000, windowMs: 60_000 }, account: { max: 1000, windowMs: 60_000 } } },
    });
    try {
      const anon = await client(bounded.app);
      const flood = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          anon
            .req('post', '/User/Login')
            .type('form')
            .send({ Email: `nobody${i}@example.org`, Password: 'x' }),
        ),
      );
      const statuses = flood.map((r) => r.status);
      // Some waited their turn (401: wrong credentials), the overflow was refused at once (503 busy).
      expect(statuses).toContain(401);
      expect(statuses).toContain(503);
      expect(flood.find((r) => r.status === 503)?.body.code).toBe('busy');
      expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
      // Meanwhile a request that needs no password answers normally.
      expect((await request(bounded.app).get('/api/health')).status).toBe(200);
    } finally {
      await bounded.close();
    }
  });
});

describe('anonymous formatting is bounded', () => {
  it('refuses a body over 64 KB (413) and a record with more than 100 persons (400 naming the field)', async () => {
    const big = { bibl: { ...article, note: 'x'.repeat(70_000) }, standarts: ['apa7'] };
    expect((await request(ctx.app).post('/api/format').send(big)).status).toBe(413);
    const crowd = Array.from({ length: 101 }, (_, i) => ({ surname: `Author${i}`, name: 'A' }));
    const many = await request(ctx.app)
      .post('/api/format')
      .send({ bibl: { ...article, authors: { '1': crowd } }, standarts: ['apa7'] });
    expect(many.status).toBe(400);
    expect(many.body.issues[0].field).toBe('bibl.authors');
    const fine = await request(ctx.app)
      .post('/api/format')
      .send({ bibl: article, standarts: ['apa7'] });
    expect(fine.status).toBe(200);
  });

  it('has a per-address budget (429)', async () => {
    const paced = await appForTests({ trustProxy: 1, rateLimits: { format: { ip: { max: 2, windowMs: 60_000 } } } });
    try {
      const post = (ip: string) =>
        request(paced.app)
          .post('/api/format')
          .set('X-Forwarded-For', ip)
          .send({ bibl: article, standarts: ['apa7'] });
      expect([
        (await post('192.0.2.50')).status,
        (await post('192.0.2.50')).status,
        (await post('192.0.2.50')).status,
      ]).toEqual([200, 200, 429]);
      expect((await post('192.0.2.51')).status).toBe(200);
    } finally {
      await paced.close();
    }
  });
});

describe('payment callbacks', () => {
  it('have a per-address budget, so a flood of forged callbacks cannot fill the audit table', async () => {
    const paced = await appForTests({ trustProxy: 1, rateLimits: { callback: { ip: { max: 2, windowMs: 60_000 } } } });
    try {
      const post = () =>
        request(paced.app)
          .post('/Payment/Callback/sandbox')
          .set('X-Forwarded-For', '192.0.2.77')
          .type('text')
          .send('forged');
      const statuses = [(await post()).status, (await post()).status, (await post()).status];
      expect(statuses[2]).toBe(429);
      expect(statuses.slice(0, 2).every((s) => s !== 429)).toBe(true);
    } finally {
      await paced.close();
    }
  });
});

describe('restore codes', () => {
  const codeOf = (mail: Mail | undefined) => /code: (\S+)/.exec(mail?.text ?? '')?.[1] as string;
  const restore = async (email: string) => {
    await (await client(ctx.app)).req('post', '/User/Restore').type('form').send({ Email: email });
    return codeOf(sent.at(-1));
  };
  const reset = async (code: string, password: string) =>
    (await client(ctx.app))
      .req('post', '/User/ResetPassword')
      .type('form')
      .send({ Code: code, Password: password, ConfirmPassword: password });

  it('using one code spends every other outstanding code of the account', async () => {
    await (await client(ctx.app)).register('forgetful@example.org');
    const first = await restore('forgetful@example.org');
    const second = await restore('forgetful@example.org');
    expect(first).not.toBe(second);
    expect((await reset(second, 'new password 1')).status).toBe(200);
    const stale = await reset(first, 'new password 2');
    expect(stale.status).toBe(400);
    expect(stale.body.issues[0].field).toBe('Code');
  });

  it('changing the password spends every outstanding code', async () => {
    const c = await (await client(ctx.app)).register('changer2@example.org');
    const code = await restore('changer2@example.org');
    const changed = await c
      .req('post', '/User/ChangePassword')
      .type('form')
      .send({ OldPassword: 'correct horse', Password: 'new password 3', ConfirmPassword: 'new password 3' });
    expect(changed.status).toBe(200);
    expect((await reset(code, 'new password 4')).status).toBe(400);
  });
});

describe('answers that were 500s or said too much', () => {
  it('an id beyond the database’s integer range is 404', async () => {
    const c = await (await client(ctx.app)).register('ids@example.org');
    await givePlan(ctx, 'ids@example.org', 'base');
    for (const id of ['2147483648', '99999999999', '9007199254740993']) {
      expect((await c.req('get', `/api/Bibliograph/${id}`)).status).toBe(404);
      expect((await c.req('delete', `/api/Bibliograph/${id}`)).status).toBe(404);
    }
  });

  it('a deeply nested body is 400 with a message', async () => {
    const c = await (await client(ctx.app)).register('deep@example.org');
    const deep = `${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}`;
    const res = await c
      .req('post', '/api/Bibliograph/')
      .set('Content-Type', 'application/json')
      .send(`{"bibl":${deep},"standarts":["apa7"]}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/nested/);
    const anon = await request(ctx.app)
      .post('/api/format')
      .set('Content-Type', 'application/json')
      .send(`{"bibl":${deep}}`);
    expect(anon.status).toBe(400);
  });

  it('/api/health does not show the database’s error text', async () => {
    const broken = await appForTests();
    await broken.db.destroy();
    const res = await request(broken.app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.database).not.toHaveProperty('error');
    expect(JSON.stringify(res.body)).not.toMatch(/pool|destroy|connect/i);
  });

  it('unknown fields inside a stored record are dropped, known ones and edited texts kept', async () => {
    const c = await (await client(ctx.app)).register('fields@example.org');
    const bibl = {
      ...article,
      smuggled: { anything: 'here' },
      title: { ...article.title, hidden: 'payload' },
      authors: { '1': [{ surname: 'McCauley', name: 'Stewart', extra: 'x' }] },
      editedResult: { apa7: 'My own text.' },
    };
    const saved = await c.req('post', '/api/Bibliograph/').send({ bibl, standarts: ['apa7'] });
    expect(saved.status).toBe(200);
    const stored = JSON.parse(saved.body.data.otherData);
    expect(stored).not.toHaveProperty('smuggled');
    expect(stored.title).toEqual({ publicationTitle: 'Language learning as language use' });
    expect(stored.authors).toEqual({ '1': [{ surname: 'McCauley', name: 'Stewart' }] });
    expect(stored.editedResult).toEqual({ apa7: 'My own text.' });
  });

  it('a javascript: or file: link is refused at validation, naming the field', async () => {
    const c = await (await client(ctx.app)).register('links@example.org');
    for (const link of ['javascript:alert(1)', 'javascript://example.org/%0aalert(1)', 'file://server/etc/passwd']) {
      const res = await c
        .req('post', '/api/Bibliograph/')
        .send({ bibl: { ...article, accessData: { link, type: 'url' } }, standarts: ['apa7'] });
      expect(res.status, link).toBe(400);
      expect(res.body.issues).toContainEqual({
        field: 'bibl.accessData.link',
        message: 'Only web (http, https) and e-mail (mailto) addresses or a DOI may be linked',
      });
    }
    const ok = await c
      .req('post', '/api/Bibliograph/')
      .send({ bibl: { ...article, accessData: { link: 'https://example.org/a', type: 'url' } }, standarts: ['apa7'] });
    expect(ok.status).toBe(200);
  });
});

describe('headers', () => {
  it('every response carries the security headers', async () => {
    for (const path of ['/api/health', '/api/no-such-route']) {
      const res = await request(ctx.app).get(path);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('the page’s <html lang> follows the locale before any script runs', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'referent-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head></head><body></body></html>');
    const web = await appForTests({ webDist: dist });
    try {
      const langOf = async (path: string) => /<html lang="([^"]+)"/.exec((await request(web.app).get(path)).text)?.[1];
      expect(await langOf('/ru/')).toBe('ru');
      expect(await langOf('/ua/bibliography')).toBe('uk');
      expect(await langOf('/en/')).toBe('en');
      expect(await langOf('/')).toBe('en');
    } finally {
      await web.close();
    }
  });
});
