// `node tests/bench/cards-search.mjs`: full-text search over 10,000 note cards (issue 18 target:
// ≤ 50 ms). Builds the cards in a fresh database (SQLite in memory, or PostgreSQL when
// BENCH_PG_URL is set), then times PostCardsSortBy's query (filterCards: search, count, first
// page of 10 with tags and links) for queries in Russian, Ukrainian and English.
// Needs the built server (`npx tsc -b engine docx cli server`). Prints a Markdown section and,
// with --write, puts it into docs/performance.md between its markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { numberFor, sortKey } from '@referent/engine';
import knex from 'knex';
import { filterCards } from '../../server/dist/cards/store.js';
import { connect, migrate } from '../../server/dist/db/connect.js';

const N = Number(process.env.BENCH_CARDS ?? 10_000);
const RUNS = 30;
const WORDS = {
  ru: [
    'идея',
    'связи',
    'карточка',
    'теория',
    'память',
    'метод',
    'язык',
    'мышление',
    'письмо',
    'заметки',
    'модель',
    'знание',
  ],
  ua: ['ідея', 'звʼязок', 'картка', 'теорія', 'памʼять', 'метод', 'мова', 'мислення', 'лист', 'нотатки', 'знання'],
  en: ['idea', 'links', 'card', 'theory', 'memory', 'method', 'language', 'thinking', 'writing', 'notes', 'model'],
};
const QUERIES = ['идеи', 'теория памяти', 'ідеї', 'мова', 'linking', 'memory theory', 'zzzz'];

function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// On PostgreSQL a schema of its own, dropped at the end, so the bench leaves the database as it was.
const SCHEMA = `bench_cards_${process.pid}`;
const db = process.env.BENCH_PG_URL
  ? knex({ client: 'pg', connection: process.env.BENCH_PG_URL, searchPath: [SCHEMA] })
  : connect({ dataDir: ':memory:' });
if (process.env.BENCH_PG_URL) await db.raw(`create schema ${SCHEMA}`);
await migrate(db);
const [user] = await db('users').insert(
  { email: `bench-${Date.now()}@example.org`, roles: '[]', created_at: new Date() },
  ['id'],
);
const userId = user.id;
const rnd = random(18);
const pick = (list) => list[Math.floor(rnd() * list.length)];
const tree = [];
const rows = [];
const now = new Date();
for (let i = 0; i < N; i++) {
  const lang = pick(['ru', 'ru', 'ua', 'en']);
  const parent = tree.length && rnd() < 0.7 ? tree[Math.floor(rnd() * tree.length)].id : null;
  const zettel = numberFor(tree, parent);
  const id = i + 1;
  tree.push({ id, parentId: parent, zettel });
  const text = Array.from({ length: 40 }, () => pick(WORDS[lang])).join(' ');
  rows.push({
    user_id: userId,
    parent_id: parent,
    zettel,
    zettel_key: sortKey(zettel),
    title: `${pick(WORDS[lang])} ${i}`,
    body: text,
    quote: '',
    info: '',
    created_at: now,
    updated_at: now,
  });
}
// Ids follow insertion order in a fresh database, so parents exist before their children.
for (let i = 0; i < rows.length; i += 200) await db('cards').insert(rows.slice(i, i + 200));
// Statistics as autovacuum would gather them on a live database.
if (process.env.BENCH_PG_URL) await db.raw('analyze cards');

const filter = (q) => ({
  searchingString: q,
  filteredTypes: [],
  tags: [],
  sortType: 'number',
  sortDirection: 'asc',
  take: 10,
  skip: 0,
});
const lines = [];
for (const q of QUERIES) {
  await filterCards(db, userId, filter(q));
  const times = [];
  let total = 0;
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    total = (await filterCards(db, userId, filter(q))).total;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  lines.push(
    `| ${q} | ${total} | ${times[Math.floor(RUNS / 2)].toFixed(1)} | ${times[Math.floor(RUNS * 0.95)].toFixed(1)} |`,
  );
}
if (process.env.BENCH_PG_URL) await db.raw(`drop schema ${SCHEMA} cascade`);
await db.destroy();

const kind = process.env.BENCH_PG_URL ? 'pg' : 'sqlite';
const section = [
  `<!-- cards-search-${kind}:start -->`,
  `## (d) Ideas generator: full-text search over 10,000 note cards, ${kind === 'pg' ? 'PostgreSQL' : 'SQLite'}`,
  '',
  `\`node tests/bench/cards-search.mjs\` — ${N} cards (40 words each; Russian, Ukrainian, English) in ${process.env.BENCH_PG_URL ? 'PostgreSQL' : 'SQLite (in memory)'}; one query = search + total count + the first page of 10 cards with tags, links and citations (what \`POST PostCardsSortBy\` runs). ${RUNS} runs after one warm-up. Target ≤ 50 ms. Load average at the run: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')} on ${cpus().length} cores (a machine shared with other work).`,
  '',
  '| query | matches | median ms | p95 ms |',
  '|---|---:|---:|---:|',
  ...lines,
  `<!-- cards-search-${kind}:end -->`,
].join('\n');
console.log(section);
if (process.argv.includes('--write')) {
  const file = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
  const doc = readFileSync(file, 'utf8');
  const re = new RegExp(`<!-- cards-search-${kind}:start -->[\\s\\S]*<!-- cards-search-${kind}:end -->`);
  writeFileSync(file, re.test(doc) ? doc.replace(re, section) : `${doc.trimEnd()}\n\n${section}\n`);
}
