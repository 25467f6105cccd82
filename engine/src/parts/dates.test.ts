import { describe, expect, it } from 'vitest';
import { adoptionYearOf, yearOrAdoption } from './dates.js';

const standard = (standart: string, number: string, extra: object = {}) => ({
  idTypePublication: 5,
  title: { standartNumber: [{ standart, number }] },
  ...extra,
});

describe('adoptionYearOf', () => {
  it('reads the year closing a standard number after its separator', () => {
    expect(adoptionYearOf(standard('ANSI Standard', 'Y10.5-1968'))).toBe('1968');
    expect(adoptionYearOf(standard('ISO', '690:2010'))).toBe('2010');
    expect(adoptionYearOf(standard('ГОСТ', '7.1–2003'))).toBe('2003');
  });
  it('reads no year from a number without one, or from another type', () => {
    expect(adoptionYearOf(standard('ISO/DIS', '45001'))).toBeUndefined();
    expect(adoptionYearOf(standard('IEEE Std', '1003.1'))).toBeUndefined();
    expect(adoptionYearOf({ ...standard('ISO', '690:2010'), idTypePublication: 2 })).toBeUndefined();
  });
});

describe('yearOrAdoption', () => {
  it('prefers the record year to the designation', () => {
    expect(yearOrAdoption(standard('ISO', '690:2010', { outputData: { year: 2011 } }))).toBe('2011');
    expect(yearOrAdoption(standard('ISO', '690:2010'))).toBe('2010');
  });
});
