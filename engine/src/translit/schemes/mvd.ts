import type { SchemeTable } from '../table.js';

/**
 * The Russian Interior Ministry's passport scheme (MVD order No. 782 of 2000, in use until the
 * ICAO table replaced it in 2010), its table of Russian and Latin letters: е → ye at the start
 * of a word and after a vowel, ъ or ь, e after a consonant; ё → yo at the start and after a
 * vowel, ъ or ь, ye after a consonant, e after ж ч ш щ; и → yi after ь; ъ and ь are
 * apostrophes, silent before е, ё (ь also before и). Russian only.
 */
export const mvd: SchemeTable = {
  id: 'mvd',
  name: 'MVD 782-2000 (Russian passports, 2000–2010)',
  source: 'Order of the Russian Interior Ministry No. 782 of 2000 (the foreign-passport transliteration table)',
  reversible: false,
  languages: {
    RU: {
      ascii: true,
      letters: {
        а: 'a',
        б: 'b',
        в: 'v',
        г: 'g',
        д: 'd',
        е: 'e',
        ё: 'yo',
        ж: 'zh',
        з: 'z',
        и: 'i',
        й: 'y',
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
        ъ: "'",
        ы: 'y',
        ь: "'",
        э: 'e',
        ю: 'yu',
        я: 'ya',
      },
      contexts: {
        е: [{ after: '^аеёиоуыэюяъь', value: 'ye' }],
        ё: [
          { after: 'бвгдзклмнпрстфхц', value: 'ye' },
          { after: 'жчшщ', value: 'e' },
        ],
        и: [{ after: 'ь', value: 'yi' }],
        ъ: [{ before: 'её', value: '' }],
        ь: [{ before: 'еёи', value: '' }],
      },
      samples: [
        ['абвгдеёжзийклмнопрстуфхцчшщъыьэюя', "abvgdeyozhziyklmnoprstufkhtschshshch'y'eyuya"],
        ['АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ', "ABVGDEYOZHZIYKLMNOPRSTUFKHTSCHSHSHCH'Y'EYUYA"],
        ['Юлия Щеглова', 'Yuliya Shcheglova'],
        ['Гайа Васильева', 'Gaya Vasilyeva'],
        ['Андрей Видный', 'Andrey Vidnyy'],
        ['Артём Краевой', 'Artyem Krayevoy'],
        ['Мадыр Чёткий', 'Madyr Chetkiy'],
        ['Оксана Клеёнкина', 'Oksana Kleyonkina'],
        ['Игорь Ильин', "Igor' Ilyin"],
        ['Елена Ельцина', "Yelena Yel'tsina"],
        ['Ёлкин', 'Yolkin'],
      ],
    },
  },
};
