import type { Publication } from '../model/publication.js';
import { codeInPatentNumber, patentNumberAfterCountry } from './designations.js';
import { patentCodeOf } from './patent-code.js';
import { groupedPatentNumber } from './patent-number-forms.js';
import { patentOfficeOf } from './patent-terms.js';

/** A kind code after the digits of a patent number, "9367592B2", "1700367 A1": not part of the number. */
const KIND_CODE = /(?<=\d)\s?[A-Z]\d?$/;

/** True when the record's office is the United States, however typed ("US", "United States, US", "US9367592"). */
export function isUsPatent(pub: Publication): boolean {
  const office = patentOfficeOf(pub);
  return (
    patentCodeOf(pub) === 'US' ||
    codeInPatentNumber(pub) === 'US' ||
    /^(?:US|United States(?: of America)?|USA|U\.S\.A?\.?)$/i.test(office ?? '')
  );
}

/**
 * The number of an English record's patent as chicago, asa, mla, mhra, gsa and iso print it:
 * without the country code typed into it (`patentNumberAfterCountry`), without the kind code
 * ("B2", "A1", which no manual's example prints: CMOS 16, ch. 14, "US Patent 4,741,952"; MLA
 * "US Patent 174,465"), and a US patent's seven or eight digits grouped by commas as the patent
 * and the manuals print them ("9367592B2" → "9,367,592"; `groupedPatentNumber`). Before, "US
 * Patent 9367592B2".
 * @example englishPatentNumber({ specialData: { patentNumber: 'US9367592B2' } }) // '9,367,592'
 */
export function englishPatentNumber(pub: Publication): string | undefined {
  const typed = patentNumberAfterCountry(pub)?.trim();
  if (!typed) return typed;
  const bare = typed.replace(KIND_CODE, '') || typed;
  return isUsPatent(pub) ? groupedPatentNumber(bare, ',') : bare;
}

/**
 * An office typed as a code readers do not know by its letters, named in English: "SU" (the
 * Soviet Union) "USSR", "EP" (the European Patent Office) "European", so "USSR Author’s
 * certificate 1007970", "European Patent 1700367" (as "European Patent Office" is named,
 * `officeNamingPatents`); before, "SU Author's certificate", "EP Patent". Other codes stay
 * ("US Patent 4,741,952", CMOS 16, ch. 14).
 */
export const englishOffice = (office: string | undefined): string | undefined =>
  office === 'SU' ? 'USSR' : office === 'EP' ? 'European' : office;
