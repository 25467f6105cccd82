#!/usr/bin/env node
// Trains the parser's sequence model (issue 15; docs/parsing.md, "The sequence model") on the
// development part of fixtures/parser/anystyle_core.xml — never the held-out part — plus
// AnyStyle's other labelled sets filtered of anything held out (fixtures/parser/anystyle-extra.xml,
// scripts/parser-extra-data.mjs) and a few of the engine's own strings (scripts/parser-synthetic.mjs), and
// writes the quantised weights to engine/src/parse/model/generated/weights.ts. Deterministic:
// fixed seed, fixed order of the file, so the same data gives the same weights.
// Runs on the built engine (`tsc -b engine` first).
//   --validate   train on four fifths of the development part and report token accuracy on
//                the remaining fifth (for choosing epochs and features); writes nothing
//   --cv         the same over all five fifths in turn (MISSES=<field> lists that field's misses)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => join(root, 'engine/dist/parse', p);
const { partOf } = await import(dist('labelled-set.js'));
const { MODEL_LABELS, readSequences } = await import(dist('model/training-data.js'));
const { trainPerceptron } = await import(dist('model/perceptron.js'));
const { toModelData, fromModelData } = await import(dist('model/model-data.js'));
const { fingerprint } = await import(dist('evaluate.js'));
const { parseByRules } = await import(dist('parse-citation.js'));
const { ruleHints } = await import(dist('model/rule-hints.js'));
const { applyModelWith } = await import(dist('model/apply.js'));
const { readAnystyle, scoreLabelled } = await import(dist('labelled-set.js'));
const { format } = await import(join(root, 'engine/dist/index.js'));
const { tokenize } = await import(dist('model/tokens.js'));
const { syntheticSequences } = await import('./parser-synthetic.mjs');

const SEED = 15;
const EPOCHS = Number(process.env.EPOCHS ?? 12);
const BITS = Number(process.env.BITS ?? 18);
const STEP = Number(process.env.STEP ?? 0.25);
// Emission weights smaller than this are left out of the shipped model (its size: ~10,000
// training strings give some 700,000 non-zero weights, most of them too small to change a label).
const PRUNE = Number(process.env.PRUNE ?? 1.5);
// Then all weights are multiplied by SCALE: a common factor leaves the decoding as it is, but the
// span confidences (margin / (margin + 4), spans.ts) and the title threshold on them were set for
// the weights of a model trained on ~1,000 strings, and more data makes the margins larger.
const SCALE = Number(process.env.SCALE ?? 0.5);
function pruned(model) {
  const w = model.emission.values;
  for (let k = 0; k < w.length; k++) w[k] = Math.abs(w[k]) < PRUNE ? 0 : w[k] * SCALE;
  for (let k = 0; k < model.transitions.length; k++) model.transitions[k] *= SCALE;
  return model;
}

const xml = readFileSync(join(root, 'fixtures/parser/anystyle_core.xml'), 'utf8');
const all = readSequences(xml);
const dev = all.filter((s) => partOf(s.text) === 'dev');
// The engine's own output, labelled from the fixture publications' fields (half of them).
const SYNTHETIC_EVERY = Number(process.env.SYNTHETIC_EVERY ?? 12);
const synthetic = syntheticSequences(root, format, tokenize).filter((_, i) => i % SYNTHETIC_EVERY === 0);
// More of AnyStyle's labelled strings (its other data sets, filtered of anything held back or
// held out: scripts/parser-extra-data.mjs), for training only; never scored. EXTRA picks the
// sets (`none`, `all`, or names such as `gold.xml,good.xml`), EXTRA_EVERY keeps every n-th.
const EXTRA = process.env.EXTRA ?? 'all';
const EXTRA_EVERY = Number(process.env.EXTRA_EVERY ?? 1);
const extraXml = readFileSync(join(root, 'fixtures/parser/anystyle-extra.xml'), 'utf8');
// The development strings are the kind the parser is measured on: DEV_REPEAT > 1 trains on each that many times.
const DEV_REPEAT = Number(process.env.DEV_REPEAT ?? 2);
const weighted = (seqs, times = DEV_REPEAT) => Array.from({ length: times }, () => seqs).flat();
// The engine's own strings, outnumbered by the real ones, are repeated SYNTHETIC_REPEAT times.
const SYNTHETIC_REPEAT = Number(process.env.SYNTHETIC_REPEAT ?? 1);
const extra = extraXml
  .split(/<!-- set: (\S+) -->/)
  .flatMap((part, i, parts) =>
    i % 2 === 1 && (EXTRA === 'all' || EXTRA.split(',').includes(part)) ? readSequences(parts[i + 1]) : [],
  )
  .filter((_, i) => i % EXTRA_EVERY === 0);
