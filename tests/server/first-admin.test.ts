import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/src/admin-cli.js';
import { connect, migrate } from '../../server/src/db/connect.js';
import { appForTests, claimsOf, client, type TestCtx } from './support.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..', '..');

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests({ adminEmails: ['Boss@Example.org'] });
});
afterAll(async () => {
  await ctx.close();
});

describe('the first admin of a fresh install', () => {
  it('ADMIN_EMAILS: a listed address is an admin from its sign-in, others are not', async () => {
    const boss = await (await client(ctx.app)).register('boss@example.org');
    expect(claimsOf(boss.token).roles).toEqual(['admin']);
    expect((await boss.req('get', '/api/Admin/Users')).status).toBe(200);
    const other = await (await client(ctx.app)).register('other@example.org');
    expect(claimsOf(other.token).roles).toEqual([]);
    expect((await other.req('get', '/api/Admin/Users')).status).toBe(403);
  });

  it('`npm run admin -- grant EMAIL` names a missing account, grants, lists and revokes', async () => {
    const lines: string[] = [];
    const out = (l: string) => lines.push(l);
    expect(await runAdmin(['grant', 'nobody@example.org'], ctx.db, out)).toBe(1);
    expect(lines.at(-1)).toMatch(/No account with the e-mail nobody@example.org/);
    await (await client(ctx.app)).register('editor@example.org');
    expect(await runAdmin(['grant', 'Editor@example.org', 'editor'], ctx.db, out)).toBe(0);
    expect(await runAdmin(['grant', 'editor@example.org', 'pope'], ctx.db, out)).toBe(2);
    const signedIn = await (await client(ctx.app)).login('editor@example.org');
    expect(claimsOf(signedIn.token).roles).toEqual(['editor']);
    lines.length = 0;
    expect(await runAdmin(['list'], ctx.db, out)).toBe(0);
    expect(lines).toContain('editor@example.org\teditor');
    expect(await runAdmin(['revoke', 'editor@example.org', 'editor'], ctx.db, out)).toBe(0);
    expect(await runAdmin([], ctx.db, out)).toBe(2);
  });

  it('runs as a command on the server’s own SQLite database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'referent-admin-'));
    const cli = join(ROOT, 'server', 'dist', 'admin-cli.js');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const missing = await run(process.execPath, [cli, 'grant', 'first@example.org'], { env }).catch((e) => e);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/register it first/);
    const db = connect({ dataDir });
    await migrate(db);
    await db('users').insert({ email: 'first@example.org', password_hash: null, roles: '[]', created_at: new Date() });
    await db.destroy();
    const granted = await run(process.execPath, [cli, 'grant', 'first@example.org'], { env });
    expect(granted.stdout).toMatch(/first@example.org: admin/);
  });
});
