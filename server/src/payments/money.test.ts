import { describe, expect, it } from 'vitest';
import { toDecimal, toMinor } from './money.js';

describe('toMinor', () => {
  it('reads whole and 2-decimal prices into minor units', () => {
    expect(toMinor('5')).toBe(500);
    expect(toMinor('4.99')).toBe(499);
    expect(toMinor('6.5')).toBe(650);
    expect(toMinor(1547.36)).toBe(154736);
  });

  it('refuses more than 2 decimals, signs and words', () => {
    for (const bad of ['4.999', '-1', 'five', '', '1e3', '.5']) expect(toMinor(bad), bad).toBeNull();
  });
});

describe('toDecimal', () => {
  it('prints minor units with 2 decimals', () => {
    expect(toDecimal(500)).toBe('5.00');
    expect(toDecimal(499)).toBe('4.99');
  });
});
