import type { Publication } from '../model/publication.js';
import { withoutKindCode } from './national-patent-number.js';
import { OFFICE_NAMES, patentParts } from './patent-number-forms.js';

/**
 * The country or region an English record's patent is named by in ieee and acs ("U.S. Patent
 * 3 624 125", IEEE Reference Guide; "U.S. Patent 6,738,537", ACS Style Guide 3rd ed., 14.2.4),
 * read from the office, its code or a code typed into the number: "US9876543B2" is a U.S.
 * patent, "EP1700367" a European one, "GB2345678" a United Kingdom one; an office named as an
 * office gives its country or region ("European", never "European Patent Office Patent").
 * Before, a code in the number named nothing ("Patent GB2345678") and "EP" stood as typed.
 * @example englishPatentCountry({ specialData: { patentNumber: 'GB2345678' } }) // 'United Kingdom'
 */
export function englishPatentCountry(pub: Publication): string | undefined {
  const { office, code } = patentParts(pub);
  const c = code?.toUpperCase();
  if (c === 'US' || /^(?:united states|usa?|u\.s\.)$/i.test(office ?? '')) return 'U.S.';
  if (c === 'EP' || /^europe/i.test(office ?? '')) return 'European';
  const named = office && /^[A-Z]{2}$/.test(office) ? (OFFICE_NAMES[office] ?? office) : office;
  return (named ?? (c ? (OFFICE_NAMES[c] ?? c) : undefined))?.replace(
    /\s+(?:Patent(?:\s+and\s+Trademark)?\s+Office|Intellectual\s+Property\s+Office)$/i,
    '',
  );
}

/**
 * The patent's number after its country, without the country's code and the kind code ("B2",
 * "A1"), which the guides' examples never print ("U.S. Patent 3 624 125"); before,
 * "U.S. Patent 9876543B2", which also kept the number from its grouping.
 */
export function englishPatentNumber(pub: Publication): string | undefined {
  const n = patentParts(pub).number;
  return n ? withoutKindCode(n) : undefined;
}
