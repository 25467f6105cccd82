import type { Publication } from '../model/publication.js';
import { codeInPatentNumber, patentNumberAfterCountry } from './designations.js';
import { withoutKindCode } from './national-patent-number.js';
import { patentCodeOf } from './patent-code.js';
import { groupedPatentNumber, OFFICE_NAMES, patentParts } from './patent-number-forms.js';
import { patentOfficeOf } from './patent-terms.js';

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
 * The number of an English record's patent: without the country code typed into it
 * (`patentNumberAfterCountry`) and without the kind code ("B2", "A1"), which no manual's
 * example prints ("U.S. Patent 3 624 125", IEEE; "US Patent 4,741,952", CMOS 16, ch. 14; MLA
 * "US Patent 174,465"). With `usGrouping`, a US patent's seven or eight digits are grouped by it
 * as the manuals print them ("9367592B2" → "9,367,592"; `groupedPatentNumber`) — for the styles
 * that do not group the number where they join it to the country (ieee and acs do, through
 * `patentParts`). Before, "U.S. Patent 9876543B2", "US Patent 9367592B2".
 * @example englishPatentNumber({ specialData: { patentNumber: 'US9367592B2' } }, ',') // '9,367,592'
 */
export function englishPatentNumber(pub: Publication, usGrouping?: string): string | undefined {
  const typed = patentNumberAfterCountry(pub)?.trim();
  if (!typed) return undefined;
  const bare = withoutKindCode(typed);
  return usGrouping !== undefined && isUsPatent(pub) ? groupedPatentNumber(bare, usGrouping) : bare;
}

/**
 * The office of an English record: as typed, else read from the code typed into the number,
 * "EP1700367B1" → "EP" (named "European" by `englishOffice`), "GB1567999" → "United Kingdom",
 * "US9367592B2" → "US" — as `englishPatentCountry` reads it for ieee, acs and apa7. Before,
 * chicago, mla, mhra, asa, gsa and iso printed "Patent 1567999", the country lost.
 * @example englishOfficeOf({ specialData: { patentNumber: 'GB1567999' } }) // 'United Kingdom'
 */
export function englishOfficeOf(pub: Publication): string | undefined {
  const typed = patentOfficeOf(pub);
  if (typed) return typed;
  const code = codeInPatentNumber(pub)?.toUpperCase();
  if (!code || code === 'US' || englishOffice(code) !== code) return code;
  return OFFICE_NAMES[code] ?? code;
}

/**
 * An office typed as a code readers do not know by its letters, named in English: "SU" (the
 * Soviet Union) "USSR", "EP" (the European Patent Office) "European", so "USSR Author’s
 * certificate 1007970", "European Patent 1700367" (as "European Patent Office" is named,
 * `officeNamingPatents`); before, "SU Author's certificate", "EP Patent". Other codes stay
 * ("US Patent 4,741,952", CMOS 16, ch. 14).
 */
export const englishOffice = (office: string | undefined): string | undefined =>
  office === 'SU' ? 'USSR' : office === 'EP' ? 'European' : ((office && NATIONAL_ADJECTIVES.get(office)) ?? office);

/**
 * A country named before "Patent" takes its adjective, "French Patent 9500261", "German Patent",
 * "Japanese Patent" (Citing Medicine, 2nd ed., ch. 14: "Use the adjectival form of the English name
 * for the country"; as "European Patent"), from its name or its code; the United States and the
 * United Kingdom stay named ("US Patent 4,741,952", CMOS 16, ch. 14). Before, "France Patent 9500261".
 */
const NATIONAL_ADJECTIVES: ReadonlyMap<string, string> = new Map(
  (
    [
      ['French', 'France', 'FR'],
      ['German', 'Germany', 'DE'],
      ['Japanese', 'Japan', 'JP'],
      ['Chinese', 'China', 'CN'],
      ['Canadian', 'Canada', 'CA'],
      ['Italian', 'Italy', 'IT'],
      ['Spanish', 'Spain', 'ES'],
      ['Russian', 'Russia', 'Russian Federation', 'RU'],
      ['Ukrainian', 'Ukraine', 'UA'],
      ['Swiss', 'Switzerland', 'CH'],
      ['Swedish', 'Sweden', 'SE'],
      ['Dutch', 'Netherlands', 'The Netherlands', 'NL'],
      ['Korean', 'Korea', 'Republic of Korea', 'South Korea', 'KR'],
      ['Australian', 'Australia', 'AU'],
      ['Austrian', 'Austria', 'AT'],
      ['Danish', 'Denmark', 'DK'],
      ['Finnish', 'Finland', 'FI'],
      ['Polish', 'Poland', 'PL'],
      ['Belgian', 'Belgium', 'BE'],
      ['Norwegian', 'Norway', 'NO'],
      ['Indian', 'India', 'IN'],
    ] as const
  ).flatMap(([adjective, ...names]) => names.map((name) => [name, adjective])),
);
