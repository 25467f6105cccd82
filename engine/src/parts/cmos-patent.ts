import type { Publication } from '../model/publication.js';
import { officeNamingPatents, patentDesignation } from './designations.js';
import { englishOffice, englishPatentNumber, isUsPatent } from './patent-english.js';
import { patentOfficeOf } from './patent-terms.js';
import { curlyApostrophes } from './quotes.js';

/**
 * CMOS 16's patent designation, "US Patent 4,741,952" (ch. 14, patents: Iizuka and Yano), also
 * when the record names the office in full ("United States, US" printed "United States Patent");
 * other offices as `patentDesignation` names them. Chicago and ASA (which follows CMOS).
 * @example cmosPatentDesignation({ specialData: { patentOffice: 'United States, US', patentNumber: '20020103498' } }, 'Patent', true) // 'US Patent 20020103498'
 */
export function cmosPatentDesignation(pub: Publication, word: string, english: boolean): string | undefined {
  if (!english) return patentDesignation(pub, word, english);
  // An English record's number without its kind code, a US one grouped, "US Patent 9,367,592".
  const number = englishPatentNumber(pub, ',');
  const office = patentOfficeOf(pub);
  if (!office && !number) return undefined;
  const named = isUsPatent(pub) ? 'US' : office && officeNamingPatents(englishOffice(office) ?? office);
  return curlyApostrophes([named, word, number].filter(Boolean).join(' '));
}
