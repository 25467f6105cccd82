import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { englishPatentCountry, englishPatentNumber } from './patent-english.js';

const patent = (specialData: Record<string, unknown>): Publication =>
  ({ idTypePublication: 6, specialData }) as unknown as Publication;

describe('englishPatentCountry and englishPatentNumber', () => {
  it('reads the country from a code typed into the number and drops the kind code', () => {
    const us = patent({ patentNumber: 'US9876543B2', patentOffice: 'United States' });
    expect(englishPatentCountry(us)).toBe('U.S.');
    expect(englishPatentNumber(us)).toBe('9876543');
    const gb = patent({ patentNumber: 'GB2345678' });
    expect(englishPatentCountry(gb)).toBe('United Kingdom');
    expect(englishPatentNumber(gb)).toBe('2345678');
  });

  it('names the European office by its region, whether typed as a code or an office', () => {
    expect(englishPatentCountry(patent({ patentNumber: '1700367', patentOffice: 'EP' }))).toBe('European');
    expect(englishPatentCountry(patent({ patentNumber: '1700367', patentOffice: 'European Patent Office' }))).toBe(
      'European',
    );
  });
});
