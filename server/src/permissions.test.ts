import { describe, expect, it } from 'vitest';
import type { Viewer } from './auth/viewer.js';
import { ACCESS, type Access, canRemoveGoogle, check, isCreator } from './permissions.js';

const account = (roles: string[], extra: Partial<{ google_id: string | null; password_hash: string | null }> = {}) => ({
  id: 7,
  email: 'a@example.org',
  password_hash: 'hash',
  google_id: null,
  roles,
  ...extra,
});
const user = (roles: string[], gm = true): Viewer => ({ kind: 'user', gm, account: account(roles), jti: 'j' });
const guest: Viewer = { kind: 'guest', gm: true };
const refused: Viewer = { kind: 'refused', gm: true, reason: 'expired' };

/** Spec §6, row by row: which viewers each check lets through. */
const TABLE: [string, Viewer, Record<Access, string>][] = [
  ['guest', guest, { guest: 'ok', login: 'ok', user: 'auth', editor: 'auth', admin: 'auth', wip: 'auth', gm: 'auth' }],
  [
    'refused token',
    refused,
    { guest: 'ok', login: 'ok', user: 'auth', editor: 'auth', admin: 'auth', wip: 'auth', gm: 'auth' },
  ],
  [
    'user',
    user([]),
    {
      guest: 'ok',
      login: 'signedIn',
      user: 'ok',
      editor: 'forbidden',
      admin: 'forbidden',
      wip: 'forbidden',
      gm: 'forbidden',
    },
  ],
  [
    'editor',
    user(['editor']),
    { guest: 'ok', login: 'signedIn', user: 'ok', editor: 'ok', admin: 'forbidden', wip: 'forbidden', gm: 'forbidden' },
  ],
  [
    'wip',
    user(['wip']),
    { guest: 'ok', login: 'signedIn', user: 'ok', editor: 'forbidden', admin: 'forbidden', wip: 'ok', gm: 'forbidden' },
  ],
  [
    'admin with GM',
    user(['admin'], true),
    { guest: 'ok', login: 'signedIn', user: 'ok', editor: 'ok', admin: 'ok', wip: 'ok', gm: 'ok' },
  ],
  [
    'admin without GM',
    user(['admin'], false),
    { guest: 'ok', login: 'signedIn', user: 'ok', editor: 'ok', admin: 'ok', wip: 'forbidden', gm: 'forbidden' },
  ],
];

describe('check (spec §6)', () => {
  it.each(TABLE)('%s', (_name, viewer, expected) => {
    expect(Object.fromEntries(ACCESS.map((a) => [a, check(a, viewer)]))).toEqual(expected);
  });

  it('matches the record creator by user id only', () => {
    expect(isCreator(user([]), { user_id: 7 })).toBe(true);
    expect(isCreator(user([]), { user_id: '7' })).toBe(true);
    expect(isCreator(user(['admin']), { user_id: 8 })).toBe(false);
    expect(isCreator(guest, { user_id: 7 })).toBe(false);
  });

  it('allows removing Google only with Google linked and a password set', () => {
    const v = (extra: Parameters<typeof account>[1]): Viewer => ({
      kind: 'user',
      gm: true,
      account: account([], extra),
      jti: 'j',
    });
    expect(canRemoveGoogle(v({ google_id: 'g' }))).toBe(true);
    expect(canRemoveGoogle(v({ google_id: 'g', password_hash: null }))).toBe(false);
    expect(canRemoveGoogle(v({ google_id: null }))).toBe(false);
  });
});
