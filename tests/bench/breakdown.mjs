// Where one reference's time goes, stage by stage, in CPU time per record (best of 7 rounds):
//   npx tsc -b engine && node tests/bench/breakdown.mjs [engine/dist] [styles] [--mix goldens]
// dispatch = everything; parse = validation; layout = the style's pieces; finish = the entry's
// last join and final stop; clean = the guard. Stages are timed apart, on records prepared by
// the stage before, so they add up to about `format` (dispatch adds parse and its own glue).
import { pathToFileURL } from 'node:url';
import { goldenPublications } from './golden-mix.mjs';
import { publications } from './records.mjs';

const argv = process.argv.slice(2);
const mixAt = argv.indexOf('--mix');
const mix = mixAt < 0 ? 'synthetic' : argv.splice(mixAt, 2)[1];
const [dir = 'engine/dist', which = 'apa7,ieee,gost2018'] = argv;
const load = (file) => import(pathToFileURL(`${dir}/${file}`).href);
const E = await load('index.js');
const { contextFor } = await load('format.js');
const { ensureFinalStop, trimEntry } = await load('template/final-stop.js');
const { cleanRich } = await load('template/cleanup.js');
// Builds before the validation fast path have only zod.
const { parsePublication } = await load('model/parse-publication.js').catch(() => ({
  parsePublication: (x) => E.publicationSchema.safeParse(x),
}));
const pubs = mix === 'goldens' ? goldenPublications(2000) : publications(2000);

function perRecord(f) {
  f();
  f();
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 7; r++) {
    const t0 = process.cpuUsage();
    f();
    const used = process.cpuUsage(t0);
    best = Math.min(best, (used.user + used.system) / pubs.length);
  }
  return `${best.toFixed(1)} µs`;
}

for (const id of which.split(',')) {
  const style = E.styleById(id);
  const parsed = pubs.map((p) => E.publicationSchema.parse(p));
  const ctxs = parsed.map((p) => contextFor(p));
  const raw = parsed.map((p, i) => style.layouts[ctxs[i].type](p, ctxs[i]));
  const finish = (r) => (style.finalStop ? ensureFinalStop(r) : trimEntry(r));
  const joined = raw.map(finish);
  console.log(id, {
    parse: perRecord(() => {
      for (const p of pubs) parsePublication(p);
    }),
    format: perRecord(() => {
      for (const p of parsed) E.formatPublication(p, style);
    }),
    layout: perRecord(() => {
      for (let i = 0; i < parsed.length; i++) style.layouts[ctxs[i].type](parsed[i], ctxs[i]);
    }),
    finish: perRecord(() => {
      for (const r of raw) finish(r);
    }),
    clean: perRecord(() => {
      for (const r of joined) cleanRich(r);
    }),
    // Last, so that the engine is warm (timed first, it paid for the JIT's first compilations).
    dispatch: perRecord(() => {
      for (const p of pubs) E.dispatch({ bibl: p, standarts: [id] });
    }),
  });
}
