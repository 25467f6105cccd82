import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.js';
import { ru } from '../locales/ru.js';
import { uk } from '../locales/uk.js';
import { monthDateRange } from './date-range.js';

describe('monthDateRange', () => {
  it('writes days of one month once: 10–12 мая 2020 г.', () => {
    expect(monthDateRange('2020-05-10', '2020-05-12', ru, 'ru')).toBe('10–12 мая 2020 г.');
  });
  it('writes a span over two months with both months (Ukrainian р.)', () => {
    expect(monthDateRange('2020-05-30', '2020-06-02', uk, 'uk')).toBe('30 травня – 2 червня 2020 р.');
  });
  it('writes a span over two years in full', () => {
    expect(monthDateRange('2019-12-30', '2020-01-02', en, 'en')).toBe('30 December 2019 – 2 January 2020');
  });
  it('prints a single date when the end is missing, invalid or earlier', () => {
    expect(monthDateRange('2020-05-10', undefined, ru, 'ru')).toBe('10 мая 2020 г.');
    expect(monthDateRange('2020-05-10', '2020-02-30', ru, 'ru')).toBe('10 мая 2020 г.');
    expect(monthDateRange('2020-05-10', '2020-05-01', en, 'en')).toBe('10 May 2020');
  });
  it('prints nothing for an invalid start', () => {
    expect(monthDateRange('2020-13-01', '2020-05-01', ru, 'ru')).toBeUndefined();
  });
  it('prints a year alone', () => {
    expect(monthDateRange('2020', undefined, ru, 'ru')).toBe('2020 г.');
  });
  it('abbreviates a month after a day when asked (GOST 7.1-2003, DSTU 8302:2015)', () => {
    expect(monthDateRange('2002-11-21', '2002-11-22', ru, 'ru', true)).toBe('21–22 нояб. 2002 г.');
    expect(monthDateRange('2020-05-10', '2020-05-12', ru, 'ru', true)).toBe('10–12 мая 2020 г.');
    expect(monthDateRange('2020-05-30', '2020-06-02', uk, 'uk', true)).toBe('30 трав. – 2 черв. 2020 р.');
    expect(monthDateRange('2016-09-05', '2016-09-08', en, 'en', true)).toBe('5–8 Sept. 2016');
    expect(monthDateRange('2020-05', undefined, ru, 'ru', true)).toBe('май 2020 г.');
  });
});
