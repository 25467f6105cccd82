import { describe, expect, it } from 'vitest';
import { queryOf } from './repository.js';
import { legendOf, NO_JOURNALS, SHADES, shadeOf } from './shade.js';

describe('journal map shading', () => {
  it('steps logarithmically from the lightest to the darkest shade', () => {
    expect(shadeOf(0, 6000)).toBe(NO_JOURNALS);
    expect(shadeOf(1, 6000)).toBe(SHADES[0]);
    expect(shadeOf(6000, 6000)).toBe(SHADES[4]);
    expect(shadeOf(100, 6000)).toBe(SHADES[2]);
    expect(legendOf(10000).map((l) => l.from)).toEqual([1, 7, 40, 252, 1585]);
  });
  it('puts only the set filters in the query string', () => {
    expect(queryOf({ area: 3, q: '', quartile: undefined, country: 'UA' })).toBe('area=3&country=UA');
  });
});
