import { describe, expect, it } from 'vitest';
import { openingCapital } from './opening-capital.js';

describe('openingCapital', () => {
  it('raises a first word typed in lower case', () => {
    expect(openingCapital('a self-organizing map')).toBe('A self-organizing map');
    expect(openingCapital('the role of p53 in cancer')).toBe('The role of p53 in cancer');
    expect(openingCapital('станки и инструменты')).toBe('Станки и инструменты');
  });

  it('leaves names and symbols as typed', () => {
    expect(openingCapital('mRNA vaccines: a review')).toBe('mRNA vaccines: a review');
    expect(openingCapital('iPhone use among teens')).toBe('iPhone use among teens');
    expect(openingCapital('p53 in cancer')).toBe('p53 in cancer');
    expect(openingCapital(undefined)).toBeUndefined();
  });
});
