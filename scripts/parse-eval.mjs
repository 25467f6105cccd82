#!/usr/bin/env node
// `npm run parse-eval`: measures the citation parser (issue 7). Formats every fixture
// publication (fixtures/styles/*/*.json) in every style the engine has, parses each text
// back and scores the fields; then scores the hand-collected messy set
// (fixtures/parse/messy.json), and the real labelled strings of fixtures/parser/
// (development and held-out parts). Runs on the built engine (`tsc -b engine` first).
//   --write   record the figures in fixtures/parse/recorded.json and docs/parsing.md
//   --misses  list every field the parser got wrong
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { goldenInputs } from './golden-inputs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { availableStyles } = await import(join(root, 'engine/dist/index.js'));
const { EVAL_FIELDS, itemLine, messy, roundTrip, share } = await import(join(root, 'engine/dist/parse/evaluate.js'));
const { REAL_FIELDS, RU_UA_FILES, partOf, readAnystyle, ruUaSets, scoreLabelled } = await import(
  join(root, 'engine/dist/parse/labelled-set.js')
);

const TARGETS = {
  type: 0.95,
  authors: 0.95,
  title: 0.95,
  year: 0.95,
  container: 0.9,
  volume: 0.9,
  issue: 0.9,
  pages: 0.9,
  link: 0.9,
};
const MESSY_TARGET = 0.85;

function corpus() {
  return goldenInputs(root).map(({ style, file, golden, key }) => ({
    name: `${style}/${file.replace(/\.json$/, '')}: ${golden.name}`,
    input: golden.input,
    // The key is a hash of the input, so the regression test can score exactly the corpus
    // that was recorded while other fixtures come and go.
    key: createHash('sha256').update(key).digest('hex').slice(0, 12),
  }));
}

const pct = (t) => (t.total === 0 ? '—' : `${(share(t) * 100).toFixed(1)}`);
const floor1 = (t) => (t.total === 0 ? null : Math.floor(share(t) * 1000) / 1000);

const args = new Set(process.argv.slice(2));
const cases = corpus();
const styles = availableStyles();
const rt = roundTrip(cases, styles);
const messyCases = JSON.parse(readFileSync(join(root, 'fixtures/parse/messy.json'), 'utf8'));
const ms = messy(messyCases);
// The strings collected after the rules were written, measured on their own.
const heldOut = messy(messyCases.filter((c) => c.heldOut));

const header = `| | ${EVAL_FIELDS.join(' | ')} |\n|---|${EVAL_FIELDS.map(() => '---:').join('|')}|`;
const row = (label, scores) => `| ${label} | ${EVAL_FIELDS.map((f) => pct(scores[f])).join(' | ')} |`;
const lines = [
  `Round trip: ${cases.length} fixture publications × ${styles.length} styles = ${rt.texts} texts (${styles.join(', ')}).`,
  `Messy set: ${messyCases.length} hand-collected strings.`,
  '',
  'Share of fields recovered exactly, per cent (— : the style never prints the field). The targets apply to the all-styles row and to the whole messy set:',
  '',
  header,
  row('**target**', Object.fromEntries(EVAL_FIELDS.map((f) => [f, { hit: TARGETS[f] * 100, total: 100 }]))),
  row('**all styles (round trip)**', rt.total),
  ...styles.map((s) => row(s, rt.byStyle[s])),
  row(`**target (messy)**`, Object.fromEntries(EVAL_FIELDS.map((f) => [f, { hit: MESSY_TARGET * 100, total: 100 }]))),
  row('**messy set**', ms.scores),
  row(`messy, held out (${messyCases.filter((c) => c.heldOut).length})`, heldOut.scores),
  '',
  `Counts (recovered / scored), all styles: ${EVAL_FIELDS.map((f) => `${f} ${rt.total[f].hit}/${rt.total[f].total}`).join(', ')}.`,
  `Counts, messy set: ${EVAL_FIELDS.map((f) => `${f} ${ms.scores[f].hit}/${ms.scores[f].total}`).join(', ')}.`,
];
// Real strings nobody here wrote (issue 15): AnyStyle's labelled English set and the
// Russian/Ukrainian set, each split by a hash of the text into development and held-out parts.
const realSets = [
  ['anystyle (EN)', readAnystyle(readFileSync(join(root, 'fixtures/parser/anystyle_core.xml'), 'utf8'))],
];
for (const [file, name] of RU_UA_FILES) {
  const path = join(root, 'fixtures/parser', file);
  if (existsSync(path)) realSets.push(...ruUaSets(JSON.parse(readFileSync(path, 'utf8')).cases, name));
}
const real = {};
const realMisses = [];
for (const [name, cases] of realSets) {
  real[name] = {};
  for (const part of ['dev', 'heldOut']) {
    const { scores, misses } = scoreLabelled(cases.filter((c) => partOf(c.text) === part));
    real[name][part] = scores;
    if (part === 'dev') realMisses.push(...misses.map((m) => ({ ...m, set: name })));
  }
}
const realHeader = `| | strings | authors+title+year | ${REAL_FIELDS.join(' | ')} |\n|---|---:|---:|${REAL_FIELDS.map(() => '---:').join('|')}|`;
const realRow = (label, sc) =>
  `| ${label} | ${sc.strings} | ${pct(sc.core)} | ${REAL_FIELDS.map((f) => pct(sc.fields[f])).join(' | ')} |`;
