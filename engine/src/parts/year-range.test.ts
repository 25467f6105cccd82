import { describe, expect, it } from 'vitest';
import { yearRangeDash } from './year-range.js';

describe('yearRangeDash', () => {
  it('sets a range of years with the en dash', () => {
    expect(yearRangeDash('The Pattern of Crime in England, 1660-1800')).toBe(
      'The Pattern of Crime in England, 1660–1800',
    );
    expect(yearRangeDash('Annual Report 2019-20')).toBe('Annual Report 2019–20');
  });
  it('leaves other hyphens: designations, descending numbers, codes', () => {
    expect(yearRangeDash('Оформление по ГОСТ 1759-70')).toBe('Оформление по ГОСТ 1759-70');
    expect(yearRangeDash('Item 2000-1999 and 1999-2000x')).toBe('Item 2000-1999 and 1999-2000x');
    expect(yearRangeDash('COVID-19 in 2020')).toBe('COVID-19 in 2020');
    expect(yearRangeDash(undefined)).toBeUndefined();
  });
});
