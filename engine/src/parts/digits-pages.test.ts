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
  it('keeps ranges typed one after another apart', () => {
    expect(digitsAndHyphen('431--456, 791--823')).toBe('431-456, 791-823');
    expect(digitsAndHyphen('С. 5; 7-9')).toBe('5, 7-9');
  });
  it('gives nothing when no digit is left', () => {
    expect(digitsAndHyphen('xiv')).toBeUndefined();
    expect(digitsAndHyphen(null)).toBeUndefined();
  });
});
