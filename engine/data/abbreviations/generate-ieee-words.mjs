// Builds engine/src/abbrev/ieee-words.ts from journal_abbreviations_ieee.csv (JabRef, CC0):
// each full title is aligned word by word with its IEEE abbreviation (after dropping the
// words IEEE leaves out), and a word's most frequent abbreviation becomes its entry.
// Run: node engine/data/abbreviations/generate-ieee-words.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const DROPPED = new Set(['and', 'for', 'in', 'on', 'the', 'of', '&', 'a', 'an']);
const read = (file) =>
  readFileSync(join(here, file), 'utf8')
    .split('\n')
    .map((line) => [...line.matchAll(/"([^"]*)"/g)].map((m) => m[1]))
    .filter((cells) => cells.length >= 2);

/** True when `short` keeps the word's first letter and the rest of its letters in order. */
function isAbbreviationOf(short, word) {
  const s = short.toLowerCase();
  const w = word.toLowerCase();
  if (s.length >= w.length || s[0] !== w[0]) return false;
  let j = 0;
  for (const c of w) if (c === s[j]) j++;
  return j === s.length;
}

/**
 * word → (abbreviation → count), aligned word by word over one list; with `whole`, a word the
 * list keeps unabbreviated counts too (as itself), so a word IEEE mostly prints whole ("Control":
 * "IEEE Trans. Autom. Control", "IEEE Control Syst. Mag.") is not shortened after one old title
 * ("Contr. Instrum.").
 */
function align(rows, whole = false) {
  const counts = new Map();
  for (const [full, abbr] of rows) {
  const words = full.split(/[\s/]+/).filter((w) => w && !DROPPED.has(w.toLowerCase()));
  const short = abbr.split(/[\s/]+/).filter(Boolean);
  if (words.length !== short.length) continue;
  words.forEach((word, i) => {
    const a = short[i];
    const clean = word.replace(/[,:;()]/g, '');
    const cleanA = a.replace(/[,:;()]/g, '');
    if (whole && /^\p{L}{4,}$/u.test(clean) && cleanA === clean) {
      const entry = counts.get(clean.toLowerCase()) ?? new Map();
      entry.set(clean.toLowerCase(), (entry.get(clean.toLowerCase()) ?? 0) + 1);
      counts.set(clean.toLowerCase(), entry);
      return;
    }
    if (!/^\p{L}+\.$/u.test(cleanA) || !/^\p{L}+$/u.test(clean)) return;
    if (!isAbbreviationOf(cleanA.slice(0, -1), clean)) return;
    const key = clean.toLowerCase();
    const entry = counts.get(key) ?? new Map();
    const value = cleanA.toLowerCase();
    entry.set(value, (entry.get(value) ?? 0) + 1);
    counts.set(key, entry);
  });
  }
  return counts;
}

const best = (abbrs) => [...abbrs.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];

// IEEE's own list wins; the general (ISO 4) list adds words seen at least twice there.
const dictionary = new Map();
for (const [word, abbrs] of align(read('journal_abbreviations_general.csv'))) {
  const [abbr, n] = best(abbrs);
  if (n >= 2 && abbr.length >= 4) dictionary.set(word, abbr);
}
for (const [word, abbrs] of align(read('journal_abbreviations_ieee.csv'), true)) {
  const [abbr] = best(abbrs);
  // A word IEEE's list mostly keeps whole is not shortened.
  if (abbr === word) dictionary.delete(word);
  else dictionary.set(word, abbr);
}
// The current IEEE Reference Guide's own word table ("Useful Abbreviations in References", A.
// "Common Abbreviations of Words in References"; ieee_reference_guide_words.csv, provenance in
// PROVENANCE.md) is the rule for every title outside IEEE's own list (which `ieee-titles.ts`
// gives whole): it wins over a word the journal lists keep whole or shorten otherwise, "Language"
// → "Lang.", "Canadian" → "Can.", "Automation" → "Automat." (the guide's Schubert example: "Proc.
// 40th Design Automat. Conf."), "Electrical" → "Elect." ("Dept. Elect. Eng."). Before, "Nat.
// Language Eng.", "Can. J." typed "Canadian J.", "Robot. Autom.".
for (const [word, abbr] of read('ieee_reference_guide_words.csv')) dictionary.set(word, abbr.toLowerCase());
// IEEE Reference Guide (2023), "Common abbreviations of words in references": the words of
// conference names that journal lists never show.
const GUIDE = {
  annual: 'annu.', conference: 'conf.', congress: 'congr.', convention: 'conv.', digest: 'dig.',
  international: 'int.', meeting: 'meeting', national: 'nat.', record: 'rec.', symposium: 'symp.',
  workshop: 'workshop', proceedings: 'proc.', transactions: 'trans.', journal: 'j.', technical: 'tech.',
  techniques: 'techn.', newsletter: 'newslett.', department: 'dept.', quarterly: 'quart.', selected: 'select.',
};
// The same guide table's other words, used only where the journal lists have none.
const GUIDE_FALLBACK = {
  economic: 'econ.', economics: 'econ.', administration: 'admin.', administrative: 'administ.',
  american: 'amer.', business: 'bus.', correspondence: 'corresp.', edition: 'ed.', ergonomics: 'ergonom.',
  foundation: 'found.', managing: 'manag.', mathematical: 'math.', occupation: 'occupat.', optics: 'opt.',
  philosophical: 'philosoph.', productivity: 'productiv.', royal: 'roy.', sociological: 'sociol.',
  statistics: 'statist.', telecommunications: 'telecommun.', working: 'work.',
  // The same words' other forms, as the guide's "American Amer." and ISO 4 (LTWA "acoust-",
  // "renew-"): "J. Acoust. Soc. Amer.", "Renew. Sustain. Energy Rev.".
  acoustical: 'acoust.', america: 'amer.', renewable: 'renew.',
};
for (const [word, abbr] of Object.entries(GUIDE_FALLBACK)) if (!dictionary.has(word)) dictionary.set(word, abbr);
for (const [word, abbr] of Object.entries(GUIDE)) {
  if (abbr === word) dictionary.delete(word);
  else dictionary.set(word, abbr);
}
const words = [...dictionary.entries()].sort((a, b) => a[0].localeCompare(b[0]));

const body = words.map(([w, a]) => `  ${JSON.stringify(w)}: ${JSON.stringify(a)},`).join('\n');
const out = `// Generated by engine/data/abbreviations/generate-ieee-words.mjs from
// engine/data/abbreviations/journal_abbreviations_{ieee,general}.csv (JabRef abbrv.jabref.org,
// CC0 1.0) and the IEEE Reference Guide's conference words.
// Do not edit by hand: change the generator or the data and run it again.

/** IEEE title-word abbreviations (lower-case word → abbreviation), ${words.length} words. */
export const IEEE_WORDS: Readonly<Record<string, string>> = {
${body}
};
`;
writeFileSync(join(here, '..', '..', 'src', 'abbrev', 'ieee-words.ts'), out);
console.log(`${words.length} words`);

// IEEE's own journal titles, whole: a title the list holds takes IEEE's abbreviation as it is
// ("IEEE Trans. Autom. Control", "IEEE J. Sel. Areas Commun.", "IEEE Trans. VLSI Syst."), which
// the word-by-word rule misses for about one title in five. Entries whose abbreviation the list
// plainly mistypes are left to the word rule: one that keeps "on" or "and", lacks "Trans." or
// "Mag." where the title has the word, or misspells "IEEE" ("IEE Trans.", "IEEE. Trans.").
const key = (title) =>
  title.toLowerCase().replace(/&/g, ' and ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const sane = (full, abbr) =>
  !/\b(on|and)\b/.test(abbr) &&
  !/^IEE\b|^IEEE\./.test(abbr) &&
  (!/\bTransactions\b/.test(full) || /\bTrans\./.test(abbr)) &&
  (!/\bMagazine\b/.test(full) || /\bMag\./.test(abbr));
const titles = new Map();
for (const [full, abbr] of read('journal_abbreviations_ieee.csv')) if (sane(full, abbr)) titles.set(key(full), abbr);
// A co-published journal is usually typed without its publishers' prefix ("Journal of Lightwave
// Technology" for "IEEE/OSA Journal of Lightwave Technology"): the title without it is a key too.
for (const [full, abbr] of read('journal_abbreviations_ieee.csv')) {
  const bare = full.replace(/^IEEE\/[A-Z]+\s+/, '');
  if (bare !== full && sane(full, abbr) && !titles.has(key(bare))) titles.set(key(bare), abbr);
}
const titleRows = [...titles.entries()].sort((a, b) => a[0].localeCompare(b[0]));
const titleOut = `// Generated by engine/data/abbreviations/generate-ieee-words.mjs from
// engine/data/abbreviations/journal_abbreviations_ieee.csv (JabRef abbrv.jabref.org, CC0 1.0).
// Do not edit by hand: change the generator or the data and run it again.

/** IEEE journal titles (lower case, punctuation as spaces) → IEEE's abbreviation, ${titleRows.length} titles. */
export const IEEE_TITLES: Readonly<Record<string, string>> = {
${titleRows.map(([k, a]) => `  ${JSON.stringify(k)}: ${JSON.stringify(a)},`).join('\n')}
};
`;
writeFileSync(join(here, '..', '..', 'src', 'abbrev', 'ieee-titles.ts'), titleOut);
console.log(`${titleRows.length} titles`);
