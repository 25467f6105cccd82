import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../test-support/memory-storage.js';
import { accountErrors } from './account-checks.js';
import { claimsOf, GUEST } from './claims.js';
import { gmFromCookie } from './gm.js';
import { xsrfFrom } from './http.js';
import { isSameTarget } from './navigation.js';
import { allowed, isUser } from './permissions.js';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;

describe('token claims (spec §3)', () => {
  it('reads the payload, Cyrillic included, and turns a single role into a list', () => {
    const c = claimsOf(jwt({ sub: '7', user_id: 7, user_name: 'Іван@example.org', roles: 'admin' }));
    expect(c).toMatchObject({ user_id: 7, user_name: 'Іван@example.org', roles: ['admin'] });
  });
  it('gives undefined for a token that is not a JWT', () => {
    expect(claimsOf('nonsense')).toBeUndefined();
    expect(claimsOf('a.%%%.c')).toBeUndefined();
  });
});

describe('permissions (spec §6)', () => {
  const user = { sub: '1', user_name: 'a@b.c', roles: [] as string[] };
  const admin = { ...user, roles: ['admin'] };
  it('tells a guest from a user', () => {
    expect(isUser(GUEST)).toBe(false);
    expect(isUser(user)).toBe(true);
    expect(allowed('login', GUEST, true)).toBe(true);
    expect(allowed('login', user, true)).toBe(false);
  });
  it('gives wip to role wip, or to an admin only with the GM flag', () => {
    expect(allowed('wip', { ...user, roles: ['wip'] }, false)).toBe(true);
    expect(allowed('wip', admin, true)).toBe(true);
    expect(allowed('wip', admin, false)).toBe(false);
    expect(allowed('wip', user, true)).toBe(false);
    expect(allowed('editor', { ...user, roles: ['editor'] }, false)).toBe(true);
    expect(allowed('gm', admin, false)).toBe(false);
  });
});

describe('cookies', () => {
  it('GM is true when the cookie is absent and false only when it says so', () => {
    expect(gmFromCookie('')).toBe(true);
    expect(gmFromCookie('a=1; gm=false')).toBe(false);
    expect(gmFromCookie('gm=true')).toBe(true);
  });
  it('finds the XSRF token among other cookies', () => {
    expect(xsrfFrom('gm=true; XSRF-TOKEN=abc%3D; x=1')).toBe('abc=');
    expect(xsrfFrom('gm=true')).toBeUndefined();
  });
});

describe('account checks (spec §5)', () => {
  it('names every broken rule of a registration', () => {
    expect(accountErrors({ email: 'nope', password: 'short', confirm: 'other', terms: false }, true)).toEqual({
      email: 'emailInvalid',
      password: 'passwordShort',
      confirm: 'mismatch',
      terms: 'terms',
    });
    expect(accountErrors({ email: '', password: '' }, false)).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(
      accountErrors({ email: 'a@b.co', password: 'long enough', confirm: 'long enough', terms: true }, true),
    ).toEqual({});
  });
  it('does not ask a login password for a minimum length', () => {
    expect(accountErrors({ email: 'a@b.co', password: 'x' }, false)).toEqual({});
  });
});

describe('navigation (spec §2: duplicate navigation is ignored)', () => {
  it('is the same target when path and query match', () => {
    expect(isSameTarget('/en/bibliography', { pathname: '/en/bibliography', search: '', hash: '' })).toBe(true);
    expect(isSameTarget('/en/', { pathname: '/en/bibliography', search: '', hash: '' })).toBe(false);
    expect(isSameTarget('/en/a#x', { pathname: '/en/a', search: '', hash: '#x' })).toBe(true);
  });
});

