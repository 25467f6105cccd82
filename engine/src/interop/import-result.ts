import type { FieldIssue } from '../dispatch.js';

/**
 * What reading one record of an exchange format gives: a Publication to validate and
 * format, or the problems that kept it from being one (an unknown entry type …), each
 * naming the field, so a batch can report the record and go on.
 */
export type ImportResult = { publication: Record<string, unknown> } | { issues: FieldIssue[] };

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
};
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
