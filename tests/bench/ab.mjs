// A/B of two builds of the engine in one process, for a machine shared with other work:
//   cp -r engine/dist /tmp/old-dist   # before the change (outside the repository is fine:
//   npx tsc -b engine                 #  the copy resolves zod through a node_modules link)
//   node tests/bench/ab.mjs <old engine/dist> <new engine/dist> [styles|all] [records] [rounds] [--mix goldens|synthetic]
// Rounds of `dispatch` (validation + formatting + text) alternate between the builds, each
// timed in CPU time (process.cpuUsage), which other processes' load moves far less than wall
// time; prints per style the median of new/old over paired rounds. Each pair runs the builds
// in the other order from the last (ABBA), after two warm-up pairs: with the old build always
// first, the same build against itself measured 1.05–1.15 (session 10, load 11), the second
// run of a pair finding the records warm in the caches. Both builds must give the
// same text for every record, or it stops. `--mix goldens` takes the records built from the
// goldens' inputs (golden-mix.mjs) instead of the synthetic ones (records.mjs).
import { pathToFileURL } from 'node:url';
import { goldenPublications } from './golden-mix.mjs';
import { publications } from './records.mjs';

const argv = process.argv.slice(2);
const mixAt = argv.indexOf('--mix');
const mix = mixAt < 0 ? 'synthetic' : argv.splice(mixAt, 2)[1];
if (mix !== 'synthetic' && mix !== 'goldens') throw new Error(`--mix ${mix}: goldens or synthetic`);
const [oldDir, newDir, which = 'apa7,ieee,gost2018', n = '2000', r = '15'] = argv;
if (!oldDir || !newDir)
  throw new Error('usage: node tests/bench/ab.mjs <old dist> <new dist> [styles|all] [n] [rounds]');
const load = (dir) => import(pathToFileURL(`${dir}/index.js`).href);
const A = await load(oldDir);
const B = await load(newDir);
const styles = which === 'all' ? A.availableStyles() : which.split(',');
const pubs = mix === 'goldens' ? goldenPublications(Number(n)) : publications(Number(n));
const rounds = Number(r);

function rate(engine, style) {
  const t0 = process.cpuUsage();
  for (const p of pubs) engine.dispatch({ bibl: p, standarts: [style] });
  const used = process.cpuUsage(t0);
  return pubs.length / ((used.user + used.system) / 1e6);
}
const median = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];

for (const style of styles) {
  for (const p of pubs) {
    const a = A.dispatch({ bibl: p, standarts: [style] });
    const b = B.dispatch({ bibl: p, standarts: [style] });
    if (a.results?.[style] !== b.results?.[style]) throw new Error(`${style}: the builds differ on ${p.id}`);
  }
  for (let i = 0; i < 2; i++) {
    rate(A, style);
    rate(B, style);
  }
  const ratios = [];
  let bestA = 0;
  let bestB = 0;
  for (let i = 0; i < rounds; i++) {
    const first = i % 2 === 0 ? rate(A, style) : rate(B, style);
    const second = i % 2 === 0 ? rate(B, style) : rate(A, style);
    const a = i % 2 === 0 ? first : second;
    const b = i % 2 === 0 ? second : first;
    ratios.push(b / a);
    bestA = Math.max(bestA, a);
    bestB = Math.max(bestB, b);
  }
  console.log(
    `${style.padEnd(10)} ${mix} new/old ${median(ratios).toFixed(2)}  best old ${Math.round(bestA)}/s  best new ${Math.round(bestB)}/s (CPU time)`,
  );
}
