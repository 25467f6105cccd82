import type { TextLang } from './language.js';

/** A sentence with its place in the text. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
}

/**
 * Abbreviations after which a full stop never ends a sentence: «т. е.», «с. 25», «рис. 3»,
 * "e.g.", "Fig. 2", "Dr. Smith". Lower-cased, without the final dot; «т. е.» and "e.g." are
 * seen one dotted piece at a time.
 */
const NEVER_FINAL: Record<TextLang, ReadonlySet<string>> = {
  ru: new Set(
    'т е см ср с рис табл гл ч стр им проф доц акад канд докт д-р напр ок ст прим пер ред сост изд вып кн разд пп т.е т.к т.н ул тыс млн млрд руб англ нем лат фр греч'.split(
      ' ',
    ),
  ),
  uk: new Set(
    'т зв с див пор рис табл гл ч стор ім проф доц акад канд д-р напр бл ст прим пер ред упоряд вид вип кн розд пп т.зв вул тис млн млрд грн англ нім лат фр грец'.split(
      ' ',
    ),
  ),
  en: new Set(
    'e.g i.e e g i cf fig figs eq eqs p pp vol vols no nos ch sec dr mr mrs ms prof st approx ed eds trans rev est dept univ jan feb mar apr jun jul aug sep sept oct nov dec vs'.split(
      ' ',
    ),
  ),
};

/**
 * Abbreviations that may close a sentence («и др.», «и т. д.», «2020 г.», "et al.", "etc."):
 * the stop ends the sentence only when a capitalised word follows.
 */
const MAYBE_FINAL: Record<TextLang, ReadonlySet<string>> = {
  ru: new Set('др д п г гг в вв пр'.split(' ')),
  uk: new Set('ін д п р рр ст ст пр'.split(' ')),
  en: new Set('al etc'.split(' ')),
};

/** A word that, followed by a full stop, is a known abbreviation («см», «табл», "e.g"): not a term. */
export function isAbbreviation(word: string, lang: TextLang): boolean {
  const w = word.toLocaleLowerCase();
  return NEVER_FINAL[lang].has(w) || MAYBE_FINAL[lang].has(w);
}

/** Abbreviations whose next word is normally a name, so a capital after them is no sentence start. */
const BEFORE_NAME = new Set(['dr', 'mr', 'mrs', 'ms', 'prof', 'проф', 'доц', 'акад', 'им', 'ім']);

/**
 * Splits a text into sentences. A . ! ? or … followed by space ends a sentence unless the word
 * before the stop is an initial («А. С. Пушкин», "J. Smith") or a known abbreviation; a blank
 * line always ends one. Written by hand: the general splitters (Intl.Segmenter, sbd) do not know
 * Russian and Ukrainian academic abbreviations and split «т. е.» and «с. 25».
 */
export function sentences(text: string, lang: TextLang): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (/\p{L}|\p{N}/u.test(body)) out.push({ text: body, start: start + lead, end: start + lead + body.length });
  };
  const stop = /[.!?…]+["»”’)\]]*(?=\s)|\n[ \t]*\n/gu;
  for (const m of text.matchAll(stop)) {
    const end = m.index + m[0].length;
    if (m[0].startsWith('\n') || isBoundary(text, m.index, m[0], end, lang)) {
      push(end);
      start = end;
    }
  }
  push(text.length);
  return out;
}

function isBoundary(text: string, at: number, mark: string, end: number, lang: TextLang): boolean {
  if (!mark.startsWith('.') || mark.startsWith('...')) return startsSentence(text, end);
  // The word right before the dot, dotted parts included ("e.g", "т.е").
  const before = /([\p{L}.-]+)$/u.exec(text.slice(Math.max(0, at - 20), at))?.[1] ?? '';
  const last = before.split('.').filter(Boolean).pop() ?? '';
  const word = before.toLocaleLowerCase();
  const piece = last.toLocaleLowerCase();
  // An initial: one capital letter («А.», "J.").
  if (/^\p{Lu}$/u.test(last)) return false;
  if (NEVER_FINAL[lang].has(word) || NEVER_FINAL[lang].has(piece)) return false;
  if (MAYBE_FINAL[lang].has(piece)) return startsSentence(text, end) && !BEFORE_NAME.has(piece);
  return startsSentence(text, end);
}

/** The next non-space character could open a sentence (a capital, digit, quote or dash), or the text ends. */
function startsSentence(text: string, from: number): boolean {
  const next = /\S/u.exec(text.slice(from, from + 40));
  return !next || /[\p{Lu}\p{N}«"“„(—–[]/u.test(next[0]);
}
