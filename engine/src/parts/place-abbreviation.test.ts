import { describe, expect, it } from 'vitest';
import { abbreviatePlace, expandPlace } from './place-abbreviation.js';

describe('abbreviatePlace', () => {
  it('abbreviates Moscow and Saint Petersburg in Russian', () => {
    expect(abbreviatePlace('Москва', 'ru')).toBe('М.');
    expect(abbreviatePlace('Санкт-Петербург', 'ru')).toBe('СПб.');
  });
  it('abbreviates each of several places', () => {
    expect(abbreviatePlace('Москва ; Санкт-Петербург', 'ru')).toBe('М. ; СПб.');
    expect(abbreviatePlace('Москва ; Берлин', 'ru')).toBe('М. ; Берлин');
  });
  it("gives a place typed in another short form the standard's abbreviation", () => {
    expect(abbreviatePlace('СПб', 'ru')).toBe('СПб.');
    expect(abbreviatePlace('Ростов-н/Д', 'ru')).toBe('Ростов н/Д');
    expect(abbreviatePlace('М.', 'ru')).toBe('М.');
  });
  it('keeps other places and English ones', () => {
    expect(abbreviatePlace('Казань', 'ru')).toBe('Казань');
    expect(abbreviatePlace('Moscow', 'en')).toBe('Moscow');
  });
});

describe('a full stop typed after a place', () => {
  it('drops the stop of a whole word and keeps a state’s abbreviation after a comma', () => {
    expect(abbreviatePlace('Москва.', 'ru')).toBe('М.');
    expect(expandPlace('Oxford.', 'en')).toBe('Oxford');
    expect(expandPlace('Reading, Mass.', 'en')).toBe('Reading, Mass.');
    expect(abbreviatePlace('Westport, Conn.', 'en')).toBe('Westport, Conn.');
  });
});

describe('expandPlace', () => {
  it('spells out the abbreviations real lists type', () => {
    expect(expandPlace('М.', 'ru')).toBe('Москва');
    expect(expandPlace('СПб', 'ru')).toBe('Санкт-Петербург');
    expect(expandPlace('Ростов н/Д', 'ru')).toBe('Ростов-на-Дону');
    expect(expandPlace('М. ; СПб.', 'ru')).toBe('Москва ; Санкт-Петербург');
  });
  it('reads «К.» and «Х.» as Kyiv and Kharkiv in Ukrainian records only', () => {
    expect(expandPlace('К.', 'uk')).toBe('Київ');
    expect(expandPlace('Х.', 'ru')).toBe('Х.');
  });
  it('keeps places typed in full', () => {
    expect(expandPlace('Казань', 'ru')).toBe('Казань');
    expect(expandPlace('Moscow', 'en')).toBe('Moscow');
  });
});

describe('abbreviatePlace of a Ukrainian record', () => {
  it('keeps «К.», which GOST 7.1-2003 does not spell out', () => {
    expect(abbreviatePlace('К.', 'uk')).toBe('К.');
    expect(abbreviatePlace('СПб', 'uk')).toBe('СПб.');
  });
});

describe('a place typed with «г.», a stop or a non-breaking hyphen', () => {
  it('reads the city alone', () => {
    expect(abbreviatePlace('г. Москва', 'ru')).toBe('М.');
    expect(expandPlace('Москва.', 'ru')).toBe('Москва');
    expect(expandPlace('м. Київ', 'uk')).toBe('Київ');
    expect(abbreviatePlace('Санкт\u2011Петербург', 'ru')).toBe('СПб.');
    expect(abbreviatePlace('М.', 'ru')).toBe('М.');
    expect(expandPlace('Казань', 'ru')).toBe('Казань');
  });
  it("keeps the stop of a US state's abbreviation after its city, drops one after a whole word", () => {
    expect(expandPlace('Reading, Mass.', 'en')).toBe('Reading, Mass.');
    expect(expandPlace('Berkeley, Calif.', 'en')).toBe('Berkeley, Calif.');
    expect(expandPlace('Москва.', 'ru')).toBe('Москва');
  });
});

describe('a place typed in capitals', () => {
  it('is written as a name, then abbreviated or spelt out (GOST 7.1-2003, 4.11.1)', () => {
    expect(abbreviatePlace('МОСКВА', 'ru')).toBe('М.');
    expect(expandPlace('САНКТ-ПЕТЕРБУРГ', 'ru')).toBe('Санкт-Петербург');
    expect(expandPlace('РОСТОВ-НА-ДОНУ', 'ru')).toBe('Ростов-на-Дону');
    expect(expandPlace('NEW YORK', 'en')).toBe('New York');
    // A short one may be an abbreviation: as typed, or read as one.
    expect(expandPlace('СПБ', 'ru')).toBe('Санкт-Петербург');
    expect(expandPlace('NY', 'en')).toBe('NY');
  });
});
