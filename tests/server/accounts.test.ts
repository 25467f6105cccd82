import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleVerifier } from '../../server/src/auth/google.js';
import { outboxMailer } from '../../server/src/mail/mailer.js';
import { appForTests, claimsOf, client, type TestCtx } from './support.js';

const outbox = mkdtempSync(join(tmpdir(), 'referent-outbox-'));
const secret = new Uint8Array(32).fill(7);
let ctx: TestCtx;
let jwks: Server;
let googleKey: CryptoKey;
let otherKey: CryptoKey;

/** A Google-like ID token signed by the loopback JWKS key (or another key). */
function googleToken(claims: Record<string, unknown>, opts: { key?: CryptoKey; aud?: string; exp?: string } = {}) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer('https://accounts.google.com')
    .setAudience(opts.aud ?? 'client-1')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '5m')
    .sign(opts.key ?? googleKey);
}

function lastMail(): { to: string; text: string } {
  const files = readdirSync(outbox).sort();
  return JSON.parse(readFileSync(join(outbox, files[files.length - 1] as string), 'utf8'));
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((done) => jwks.listen(0, '127.0.0.1', done));
  const port = (jwks.address() as AddressInfo).port;
  ctx = await appForTests({
    jwtSecret: secret,
    issuer: 'referent.test',
    audience: 'referent.test',
    mailer: outboxMailer(outbox),
    google: googleVerifier({ clientId: 'client-1', jwksUrl: `http://127.0.0.1:${port}/certs` }),
    rateLimits: {
      login: { account: { max: 3, windowMs: 60_000 } },
      restore: { account: { max: 2, windowMs: 60_000 } },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((done) => jwks.close(done));
});

describe('Register and Login', () => {
  it('registers with a form body and answers a token with exactly the spec §3 claims', async () => {
    const c = await client(ctx.app);
    await c.register('Ann@Example.org');
    const claims = claimsOf(c.token);
    expect(Object.keys(claims).sort()).toEqual(
      ['aud', 'exp', 'google_id', 'has_pwd', 'iat', 'iss', 'jti', 'roles', 'sub', 'user_id', 'user_name'].sort(),
    );
    expect(claims).toMatchObject({
      user_name: 'ann@example.org',
      google_id: null,
      has_pwd: true,
      roles: [],
      iss: 'referent.test',
      aud: 'referent.test',
      sub: String(claims.user_id),
    });
    // Short-lived: refreshed through UpdateJWT.
    expect((claims.exp as number) - (claims.iat as number)).toBe(15 * 60);
  });

  it('refuses a taken email, a short password and a wrong confirmation, in the asked language', async () => {
    const c = await client(ctx.app);
    await c.register('taken@example.org');
    const anon = await client(ctx.app);
    const taken = await anon
      .req('post', '/User/Register')
      .set('Accept-Language', 'ru-RU,ru;q=0.9')
      .type('form')
      .send({ Email: 'taken@example.org', Password: 'correct horse' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'emailTaken', message: 'Этот email уже зарегистрирован' });
    const short = await anon
      .req('post', '/User/Register')
      .type('form')
      .send({ Email: 'x@example.org', Password: 'abc', lang: 'ua' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Пароль занадто короткий: щонайменше 8 символів');
    const mismatch = await anon
      .req('post', '/User/Register')
      .type('form')
      .send({ Email: 'x@example.org', Password: 'correct horse', ConfirmPassword: 'correct house' });
    expect(mismatch.body).toMatchObject({ code: 'invalid', message: 'Passwords do not match' });
    const badEmail = await anon
      .req('post', '/User/Register')
      .send({ Email: 'not-an-email', Password: 'correct horse' });
    expect(badEmail.status).toBe(400);
  });

  it('logs in with the right password only, with the same message for an unknown email', async () => {
    const c = await client(ctx.app);
    await c.register('bob@example.org');
    const anon = await client(ctx.app);
    const wrong = await anon
      .req('post', '/User/Login')
      .type('form')
      .send({ Email: 'bob@example.org', Password: 'nope nope' });
    const unknown = await anon
      .req('post', '/User/Login')
      .type('form')
      .send({ Email: 'who@example.org', Password: 'nope nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('Wrong email or password');
    await anon.login('bob@example.org');
    expect(claimsOf(anon.token).user_name).toBe('bob@example.org');
  });

  it('rate-limits logins per account with 429', async () => {
    const c = await client(ctx.app);
    await c.register('limited@example.org');
    const anon = await client(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await anon
        .req('post', '/User/Login')
        .type('form')
        .send({ Email: 'limited@example.org', Password: 'wrong one' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('rate-limits sign-ups per IP with 429', async () => {
    const strict = await appForTests({ rateLimits: { register: { ip: { max: 2, windowMs: 60_000 } } } });
    try {
      const anon = await client(strict.app);
      const statuses: number[] = [];
      for (const i of [1, 2, 3]) {
        const res = await anon
          .req('post', '/User/Register')
          .type('form')
          .send({ Email: `r${i}@example.org`, Password: 'correct horse' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });

  it('refuses Login and Register to someone already signed in', async () => {
    const c = await client(ctx.app);
    await c.register('signed@example.org');
    const res = await c
      .req('post', '/User/Login')
      .type('form')
      .send({ Email: 'signed@example.org', Password: 'correct horse' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('signedIn');
  });
});

describe('tokens', () => {
  it('refreshes through UpdateJWT, and answers 401 after Logout', async () => {
    const c = await client(ctx.app);
    await c.register('carol@example.org');
    const first = claimsOf(c.token);
    const refreshed = await c.req('post', '/User/UpdateJWT');
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.token).jti).toBe(first.jti);
    expect((await c.req('get', '/api/Lk/Me')).status).toBe(200);
    expect((await c.req('post', '/User/Logout')).status).toBe(200);
    expect((await c.req('post', '/User/UpdateJWT')).status).toBe(401);
    const me = await c.req('get', '/api/Lk/Me');
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('auth');
  });

  it('drops an account’s ended sessions when it signs in again', async () => {
    const c = await (await client(ctx.app)).register('olga@example.org');
    const userId = claimsOf(c.token).user_id as number;
    await ctx.db('sessions').insert({ jti: 'ended-1', user_id: userId, expires_at: new Date(Date.now() - 1000) });
    await (await client(ctx.app)).login('olga@example.org');
    expect(await ctx.db('sessions').where('jti', 'ended-1').first()).toBeUndefined();
    expect(Number((await ctx.db('sessions').where('user_id', userId).count({ n: '*' }).first())?.n)).toBe(2);
  });

  it('refreshes an expired token while its session lives, but does not accept it elsewhere', async () => {
    const c = await client(ctx.app);
    await c.register('dave@example.org');
    const claims = claimsOf(c.token);
    const expired = await new SignJWT({ ...claims, exp: undefined, iat: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    c.token = expired;
    expect((await c.req('get', '/api/Bibliograph/')).status).toBe(401);
    const refreshed = await c.req('post', '/User/UpdateJWT');
    expect(refreshed.status).toBe(200);
    c.token = refreshed.body.token;
    expect((await c.req('get', '/api/Bibliograph/')).status).toBe(200);
  });

  it.each([
    [
      'signed with another key',
      async (claims: Record<string, unknown>) =>
        new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32).fill(9)),
    ],
    [
      'for another audience',
      async (claims: Record<string, unknown>) =>
        new SignJWT({ ...claims, aud: 'elsewhere' }).setProtectedHeader({ alg: 'HS256' }).sign(secret),
    ],
    [
      'from another issuer',
      async (claims: Record<string, unknown>) =>
        new SignJWT({ ...claims, iss: 'elsewhere' }).setProtectedHeader({ alg: 'HS256' }).sign(secret),
    ],
    [
      'unsigned (alg none)',
      async (claims: Record<string, unknown>) =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`,
    ],
    [
      'with a forged user id',
      async (claims: Record<string, unknown>) =>
        new SignJWT({ ...claims, user_id: 99999 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new Uint8Array(32).fill(1)),
    ],
  ])('answers 401 to a token %s', async (_name, forge) => {
    const c = await client(ctx.app);
    await c.register(`forge-${Math.random()}@example.org`);
    c.token = await forge(claimsOf(c.token));
    const res = await c.req('get', '/api/Bibliograph/');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('auth');
  });

  it('answers 401 when the token names a live session but another user', async () => {
    const a = await (await client(ctx.app)).register('eve-a@example.org');
    const b = await (await client(ctx.app)).register('eve-b@example.org');
    const forged = await new SignJWT({ ...claimsOf(a.token), user_id: claimsOf(b.token).user_id })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    a.token = forged;
    expect((await a.req('get', '/api/Lk/Me')).status).toBe(401);
  });
});

describe('XSRF', () => {
  it('sets the XSRF-TOKEN cookie on any GET and refuses a state-changing request without the header', async () => {
    const res = await request(ctx.app).get('/api/health');
    expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[^;]+; Max-Age=31536000; Path=\//);
    const c = await client(ctx.app);
    await c.register('xsrf@example.org');
    const without = await request(ctx.app)
      .post('/api/Bibliograph/')
      .set('Authorization', `Bearer ${c.token}`)
      .set('Cookie', `XSRF-TOKEN=${c.xsrf}`)
      .send({});
    expect(without.status).toBe(403);
    expect(without.body.code).toBe('xsrf');
    const wrong = await request(ctx.app)
      .post('/User/Login')
      .set('Cookie', `XSRF-TOKEN=${c.xsrf}`)
      .set('X-XSRF-TOKEN', 'something-else')
      .send({ Email: 'xsrf@example.org', Password: 'correct horse' });
    expect(wrong.status).toBe(403);
  });
});

describe('passwords', () => {
  it('changes the password with the old one, ending other sessions', async () => {
    const c = await (await client(ctx.app)).register('frank@example.org');
    const other = await (await client(ctx.app)).login('frank@example.org');
    const bad = await c
      .req('post', '/User/ChangePassword')
      .type('form')
      .send({ OldPassword: 'not it at all', Password: 'battery staple', ConfirmPassword: 'battery staple' });
    expect(bad.body).toMatchObject({ code: 'invalid', message: 'Wrong password' });
    const ok = await c
      .req('post', '/User/ChangePassword')
      .type('form')
      .send({ OldPassword: 'correct horse', Password: 'battery staple', ConfirmPassword: 'battery staple' });
    expect(ok.status).toBe(200);
    c.token = ok.body.token;
    expect((await c.req('get', '/api/Lk/Me')).status).toBe(200);
    expect((await other.req('get', '/api/Lk/Me')).status).toBe(401);
    await (await client(ctx.app)).login('frank@example.org', 'battery staple');
  });

  it('restores by a mailed code that works once and then never again', async () => {
    await (await client(ctx.app)).register('gina@example.org');
    const anon = await client(ctx.app);
    const restore = await anon.req('post', '/User/Restore').type('form').send({ Email: 'gina@example.org' });
    expect(restore.status).toBe(200);
    const mail = lastMail();
    expect(mail.to).toBe('gina@example.org');
    const code = /code: (\S+)/.exec(mail.text)?.[1] as string;
    const reset = await anon
      .req('post', '/User/ResetPassword')
      .type('form')
      .send({ Code: code, Password: 'new password 1', ConfirmPassword: 'new password 1' });
    expect(reset.status).toBe(200);
    expect(claimsOf(reset.body.token).user_name).toBe('gina@example.org');
    const again = await (await client(ctx.app))
      .req('post', '/User/ResetPassword')
      .set('Accept-Language', 'uk')
      .type('form')
      .send({ Code: code, Password: 'new password 2', ConfirmPassword: 'new password 2' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Невірний або прострочений код відновлення');
    await (await client(ctx.app)).login('gina@example.org', 'new password 1');
  });

  it('answers Restore for an unknown email exactly as for a known one, and rate-limits it per account', async () => {
    await (await client(ctx.app)).register('hana@example.org');
    const anon = await client(ctx.app);
    const known = await anon.req('post', '/User/Restore').type('form').send({ Email: 'hana@example.org' });
    const unknown = await anon.req('post', '/User/Restore').type('form').send({ Email: 'nobody@example.org' });
    expect(unknown.body).toEqual(known.body);
    const third = await anon.req('post', '/User/Restore').type('form').send({ Email: 'hana@example.org' });
    expect(third.status).toBe(200);
    const fourth = await anon.req('post', '/User/Restore').type('form').send({ Email: 'hana@example.org' });
    expect(fourth.status).toBe(429);
  });
});

describe('Google', () => {
  it('signs up with a valid Google ID token, and refuses one of another key, audience or expired', async () => {
    const anon = await client(ctx.app);
    const ok = await anon
      .req('post', '/User/LoginGoogle')
      .type('form')
      .send({ token: await googleToken({ sub: 'g-1', email: 'gus@example.org' }) });
    expect(ok.status).toBe(200);
    expect(claimsOf(ok.body.token)).toMatchObject({ google_id: 'g-1', has_pwd: false, user_name: 'gus@example.org' });
    for (const token of [
      await googleToken({ sub: 'g-1', email: 'gus@example.org' }, { key: otherKey }),
      await googleToken({ sub: 'g-1', email: 'gus@example.org' }, { aud: 'client-2' }),
      await googleToken({ sub: 'g-1', email: 'gus@example.org' }, { exp: '-1m' }),
      'not a jwt',
    ]) {
      const res = await anon.req('post', '/User/LoginGoogle').type('form').send({ token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('googleFailed');
    }
  });

  it('does not sign in to a password account with the same email until linked; links, then unlinks only with a password', async () => {
    const user = await (await client(ctx.app)).register('ivy@example.org');
    const token = await googleToken({ sub: 'g-ivy', email: 'ivy@example.org' });
    const anon = await client(ctx.app);
    const refused = await anon.req('post', '/User/LoginGoogle').type('form').send({ token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('googleNotLinked');
    const linked = await user.req('post', '/User/LoginGoogle').type('form').send({ token });
    expect(linked.status).toBe(200);
    expect(claimsOf(linked.body.token).google_id).toBe('g-ivy');
    const viaGoogle = await anon.req('post', '/User/LoginGoogle').type('form').send({ token });
    expect(claimsOf(viaGoogle.body.token).user_name).toBe('ivy@example.org');
    user.token = linked.body.token;
    const unlinked = await user.req('delete', '/User/RemoveGoogle');
    expect(unlinked.status).toBe(200);
    expect(claimsOf(unlinked.body.token).google_id).toBeNull();

    const googleOnly = await client(ctx.app);
    googleOnly.token = (
      await googleOnly
        .req('post', '/User/LoginGoogle')
        .type('form')
        .send({ token: await googleToken({ sub: 'g-jo', email: 'jo@example.org' }) })
    ).body.token;
    const noPassword = await googleOnly.req('delete', '/User/RemoveGoogle').set('Accept-Language', 'ru');
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Установите пароль, прежде чем отвязать Google');
    // A Google-only account cannot log in with a password until it sets one (no old password needed).
    const guess = await (await client(ctx.app))
      .req('post', '/User/Login')
      .send({ Email: 'jo@example.org', Password: 'anything at all' });
    expect(guess.status).toBe(401);
    const set = await googleOnly
      .req('post', '/User/ChangePassword')
      .send({ Password: 'first password', ConfirmPassword: 'first password' });
    expect(claimsOf(set.body.token)).toMatchObject({ has_pwd: true, google_id: 'g-jo' });
    googleOnly.token = set.body.token;
    expect((await googleOnly.req('delete', '/User/RemoveGoogle')).status).toBe(200);
    await (await client(ctx.app)).login('jo@example.org', 'first password');
  });
});
