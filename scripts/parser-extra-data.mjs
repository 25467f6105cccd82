#!/usr/bin/env node
// Builds fixtures/parser/anystyle-extra.xml, more labelled English strings for training the
// parser's sequence model (issue 15; docs/parsing.md, "Training data"), from AnyStyle's other
// data sets as fetched into a directory outside the repository (PROVENANCE.md there and in
// fixtures/parser/). Reproducible: the same files give the same output.
//
// Leakage filter. fixtures/parser/anystyle_core.xml is AnyStyle's res/parser/core.xml with 204
// sequences held back for an independent evaluation, and a quarter of it is our own held-out
// part (`partOf`). AnyStyle's other sets share many strings with core.xml, so every extra
// sequence is dropped when its text
//   1. equals (normalised: lower case, letters and digits only) a held-back core.xml sequence,
//      a held-out string of anystyle_core.xml or a held-out string of a Russian/Ukrainian set
//      (every file of `RU_UA_FILES`: ru-ua.json, ru-ua-2.json);
//   2. is near one of them: Jaccard similarity of the character 4-grams of the normalised
//      texts ≥ 0.7;
//   3. equals a development string of anystyle_core.xml (already trained on);
//   4. equals an extra sequence kept before it (the sets overlap one another);
// and sets whose tags cannot be mapped onto the model's labels are left out. Only counts are
// printed, never a dropped string.
//   node scripts/parser-extra-data.mjs [--src <dir>]     (run `npx tsc -b engine` first)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { RU_UA_FILES, partOf } = await import(join(root, 'engine/dist/parse/labelled-set.js'));
const { MERGED, MODEL_LABELS, readSegments } = await import(join(root, 'engine/dist/parse/model/training-data.js'));

const argv = process.argv.slice(2);
const src = argv.includes('--src') ? argv[argv.indexOf('--src') + 1] : '/work/shared/data/parser/anystyle-extra';
const NEAR = 0.7;
const GRAM = 4;

/**
 * The sets used, in this order (the first copy of a string is kept), and the held-back check's
 * source. core.xml is read only to find the held-back sequences; it is never copied.
 * Left out: cora.xml (the ancestor of core.xml, renamed to it in 2018; it tags journals and
 * proceedings alike as `booktitle`), high.xml and stanford.xml (earlier states of good.xml and
 * of the three stanford-* sets, which replaced them).
 */
const SETS = [
  'gold.xml',
  'good.xml',
  'bad.xml',
  'ugly.xml',
  'jw.xml',
  'stanford-books.xml',
  'stanford-diss.xml',
  'stanford-theses.xml',
];
const CORE = 'core.xml';

/** AnyStyle's tags that `readSequences` (engine/src/parse/model/training-data.ts) reads: its labels and the tags it merges into them. */
const KEPT = new Set([...MODEL_LABELS, ...Object.keys(MERGED)]);
/** Tags of the 2018 sets renamed to today's (AnyStyle merged `accessed` into `note`). */
const RENAMED = { accessed: 'note' };

const textOf = (segs) => segs.map(([, v]) => v).join(' ');
const norm = (s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
function grams(n) {
  const g = new Set();
  for (let i = 0; i + GRAM <= n.length; i++) g.add(n.slice(i, i + GRAM));
  if (!g.size && n) g.add(n);
  return g;
}

// What must never be trained on: the held-back core.xml sequences and both held-out parts.
const ours = readSegments(readFileSync(join(root, 'fixtures/parser/anystyle_core.xml'), 'utf8')).map(textOf);
const ourNorm = new Set(ours.map(norm));
const core = readSegments(readFileSync(join(src, CORE), 'utf8')).map(textOf);
const heldBack = core.filter((t) => !ourNorm.has(norm(t)));
const heldOut = ours.filter((t) => partOf(t) === 'heldOut');
const ruUa = RU_UA_FILES.flatMap(([file]) =>
  JSON.parse(readFileSync(join(root, 'fixtures/parser', file), 'utf8')).cases.map((c) => c.text),
);
const ruUaHeldOut = ruUa.filter((t) => partOf(t) === 'heldOut');
const blocked = [...heldBack, ...heldOut, ...ruUaHeldOut].map(norm);
const heldBackSet = new Set(heldBack.map(norm));
const blockedSet = new Set(blocked);
const devNorm = new Set(ours.filter((t) => partOf(t) === 'dev').map(norm));

// An index of the blocked strings' 4-grams, so each extra string is compared only with those it shares a gram with.
const blockedGrams = blocked.map(grams);
const index = new Map();
blockedGrams.forEach((g, i) => {
  for (const x of g) {
    if (!index.has(x)) index.set(x, []);
    index.get(x).push(i);
  }
});
function nearBlocked(n) {
  const g = grams(n);
  const shared = new Map();
  for (const x of g) for (const i of index.get(x) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  for (const [i, s] of shared) if (s / (g.size + blockedGrams[i].size - s) >= NEAR) return true;
  return false;
}

const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const kept = new Set();
const counts = [];
const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<dataset>'];
for (const file of SETS) {
  const c = { file, sequences: 0, heldBack: 0, heldExact: 0, heldNear: 0, dev: 0, repeat: 0, kept: 0, renamed: 0 };
  // Each set's strings follow a comment naming it, so training can take the sets apart.
  lines.push(`  <!-- set: ${file} -->`);
  for (const segs of readSegments(readFileSync(join(src, file), 'utf8'))) {
    c.sequences++;
    const n = norm(textOf(segs));
    if (heldBackSet.has(n)) c.heldBack++;
    else if (blockedSet.has(n)) c.heldExact++;
    else if (nearBlocked(n)) c.heldNear++;
    else if (devNorm.has(n)) c.dev++;
    else if (kept.has(n)) c.repeat++;
    else {
      kept.add(n);
      c.kept++;
      const parts = segs.map(([tag, value]) => {
        const t = RENAMED[tag] ?? tag;
        if (t !== tag) c.renamed++;
        if (!KEPT.has(t)) throw new Error(`${file}: tag <${tag}> has no mapping onto the model's labels`);
        return `<${t}>${escapeXml(value)}</${t}>`;
      });
      lines.push(`  <sequence>${parts.join('')}</sequence>`);
    }
  }
  counts.push(c);
}
lines.push('</dataset>', '');
writeFileSync(join(root, 'fixtures/parser/anystyle-extra.xml'), lines.join('\n'));

console.log(
  `core.xml: ${core.length} sequences, ${heldBack.length} not in anystyle_core.xml (held back); ` +
    `held out: ${heldOut.length} of anystyle_core.xml, ${ruUaHeldOut.length} of ${RU_UA_FILES.map(([file]) => file).join(' and ')}`,
);
console.log('| set | sequences | = held back | = held out | near either | = development | repeated | kept |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
const sum = { sequences: 0, heldBack: 0, heldExact: 0, heldNear: 0, dev: 0, repeat: 0, kept: 0 };
for (const c of counts) {
  for (const k of Object.keys(sum)) sum[k] += c[k];
  console.log(
    `| ${c.file} | ${c.sequences} | ${c.heldBack} | ${c.heldExact} | ${c.heldNear} | ${c.dev} | ${c.repeat} | ${c.kept} |`,
  );
}
console.log(
  `| all | ${sum.sequences} | ${sum.heldBack} | ${sum.heldExact} | ${sum.heldNear} | ${sum.dev} | ${sum.repeat} | ${sum.kept} |`,
);
