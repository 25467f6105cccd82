// A/B of the one-record cold start of two builds of the CLI, for a machine shared with other work:
//   node tests/bench/cold-ab.mjs <old referent.js> <new referent.js> [rounds] [style]
// Runs `node -e 0`, the old build and the new one in turn, each on the same record on standard
// input (`format --from publication-json`), and prints each one's median wall and CPU time (user +
// system, GNU time) and the medians of new/old over the paired rounds. Both must print the same.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { publications } from './records.mjs';

const [oldBin, newBin, r = '21', style = 'apa7'] = process.argv.slice(2);
if (!oldBin || !newBin) throw new Error('usage: node tests/bench/cold-ab.mjs <old bin> <new bin> [rounds] [style]');
const one = JSON.stringify(publications(1)[0]);

function timed(args) {
  const p = spawnSync('/usr/bin/time', ['-f', '%e %U %S', process.execPath, ...args], { input: one, encoding: 'utf8' });
  const [wall, user, sys] = p.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { wall, cpu: user + sys, out: p.stdout };
}
const median = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const fmt = (s) => `${(s * 1000).toFixed(0)} ms`;

const runs = { bare: [], old: [], new: [] };
const load0 = os.loadavg()[0];
for (let i = 0; i < Number(r); i++) {
  runs.bare.push(timed(['-e', '0']));
  const a = timed([oldBin, 'format', '-s', style, '--from', 'publication-json']);
  const b = timed([newBin, 'format', '-s', style, '--from', 'publication-json']);
  if (a.out !== b.out) throw new Error(`the builds print different entries:\n${a.out}\n${b.out}`);
  runs.old.push(a);
  runs.new.push(b);
}
for (const [name, xs] of Object.entries(runs)) {
  console.log(
    `${name.padEnd(5)} wall ${fmt(median(xs.map((x) => x.wall)))} (fastest ${fmt(Math.min(...xs.map((x) => x.wall)))})  CPU ${fmt(median(xs.map((x) => x.cpu)))}`,
  );
}
const ratio = (k) => median(runs.new.map((b, i) => b[k] / (runs.old[i][k] || 0.001))).toFixed(2);
console.log(
  `new/old: wall ${ratio('wall')}, CPU ${ratio('cpu')}; load average ${load0.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
);
