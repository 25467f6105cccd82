import { describe, expect, it } from 'vitest';
import { roman } from './roman.js';

describe('roman', () => {
  it('converts 1, 4, 9, 14, 40, 1994 and 3999', () => {
    expect([1, 4, 9, 14, 40, 1994, 3999].map(roman)).toEqual(['I', 'IV', 'IX', 'XIV', 'XL', 'MCMXCIV', 'MMMCMXCIX']);
  });
  it('accepts numeric strings with spaces', () => {
    expect(roman(' 2 ')).toBe('II');
  });
  it('leaves zero, 4000, roman numerals and text as they are', () => {
    expect([0, 4000, 'III', '2a'].map(roman)).toEqual(['0', '4000', 'III', '2a']);
  });
});
