import type { Publication } from '../model/publication.js';
import { str } from './fields.js';
import { patentOfficeOf } from './patent-terms.js';

/**
 * A standard's designation(s) as printed: "ISO 690:2010", several joined with ", ".
 * @example standardDesignation({ title: { standartNumber: [{ standart: 'ISO', number: '690:2010' }] } }) // 'ISO 690:2010'
 */
export function standardDesignation(pub: Publication): string | undefined {
  const text = (pub.title?.standartNumber ?? [])
    .map((s) => [str(s?.standart), str(s?.number)].filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', ');
  return text === '' ? undefined : text;
}

/**
 * The name an office gives its patents in English: "European Patent Office" and "United States
 * Patent and Trademark Office" name them "European Patent", "United States Patent", never
 * "European Patent Office Patent"; any other office as typed.
 */
export function officeNamingPatents(office: string): string {
  return office.match(/^(.+?) Patent(?: and Trademark)? Office$/i)?.[1] ?? office;
}

/** The patent number as given ("4,741,952"). */
export function patentNumberOf(pub: Publication): string | undefined {
  return str(pub.specialData?.patentNumber);
}

/** A country code typed at the head of a patent number: "US 9,367,592", "US9367592", "RU 2637215". */
const CODE_IN_NUMBER = /^([A-Z]{2})\s?(?=\d)/;

/**
 * The patent number for a style that names the country or office before it ("U.S. Patent No.",
 * "US Patent", "United States patent US"): a country code typed into the number is not
 * repeated ("US US 20020103498", "U.S. Patent No. US 9,367,592"), so it goes from the number.
 * @example patentNumberAfterCountry({ specialData: { patentNumber: 'US 9,367,592' } }) // '9,367,592'
 */
export function patentNumberAfterCountry(pub: Publication): string | undefined {
  return patentNumberOf(pub)?.replace(CODE_IN_NUMBER, '');
}

/** The code a patent number was typed with ("US" of "US 9,367,592"), if any. */
export function codeInPatentNumber(pub: Publication): string | undefined {
  return patentNumberOf(pub)?.match(CODE_IN_NUMBER)?.[1];
}

/**
 * "US Patent 4,741,952" in English; «Патент 2 712 345 Российская Федерация» in Russian and
 * Ukrainian, where the word leads as in the national standards (GOST R 7.0.100-2018, patent examples).
 */
export function patentDesignation(pub: Publication, patentWord: string, english: boolean): string | undefined {
  const office = patentOfficeOf(pub);
  const number = office ? patentNumberAfterCountry(pub) : patentNumberOf(pub);
  if (!office && !number) return undefined;
  const parts = english
    ? [office && officeNamingPatents(office), patentWord, number]
    : // «Патент RU 2637215»: an office typed as its two-letter code stands before the number,
      // as Russian and Ukrainian texts cite patents; a country named in full follows it.
      /^[A-Z]{2}$/.test(office ?? '')
      ? [patentWord, office, number]
      : [patentWord, number, office];
  return parts.filter(Boolean).join(' ');
}
