import type { SchemeTable } from '../table.js';
import { nationalUkrainian } from './national.js';

/**
 * BGN/PCGN. Russian: the 1947 system — е and ё are ye and yë at the start of a word and after
 * a vowel, й, ъ or ь; ъ ” and ь ’. The system's optional middle dot (t·s, sh·ch) is not
 * written, as journals' References lists do not use it. Ukrainian: BGN/PCGN adopted Ukraine's
 * 2010 national system in 2019, so its table is the national one.
 */
export const bgn: SchemeTable = {
  id: 'bgn',
  name: 'BGN/PCGN',
  source:
    'BGN/PCGN Romanization of Russian (1947) and Romanization of Ukrainian (2019, = Cabinet of Ministers of Ukraine resolution No. 55 of 2010)',
  reversible: false,
  languages: {
    RU: {
      ascii: false,
      letters: {
        а: 'a',
        б: 'b',
        в: 'v',
        г: 'g',
        д: 'd',
        е: 'e',
        ё: 'ë',
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
        ъ: '”',
        ы: 'y',
        ь: '’',
        э: 'e',
        ю: 'yu',
        я: 'ya',
      },
      contexts: {
        е: [{ after: '^аеёиоуыэюяйъь', value: 'ye' }],
        ё: [{ after: '^аеёиоуыэюяйъь', value: 'yë' }],
      },
      samples: [
        ['абвгдеёжзийклмнопрстуфхцчшщъыьэюя', 'abvgdeyëzhziyklmnoprstufkhtschshshch”y’eyuya'],
        ['АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ', 'ABVGDEYËZHZIYKLMNOPRSTUFKHTSCHSHSHCH”Y’EYUYA'],
        ['Елизово', 'Yelizovo'],
        ['Чапаевск', 'Chapayevsk'],
        ['Юрьев объезд', 'Yur’yev ob”yezd'],
        ['Воробьёво', 'Vorob’yëvo'],
        ['Озёрный', 'Ozërnyy'],
        ['Йошкар-Ола', 'Yoshkar-Ola'],
        ['Бийск', 'Biysk'],
        ['Электрогорск', 'Elektrogorsk'],
      ],
    },
    UA: nationalUkrainian,
  },
};
