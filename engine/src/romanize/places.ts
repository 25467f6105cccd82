import { ownEntry } from '../model/own-entry.js';
/**
 * Places with an established English name, which the References list prints instead of a
 * transliteration (O. V. Kirillova's recommendations for Russian journals' References lists:
 * "Moscow", "St. Petersburg"), with the abbreviations GOST 7.1-2003 allows (М., СПб., К.).
 * Keys are lower case; other places are transliterated.
 */
export const ENGLISH_PLACES: Readonly<Record<string, string>> = {
  москва: 'Moscow',
  'м.': 'Moscow',
  'санкт-петербург': 'St. Petersburg',
  'спб.': 'St. Petersburg',
  ленинград: 'Leningrad',
  'л.': 'Leningrad',
  киев: 'Kyiv',
  київ: 'Kyiv',
  'к.': 'Kyiv',
  харьков: 'Kharkiv',
  харків: 'Kharkiv',
  львов: 'Lviv',
  львів: 'Lviv',
  одесса: 'Odesa',
  одеса: 'Odesa',
  днепр: 'Dnipro',
  дніпро: 'Dnipro',
  'ростов-на-дону': 'Rostov-on-Don',
  'нижний новгород': 'Nizhny Novgorod',
  'н. новгород': 'Nizhny Novgorod',
  казань: 'Kazan',
  минск: 'Minsk',
  мінськ: 'Minsk',
};

/** The English name of a place, when it has one. */
export function englishPlace(place: string): string | undefined {
  return ownEntry(ENGLISH_PLACES, place.trim().toLowerCase());
}

/**
 * Patent offices as References lists name them (Kirillova: "Patent RF no. 2345678"); keys are
 * lower case, the office being the first part of `patentOffice` ("Российская Федерация, RU").
 */
export const PATENT_OFFICES: Readonly<Record<string, string>> = {
  'российская федерация': 'RF',
  россия: 'RF',
  рф: 'RF',
  ссср: 'USSR',
  україна: 'UA',
  украина: 'UA',
  'республика беларусь': 'BY',
  беларусь: 'BY',
};

/** The office's short English name, when References lists have one. */
export function englishPatentOffice(office: string): string | undefined {
  return ownEntry(PATENT_OFFICES, office.trim().toLowerCase());
}
