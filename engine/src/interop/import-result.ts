import type { FieldIssue } from '../dispatch.js';
import { ownEntry } from '../model/own-entry.js';

/**
 * What reading one record of an exchange format gives: a Publication to validate and
 * format, or the problems that kept it from being one (an unknown entry type …), each
 * naming the field, so a batch can report the record and go on.
 */
export type ImportResult =
  | {
      publication: Record<string, unknown>;
      /** What could not be kept exactly (a type mapped to a near one, `and others`, an unknown macro). */
      warnings?: FieldIssue[];
    }
  | { issues: FieldIssue[] };

/** A source type of a format read as one of the seven Publication types. */
export interface TypeMapping {
  type: number;
  /** A part of a host (chapter, paper in proceedings): the host's fields go to `publication.host`. */
  part?: boolean;
  /** Set when the format's type means more than the Publication type keeps (a film read as a web resource). */
  lossy?: string;
}

/** A warning that a format's type was read as the nearest Publication type. */
export function typeWarning(field: string, name: string, m: TypeMapping): FieldIssue[] {
  return m.lossy
    ? [{ field, message: `"${name}" (${m.lossy}) was read as the nearest type, ${TYPE_NAMES[m.type]}` }]
    : [];
}

const TYPE_NAMES: Record<number, string> = {
  1: 'article',
  2: 'book',
  3: 'conference paper',
  4: 'dissertation',
  5: 'standard',
  6: 'patent',
  7: 'web resource',
};

/** Languages as BibLaTeX (`langid`/`language`) and RIS (`LA`) name them. */
export const LANGUAGE_NAMES: Record<string, 'EN' | 'RU' | 'UA'> = {
  en: 'EN',
  eng: 'EN',
  english: 'EN',
  american: 'EN',
  british: 'EN',
  ru: 'RU',
  rus: 'RU',
  russian: 'RU',
  uk: 'UA',
  ua: 'UA',
  ukr: 'UA',
  ukrainian: 'UA',
  // As Russian and Ukrainian catalogues (eLIBRARY, national library exports) name them.
  русский: 'RU',
  рус: 'RU',
  украинский: 'UA',
  українська: 'UA',
  укр: 'UA',
  английский: 'EN',
  англійська: 'EN',
  англ: 'EN',
};
/**
 * A record's language from a format's language field: a name or code in any case
 * (`English`, `en-US`, `eng`, BibLaTeX's `langrussian`, `USenglish`), the first of a list.
 * A language other than English, Russian or Ukrainian (the label tables a record can pick)
 * gives a warning instead, so it is not lost silently.
 * @example languageOf('LA', 'en-GB') // { language: 'EN' }
 */
export function languageOf(
  field: string,
  value: string | undefined,
): { language?: 'EN' | 'RU' | 'UA'; warnings: FieldIssue[] } {
  const given = value?.trim();
  if (!given) return { warnings: [] };
  const first = (given.split(/\s*[;,]\s*|\s+and\s+/i)[0] ?? '').toLowerCase().replace(/^lang(?=[a-z]{4})/, '');
  const language =
    ownEntry(LANGUAGE_NAMES, first) ??
    ownEntry(LANGUAGE_NAMES, first.split(/[-_]/)[0] ?? '') ??
    (/english$/.test(first) ? 'EN' : undefined);
  if (language) return { language, warnings: [] };
  return {
    warnings: [
      {
        field,
        message: `language "${given}" not kept: a record's language (which picks its labels) is English, Russian or Ukrainian`,
      },
    ],
  };
}
export const LANGUAGE_OUT: Record<'EN' | 'RU' | 'UA', string> = { EN: 'english', RU: 'russian', UA: 'ukrainian' };

/** A standard's designation and number ("ГОСТ Р 7.0.100–2018") split at its last space. */
export function splitStandardNumber(value: string): { standart: string; number: string } {
  const at = value.trim().lastIndexOf(' ');
  return at < 0
    ? { standart: '', number: value.trim() }
    : { standart: value.slice(0, at).trim(), number: value.slice(at + 1).trim() };
}

/** A DOI as stored in `accessData.link`: without its resolver. */
export function bareDoi(link: string): string {
  return link.replace(/^(https?:\/\/)?(dx\.)?doi\.org\//i, '').replace(/^doi:\s*/i, '');
}

/** A warning naming the fields of a record that no Publication field holds (nothing is dropped silently). */
export function unkeptWarning(field: string, names: string[]): FieldIssue[] {
  const list = [...new Set(names)].sort();
  return list.length ? [{ field, message: `not kept (no Publication field holds them): ${list.join(', ')}` }] : [];
}
