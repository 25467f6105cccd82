import type { Locale } from '../model/language.js';
import { ownEntry } from '../model/own-entry.js';

/**
 * GOST 7.1-2003, 4.6.3.1 (and GOST 7.0.12-2011 on city names): Moscow and Saint
 * Petersburg (and a few others) are abbreviated in the publication area («М.», «СПб.»).
 * GOST R 7.0.100-2018 writes every place in full, so only the gost style uses this.
 */
const ABBREVIATED: Record<Locale, Record<string, string>> = {
  ru: {
    Москва: 'М.',
    'Санкт-Петербург': 'СПб.',
    Ленинград: 'Л.',
    'Ростов-на-Дону': 'Ростов н/Д',
    'Нижний Новгород': 'Н. Новгород',
  },
  uk: { Москва: 'М.', 'Санкт-Петербург': 'СПб.' },
  en: {},
};

/**
 * The same cities the other way round, with the spellings real lists type («СПб», «С.-Пб.»,
 * «Ростов-н/Д»); Ukrainian lists also wrote Kyiv and Kharkiv «К.», «Х.» (ДСТУ ГОСТ 7.1:2006).
 * A single letter is read only where it is unambiguous: «Х.» in a Russian list is as often
 * Khabarovsk as Kharkiv, so it is left as typed there.
 */
const IN_FULL: Record<Locale, Record<string, string>> = {
  ru: {
    м: 'Москва',
    спб: 'Санкт-Петербург',
    'с.-петербург': 'Санкт-Петербург',
    'с.-пб': 'Санкт-Петербург',
    л: 'Ленинград',
    'ростов н/д': 'Ростов-на-Дону',
    'ростов-н/д': 'Ростов-на-Дону',
    'н. новгород': 'Нижний Новгород',
  },
  uk: { м: 'Москва', спб: 'Санкт-Петербург', к: 'Київ', х: 'Харків' },
  en: {},
};

/**
 * A place as the publication area names it (GOST 7.1-2003, 5.5.2: the name in the form the item
 * gives, and a title page prints «Москва»): without the word «г.» / «м.» (місто) typed before it («г. Москва»,
 * «м. Київ») and without a full stop typed after a whole word («Москва.», "Oxford."); an abbreviation's
 * stop stays («М.», «СПб.», "Reading, Mass.": a Latin word after a comma is a state's abbreviation); non-breaking hyphens read as hyphens («Санкт‑Петербург»).
 */
function tidyPlace(place: string): string {
  return (
    fromCapitalLetters(place.trim())
      .replace(/[\u2010\u2011]/gu, '-')
      .replace(/^[гм]\.\s*(?=[А-ЯЁІЇЄҐ][а-яёіїєґ])/u, '')
      .replace(/([а-яёіїєґ]{4,})\.$/iu, '$1')
      // A Latin word after a comma is a state's or county's abbreviation, "Reading, Mass.", whose stop stays.
      .replace(/(?<!,\s*|[a-z])([a-z]{4,})\.$/iu, '$1')
  );
}

/**
 * A place typed in capitals throughout («МОСКВА», «РОСТОВ-НА-ДОНУ», "NEW YORK") is written as a name
 * (GOST 7.1-2003, 4.11.1: capitals by the rules of the language): each word and each part of a
 * hyphenated name with its capital, the prepositions inside a name small («Ростов-на-Дону»). A short
 * one («СПБ», "NY") may be an abbreviation and stays as typed.
 */
function fromCapitalLetters(place: string): string {
  if (/\p{Ll}/u.test(place) || (place.match(/\p{L}/gu) ?? []).length < 4) return place;
  return place.replace(/\p{L}+/gu, (word, at: number) => {
    const lower = word.toLocaleLowerCase('ru');
    const inside = at > 0 && place.charAt(at - 1) === '-';
    if (inside && /^(?:на|над|под|upon|on|am|an|de|sur)$/u.test(lower)) return lower;
    return lower.charAt(0).toLocaleUpperCase('ru') + lower.slice(1);
  });
}

/** Each of several places (the publication area separates them by " ; "). */
function eachPlace(place: string | undefined, one: (p: string) => string): string | undefined {
  if (!place) return undefined;
  return place
    .split(/\s*;\s*/)
    .map((p) => one(tidyPlace(p)))
    .join(' ; ');
}

/**
 * The place as GOST 7.1-2003 writes it; several places are each abbreviated, «М. ; СПб.».
 * @example abbreviatePlace('СПб', 'ru') // 'СПб.'
 * @example abbreviatePlace('Москва ; Санкт-Петербург', 'ru') // 'М. ; СПб.'
 */
export function abbreviatePlace(place: string | undefined, locale: Locale): string | undefined {
  // A place typed in another short form («СПб», «Ростов-н/Д») is read in full first, so it
  // takes the standard's own abbreviation with its stop («СПб.», «Ростов н/Д»).
  // A city without an abbreviation of its own stays as typed («К.» of a Ukrainian list).
  return eachPlace(place, (one) => ownEntry(ABBREVIATED[locale], expandOne(one, locale)) ?? one);
}

/**
 * The place in full, as GOST R 7.0.100-2018 writes it (appendix A: «Москва», «Санкт-Петербург»
 * only, never «М.»): an abbreviation typed in the record is spelt out.
 * @example expandPlace('М. ; СПб', 'ru') // 'Москва ; Санкт-Петербург'
 */
export function expandPlace(place: string | undefined, locale: Locale): string | undefined {
  return eachPlace(place, (one) => expandOne(one, locale));
}

/** One place spelt out, or as typed. */
function expandOne(place: string, locale: Locale): string {
  const key = place.toLocaleLowerCase('ru').replace(/\s+/g, ' ').replace(/\.$/, '');
  return ownEntry(IN_FULL[locale], key) ?? place;
}
