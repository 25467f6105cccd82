import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { configFromEnv } from './config.js';
import { connect, migrate } from './db/connect.js';

/** The roles an operator may grant (spec §6: admin, editor, wip). */
const ROLES = ['admin', 'editor', 'wip'] as const;

const USAGE = `Usage: npm run admin -- <command>
  grant EMAIL [ROLE]    give an account a role (admin unless another is named: editor, wip)
  revoke EMAIL [ROLE]   take a role away (admin unless another is named)
  list                  the accounts that hold any role
The database is the server's: DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite, ./data by default).`;

function rolesOf(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Grants, revokes or lists roles on the server's database: how an operator makes the first
 * admin of a fresh install (or uses ADMIN_EMAILS). Returns the exit code; output goes to `out`.
 */
export async function runAdmin(args: string[], db: Knex, out: (line: string) => void): Promise<number> {
  const [command, rawEmail, rawRole = 'admin'] = args;
  if (command === 'list') {
    const rows = (await db('users').select('email', 'roles').orderBy('email')) as Array<{
      email: string;
      roles: string;
    }>;
    for (const row of rows) {
      const roles = rolesOf(row.roles);
      if (roles.length) out(`${row.email}\t${roles.join(', ')}`);
    }
    return 0;
  }
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail) {
    out(USAGE);
    return 2;
  }
  const role = rawRole.toLowerCase();
  if (!(ROLES as readonly string[]).includes(role)) {
    out(`Unknown role "${rawRole}": one of ${ROLES.join(', ')}`);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const user = (await db('users').where('email', email).first('id', 'roles')) as
    | { id: number; roles: string }
    | undefined;
  if (!user) {
    out(`No account with the e-mail ${email}: register it first, then grant the role`);
    return 1;
  }
  const current = rolesOf(user.roles);
  const next = command === 'grant' ? [...new Set([...current, role])] : current.filter((r) => r !== role);
  await db('users')
    .where('id', user.id)
    .update({ roles: JSON.stringify(next) });
  out(`${email}: ${next.length ? next.join(', ') : 'no roles'} (from the next request)`);
  return 0;
}

async function main(): Promise<void> {
  const db = connect(configFromEnv());
  try {
    await migrate(db);
    process.exitCode = await runAdmin(process.argv.slice(2), db, (line) => console.log(line));
  } finally {
    await db.destroy();
  }
}

// Run as a command (node server/dist/admin-cli.js), not when tests import runAdmin.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
