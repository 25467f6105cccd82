import { apostrophes, type SchemeTable } from '../table.js';

/**
 * DSTU 9112:2021, system B (ASCII). Letters: г → gh (h is kept for the digraphs), є je, ї ji,
 * й j, ь j, ю ju, я ja, х kh, ц c, щ shch; the apostrophe is written ' so that the text can be
 * read back; ш before ч is sh' (table 10) so that шч is not read as щ. Ukrainian only.
 */
export const dstu9112: SchemeTable = {
  id: 'dstu9112',
  name: 'DSTU 9112:2021, system B',
  source:
    'DSTU 9112:2021 “Cyrillic-Latin transliteration and Latin-Cyrillic retransliteration of Ukrainian texts. Writing rules”, system B',
  reversible: false,
  languages: {
    UA: {
      ascii: true,
      letters: {
        а: 'a',
        б: 'b',
        в: 'v',
        г: 'gh',
        ґ: 'g',
        д: 'd',
        е: 'e',
        є: 'je',
        ж: 'zh',
        з: 'z',
        и: 'y',
        і: 'i',
        ї: 'ji',
        й: 'j',
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
        ц: 'c',
        ч: 'ch',
        ш: 'sh',
        щ: 'shch',
        ь: 'j',
        ю: 'ju',
        я: 'ja',
        ...apostrophes("'"),
      },
      pairs: { шч: "sh'ch" },
      samples: [
        ['абвгґдеєжзиіїйклмнопрстуфхцчшщьюя', 'abvghgdejezhzyijijklmnoprstufkhcchshshchjjuja'],
        ['АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ', 'ABVGHGDEJEZHZYIJIJKLMNOPRSTUFKHCCHSHSHCHJJUJA'],
        ['Київ', 'Kyjiv'],
        ['Україна', 'Ukrajina'],
        ['Львів', 'Ljviv'],
        ['Григорій', 'Ghryghorij'],
        ['Знам’янка', "Znam'janka"],
        ['Веснянка', 'Vesnjanka'],
      ],
    },
  },
};
