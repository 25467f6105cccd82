import { describe, expect, it } from 'vitest';
import { firstPlace } from './first-place.js';

describe('firstPlace', () => {
  it('keeps the first of several cities', () => {
    expect(firstPlace('Durham, London')).toBe('Durham');
    expect(firstPlace('Durham and London')).toBe('Durham');
    expect(firstPlace('Berlin, Heidelberg')).toBe('Berlin');
    expect(firstPlace('München, Berlin, New York')).toBe('München');
    expect(firstPlace('Berlin, New York')).toBe('Berlin');
    expect(firstPlace('М. ; СПб.')).toBe('М.');
  });

  it("keeps the first city's state or country", () => {
    expect(firstPlace('Westport, CT, London')).toBe('Westport, CT');
    expect(firstPlace('Cambridge, MA, USA')).toBe('Cambridge, MA, USA');
    expect(firstPlace('Ithaca, New York')).toBe('Ithaca, New York');
    expect(firstPlace('Seattle, Washington')).toBe('Seattle, Washington');
    expect(firstPlace('London, Ontario')).toBe('London, Ontario');
    expect(firstPlace('Trinidad and Tobago')).toBe('Trinidad and Tobago');
    expect(firstPlace(undefined)).toBeUndefined();
  });
});
