import { apostrophes, type SchemeTable } from '../table.js';

/**
 * DSTU 9112:2021, system B (ASCII). Letters: г → gh (h is kept for the digraphs), є je, ї ji,
 * й j, ь j, ю ju, я ja, х kh, ц c, щ shch; the apostrophe is written ' . The context rules keep
 * the text readable back: ь before а е і у is j' (so ja, je, ji, ju are not read as я є ї ю),
 * й after a consonant is 'j (so consonant + j is not read as a soft sign), and ш before ч is
 * sh' (table 10, so шч is not read as щ). Ukrainian only.
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
      contexts: {
        ь: [{ before: 'аеіу', value: "j'" }],
        й: [{ after: 'бвгґджзклмнпрстфхцчшщ', value: "'j" }],
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
        ['Соловйов', "Solov'jov"],
        ['Сьогодні', 'Sjoghodni'],
        ['Ньютон', 'Njjuton'],
        ['кольє', 'koljje'],
        ['Ольга', 'Oljgha'],
        ['веснянці', 'vesnjanci'],
        ['ЗГОРАНИ', 'ZGHORANY'],
      ],
    },
  },
};
