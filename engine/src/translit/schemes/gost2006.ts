import type { SchemeTable } from '../table.js';

/**
 * GOST R 52535.1-2006 "Identification cards. Machine readable travel documents", annex A:
 * the ICAO table except ц → tc and ъ dropped. Russian only.
 */
export const gost2006: SchemeTable = {
  id: 'gost2006',
  name: 'GOST R 52535.1-2006',
  source:
    'GOST R 52535.1-2006 “Identification cards. Machine readable travel documents. Part 1”, annex A (transliteration table)',
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
        ц: 'tc',
        ч: 'ch',
        ш: 'sh',
        щ: 'shch',
        ъ: '',
        ы: 'y',
        ь: '',
        э: 'e',
        ю: 'iu',
        я: 'ia',
      },
      samples: [
        ['абвгдеёжзийклмнопрстуфхцчшщъыьэюя', 'abvgdeezhziiklmnoprstufkhtcchshshchyeiuia'],
        ['АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ', 'ABVGDEEZHZIIKLMNOPRSTUFKHTCCHSHSHCHYEIUIA'],
        ['Юлия Щеглова', 'Iuliia Shcheglova'],
        ['Цветаева', 'Tcvetaeva'],
        ['Подъезд', 'Podezd'],
      ],
    },
  },
};
