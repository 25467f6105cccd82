import type { Publication } from '../model/publication.js';
import { codeInPatentNumber, patentNumberAfterCountry } from './designations.js';
import { patentCodeOf } from './patent-code.js';
import { patentOfficeOf } from './patent-terms.js';

/** Offices typed by their code alone ("US") named as Citing Medicine names them ("United States patent"). */
export const OFFICE_NAMES: Record<string, string> = {
  US: 'United States',
  GB: 'United Kingdom',
  DE: 'Germany',
  FR: 'France',
  JP: 'Japan',
  CN: 'China',
  CA: 'Canada',
  AU: 'Australia',
  RU: 'Russian Federation',
  UA: 'Ukraine',
};

/**
 * A patent's office, code and number as the numeric styles print them, the code read once
 * wherever it was typed (in `patentOffice` "United States, US", in the number "US9876543", or
 * as the office itself, `country: 'US'`), so no entry prints "US patent US9876543" or "US US".
 * @example patentParts({ country: 'US', specialData: { patentNumber: 'US9876543' } }) // { office: 'United States', code: 'US', number: '9876543' }
 */
export function patentParts(pub: Publication): { office?: string; code?: string; number?: string } {
  const typed = patentOfficeOf(pub);
  const officeIsCode = typed !== undefined && /^[A-Z]{2}$/.test(typed);
  const code = codeInPatentNumber(pub) ?? patentCodeOf(pub) ?? (officeIsCode ? typed : undefined);
  const office = officeIsCode ? (OFFICE_NAMES[typed] ?? typed) : typed;
  return { office, code, number: patentNumberAfterCountry(pub)?.trim() };
}

/**
 * A US patent number of 4 to 8 digits grouped by thousands as the manuals print it: "3 624
 * 125" (IEEE Reference Guide, patents: "U.S. Patent 3 624 125"), "6,738,537" (ACS Style Guide
 * 3rd ed., 14.2.4: "U.S. Patent 6,738,537"), a grant of the 19th century's six digits too,
 * "174,465" (APA Style Blog and MLA, Bell 1876; session 10: before, "552271" stood ungrouped). A
 * number typed with another grouping ("9,367,592" in IEEE, "3 624 125" in ACS) takes the
 * style's; before, it kept the typed one. Application numbers (11 digits, "20020103498") and
 * numbers with letters stay as typed.
 * @example groupedPatentNumber('6738537', ',') // '6,738,537'
 * @example groupedPatentNumber('552271', ',') // '552,271'
 * @example groupedPatentNumber('9,367,592', ' ') // '9 367 592'
 */
export function groupedPatentNumber(number: string, separator: string): string {
  const bare = /^\d{1,3}(?:[ ,.\u00A0\u202F]\d{3}){1,2}$/.test(number) ? number.replace(/\D/g, '') : number;
  if (!/^\d{4,8}$/.test(bare)) return number;
  return bare.replace(/\B(?=(\d{3})+$)/g, separator);
}

/**
 * "U.S. Patent 6,738,537" in English (IEEE and ACS put the country first); in a Russian or
 * Ukrainian record the word leads and the country follows, «Патент 2456789 Российская
 * Федерация», as in the national standards, never «Российская Федерация Патент 2456789». A US
 * number is grouped by `separator` (`groupedPatentNumber`).
 */
export function patentPhrase(
  country: string | undefined,
  word: string,
  number: string,
  english: boolean,
  separator: string,
): string {
  const n = country === 'U.S.' ? groupedPatentNumber(number, separator) : number;
  if (!english) return [word, n, country].filter(Boolean).join(' ');
  return [country, word, n].filter(Boolean).join(' ');
}
