#!/usr/bin/env node
/**
 * One-off build of the scientific-term lists the speller accepts (`server/data/text/terms/`):
 * words of openly licensed scientific names that Hunspell rejects.
 *
 *   node scripts/build-science-terms.mjs <folder holding JabRef's journal_abbreviations_*.csv>
 *
 * English: the full journal names of JabRef's lists (CC0 1.0) that are English (at least 60 % of
 * their words known to dictionary-en: the lists hold German, French, Italian… titles too); a word
 * counts when it is in at least MIN_TITLES distinct names (a misprint or a one-off name does not).
 * Russian: the captions of UDC (server/data/classifiers/udc.json, CC BY-SA 3.0) and BBK (bbk.json,
 * MIT) already in the repository.
 * In both, a word is kept when Hunspell rejects its lower-case and capitalised forms (a capitalised
 * form it accepts is a proper noun it knows: «Россия», "Plovdiv") and offers no word one edit away
 * or one that starts with it (then it is more likely a slip in the source — «бщее», «пмроцессов»,
 * «геодезиче» — than a term).
 * Nothing at build, test or run time calls this script: its output is committed with its provenance.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { loadModule } from 'hunspell-asm';

const src = process.argv[2];
if (!src) throw new Error('usage: build-science-terms.mjs <JabRef journals folder>');
const data = new URL('../server/data/', import.meta.url).pathname;
const MIN_TITLES = 2;
const MIN_LETTERS = 4;

const factory = await loadModule();
async function speller(lang) {
  const { default: d } = await import(`dictionary-${lang}`);
  // The n-gram search off (as in the server's fast speller): only near words are wanted here.
  const aff = Buffer.from(`${Buffer.from(d.aff).toString('utf8')}\nMAXNGRAMSUGS 0\n`);
  return factory.create(factory.mountBuffer(aff, `${lang}.aff`), factory.mountBuffer(d.dic, `${lang}.dic`));
}

/** Damerau–Levenshtein distance is 1 (one letter added, dropped, changed, or two swapped). */
function oneEdit(a, b) {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

const cap = (w) => w[0].toLocaleUpperCase() + w.slice(1);
/**
 * Hunspell rejects the word in both cases, knows no word one edit away from it, and none that
 * starts with it (a word cut short in the source: «геодезиче», «бывш»). Suggestions that split the
 * word in two ("neuro degeneration") do not count.
 */
function term(h, w) {
  if (h.spell(w) || h.spell(cap(w))) return false;
  const near = h
    .suggest(w)
    .map((s) => s.toLocaleLowerCase())
    .filter((s) => !/[\s-]/.test(s));
  if (near.some((s) => oneEdit(s, w) || s.startsWith(w))) return false;
  // A Russian compound written solid that Hunspell knows hyphenated («юговосточной» → «юго-восточной»).
  // Not English: its Hunspell accepts any two known words joined by a hyphen ("bio-informatics").
  const cyrillic = /[а-яё]/.test(w);
  for (let i = 2; cyrillic && i < w.length - 1; i++) if (h.spell(`${w.slice(0, i)}-${w.slice(i)}`)) return false;
  // A word cut short («геодезиче», «иммуногенност»), or letters without a vowel («лндр»).
  if (ENDINGS.some((e) => h.spell(w + e)) || !/[aeiouyаеёиоуыэюяії]/.test(w)) return false;
  return true;
}
const ENDINGS = [
  's',
  'al',
  'ic',
  'и',
  'ий',
  'ая',
  'ое',
  'ие',
  'ого',
  'ских',
  'ский',
  'ская',
  'ские',
  'ость',
  'ости',
  'ь',
];
/** Misprints and cut words in the UDC captions that pass the rules above, removed after reading the list. */
const MISPRINTS = new Set(['иммуногенност', 'полимерины', 'средневекого']);

/** Lower-case words of a name, each once. */
const wordsOf = (name, letters) =>
  new Set((name.toLocaleLowerCase().match(letters) ?? []).filter((w) => w.length >= MIN_LETTERS));

// English: distinct journal names across JabRef's lists.
const names = new Set();
for (const file of readdirSync(src).filter((f) => /^journal_abbreviations_.*\.csv$/.test(f))) {
  for (const row of parse(readFileSync(join(src, file), 'utf8'), {
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  })) {
    if (row[0]) names.add(row[0].trim());
  }
}
const en = await speller('en');
const titlesPerWord = new Map();
for (const name of names) {
  const all = name.toLowerCase().match(/\b\p{L}{4,}\b/gu) ?? [];
  if (all.filter((w) => en.spell(w) || en.spell(cap(w))).length < 0.6 * all.length) continue;
  for (const w of wordsOf(name, /\b[a-z]+\b/g)) titlesPerWord.set(w, (titlesPerWord.get(w) ?? 0) + 1);
}
const english = [...titlesPerWord]
  .filter(([w, n]) => n >= MIN_TITLES && term(en, w))
  .map(([w]) => w)
  .sort();

// Russian: UDC and BBK captions.
const captions = ['classifiers/udc.json', 'classifiers/bbk.json'].flatMap((f) =>
  JSON.parse(readFileSync(join(data, f), 'utf8'))
    .map((r) => r.ru)
    .filter(Boolean),
);
const ruWords = new Set(captions.flatMap((c) => [...wordsOf(c, /[а-яё]+/g)]));
const ru = await speller('ru');
const russian = [...ruWords].filter((w) => !MISPRINTS.has(w) && term(ru, w)).sort((a, b) => a.localeCompare(b, 'ru'));

writeFileSync(join(data, 'text/terms/science-en.txt'), `${english.join('\n')}\n`);
writeFileSync(join(data, 'text/terms/science-ru.txt'), `${russian.join('\n')}\n`);
console.log(`names ${names.size}; en ${english.length} terms; ru captions ${captions.length}, ${russian.length} terms`);
