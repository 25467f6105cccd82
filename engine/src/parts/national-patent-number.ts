import type { Locale } from '../model/language.js';
import type { Publication } from '../model/publication.js';
import { codeInPatentNumber, patentNumberAfterCountry } from './designations.js';
import { bareNumber } from './national-areas.js';
import { patentCodeOf } from './patent-code.js';
import { OFFICE_NAMES } from './patent-number-forms.js';
import { patentOfficeOf } from './patent-terms.js';

/**
 * Countries typed by their two-letter code alone, named as the national standards name them
 * after the number (GOST 7.1-2003, A: «Пат. 2187888 Российская Федерация», «А. с. 1007970
 * СССР»; GOST R 7.0.100-2018, A: «Патент № 2637215 Российская Федерация»).
 */
const COUNTRY_NAMES: Record<Locale, Record<string, string>> = {
  ru: {
    RU: 'Российская Федерация',
    SU: 'СССР',
    UA: 'Украина',
    BY: 'Беларусь',
    KZ: 'Казахстан',
    US: 'США',
    GB: 'Великобритания',
    DE: 'Германия',
    FR: 'Франция',
    JP: 'Япония',
    CN: 'Китай',
    EP: 'Европейское патентное ведомство',
  },
  uk: {
    UA: 'Україна',
    RU: 'Російська Федерація',
    SU: 'СРСР',
    BY: 'Білорусь',
    KZ: 'Казахстан',
    US: 'США',
    GB: 'Велика Британія',
    DE: 'Німеччина',
    FR: 'Франція',
    JP: 'Японія',
    CN: 'Китай',
    EP: 'Європейське патентне відомство',
  },
  // The English names the numeric styles print (Citing Medicine), the Soviet Union and the
  // European Patent Office, named as an office typed in full is ("pat. 1700367 European Patent Office").
  en: { ...OFFICE_NAMES, SU: 'USSR', EP: 'European Patent Office' },
};

/** A kind code after the digits of a patent number, «2637215 C1», "9367592B2": not part of the number. */
const KIND_CODE = /(?<=\d)\s?[A-Z]\d?$/;

/** A patent number without its kind code: "9367592B2" → "9367592", «2637215 C1» → «2637215». */
export const withoutKindCode = (number: string): string => number.replace(KIND_CODE, '') || number;

/**
 * The patent's number as the national standards print it, between the document's name and its
 * country: without «№» typed before it, without the country's code typed into it when the
 * country is printed after it («Пат. US 20020103498 United States» repeated the country),
 * and without the kind code («C1», "B2"), which no example of GOST 7.1-2003 or GOST R
 * 7.0.100-2018 prints («Патент № 2637215 Российская Федерация»).
 * @example nationalPatentNumber({ country: 'US', specialData: { patentNumber: 'US 9367592 B2' } }) // '9367592'
 * @example nationalPatentNumber({ specialData: { patentNumber: '6,738,537' } }) // '6738537'
 */
export function nationalPatentNumber(pub: Publication): string | undefined {
  // A code typed into the number always names the country printed after it (`nationalPatentCountry`).
  const number = bareNumber(patentNumberAfterCountry(pub)?.trim());
  const bare = number?.replace(KIND_CODE, '') || number;
  return bare && DIGIT_GROUPS.test(bare) ? bare.replace(/[\s,.]/gu, '') : bare;
}

/**
 * A number typed with its digits grouped by threes, as the US office ("6,738,537") and Russian
 * documents («2 712 345») write it: the standards print the digits alone («пат. 93790 Україна»,
 * «Пат. 2187888 Российская Федерация»). Application numbers keep their own form («№ u 2014 05724»).
 */
const DIGIT_GROUPS = /^\d{1,3}(?:[\s,.]\d{3})+$/u;

/**
 * The country after the number: as typed, a two-letter code named in the record's language
 * («RU» → «Российская Федерация», "US" → "United States"). A code typed only into the
 * number names the country when the record gives none.
 */
export function nationalPatentCountry(pub: Publication, locale: Locale): string | undefined {
  const typed = patentOfficeOf(pub);
  const code =
    typed && /^[A-Z]{2}$/.test(typed) ? typed : typed ? undefined : (patentCodeOf(pub) ?? codeInPatentNumber(pub));
  if (code) return COUNTRY_NAMES[locale][code] ?? code;
  return typed;
}

/**
 * A Russian or Ukrainian record's patent inside an international style, as the record's own
 * standards name it: the word, the number, the country in the record's language, «Патент
 * 2013151824 Российская Федерация» — never the code («Патент 2013151824 RU») nor the English
 * name («Russian Federation») a code gives in English.
 */
export function localPatentPhrase(pub: Publication, word: string, locale: Locale): string | undefined {
  const number = nationalPatentNumber(pub);
  if (!number) return undefined;
  return [word, number, nationalPatentCountry(pub, locale)].filter(Boolean).join(' ');
}
