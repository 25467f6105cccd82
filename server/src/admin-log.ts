import type { Knex } from 'knex';
import type { Account } from './auth/viewer.js';

/** Records an admin action with who did it (the issue: every admin action is logged). */
export async function logAdmin(
  db: Knex,
  admin: Account,
  action: string,
  target: string,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db('admin_log').insert({
    admin_id: admin.id,
    admin_email: admin.email,
    action,
    target,
    details: JSON.stringify(details),
    at: now,
  });
}
