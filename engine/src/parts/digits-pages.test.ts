import { describe, expect, it } from 'vitest';
import { digitsAndHyphen } from './digits-pages.js';

describe('digitsAndHyphen', () => {
  it('strips labels, dots and spaces, keeping the hyphen', () => {
    expect(digitsAndHyphen('С. 10 - 20.')).toBe('10-20');
  });
  it('turns a dash into a hyphen and keeps a single page', () => {
    expect(digitsAndHyphen('pp. 10–20')).toBe('10-20');
    expect(digitsAndHyphen(15)).toBe('15');
  });
  it('gives nothing when no digit is left', () => {
    expect(digitsAndHyphen('xiv')).toBeUndefined();
    expect(digitsAndHyphen(null)).toBeUndefined();
  });
});
