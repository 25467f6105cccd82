import { describe, expect, it } from 'vitest';
import { apa6Place } from './apa6-place.js';

describe('apa6Place (APA 6, 6.30)', () => {
  it('adds the U.S. state or the country to a city named by one place only', () => {
    expect(apa6Place('New York')).toBe('New York, NY');
    expect(apa6Place('London')).toBe('London, England');
    expect(apa6Place('Geneva')).toBe('Geneva, Switzerland');
  });
  it('writes a state given in parentheses after a comma', () => {
    expect(apa6Place('Mount Pleasant (MI)')).toBe('Mount Pleasant, MI');
  });
  it('keeps a place that names its region, an ambiguous city and a Cyrillic one', () => {
    expect(apa6Place('New York, NY')).toBe('New York, NY');
    expect(apa6Place('Cambridge')).toBe('Cambridge');
    expect(apa6Place('Москва')).toBe('Москва');
    expect(apa6Place(undefined)).toBeUndefined();
  });
});