describe('session (spec §4)', () => {
  beforeEach(() => {
    installMemoryStorage();
  });
  it('refreshes at most once per 90 s', async () => {
    const { refreshDue, REFRESH_THROTTLE_MS } = await import('./session.js');
    expect(REFRESH_THROTTLE_MS).toBe(90_000);
    expect(refreshDue(1_000_000, 1_000_000 - 89_999)).toBe(false);
    expect(refreshDue(1_000_000, 1_000_000 - 90_000)).toBe(true);
  });
  it('takes one target off the post-login queue at a time', async () => {
    const { queueAfterLogin, takeAfterLogin } = await import('./session.js');
    queueAfterLogin('/en/lk');
    queueAfterLogin('/en/bibliography');
    expect(takeAfterLogin()).toBe('/en/lk');
    expect(takeAfterLogin()).toBe('/en/bibliography');
    expect(takeAfterLogin()).toBeUndefined();
  });
  it('emits LOGGED_IN and LOGGED_OUT and keeps the token in storage', async () => {
    const { signIn, logout, onSession, claims } = await import('./session.js');
    const seen: string[] = [];
    onSession('LOGGED_IN', () => seen.push('in'));
    onSession('LOGGED_OUT', () => seen.push('out'));
    signIn(jwt({ sub: '3', user_id: 3, user_name: 'x@y.z', roles: [] }));
    expect(localStorage.getItem('referent.token')).toContain('.');
    expect(claims.value.user_id).toBe(3);
    await logout(false);
    expect(localStorage.getItem('referent.token')).toBeNull();
    expect(claims.value).toEqual(GUEST);
    expect(seen).toEqual(['in', 'out']);
  });
});

describe('an expired token during a call', () => {
  beforeEach(() => {
    installMemoryStorage();
  });
  it('is renewed once and the call repeated with the new token', async () => {
    const { signIn } = await import('./session.js');
    const { request } = await import('./http.js');
    const old = jwt({ sub: '1', user_id: 1, user_name: 'a@b.c', roles: [], n: 1 });
    const fresh = jwt({ sub: '1', user_id: 1, user_name: 'a@b.c', roles: [], n: 2 });
    signIn(old, null);
    const seen: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? '';
      seen.push(`${url} ${auth === `Bearer ${fresh}` ? 'fresh' : 'old'}`);
      if (url === '/User/UpdateJWT') return new Response(JSON.stringify({ token: fresh }), { status: 200 });
      if (auth === `Bearer ${old}`)
        return new Response(JSON.stringify({ code: 'auth', message: 'expired' }), { status: 401 });
      return new Response(JSON.stringify({ data: [1] }), { status: 200 });
    }) as typeof fetch;
    try {
      expect(await request('GET', '/api/Bibliograph/')).toEqual({ data: [1] });
      expect(seen).toEqual(['/api/Bibliograph/ old', '/User/UpdateJWT old', '/api/Bibliograph/ fresh']);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('a refresh answered 401 (spec §4)', () => {
  beforeEach(() => {
    installMemoryStorage();
  });
  it('logs out: the token is cleared and LOGGED_OUT fires', async () => {
    const { signIn, onSession } = await import('./session.js');
    const { request, ApiError } = await import('./http.js');
    signIn(jwt({ sub: '1', user_id: 1, user_name: 'a@b.c', roles: [] }), null);
    let loggedOut = 0;
    const stop = onSession('LOGGED_OUT', () => loggedOut++);
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ code: 'auth', message: 'session ended' }), { status: 401 })) as typeof fetch;
    try {
      await expect(request('GET', '/api/Bibliograph/')).rejects.toBeInstanceOf(ApiError);
      expect(localStorage.getItem('referent.token')).toBeNull();
      expect(loggedOut).toBe(1);
    } finally {
      globalThis.fetch = realFetch;
      stop();
    }
  });
});

describe('notifications (spec §9)', () => {
  it('stay 4500 ms', async () => {
    vi.useFakeTimers();
    try {
      const { notify, notes } = await import('./notify.js');
      notify('String copied', 'success');
      vi.advanceTimersByTime(4499);
      expect(notes.value.map((n) => n.text)).toEqual(['String copied']);
      vi.advanceTimersByTime(1);
      expect(notes.value).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