// What the rules read in each string, one hint per token: the model is stacked on the rules.
for (const s of [...dev, ...weighted(synthetic, SYNTHETIC_REPEAT), ...extra]) {
  s.hints = s.tokens.map(() => '-');
  parseByRules(s.text, (_raw, draft) => {
    s.hints = ruleHints(s.text, s.tokens, draft);
  });
}
const options = { labels: [...MODEL_LABELS], bits: BITS, epochs: EPOCHS, seed: SEED };

function tokenAccuracy(model, seqs) {
  let hit = 0;
  let total = 0;
  const byLabel = {};
  for (const s of seqs) {
    const got = model.label(s.tokens, s.hints).labels;
    s.labels.forEach((l, i) => {
      byLabel[l] ??= { hit: 0, total: 0 };
      byLabel[l].total++;
      total++;
      if (got[i] === l) {
        hit++;
        byLabel[l].hit++;
      }
    });
  }
  return { accuracy: hit / total, byLabel };
}

const started = Date.now();
if (process.argv.includes('--cv')) {
  // Five-fold cross-validation over the development part (never the held-out part): each fifth
  // scored by a model trained on the other four; steadier than one fold for choosing features.
  const foldOf = (s) => Number.parseInt(fingerprint(`fold:${s.text}`), 16) % 5;
  const cases = readAnystyle(xml).filter((c) => partOf(c.text) === 'dev');
  const total = { core: { hit: 0, total: 0 }, fields: {} };
  let tokHit = 0;
  let tokTotal = 0;
  for (let f = 0; f < 5; f++) {
    const model = fromModelData(
      toModelData(
        pruned(
          trainPerceptron(
            [...weighted(dev.filter((s) => foldOf(s) !== f)), ...weighted(synthetic, SYNTHETIC_REPEAT), ...extra],
            options,
          ),
        ),
        STEP,
      ),
    );
    const held = dev.filter((s) => foldOf(s) === f);
    for (const s of held) {
      const got = model.label(s.tokens, s.hints).labels;
      s.labels.forEach((l, i) => {
        tokTotal++;
        if (got[i] === l) tokHit++;
      });
    }
    const { scores, misses } = scoreLabelled(
      cases.filter((c) => foldOf(c) === f),
      (text) => parseByRules(text, applyModelWith(model)),
    );
    if (process.env.MISSES)
      for (const m of misses.filter((x) => x.field === process.env.MISSES))
        console.log(`  expected: ${m.expected}\n  got:      ${m.got}\n  text:     ${m.text}\n`);
    total.core.hit += scores.core.hit;
    total.core.total += scores.core.total;
    for (const [k, t] of Object.entries(scores.fields)) {
      total.fields[k] ??= { hit: 0, total: 0 };
      total.fields[k].hit += t.hit;
      total.fields[k].total += t.total;
    }
  }
  const pct = (t) => ((t.hit / t.total) * 100).toFixed(1);
  const fields = Object.entries(total.fields)
    .filter(([, t]) => t.total)
    .map(([f, t]) => `${f} ${pct(t)}`);
  console.log(
    `5-fold CV (${EPOCHS} epochs, ${extra.length} extra strings ${EXTRA}/${EXTRA_EVERY}): tokens ${((tokHit / tokTotal) * 100).toFixed(2)}%; authors+title+year ${pct(total.core)}; ${fields.join(', ')}`,
  );
} else if (process.argv.includes('--validate')) {
  // A fifth of the development part by another hash of the text, so it differs from the held-out split.
  const fold = (s) => Number.parseInt(fingerprint(`fold:${s.text}`), 16) % 5 === 0;
  const model = trainPerceptron(
    [...weighted(dev.filter((s) => !fold(s))), ...weighted(synthetic, SYNTHETIC_REPEAT), ...extra],
    options,
  );
  const quantised = fromModelData(toModelData(pruned(model), STEP));
  const { accuracy, byLabel } = tokenAccuracy(quantised, dev.filter(fold));
  console.log(`validation token accuracy ${(accuracy * 100).toFixed(2)}% (${EPOCHS} epochs)`);
  for (const [l, t] of Object.entries(byLabel))
    console.log(`  ${l}: ${((t.hit / t.total) * 100).toFixed(1)}% of ${t.total}`);
  // The fields as the parser returns them, with this model and with the rules alone.
  const cases = readAnystyle(xml).filter((c) => partOf(c.text) === 'dev' && fold(c));
  const pct = (t) => ((t.hit / t.total) * 100).toFixed(1);
  for (const [name, after] of [
    ['rules alone', () => {}],
    ['with this model', applyModelWith(quantised)],
  ]) {
    const { scores, misses } = scoreLabelled(cases, (text) => parseByRules(text, after));
    if (process.env.MISSES && name !== 'rules alone')
      for (const m of misses.filter((x) => x.field === process.env.MISSES))
        console.log(`  expected: ${m.expected}\n  got:      ${m.got}\n  text:     ${m.text}\n`);
    const fields = Object.entries(scores.fields)
      .filter(([, t]) => t.total)
      .map(([f, t]) => `${f} ${pct(t)}`);
    console.log(`${name}: authors+title+year ${pct(scores.core)}; ${fields.join(', ')}`);
  }
} else {
  const model = trainPerceptron([...weighted(dev), ...weighted(synthetic, SYNTHETIC_REPEAT), ...extra], options);
  const data = toModelData(pruned(model), STEP);
  const out = join(root, 'engine/src/parse/model/generated/weights.ts');
  // The weights are derived from AnyStyle's labelled data: its BSD-2 notice travels with them
  // (in the source and, as a comment, in the built engine).
  const licence = readFileSync(join(root, 'fixtures/parser/LICENSE-anystyle.txt'), 'utf8').trim();
  const body = [
    "import type { ModelData } from '../model-data.js';",
    '',
    '// Generated by `node scripts/train-parser.mjs`; do not edit. Trained on the development part of',
    "// fixtures/parser/anystyle_core.xml, the AnyStyle core set, and fixtures/parser/anystyle-extra.xml, AnyStyle's",
    '// other labelled sets filtered of held-out strings (BSD-2-Clause, fixtures/parser/LICENSE-anystyle.txt).',
    `// Parameters: ${EPOCHS} epochs, development strings ${DEV_REPEAT}×, ${extra.length} extra strings (${EXTRA}, every ${EXTRA_EVERY}), every ${SYNTHETIC_EVERY}th synthetic string (scripts/parser-synthetic.mjs), seed ${SEED}, 2^${BITS} feature buckets, weights below ${PRUNE} left out, the rest times ${SCALE} in steps of ${STEP}.`,
    '/*!',
    ...licence.split('\n').map((l) => ` * ${l}`.trimEnd()),
    ' */',
    `export const WEIGHTS: ModelData = ${JSON.stringify(data)};`,
    '',
  ].join('\n');
  writeFileSync(out, body);
  const { accuracy } = tokenAccuracy(fromModelData(data), dev);
  console.log(
    `trained on ${dev.length} development strings (${DEV_REPEAT}×), ${extra.length} extra and ${synthetic.length} synthetic ones in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `training token accuracy ${(accuracy * 100).toFixed(2)}%; ${out} ${(body.length / 1024).toFixed(0)} KB`,
  );
}
