import type { TranslitScheme } from '../model/config.js';
import { SCHEMES } from './schemes/index.js';
import { APOSTROPHES, type LanguageTable, type SchemeTable, type TranslitLanguage } from './table.js';

export interface TranslitOptions {
  scheme: TranslitScheme;
  /** The language whose rules apply: `RU` or `UA` (also accepted: ru, uk, ua). */
  language: TranslitLanguage | string;
}

const LANGUAGE_NAMES: Record<TranslitLanguage, string> = { RU: 'Russian', UA: 'Ukrainian' };

/** `ru`, `RU` → RU; `ua`, `uk`, `UA` → UA; anything else is not a language a scheme defines. */
export function translitLanguageOf(code: string): TranslitLanguage | undefined {
  const c = code.trim().toUpperCase();
  return c === 'RU' ? 'RU' : c === 'UA' || c === 'UK' ? 'UA' : undefined;
}

export function schemeById(id: string): SchemeTable | undefined {
  return Object.hasOwn(SCHEMES, id) ? SCHEMES[id as TranslitScheme] : undefined;
}

/** The table of one scheme for one language, or a `RangeError` that says what is missing. */
export function tableFor(scheme: string, language: string): LanguageTable {
  const found = schemeById(scheme);
  if (!found)
    throw new RangeError(`Unknown transliteration scheme "${scheme}" (known: ${Object.keys(SCHEMES).join(', ')})`);
  const lang = translitLanguageOf(language);
  if (!lang) throw new RangeError(`Transliteration needs the language RU or UA, not "${language}"`);
  const table = found.languages[lang];
  if (!table) {
    const has = Object.keys(found.languages) as TranslitLanguage[];
    throw new RangeError(
      `Scheme "${scheme}" (${found.name}) has no rules for ${LANGUAGE_NAMES[lang]}; it covers ${has.map((l) => LANGUAGE_NAMES[l]).join(' and ')}`,
    );
  }
  return table;
}

const LETTER = /\p{L}/u;
const isLetter = (ch: string | undefined): boolean => ch !== undefined && LETTER.test(ch);
const isUpper = (ch: string): boolean => ch !== ch.toLowerCase() && ch === ch.toUpperCase();
const isApostrophe = (ch: string | undefined): boolean =>
  ch !== undefined && (APOSTROPHES as readonly string[]).includes(ch);

const CYRILLIC = /[\u0400-\u04FF]/;
const isCyrillic = (ch: string | undefined): boolean => ch !== undefined && CYRILLIC.test(ch);

/**
 * A letter, or an apostrophe standing between two Cyrillic letters (Ukrainian м’ята), is part
 * of a word; an apostrophe anywhere else is a quotation mark or belongs to Latin text.
 */
function inWord(chars: string[], i: number): boolean {
  const ch = chars[i];
  if (isLetter(ch)) return true;
  return isApostrophe(ch) && isCyrillic(chars[i - 1]) && isCyrillic(chars[i + 1]);
}

/** Whether the word around position i is written in capitals: the next letter decides, else the previous. */
function allCapsAround(chars: string[], i: number, width: number): boolean {
  const next = chars[i + width];
  if (isLetter(next)) return isUpper(next as string);
  const prev = chars[i - 1];
  if (isLetter(prev)) return isUpper(prev as string);
  return false;
}

function cased(value: string, upper: boolean, allCaps: boolean): string {
  if (!upper || value === '') return value;
  if (allCaps) return value.toUpperCase();
  const [head = '', ...rest] = value;
  return head.toUpperCase() + rest.join('');
}

function matches(set: string | undefined, ch: string | undefined, edge: string): boolean {
  if (set === undefined) return true;
  return ch === undefined ? set.includes(edge) : set.includes(ch);
}

/** Combining marks typed after е/и/і (е + ̈, и + ̆) become the letters ё, й, ї. */
function composeCyrillic(text: string): string {
  return text.replace(/[\u0400-\u04FF][\u0300-\u036F]+/g, (m) => m.normalize('NFC'));
}

/**
 * Transliterates Cyrillic text by one scheme's table for one language. Latin letters, digits,
 * punctuation and letters the table does not know pass through unchanged.
 * Throws a `RangeError` when the scheme is unknown or has no rules for the language.
 * @example transliterate('Згорани', { scheme: 'national', language: 'UA' }) // 'Zghorany'
 * @example transliterate('ЩУКИН', { scheme: 'gost2000B', language: 'RU' }) // 'SHHUKIN'
 */
export function transliterate(text: string, options: TranslitOptions): string {
  return applyTable(text, tableFor(options.scheme, options.language));
}

/** Reads one language table over a text (the one code path every scheme goes through). */
export function applyTable(text: string, table: LanguageTable): string {
  const chars = [...composeCyrillic(text)];
  const out: string[] = [];
  // The letter before the current one, in lower case, or undefined at a word's start.
  const prevOf = (i: number): string | undefined =>
    i > 0 && inWord(chars, i - 1) ? chars[i - 1]?.toLowerCase() : undefined;
  const nextOf = (i: number): string | undefined => (inWord(chars, i + 1) ? chars[i + 1]?.toLowerCase() : undefined);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    const lower = ch.toLowerCase();
    const pair = table.pairs?.[lower + (chars[i + 1] ?? '').toLowerCase()];
    if (pair !== undefined && i + 1 < chars.length) {
      out.push(cased(pair, isUpper(ch), allCapsAround(chars, i, 1)));
      i++;
      continue;
    }
    if (isApostrophe(ch) && !inWord(chars, i)) {
      out.push(ch);
      continue;
    }
    const base = table.letters[lower];
    if (base === undefined) {
      out.push(ch);
      continue;
    }
    const prev = prevOf(i);
    const next = nextOf(i);
    const variant = table.contexts?.[lower]?.find((v) => matches(v.after, prev, '^') && matches(v.before, next, '$'));
    out.push(cased(variant ? variant.value : base, isUpper(ch), allCapsAround(chars, i, 1)));
  }
  return out.join('');
}

/**
 * Back from Latin to Cyrillic for a reversible scheme (GOST 7.79-2000 system A, ISO 9):
 * the longest Latin form at each position gives its letter.
 * @example untransliterate('Ŝukin', { scheme: 'gost2000A', language: 'RU' }) // 'Щукин'
 */
export function untransliterate(text: string, options: TranslitOptions): string {
  const scheme = schemeById(options.scheme);
  if (scheme && !scheme.reversible) throw new RangeError(`Scheme "${options.scheme}" is not reversible`);
  const table = tableFor(options.scheme, options.language);
  const back = new Map<string, string>();
  for (const [letter, latin] of Object.entries(table.letters)) {
    if (latin !== '' && !back.has(latin)) back.set(latin, isApostrophe(letter) ? '\u2019' : letter);
  }
  const longest = Math.max(...[...back.keys()].map((k) => k.length));
  const source = text.normalize('NFC');
  let out = '';
  for (let i = 0; i < source.length; ) {
    let hit = false;
    for (let len = Math.min(longest, source.length - i); len > 0; len--) {
      const piece = source.slice(i, i + len);
      const letter = back.get(piece.toLowerCase());
      if (letter === undefined) continue;
      out += isUpper(piece.charAt(0)) ? letter.toUpperCase() : letter;
      i += len;
      hit = true;
      break;
    }
    if (!hit) {
      out += source.charAt(i);
      i++;
    }
  }
  return out;
}
