/**
 * Cyrillic and Latin letters that look alike («Р» and "P", «с» and "c"), typed or OCR'd one for
 * the other: "Рhysics" with a Cyrillic «Р», «Bестник» with a Latin "B", an initial «Р.» in an
 * English reference. A word of the other script reads as nothing (no name, no journal word), and
 * one Cyrillic letter sends an English reference down the Russian path, without the model.
 */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
};
const LATIN_TO_CYRILLIC: Record<string, string> = Object.fromEntries(
  Object.entries(CYRILLIC_TO_LATIN).map(([c, l]) => [l, c]),
);

/** A capital's look-alike in the other script, either way («В» ↔ "B"): for comparing initials. */
export const LOOK_ALIKE_INITIAL: Record<string, string> = Object.fromEntries(
  Object.entries(CYRILLIC_TO_LATIN).filter(([c]) => c === c.toUpperCase()),
);

const CYRILLIC = /[\u0400-\u04FF]/u;
const ROMAN = /^[IVXLCDMХІСМ]+$/u;
const ROMAN_LATIN = /^[IVXLCDM]$/u;
const DIGIT = /\d/u;
const LATIN = /[A-Za-z]/u;
const WORD = /[\p{L}]+/gu;
const isCyrillic = (c: string) => c >= '\u0400' && c <= '\u04FF';
const isLatin = (c: string) => (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');

/** `word` in one script when all of its minority letters have a look-alike in the majority's. */
function oneScript(word: string, towards: 'latin' | 'cyrillic'): string | undefined {
  const table = towards === 'latin' ? CYRILLIC_TO_LATIN : LATIN_TO_CYRILLIC;
  const foreign = towards === 'latin' ? isCyrillic : isLatin;
  let out = '';
  for (const c of word) {
    if (!foreign(c)) out += c;
    else if (table[c]) out += table[c];
    else return undefined;
  }
  return out;
}

/**
 * The text with each word that mixes the scripts written in its majority's letters, and a lone
 * look-alike letter (an initial «Р.», "C." for «С.») in the script of the rest of the text when
 * no other word of its script is there. Words wholly in one script are left as typed.
 */
export function unifyLookAlikes(text: string): string {
  if (!CYRILLIC.test(text) || !LATIN.test(text)) return text;
  let latinWords = 0;
  let cyrillicWords = 0;
  for (const [w] of text.matchAll(WORD)) {
    if (w.length < 2) continue;
    const [lat, cyr] = counts(w);
    if (lat > cyr) latinWords++;
    else if (cyr > lat) cyrillicWords++;
  }
  const towards = latinWords > cyrillicWords ? 'latin' : cyrillicWords > latinWords ? 'cyrillic' : undefined;
  if (!towards) return text;
  return text.replace(WORD, (w, at: number) => {
    const [lat, cyr] = counts(w);
    // Roman numerals typed with Cyrillic «Х», «І» («ХХI», «ХIХ»): Latin capitals, in either text.
    if (lat && cyr && ROMAN.test(w)) return oneScript(w, 'latin') ?? w;
    // A word of the text's script with a letter or two of the other («Рhysics», «двуxпорожденными»);
    // a word of the other script is left as typed («Аcademia» in a Russian list).
    if (lat && cyr) return (towards === 'latin' ? lat > cyr : cyr > lat) ? (oneScript(w, towards) ?? w) : w;
    // A lone letter (an initial «Р.», "С." for «С.») where no word of its own script is; not a
    // letter of a code glued to digits ("МПК B02C 19/16").
    if (w.length !== 1 || DIGIT.test(text[at - 1] ?? '') || DIGIT.test(text[at + 1] ?? '')) return w;
    if (cyr && cyrillicWords === 0 && towards === 'latin') return oneScript(w, 'latin') ?? w;
    // …but not a Latin capital that may be a Roman numeral («Ч. I»).
    if (lat && latinWords === 0 && towards === 'cyrillic' && !ROMAN_LATIN.test(w)) return oneScript(w, 'cyrillic') ?? w;
    return w;
  });
}

/** Latin and Cyrillic letters in a word. */
function counts(w: string): [number, number] {
  let lat = 0;
  let cyr = 0;
  for (const c of w) {
    if (isLatin(c)) lat++;
    else if (isCyrillic(c)) cyr++;
  }
  return [lat, cyr];
}
