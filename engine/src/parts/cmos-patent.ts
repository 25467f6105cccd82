import type { Publication } from '../model/publication.js';
import { patentDesignation, patentNumberAfterCountry } from './designations.js';
import { patentCodeOf } from './patent-code.js';
import { patentOfficeOf } from './patent-terms.js';

/**
 * CMOS 16's patent designation, "US Patent 4,741,952" (ch. 14, patents: Iizuka and Yano), also
 * when the record names the office in full ("United States, US" printed "United States Patent");
 * other offices as `patentDesignation` names them. Chicago and ASA (which follows CMOS).
 * @example cmosPatentDesignation({ specialData: { patentOffice: 'United States, US', patentNumber: '20020103498' } }, 'Patent', true) // 'US Patent 20020103498'
 */
export function cmosPatentDesignation(pub: Publication, word: string, english: boolean): string | undefined {
  const office = patentOfficeOf(pub);
  const us = patentCodeOf(pub) === 'US' || /^(?:United States(?: of America)?|USA|U\.S\.A?\.?)$/i.test(office ?? '');
  if (!english || !us) return patentDesignation(pub, word, english);
  return ['US', word, patentNumberAfterCountry(pub)].filter(Boolean).join(' ');
}
