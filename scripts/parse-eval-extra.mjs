#!/usr/bin/env node
// `npm run parse-eval:extra`: a bigger yardstick for the parser's rules (issue 15). Scores the
// development part of fixtures/parser/anystyle_core.xml and a fixed sample of AnyStyle's other
// labelled sets (fixtures/parser/anystyle-extra.xml: by default its gold.xml and good.xml sets,
// 5,780 strings), each with the shipped model and with the rules alone. The shipped model was
// trained on both, so its figures here are optimistic; the rules-only figures are not, and a
// rule change is judged on both parts (docs/parsing.md). Never reads the held-out part.
// Runs on the built engine (`tsc -b engine` first).
//   --sets=gold.xml,good.xml   which of the extra sets to score (`all` for every one)
//   --misses[=field]           list the misses of both parts (with the model), or one field's
//   --rules-misses[=field]     the same, read by the rules alone
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => join(root, 'engine/dist/parse', p);
const { REAL_FIELDS, partOf, readAnystyle, scoreLabelled } = await import(dist('labelled-set.js'));
const { parseByRules, parseCitation } = await import(dist('parse-citation.js'));

const option = (name) => {
  const arg = process.argv.slice(2).find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return arg === undefined ? undefined : (arg.split('=')[1] ?? '');
};
const sets = (option('sets') || 'gold.xml,good.xml').split(',');

/** The extra file's sets, each after its `<!-- set: name -->` marker, in the file's order. */
function extraCases() {
  const xml = readFileSync(join(root, 'fixtures/parser/anystyle-extra.xml'), 'utf8');
  return xml
    .split(/<!-- set: (\S+) -->/)
    .flatMap((part, i, parts) =>
      i % 2 === 1 && (sets.includes('all') || sets.includes(part)) ? readAnystyle(parts[i + 1]) : [],
    );
}

const dev = readAnystyle(readFileSync(join(root, 'fixtures/parser/anystyle_core.xml'), 'utf8')).filter(
  (c) => partOf(c.text) === 'dev',
);
const extra = extraCases();
const rulesOnly = (text) => parseByRules(text, () => {});

const pct = (t) => (t.total === 0 ? '—' : ((t.hit / t.total) * 100).toFixed(1));
const rows = [];
const missesOf = {};
for (const [name, cases] of [
  ['development', dev],
  [`extra (${sets.join(', ')})`, extra],
]) {
  for (const [how, parse] of [
    ['model', parseCitation],
    ['rules only', rulesOnly],
  ]) {
    const { scores, misses } = scoreLabelled(cases, parse);
    missesOf[`${name === 'development' ? 'dev' : 'extra'}/${how}`] = misses;
    rows.push(
      `| ${name}, ${how} | ${scores.strings} | ${pct(scores.core)} | ${REAL_FIELDS.map((f) => pct(scores.fields[f])).join(' | ')} |`,
    );
  }
}
console.log(
  [
    `| | strings | authors+title+year | ${REAL_FIELDS.join(' | ')} |`,
    `|---|---:|---:|${REAL_FIELDS.map(() => '---:').join('|')}|`,
    ...rows,
  ].join('\n'),
);

for (const [flag, how] of [
  ['misses', 'model'],
  ['rules-misses', 'rules only'],
]) {
  const field = option(flag);
  if (field === undefined) continue;
  for (const part of ['dev', 'extra'])
    for (const m of missesOf[`${part}/${how}`].filter((x) => !field || x.field === field))
      console.log(`\n[${part}] ${m.field}\n  expected: ${m.expected}\n  got:      ${m.got}\n  text:     ${m.text}`);
}
