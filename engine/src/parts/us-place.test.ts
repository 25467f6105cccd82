import { describe, expect, it } from 'vitest';
import { nlmPlace, withoutUsa, withUsa } from './us-place.js';

describe('US places in the form each manual prints', () => {
  it('reads the older state abbreviations and full names as postal codes', () => {
    expect(nlmPlace('Reading, Mass.')).toBe('Reading (MA)');
    expect(withoutUsa('Ithaca, New York')).toBe('Ithaca, NY');
    expect(withUsa('Westport, Conn.')).toBe('Westport, CT, USA');
    expect(withoutUsa('New Brunswick, N. J.')).toBe('New Brunswick, NJ');
    expect(withUsa('Seattle, Washington')).toBe('Seattle, WA, USA');
  });

  it('leaves the city itself, countries and unknown qualifiers as typed', () => {
    expect(withUsa('Washington, DC')).toBe('Washington, DC, USA');
    expect(nlmPlace('New York')).toBe('New York');
    expect(nlmPlace('Tbilisi, Georgia')).toBe('Tbilisi (Georgia)');
    expect(nlmPlace('Adelaide, Australia')).toBe('Adelaide (Australia)');
    expect(withUsa('Oxford, UK')).toBe('Oxford, UK');
  });
});
