import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRANSLIT_SCHEMES } from '../model/config.js';
import { SCHEMES } from './schemes/index.js';
import { TRANSLIT_LANGUAGES, type TranslitLanguage } from './table.js';
import { transliterate, untransliterate } from './transliterate.js';

const tables = TRANSLIT_SCHEMES.flatMap((scheme) =>
  TRANSLIT_LANGUAGES.filter((language) => SCHEMES[scheme].languages[language]).map(
    (language) => [scheme, language, SCHEMES[scheme].languages[language]!] as const,
  ),
);

describe('every scheme: its alphabet and worked examples', () => {
  for (const [scheme, language, table] of tables) {
    it(`${scheme} ${language}`, () => {
      for (const [cyrillic, latin] of table.samples) {
        expect(transliterate(cyrillic, { scheme, language }), cyrillic).toBe(latin);
      }
    });
  }

  it('every table lists every letter of its alphabet', () => {
    const alphabets: Record<TranslitLanguage, string> = {
      RU: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
      UA: 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя',
    };
    for (const [scheme, language, table] of tables) {
      for (const letter of alphabets[language])
        expect(table.letters[letter], `${scheme} ${language} ${letter}`).toBeDefined();
    }
  });
});

describe('the Ukrainian resolution No. 55 (2010)', () => {
  const ua = (text: string) => transliterate(text, { scheme: 'national', language: 'UA' });
  it('gives the resolution’s examples', () => {
    expect(ua('Згорани')).toBe('Zghorany');
    expect(ua('Розгон')).toBe('Rozghon');
    expect(ua('Їжакевич')).toBe('Yizhakevych');
    expect(ua('Юрій')).toBe('Yurii');
  });
  it("treats ’, ʼ and ' alike as the apostrophe, and keeps a quotation mark that is not one", () => {
    expect(ua('Мар’яна')).toBe('Mariana');
    expect(ua('Марʼяна')).toBe('Mariana');
    expect(ua("Мар'яна")).toBe('Mariana');
    expect(ua("'Київ'")).toBe("'Kyiv'");
  });
  it('starts a word after a hyphen, a space or punctuation, not after an apostrophe', () => {
    expect(ua('Іванo-Франківськ, Яготин')).toBe('Ivano-Frankivsk, Yahotyn');
    expect(ua('п’ять')).toBe('piat');
  });
  it('writes зг in capitals and title case', () => {
    expect(ua('ЗГОРАНИ')).toBe('ZGHORANY');
    expect(ua('РОЗГОН')).toBe('ROZGHON');
  });
});

describe('DSTU 9112:2021 system B', () => {
  // ь before а е і у does not occur in Ukrainian spelling; the rule keeps any text readable back.
  it("writes ь before а е і у as j' so that it is not read as я є ї ю", () => {
    expect(transliterate('ьа ье ьі ьу', { scheme: 'dstu9112', language: 'UA' })).toBe("j'a j'e j'i j'u");
  });
});

describe('capitals', () => {
  it('gives all capitals in an all-capitals word and title case otherwise', () => {
    expect(transliterate('ЩУКИН', { scheme: 'ikao', language: 'RU' })).toBe('SHCHUKIN');
    expect(transliterate('Щукин', { scheme: 'ikao', language: 'RU' })).toBe('Shchukin');
    expect(transliterate('ТОВАРИЩ', { scheme: 'ikao', language: 'RU' })).toBe('TOVARISHCH');
    expect(transliterate('Щ. Ю. Жуков', { scheme: 'ikao', language: 'RU' })).toBe('Shch. Iu. Zhukov');
    expect(transliterate('ЮЛІЯ Юлія юлія', { scheme: 'national', language: 'UA' })).toBe('YULIIA Yuliia yuliia');
    expect(transliterate('ЯРОСЛАВ', { scheme: 'gost2000B', language: 'RU' })).toBe('YAROSLAV');
  });
  it('composes ё and й typed as a letter and a combining mark', () => {
    expect(transliterate('Ёлка', { scheme: 'gost2000B', language: 'RU' })).toBe('Yolka');
    expect(transliterate('Йошкар', { scheme: 'gost2000B', language: 'RU' })).toBe('Joshkar');
  });
});

