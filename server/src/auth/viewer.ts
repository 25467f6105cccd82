import type { Knex } from 'knex';
import { type TokenConfig, type TokenError, verifyToken } from './tokens.js';

/** A signed-in account as the database knows it now (roles are read fresh, not from the token). */
export interface Account {
  id: number;
  email: string;
  password_hash: string | null;
  google_id: string | null;
  roles: string[];
}

/** Who is asking: a guest, a signed-in account, or someone whose token was refused. */
export type Viewer =
  | { kind: 'guest'; gm: boolean }
  | { kind: 'refused'; gm: boolean; reason: TokenError | 'ended' }
  | { kind: 'user'; gm: boolean; account: Account; jti: string };

interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  google_id: string | null;
  roles: string;
}

export function accountOf(row: UserRow): Account {
  let roles: unknown;
  try {
    roles = JSON.parse(row.roles);
  } catch {
    roles = [];
  }
  // Spec §3: a single role string becomes a one-item list.
  const list =
    typeof roles === 'string' ? [roles] : Array.isArray(roles) ? roles.filter((r) => typeof r === 'string') : [];
  return {
    id: Number(row.id),
    email: row.email,
    password_hash: row.password_hash,
    google_id: row.google_id,
    roles: list,
  };
}

/** The user row of a live session, or undefined when the session ended (logout, expiry, deletion). */
export async function sessionAccount(db: Knex, jti: string, now: Date): Promise<Account | undefined> {
  const row = (await db('sessions')
    .join('users', 'users.id', 'sessions.user_id')
    .where('sessions.jti', jti)
    .andWhere('sessions.expires_at', '>', now)
    .first('users.id', 'users.email', 'users.password_hash', 'users.google_id', 'users.roles')) as UserRow | undefined;
  return row ? accountOf(row) : undefined;
}

/**
 * Resolves the viewer from `Authorization: Bearer <jwt>` and the `gm` cookie (spec §6:
 * default 'true' when absent). A token must verify and its session (`jti`) must be live.
 */
export async function resolveViewer(
  db: Knex,
  tokens: TokenConfig,
  authorization: string | undefined,
  gmCookie: string | undefined,
  now: Date,
): Promise<Viewer> {
  const gm = gmCookie === undefined ? true : gmCookie === 'true';
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return { kind: 'guest', gm };
  const verified = await verifyToken(tokens, match[1] as string);
  if (!verified.ok) return { kind: 'refused', gm, reason: verified.error };
  const account = await sessionAccount(db, verified.claims.jti, now);
  if (!account || account.id !== verified.claims.user_id) return { kind: 'refused', gm, reason: 'ended' };
  return { kind: 'user', gm, account, jti: verified.claims.jti };
}
