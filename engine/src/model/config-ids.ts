import { SCHEMES } from '../translit/schemes/index.js';

// What a configuration chooses from, without zod: the formatting path reads these and parses
// its configuration by hand (parse-config.ts); config.ts builds the zod schemas on them.

/** Every style id of the spec's configuration (§5), in the spec's order. */
export const STYLE_IDS = [
  'gost',
  'gost2018',
  'dstu',
  'iso',
  'apa',
  'apa7',
  'ieee',
  'mla',
  'chicago',
  'harvard',
  'acs',
  'mhra',
  'gsa',
  'asa',
  'vancouver',
] as const;
export type StyleId = (typeof STYLE_IDS)[number];

/** Transliteration scheme ids of the spec (§5) plus the ones Referent adds. */
export const TRANSLIT_SCHEMES = [
  'gost2000A',
  'gost2000B',
  'ikao',
  'ikaoUa',
  'iso9',
  'gost2006',
  'mvd',
  'mid2016',
  'national',
  'bgn',
  'lc',
  'lcDiacritics',
  'dstu9112',
] as const;
export type TranslitScheme = (typeof TRANSLIT_SCHEMES)[number];

/**
 * Chicago 16th has two systems (CMOS 14 notes-bibliography, 15 author-date); the
 * bibliography entry of notes-bibliography is the default, author-date is chosen here.
 */
export const CHICAGO_VARIANTS = ['notes-bibliography', 'author-date'] as const;
export type ChicagoVariant = (typeof CHICAGO_VARIANTS)[number];

/**
 * A scheme chosen for a language must define that language (national is Ukrainian only,
 * ikao and gost2006 Russian only …): said when the configuration is read, not mid-format.
 */
export function schemeGaps(t: {
  russian: TranslitScheme;
  ukrainian: TranslitScheme;
}): { path: ['russian' | 'ukrainian']; message: string }[] {
  const gaps: { path: ['russian' | 'ukrainian']; message: string }[] = [];
  if (!SCHEMES[t.russian].languages.RU) {
    gaps.push({ path: ['russian'], message: `scheme "${t.russian}" has no rules for Russian` });
  }
  if (!SCHEMES[t.ukrainian].languages.UA) {
    gaps.push({ path: ['ukrainian'], message: `scheme "${t.ukrainian}" has no rules for Ukrainian` });
  }
  return gaps;
}
