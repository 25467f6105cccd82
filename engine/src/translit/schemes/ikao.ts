import type { SchemeTable } from '../table.js';

/**
 * ICAO Doc 9303 "Machine Readable Travel Documents" (7th ed., 2015), part 3, the Cyrillic
 * transliteration table, as Russia's passport offices apply it (FMS order No. 320 of 2012):
 * й → i, ъ → ie, ь dropped. Russian only; Ukrainian is `ikaoUa`.
 */
export const ikao: SchemeTable = {
  id: 'ikao',
  name: 'ICAO Doc 9303 (Russian)',
  source:
    'ICAO Doc 9303 Machine Readable Travel Documents, 7th ed. (2015), part 3, transliteration of Cyrillic characters',
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
        ё: 'e',
        ж: 'zh',
        з: 'z',
        и: 'i',
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
        ъ: 'ie',
        ы: 'y',
        ь: '',
        э: 'e',
        ю: 'iu',
        я: 'ia',
      },
      samples: [
        ['абвгдеёжзийклмнопрстуфхцчшщъыьэюя', 'abvgdeezhziiklmnoprstufkhtschshshchieyeiuia'],
        ['АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ', 'ABVGDEEZHZIIKLMNOPRSTUFKHTSCHSHSHCHIEYEIUIA'],
        ['Юлия Щеглова', 'Iuliia Shcheglova'],
        ['Андрей Видный', 'Andrei Vidnyi'],
        ['Игорь Ильин', 'Igor Ilin'],
        ['Ян Разъездной', 'Ian Razieezdnoi'],
        ['ЩУКИН', 'SHCHUKIN'],
      ],
    },
  },
};
