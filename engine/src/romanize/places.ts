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
  return ENGLISH_PLACES[place.trim().toLowerCase()];
}
