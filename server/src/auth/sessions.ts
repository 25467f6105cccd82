import { randomUUID } from 'node:crypto';
import type { Services } from '../api/route.js';
import { signToken } from './tokens.js';
import type { Account } from './viewer.js';

/**
 * ADMIN_EMAILS (docs/deploy.md): an address listed there is an admin from its next sign-in, so
 * a fresh install gets its first admin without editing the database.
 */
async function withConfiguredAdmin(s: Services, account: Account): Promise<Account> {
  if (!s.adminEmails.has(account.email.toLowerCase()) || account.roles.includes('admin')) return account;
  const roles = [...account.roles, 'admin'];
  await s
    .db('users')
    .where('id', account.id)
    .update({ roles: JSON.stringify(roles) });
  return { ...account, roles };
}

/** Opens a session for an account and answers its first token. */
export async function openSession(s: Services, signedIn: Account): Promise<{ token: string }> {
  const account = await withConfiguredAdmin(s, signedIn);
  const jti = randomUUID();
  // Ended sessions are dropped here, per account, so the table does not grow without end.
  await s.db('sessions').where('user_id', account.id).andWhere('expires_at', '<=', s.now()).delete();
  await s.db('sessions').insert({ jti, user_id: account.id, expires_at: new Date(s.now().getTime() + s.sessionTtlMs) });
  return { token: await signToken(s.tokens, account, jti) };
}

/** A fresh token for a live session (refresh, or after the account changed): extends the session. */
export async function renewSession(s: Services, account: Account, jti: string): Promise<{ token: string }> {
  await s
    .db('sessions')
    .where('jti', jti)
    .update({ expires_at: new Date(s.now().getTime() + s.sessionTtlMs) });
  return { token: await signToken(s.tokens, account, jti) };
}

/** Ends every session of an account but `keep` (after a password change or reset). */
export async function endOtherSessions(s: Services, userId: number, keep?: string): Promise<void> {
  const q = s.db('sessions').where('user_id', userId);
  if (keep) q.andWhereNot('jti', keep);
  await q.delete();
}
