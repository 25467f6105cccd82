// Parser speed (issue 15: ≥ 2,000 strings/s with the sequence model): every string of the
// AnyStyle set (fixtures/parser/anystyle_core.xml) parsed, best of 5 rounds after a warm-up,
// with the model (as `parseCitation` runs) and with the rules alone; and the shipped model's
// one-off load. Needs the built engine (`npx tsc -b engine`). Results go in docs/performance.md
// by hand; no test asserts timings. The load average is printed: the machine may be shared.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dist = (p) => join(ROOT, 'engine/dist/parse', p);
const { readAnystyle } = await import(dist('labelled-set.js'));
const { parseByRules, parseCitation } = await import(dist('parse-citation.js'));
const { fromModelData } = await import(dist('model/model-data.js'));
const { WEIGHTS } = await import(dist('model/generated/weights.js'));

const fmt = (n) => Math.round(n).toLocaleString('en-US');
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
