import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { testContext } from '../template/test-context.js';
import { cmosPatentDates, cmosPatentDesignation } from './cmos-patent.js';

const pub = (patentOffice: string, patentNumber: string) =>
  ({ specialData: { patentOffice, patentNumber } }) as Publication;

describe('cmosPatentDesignation (CMOS 16, ch. 14, patents)', () => {
  it('writes a United States patent "US Patent", however the office is typed', () => {
    expect(cmosPatentDesignation(pub('United States, US', '20020103498'), 'Patent', true)).toBe(
      'US Patent 20020103498',
    );
    expect(cmosPatentDesignation(pub('US', 'US 9,367,592'), 'Patent', true)).toBe('US Patent 9,367,592');
  });
  it('names other offices as typed, and a Russian record in its own order', () => {
    expect(cmosPatentDesignation(pub('France, FR', '9500261'), 'Patent', true)).toBe('French Patent 9500261');
    expect(cmosPatentDesignation(pub('Российская Федерация, RU', '2 712 345'), 'Патент', false)).toBe(
      'Патент 2 712 345 Российская Федерация',
    );
  });
});

describe('cmosPatentDates (CMOS 16, ch. 14, patents)', () => {
  const dated = (applicationDate?: string, datePublication?: string) =>
    ({ specialData: { applicationDate, datePublication } }) as Publication;
  it('gives "filed …, and issued …" in English and the two dates without «и» in Russian', () => {
    expect(cmosPatentDates(dated('1986-04-06', '1988-05-03'), testContext('en'))).toBe(
      'filed April 6, 1986, and issued May 3, 1988',
    );
    expect(cmosPatentDates(dated('2000-12-18', '2002-08-20'), testContext('ru'))).toBe(
      'заявл. 18 декабря 2000, опубл. 20 августа 2002',
    );
  });
  it('gives one date alone, and nothing without dates', () => {
    expect(cmosPatentDates(dated(undefined, '1876-03-07'), testContext('en'))).toBe('issued March 7, 1876');
    expect(cmosPatentDates(dated(), testContext('en'))).toBeUndefined();
  });
});
