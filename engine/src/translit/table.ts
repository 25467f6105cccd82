import type { TranslitScheme } from '../model/config.js';

/** The languages a scheme table can define: Russian and Ukrainian (spec §3's `russian`, `ukrainian`). */
export const TRANSLIT_LANGUAGES = ['RU', 'UA'] as const;
export type TranslitLanguage = (typeof TRANSLIT_LANGUAGES)[number];

/**
 * A context-dependent form of one letter. `after` lists the lower-case letters that may stand
 * right before it, with `^` for "no letter" (the start of a word); `before` lists the letters
 * that may follow, with `$` for the end of a word. A variant with both needs both.
 * @example { after: '^', value: 'ye' } // Ukrainian national є at the start of a word
 */
export interface Variant {
  after?: string;
  before?: string;
  value: string;
}

/**
 * One language's rules in one scheme, written as data: every letter of the alphabet in lower
 * case, the word-initial and neighbour-dependent forms, and letter pairs that go together
 * (Ukrainian national `зг` → `zgh`). Apostrophes (', ’, ʼ) between letters are letters here:
 * list them in `letters` with the output the scheme gives them ('' to drop them).
 * Capitals are derived, not listed: an upper-case letter gives an all-capitals output inside
 * an all-capitals word (ЩУКИН → SHCHUKIN) and a capitalised one otherwise (Щукин → Shchukin).
 */
export interface LanguageTable {
  letters: Readonly<Record<string, string>>;
  contexts?: Readonly<Record<string, readonly Variant[]>>;
  pairs?: Readonly<Record<string, string>>;
  /** True when every output is plain ASCII. */
  ascii: boolean;
  /** Worked examples [Cyrillic, Latin]: the source's own examples and the full alphabet. */
  samples: readonly (readonly [string, string])[];
}

/** A transliteration scheme: where it comes from and its table for each language it defines. */
export interface SchemeTable {
  id: TranslitScheme;
  name: string;
  /** The document the table is taken from. */
  source: string;
  /** One Latin form per Cyrillic letter and back (GOST 7.79-2000 system A, ISO 9). */
  reversible: boolean;
  languages: Partial<Record<TranslitLanguage, LanguageTable>>;
}

/** The apostrophe forms met in Ukrainian text: ASCII ', right quotation mark ’, modifier letter ʼ. */
export const APOSTROPHES = ["'", '\u2019', '\u02BC'] as const;

/** The three apostrophes mapped to one output (a helper for tables, not a rule). */
export function apostrophes(value: string): Record<string, string> {
  return Object.fromEntries(APOSTROPHES.map((a) => [a, value]));
}
