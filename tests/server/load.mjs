// A short load run of the built server on loopback: requests/s and latency percentiles for
// the bibliography list (GET) and save (POST, which formats with the engine and commits).
//   npm run build:lib && node tests/server/load.mjs [seconds=10] [connections=8]
// Starts `node server/dist/main.js` on a temporary DATA_DIR (SQLite, WAL, synchronous=FULL)
// and a free port. With PG_TEST_URL set it runs on PostgreSQL instead, in a schema of its own
// that is dropped at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 8);
const dataDir = mkdtempSync(join(tmpdir(), 'referent-load-'));
const main = new URL('../../server/dist/main.js', import.meta.url).pathname;

const port = await new Promise((resolve) => {
  const srv = createServer();
  srv.listen(0, '127.0.0.1', () => {
    const { port } = srv.address();
    srv.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const pgUrl = process.env.PG_TEST_URL;
const schema = `load_${process.pid}`;
const db = pgUrl
  ? knex({ client: 'pg', connection: pgUrl, searchPath: [schema] })
  : knex({ client: 'sqlite3', connection: { filename: join(dataDir, 'referent.sqlite') }, useNullAsDefault: true });
if (pgUrl) await db.raw(`create schema ${schema}`);
const databaseUrl = pgUrl
  ? `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
  : undefined;
const child = spawn(process.execPath, [main], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: 'inherit',
});
// Never leave the server behind, whatever happens here.
process.on('exit', () => child.kill('SIGKILL'));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (i > 200) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 50));
}

const health = await fetch(`${base}/api/health`);
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
const headers = {
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${xsrf}`,
  'x-xsrf-token': decodeURIComponent(xsrf),
};
const reg = await fetch(`${base}/User/Register`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ Email: 'load@example.org', Password: 'correct horse' }),
});
const { token } = await reg.json();
headers.authorization = `Bearer ${token}`;
// The Maximum plan, so saves are not stopped by the count limit.
const user = await db('users').where('email', 'load@example.org').first('id');
await db('subscriptions').insert({ user_id: user.id, plan: 'base', status: 4, end: null, order_id: null });

const record = {
  bibl: {
    idTypePublication: 1,
    language: 'EN',
    title: { publicationTitle: 'Language learning as language use' },
    series: { series: 'Psychological Review', volume: 126, issue: 1 },
    outputData: { year: 2019 },
    physical: { pages: '1-51' },
    authors: { 1: [{ surname: 'McCauley', name: 'Stewart' }] },
  },
  standarts: ['apa7', 'gost'],
};

async function run(name, send) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await send();
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `${name}: ${(latencies.length / seconds).toFixed(0)} req/s, p50 ${pct(50)} ms, p99 ${pct(99)} ms, ${latencies.length} requests, ${errors} non-2xx`,
  );
}

console.log(`${connections} connections, ${seconds} s each, ${pgUrl ? 'PostgreSQL' : 'SQLite'}`);
// The list is measured at a realistic size first: 50 records, one full unpaged answer.
for (let i = 0; i < 50; i++) {
  await fetch(`${base}/api/Bibliograph/`, { method: 'POST', headers, body: JSON.stringify(record) });
}
await run('list of 50 (GET /api/Bibliograph/)', () => fetch(`${base}/api/Bibliograph/`, { headers }));
await run('save (POST /api/Bibliograph/)', () =>
  fetch(`${base}/api/Bibliograph/`, { method: 'POST', headers, body: JSON.stringify(record) }),
);
await run('page of 20 (GET /api/Bibliograph/?page=1&size=20)', () =>
  fetch(`${base}/api/Bibliograph/?page=1&size=20`, { headers }),
);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
if (pgUrl) await db.raw(`drop schema ${schema} cascade`);
await db.destroy();
