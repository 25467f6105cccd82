// Throughput of `dispatch` (validation + formatting + plain text) in every style, on the
// synthetic records (records.mjs) and on the mix built from the goldens' inputs
// (golden-mix.mjs); part of `npm run bench`, or alone:
//   npx tsc -b engine && node tests/bench/styles.mjs [records]
// CPU time of this process (process.cpuUsage), best of 5 rounds after a warm-up round.
import { pathToFileURL } from 'node:url';
import { availableStyles, dispatch } from '@referent/engine';
import { goldenPublications } from './golden-mix.mjs';
import { publications } from './records.mjs';

/** Items per CPU second of `dispatch` in `style`, best of `rounds` after one warm-up round. */
export function cpuRate(style, pubs, rounds = 5) {
  for (const p of pubs) dispatch({ bibl: p, standarts: [style] });
  let best = 0;
  for (let round = 0; round < rounds; round++) {
    const t0 = process.cpuUsage();
    for (const p of pubs) dispatch({ bibl: p, standarts: [style] });
    const used = process.cpuUsage(t0);
    best = Math.max(best, pubs.length / ((used.user + used.system) / 1e6));
  }
  return best;
}

/** One row per style: items/s on the synthetic records and on the golden mix. */
export function styleRows(n) {
  const synthetic = publications(n);
  const goldens = goldenPublications(n);
  return availableStyles().map((style) => ({
    style,
    synthetic: cpuRate(style, synthetic),
    goldens: cpuRate(style, goldens),
  }));
}

const fmt = (x) => Math.round(x).toLocaleString('en-US');
const mark = (x) => (x >= 100_000 ? 'met' : `**missed** by ${(100_000 / x).toFixed(1)}×`);

/** The rows as a Markdown table. */
export function styleTable(rows) {
  return [
    '| style | synthetic items/s | golden mix items/s | ≥ 100,000/s (golden mix) |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.style} | ${fmt(r.synthetic)} | ${fmt(r.goldens)} | ${mark(r.goldens)} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(styleTable(styleRows(Number(process.argv[2] ?? 2000))));
}
