import { describe, expect, it } from 'vitest';
import { abbreviateRange, formatPages, isPageRange, parsePages, unelidedRange } from './pages.js';

describe('formatPages', () => {
  it('gives the single-page form for a number and the range form for a range', () => {
    expect(formatPages('15', { dash: '–' })).toBe('15');
    expect(formatPages('10-20', { dash: '–' })).toBe('10–20');
    expect(isPageRange('10-20')).toBe(true);
    expect(isPageRange(15)).toBe(false);
  });

  it('shortens 321–328 to 321–28 when asked (humanities rule)', () => {
    expect(abbreviateRange('321', '328')).toBe('28');
    expect(formatPages('321-328', { dash: '–', abbreviate: true })).toBe('321–28');
  });
});
describe('parsePages with letters', () => {
  it('reads letter-prefixed pages and article numbers (A635–A646, S12)', () => {
    expect(parsePages('A635–A646')).toEqual({ first: 'A635', last: 'A646' });
    expect(parsePages('S12')).toEqual({ first: 'S12' });
  });

  it('skips a page label before the number and reads roman numerals standing alone', () => {
    expect(parsePages('c. 34-36')).toEqual({ first: '34', last: '36' });
    expect(parsePages('P. 10')).toEqual({ first: '10' });
    expect(parsePages('xii-xiv')).toEqual({ first: 'xii', last: 'xiv' });
  });
});

describe('discontinuous pages', () => {
  it('keeps every part of "A1, A4" (APA 6, 7.01 ex. 10) and counts it as several pages', () => {
    expect(formatPages('A1, A4', { dash: '–' })).toBe('A1, A4');
    expect(formatPages('1-3, 7', { dash: '–' })).toBe('1–3, 7');
    expect(isPageRange('A1, A4')).toBe(true);
    expect(formatPages('344, [1]', { dash: '–' })).toBe('344');
  });
});

describe('unelidedRange', () => {
  it('writes an elided second number in full', () => {
    expect(unelidedRange('167', '95')).toBe('195');
    expect(unelidedRange('1264', '6')).toBe('1266');
    expect(formatPages('271-79', { dash: '–', abbreviate: 'full' })).toBe('271–279');
  });
  it('keeps a full or a longer second number, and one that would not follow the first', () => {
    expect(unelidedRange('98', '102')).toBe('102');
    expect(unelidedRange('99', '3')).toBe('3');
    expect(formatPages('96-103, 251-55', { dash: '–', abbreviate: 'full' })).toBe('96–103, 251–255');
  });
});
