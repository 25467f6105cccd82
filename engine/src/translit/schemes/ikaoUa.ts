import { apostrophes, type SchemeTable } from '../table.js';

/**
 * ICAO Doc 9303's Cyrillic table applied to Ukrainian, with its note for Ukrainian
 * (И → Y); Г, Ґ → G, Є → IE, Ї → I, Й → I; the soft sign and the apostrophe are dropped.
 */
export const ikaoUa: SchemeTable = {
  id: 'ikaoUa',
  name: 'ICAO Doc 9303 (Ukrainian)',
  source:
    'ICAO Doc 9303 Machine Readable Travel Documents, 7th ed. (2015), part 3, transliteration of Cyrillic characters (Ukrainian notes)',
  reversible: false,
  languages: {
    UA: {
      ascii: true,
      letters: {
        а: 'a',
        б: 'b',
        в: 'v',
        г: 'g',
        ґ: 'g',
        д: 'd',
        е: 'e',
        є: 'ie',
        ж: 'zh',
        з: 'z',
        и: 'y',
        і: 'i',
        ї: 'i',
        й: 'i',
        к: 'k',
        л: 'l',
        м: 'm',
        н: 'n',
        о: 'o',
        п: 'p',
        р: 'r',
        с: 's',
        т: 't',
        у: 'u',
        ф: 'f',
        х: 'kh',
        ц: 'ts',
        ч: 'ch',
        ш: 'sh',
        щ: 'shch',
        ь: '',
        ю: 'iu',
        я: 'ia',
        ...apostrophes(''),
      },
      samples: [
        ['абвгґдеєжзиіїйклмнопрстуфхцчшщьюя', 'abvggdeiezhzyiiiklmnoprstufkhtschshshchiuia'],
        ['АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ', 'ABVGGDEIEZHZYIIIKLMNOPRSTUFKHTSCHSHSHCHIUIA'],
        ['Київ', 'Kyiv'],
        ['Григорій', 'Grygorii'],
        ['Знам’янка', 'Znamianka'],
      ],
    },
  },
};
