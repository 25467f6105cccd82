// Parser speed (issue 15: ≥ 2,000 strings/s with the sequence model): every string of the
// AnyStyle set (fixtures/parser/anystyle_core.xml) parsed, best of 5 rounds after a warm-up,
// with the model (as `parseCitation` runs) and with the rules alone; and the shipped model's
// one-off load. Needs the built engine (`npx tsc -b engine`). Results go in docs/performance.md
// by hand; no test asserts timings. The load average is printed: the machine may be shared.
// `--against <dir>` also times another build's engine/dist (say, a copy made before a change),
// the two run in turn in this one process, best of `--rounds` (8) rounds each, so both see
// the same load.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dist = (p) => join(ROOT, 'engine/dist/parse', p);
const { readAnystyle } = await import(dist('labelled-set.js'));
const { parseByRules, parseCitation } = await import(dist('parse-citation.js'));
const { fromModelData } = await import(dist('model/model-data.js'));
const { WEIGHTS } = await import(dist('model/generated/weights.js'));

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const texts = readAnystyle(readFileSync(join(ROOT, 'fixtures/parser/anystyle_core.xml'), 'utf8')).map((c) => c.text);

/** Strings per second of wall time and of this process's CPU time (the machine is shared, so both). */
function rate(parse) {
  for (const t of texts) parse(t);
  let wall = 0;
  let cpu = 0;
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    for (const t of texts) parse(t);
    const c = process.cpuUsage(c0);
    wall = Math.max(wall, texts.length / ((performance.now() - t0) / 1000));
    cpu = Math.max(cpu, texts.length / ((c.user + c.system) / 1e6));
  }
  return `${fmt(wall)} strings/s (wall), ${fmt(cpu)} strings/s (CPU time)`;
}

const t0 = performance.now();
fromModelData(WEIGHTS);
const load = performance.now() - t0;
const withModel = rate((t) => parseCitation(t));
const rulesOnly = rate((t) => parseByRules(t, () => {}));
console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`${texts.length} strings (AnyStyle set), best of 5 rounds, one core:`);
console.log(`  parseCitation (rules + model): ${withModel}`);
console.log(`  rules alone:                   ${rulesOnly}`);
console.log(`  model load (decode weights):   ${load.toFixed(1)} ms`);

const against = arg('--against');
if (against) {
  const other = (await import(pathToFileURL(resolve(against, 'parse/parse-citation.js')).href)).parseCitation;
  const sides = { [against]: other, 'this build': parseCitation };
  const best = Object.fromEntries(Object.keys(sides).map((k) => [k, 0]));
  for (const parse of Object.values(sides)) for (const t of texts) parse(t);
  const rounds = Number(arg('--rounds') ?? 8);
  for (let round = 0; round < rounds; round++) {
    for (const [name, parse] of Object.entries(sides)) {
      const c0 = process.cpuUsage();
      for (const t of texts) parse(t);
      const c = process.cpuUsage(c0);
      best[name] = Math.max(best[name], texts.length / ((c.user + c.system) / 1e6));
    }
  }
  console.log(`parseCitation, the two builds in turn, best of ${rounds} rounds (strings/s of CPU time):`);
  for (const [name, rate] of Object.entries(best)) console.log(`  ${name}: ${fmt(rate)}`);
}
