import { describe, expect, it } from 'vitest';
import { formatPublication } from '../format.js';
import { format } from '../format-one.js';
import { configSchema } from '../model/config.js';
import { type Publication, publicationSchema } from '../model/publication.js';
import { toText } from '../rich/to-text.js';
import { apa7 } from '../styles/apa7.js';
import { romaniseRecord } from './record.js';

const book = (fields: Record<string, unknown>): Publication =>
  publicationSchema.parse({ idTypePublication: 2, ...fields });

const russianBook = book({
  language: 'RU',
  title: { publicationTitle: 'Экономика знаний' },
  authors: { '1': [{ surname: 'Щукин', name: 'Юрий', fathername: 'Петрович' }] },
  outputData: { year: 2015, publisher: 'Наука', editionPlace: 'Москва' },
  edition: 2,
});

describe('the transliteration hook (spec §3)', () => {
  const on = configSchema.parse({ translit: { useTransliteration: true } });

  it('romanises a Russian record by the default scheme (GOST 7.79 B) with English labels in a transliterable style', () => {
    const text = toText(formatPublication(russianBook, apa7, on));
    expect(text).toMatch(/^Shhukin, Y/);
    expect(text).toContain('E`konomika znanij');
    expect(text).toContain('Nauka');
    expect(text).toMatch(/2nd ed\./);
    expect(text).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('uses the scheme chosen for each language', () => {
    const cfg = configSchema.parse({ translit: { useTransliteration: true, russian: 'bgn', ukrainian: 'national' } });
    expect(toText(formatPublication(russianBook, apa7, cfg))).toContain('Ekonomika znaniy');
    const ua = book({
      language: 'UA',
      title: { publicationTitle: 'Кобзар' },
      authors: { '1': [{ surname: 'Шевченко', name: 'Тарас' }] },
    });
    expect(toText(formatPublication(ua, apa7, cfg))).toMatch(/^Shevchenko, T\..*Kobzar/);
  });

  it('leaves the record alone when transliteration is off or the style is not transliterable', () => {
    expect(toText(formatPublication(russianBook, apa7))).toContain('Щукин');
    const gostLike = { ...apa7, id: 'gost2018' as const, transliterable: false };
    expect(toText(formatPublication(russianBook, gostLike, on))).toContain('Щукин');
  });
});

describe('the configuration', () => {
  it('rejects a scheme chosen for a language it has no rules for', () => {
    const bad = configSchema.safeParse({ translit: { russian: 'national', ukrainian: 'ikao' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'translit.russian: scheme "national" has no rules for Russian',
      'translit.ukrainian: scheme "ikao" has no rules for Ukrainian',
    ]);
    expect(configSchema.parse({}).translit).toEqual({
      useTransliteration: false,
      russian: 'gost2000B',
      ukrainian: 'national',
    });
  });
});

describe('romaniseRecord', () => {
  it('detects the language of each Cyrillic field in an English record and keeps Latin fields', () => {
    const pub = book({
      language: 'EN',
      title: { publicationTitle: 'Soviet physics', parallelTitles: [{ text: 'Київська школа' }] },
      authors: { '1': [{ surname: 'Ландау', name: 'Лев' }] },
      accessData: { link: 'https://example.org/а' },
    });
    const out = romaniseRecord(pub, 'EN', { russian: 'ikao', ukrainian: 'national' });
    expect(out.title?.publicationTitle).toBe('Soviet physics');
    expect(out.title?.parallelTitles?.[0]?.text).toBe('Kyivska shkola');
    expect(out.authors?.['1']?.[0]?.surname).toBe('Landau');
    expect(out.idTypePublication).toBe(2);
    expect(out.accessData?.link).toBe('https://example.org/а');
  });
  it('says so when the chosen scheme has no rules for the language', () => {
    expect(() => romaniseRecord(russianBook, 'RU', { russian: 'national', ukrainian: 'national' })).toThrow(
      /no rules for Russian/,
    );
  });
});

describe('romanised initials', () => {
  it('keeps multi-letter initials of Cyrillic given names (Юрий → Yu.)', () => {
    const out = format(
      {
        idTypePublication: 2,
        language: 'RU',
        title: { publicationTitle: 'Теория' },
        outputData: { year: 2001, publisher: 'Наука' },
        authors: { '1': [{ surname: 'Щукин', name: 'Юрий', fathername: 'Жанович' }] },
      },
      'apa7',
      { translit: { useTransliteration: true, russian: 'bgn' } },
    );
    expect(out.text).toBe('Shchukin, Yu. Zh. (2001). Teoriya. Nauka.');
  });
});
