import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { nationalPatentCountry, nationalPatentNumber } from './national-patent-number.js';

const patent = (specialData: Publication['specialData'], country?: string): Publication =>
  ({ idTypePublication: 6, title: { publicationTitle: 'T' }, specialData, country }) as Publication;

describe('nationalPatentNumber', () => {
  it('drops the country code typed into the number, as the country follows it', () => {
    expect(nationalPatentNumber(patent({ patentNumber: 'US 20020103498', patentOffice: 'United States, US' }))).toBe(
      '20020103498',
    );
  });
  it('drops a kind code, «RU 2637215 C1» → «2637215»', () => {
    expect(nationalPatentNumber(patent({ patentNumber: 'RU 2637215 C1' }, 'RU'))).toBe('2637215');
    expect(nationalPatentNumber(patent({ patentNumber: 'US9367592B2' }))).toBe('9367592');
  });
  it('keeps a bare number and drops a typed «№»', () => {
    expect(nationalPatentNumber(patent({ patentNumber: '№ 2187888' }))).toBe('2187888');
    expect(nationalPatentNumber(patent({ patentNumber: 2637215 as unknown as string }))).toBe('2637215');
  });
  it('prints digits grouped by threes as the digits alone, «6,738,537» → «6738537», «2 712 345» → «2712345»', () => {
    expect(nationalPatentNumber(patent({ patentNumber: '6,738,537' }))).toBe('6738537');
    expect(nationalPatentNumber(patent({ patentNumber: 'US 6,738,537 B1', patentOffice: 'US' }))).toBe('6738537');
    expect(nationalPatentNumber(patent({ patentNumber: '2 712 345' }))).toBe('2712345');
    expect(nationalPatentNumber(patent({ patentNumber: 'EU-29702195' }))).toBe('EU-29702195');
  });
});

describe('nationalPatentCountry', () => {
  it('names a country typed by its code in the record’s language', () => {
    expect(nationalPatentCountry(patent({}, 'RU'), 'ru')).toBe('Российская Федерация');
    expect(nationalPatentCountry(patent({}, 'UA'), 'uk')).toBe('Україна');
    expect(nationalPatentCountry(patent({}, 'US'), 'en')).toBe('United States');
  });
  it('names the European Patent Office typed "EP", and Ukrainian names of more countries', () => {
    expect(nationalPatentCountry(patent({}, 'EP'), 'en')).toBe('European Patent Office');
    expect(nationalPatentCountry(patent({}, 'EP'), 'uk')).toBe('Європейське патентне відомство');
    expect(nationalPatentCountry(patent({}, 'EP'), 'ru')).toBe('Европейское патентное ведомство');
    expect(nationalPatentCountry(patent({}, 'JP'), 'uk')).toBe('Японія');
  });
  it('takes the country from a code typed only into the number', () => {
    expect(nationalPatentCountry(patent({ patentNumber: 'US9876543' }), 'en')).toBe('United States');
  });
  it('keeps a named office as typed', () => {
    expect(nationalPatentCountry(patent({ patentOffice: 'Российская Федерация, RU' }), 'ru')).toBe(
      'Российская Федерация',
    );
  });
});
