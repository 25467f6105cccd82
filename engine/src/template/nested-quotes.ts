import type { Rich } from '../rich/run.js';

/** A pair of quotation marks. */
export interface QuotePair {
  open: string;
  close: string;
}

/**
 * The marks used inside a pair (CMOS 16, 6.11; MHRA 4th, 9.3; GOST R 7.0.100-2018 and
 * Russian typography: «„…“»): double ↔ single in English, « » → „ “ in Russian and Ukrainian.
 */
export function innerPair(outer: QuotePair): QuotePair {
  if (outer.open === '\u201c') return { open: '\u2018', close: '\u2019' };
  if (outer.open === '\u2018') return { open: '\u201c', close: '\u201d' };
  if (outer.open === '\u00ab') return { open: '\u201e', close: '\u201c' };
  return outer;
}

/** Openers a user types, with the closer each expects. */
const CLOSER_OF: Readonly<Record<string, string>> = {
  '\u201c': '\u201d',
  '\u00ab': '\u00bb',
  '\u201e': '\u201c',
  '\u2018': '\u2019',
  '"': '"',
  "'": "'",
};

/** Any character that can open a quotation. */
const OPENER = /["'\u201c\u00ab\u201e\u2018]/u;

/** Single closing marks double as apostrophes: one followed by a letter ("Plato’s") closes nothing. */
const APOSTROPHE_LIKE = /['\u2019]/u;

const WORDY = /[\p{L}\p{N}]/u;

/** A mark opens a quotation at the start of the text or after a space or an opening bracket. */
const OPENS_AFTER = /^$|[\s([{\u2014\u2013/-]$/u;

/**
 * "'n'" standing as a word of its own ("Rock 'n' Roll", "rock ’n’ roll", "Fish 'n' Chips"):
 * both marks are apostrophes of the elided "and", so neither opens nor closes a quotation, even
 * inside one ("The 'Rock 'n' Roll' Years"). A typed opening mark (‘n’) quotes the letter.
 */
const isElision = (text: string, i: number): boolean =>
  /['\u2019]/u.test(text[i] ?? '') &&
  text[i + 1] === 'n' &&
  APOSTROPHE_LIKE.test(text[i + 2] ?? '') &&
  OPENS_AFTER.test(text[i - 1] ?? '') &&
  !WORDY.test(text[i + 3] ?? '');

/**
 * Which characters of `text` open and close a typed quotation, as pairs of indices; a mark
 * left unmatched (a stray `"`), a pair around no word and an apostrophe (’ or ' inside a
 * word) are no quotation. Typewriter single marks count as typed quotations too ("Jean de
 * Meun's 'Roman de la Rose'", as the MHRA's demonstrations print titles before converting
 * them).
 */
function quotationPairs(text: string): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const open: Array<{ at: number; closer: string }> = [];
  for (let i = 0; i < text.length; i++) {
    if (isElision(text, i)) {
      i += 2;
      continue;
    }
    const c = text[i] as string;
    const top = open[open.length - 1];
    const opening = OPENS_AFTER.test(text[i - 1] ?? '');
    const inWord = APOSTROPHE_LIKE.test(c) && WORDY.test(text[i + 1] ?? '');
    if (top && c === top.closer && !(opening && c === '\u201c') && !inWord) {
      open.pop();
      // A pair around nothing but spaces or punctuation is no quotation, nor is a single-quoted
      // letter ("Rock 'n' Roll"): it stays as typed.
      const inside = text.slice(top.at + 1, i);
      if (WORDY.test(inside) && !(c === "'" && inside.length < 2)) pairs.push([top.at, i]);
    } else if (CLOSER_OF[c] !== undefined && opening && !((c === '"' || c === "'") && top?.closer === c)) {
      open.push({ at: i, closer: CLOSER_OF[c] as string });
    }
  }
  return pairs;
}

/**
 * Quotations typed inside a quoted title, their marks set for their depth: the first level
 * inside `outer` takes the inner pair, the next the outer pair again, and so on — “Why
 * ‘Moby Dick’ Matters” whether the user typed “…”, "…" or «…». Links are left as typed.
 * @example toText(nestQuotes([{ text: 'Why "Moby Dick" Matters' }], DOUBLE_QUOTES)) // 'Why ‘Moby Dick’ Matters'
 */
export function nestQuotes(runs: Rich, outer: QuotePair): Rich {
  const prose = runs.map((run) => (run.href ? '\u0000'.repeat(run.text.length) : run.text)).join('');
  // Most titles quote nothing.
  if (!OPENER.test(prose)) return runs;
  const pairs = quotationPairs(prose);
  if (pairs.length === 0) return runs;
  const marks = new Map<number, string>();
  for (const [start, end] of pairs) {
    const depth = pairs.filter(([s, e]) => s < start && e > end).length;
    const pair = depth % 2 === 0 ? innerPair(outer) : outer;
    marks.set(start, pair.open);
    marks.set(end, pair.close);
  }
  let offset = 0;
  return runs.map((run) => {
    const from = offset;
    offset += run.text.length;
    if (run.href) return run;
    let text = '';
    for (let i = 0; i < run.text.length; i++) text += marks.get(from + i) ?? run.text[i];
    return text === run.text ? run : { ...run, text };
  });
}

/**
 * True when the text ends with the closing mark of a quotation typed inside it (not with an
 * apostrophe: "the Smiths’" ends with none).
 * @example endsInQuotation([{ text: 'On "Moby Dick"' }]) // true
 */
export function endsInQuotation(runs: Rich): boolean {
  const prose = runs.map((run) => (run.href ? '\u0000'.repeat(run.text.length) : run.text)).join('');
  if (!OPENER.test(prose)) return false;
  return quotationPairs(prose).some(([, end]) => end === prose.length - 1);
}
