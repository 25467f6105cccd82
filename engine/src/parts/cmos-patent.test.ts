import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { cmosPatentDesignation } from './cmos-patent.js';

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