describe('errors', () => {
  it('says when a scheme has no rules for the language', () => {
    expect(() => transliterate('Згорани', { scheme: 'national', language: 'RU' })).toThrow(
      /"national".*no rules for Russian; it covers Ukrainian/,
    );
    expect(() => transliterate('Київ', { scheme: 'ikao', language: 'UA' })).toThrow(/no rules for Ukrainian/);
  });
  it('rejects an unknown scheme or language', () => {
    expect(() => transliterate('x', { scheme: 'nope' as never, language: 'RU' })).toThrow(
      /Unknown transliteration scheme/,
    );
    expect(() => transliterate('x', { scheme: 'bgn', language: 'EN' })).toThrow(/RU or UA/);
  });
  it('accepts ru, uk and ua for the language', () => {
    expect(transliterate('Київ', { scheme: 'national', language: 'uk' })).toBe('Kyiv');
    expect(transliterate('Київ', { scheme: 'national', language: 'ua' })).toBe('Kyiv');
  });
});

const alphabet: Record<TranslitLanguage, string> = {
  RU: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ',
  UA: 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюяАБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ’',
};
// Cyrillic letters with Latin, digits and ASCII punctuation; Ukrainian words may hold an apostrophe.
const cyrillicText = (language: TranslitLanguage) =>
  fc
    .tuple(
      fc.string({
        unit: fc.constantFrom(...alphabet[language].replace('’', ''), ' ', '-', ',', '.', '1', 'a', 'Z', '(', ')'),
        maxLength: 40,
      }),
      language === 'UA' ? fc.constantFrom('', 'м’я', "Об'єм", 'ПІВʼЯ') : fc.constant(''),
    )
    .map(([text, word]) => text + word);

describe('properties', () => {
  it('ASCII-only schemes give ASCII only', () => {
    for (const [scheme, language] of tables.filter(([, , t]) => t.ascii)) {
      fc.assert(
        fc.property(cyrillicText(language), (text) => {
          expect(transliterate(text, { scheme, language })).toMatch(/^[\x20-\x7E]*$/);
        }),
        { numRuns: 60 },
      );
    }
  });
  it('Latin text, digits and punctuation pass through unchanged', () => {
    const latin = fc.string({ unit: fc.constantFrom(...'abcXYZ019 .,;:!?-–()[]"\'’/'), maxLength: 40 });
    for (const [scheme, language] of tables) {
      fc.assert(
        fc.property(latin, (text) => {
          expect(transliterate(text, { scheme, language })).toBe(text);
        }),
        { numRuns: 40 },
      );
    }
  });
  // The hard and soft signs' Latin forms (ʺ ʹ) have no capitals, and the capital signs occur
  // only in all-capitals text, so the round trip is stated for their small forms.
  it('GOST 7.79-2000 system A (and ISO 9) turns back into the original Cyrillic', () => {
    for (const scheme of ['gost2000A', 'iso9'] as const) {
      for (const language of TRANSLIT_LANGUAGES) {
        const words = fc.string({
          unit: fc.constantFrom(...alphabet[language].replace(/[’ЪЬ]/g, ''), ' ', ',', '1'),
          maxLength: 40,
        });
        fc.assert(
          fc.property(words, (text) => {
            const there = transliterate(text, { scheme, language });
            expect(untransliterate(there, { scheme, language })).toBe(text);
          }),
          { numRuns: 200 },
        );
      }
    }
    expect(untransliterate('Znam’ânka', { scheme: 'gost2000A', language: 'UA' })).toBe('Знам’янка');
  });
  it('refuses to turn back a scheme that is not reversible', () => {
    expect(() => untransliterate('Kyiv', { scheme: 'national', language: 'UA' })).toThrow(/not reversible/);
  });
});

describe('docs/transliteration.md', () => {
  it('lists every scheme with its source', () => {
    const doc = readFileSync(new URL('../../../docs/transliteration.md', import.meta.url), 'utf8');
    for (const scheme of TRANSLIT_SCHEMES) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${scheme}\` |`));
      expect(row, scheme).toBeDefined();
      expect(row?.split('|').length, scheme).toBeGreaterThanOrEqual(6);
    }
  });
});
