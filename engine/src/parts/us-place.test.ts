import { describe, expect, it } from 'vitest';
import { apa6Place, nlmPlace, withoutUsa, withUsa } from './us-place.js';

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

describe('apa6Place (APA 6, 6.30)', () => {
  it('adds the U.S. state or the country to a city named by one place only', () => {
    expect(apa6Place('New York')).toBe('New York, NY');
    expect(apa6Place('London')).toBe('London, England');
    expect(apa6Place('Geneva')).toBe('Geneva, Switzerland');
  });
  it('writes a state given in parentheses after a comma', () => {
    expect(apa6Place('Mount Pleasant (MI)')).toBe('Mount Pleasant, MI');
    expect(apa6Place('Reading, Mass.')).toBe('Reading, MA');
  });
  it('keeps a place that names its region, an ambiguous city and a Cyrillic one', () => {
    expect(apa6Place('New York, NY')).toBe('New York, NY');
    expect(apa6Place('Cambridge')).toBe('Cambridge');
    expect(apa6Place('Москва')).toBe('Москва');
    expect(apa6Place(undefined)).toBeUndefined();
  });
});
