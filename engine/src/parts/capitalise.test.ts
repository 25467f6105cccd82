import { describe, expect, it } from 'vitest';
import { capitalise } from './capitalise.js';

describe('capitalise', () => {
  it('raises the first letter of a phrase', () => {
    expect(capitalise('accessed 6 July 2015')).toBe('Accessed 6 July 2015');
    expect(capitalise('translated by Richard Howard')).toBe('Translated by Richard Howard');
  });
  it('keeps an address and a name with an inner capital as typed (MLA 8th: "eHow")', () => {
    expect(capitalise('www.cdc.gov/flu')).toBe('www.cdc.gov/flu');
    expect(capitalise('eHow, www.ehow.com')).toBe('eHow, www.ehow.com');
    expect(capitalise('iPhone Life')).toBe('iPhone Life');
  });
});