lines.push(
  '',
  'Real strings (labelled by field; split by a hash of the text before any tuning). Per cent of strings with authors, title and year all right, and per field:',
  '',
  realHeader,
  ...Object.entries(real).flatMap(([name, parts]) => [
    realRow(`${name}, development`, parts.dev),
    realRow(`**${name}, held out**`, parts.heldOut),
  ]),
);
console.log(lines.join('\n'));

if (args.has('--misses')) {
  for (const m of realMisses) {
    console.log(`\n[${m.set}] ${m.field}\n  expected: ${m.expected}\n  got:      ${m.got}\n  text:     ${m.text}`);
  }
  for (const m of [...rt.misses, ...ms.misses]) {
    console.log(
      `\n[${m.set}] ${m.name} — ${m.field}\n  expected: ${m.expected}\n  got:      ${m.got}\n  text:     ${m.text}`,
    );
  }
}

if (args.has('--write')) {
  const recorded = {
    note: 'Written by `npm run parse-eval -- --write`; tests/parse/recorded.test.ts scores the corpus listed here and fails when a figure drops below these.',
    styles,
    corpusSize: cases.length,
    corpus: cases.map((c) => c.key),
    // Each scored text: style | case key | fingerprint of the text | fields scored | fields recovered.
    items: rt.items.map(itemLine),
    roundTrip: {
      total: Object.fromEntries(EVAL_FIELDS.map((f) => [f, floor1(rt.total[f])])),
      byStyle: Object.fromEntries(
        styles.map((s) => [s, Object.fromEntries(EVAL_FIELDS.map((f) => [f, floor1(rt.byStyle[s][f])]))]),
      ),
    },
    messy: Object.fromEntries(EVAL_FIELDS.map((f) => [f, floor1(ms.scores[f])])),
  };
  writeFileSync(join(root, 'fixtures/parse/recorded.json'), `${JSON.stringify(recorded, null, 2)}\n`);
  // Floors of the real sets, both parts: tests/parse/real-strings.test.ts fails below them.
  const realFloor = Object.fromEntries(
    Object.entries(real).map(([name, parts]) => [
      name,
      Object.fromEntries(
        Object.entries(parts).map(([part, sc]) => [
          part,
          {
            strings: sc.strings,
            core: floor1(sc.core),
            fields: Object.fromEntries(REAL_FIELDS.map((f) => [f, floor1(sc.fields[f])])),
          },
        ]),
      ),
    ]),
  );
  writeFileSync(join(root, 'fixtures/parser/recorded.json'), `${JSON.stringify(realFloor, null, 2)}\n`);
  const docPath = join(root, 'docs/parsing.md');
  const doc = readFileSync(docPath, 'utf8');
  const start = '<!-- parse-eval:start -->';
  const end = '<!-- parse-eval:end -->';
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const table = `${start}\nMeasured ${date} UTC by \`npm run parse-eval -- --write\`.\n\n${lines.join('\n')}\n${end}`;
  writeFileSync(docPath, doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), table));
  // The repository's formatter pads tables and arrays; keep `npm run lint` clean.
  spawnSync(
    'npx',
    ['biome', 'format', '--write', 'docs/parsing.md', 'fixtures/parse/recorded.json', 'fixtures/parser/recorded.json'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  console.log('\nRecorded in fixtures/parse/recorded.json and docs/parsing.md.');
}
