import { describe, expect, it } from 'vitest';
import { bibtexLiterals, joinedLiterals } from './literal-list.js';

describe('BibLaTeX literal lists', () => {
  it('joins co-publishers and places with "; " (APA 7, 9.29)', () => {
    expect(joinedLiterals(['Springer', 'Routledge'])).toBe('Springer; Routledge');
    expect(joinedLiterals(['Berlin', 'New York'])).toBe('Berlin; New York');
  });
  it('keeps the "and" of a firm\'s own name, which classic BibTeX did not split', () => {
    expect(joinedLiterals(['John Wiley', 'Sons'])).toBe('John Wiley and Sons');
    expect(joinedLiterals(['Taylor', 'Francis', 'Routledge'])).toBe('Taylor and Francis; Routledge');
    expect(joinedLiterals(['Simon', 'Schuster'])).toBe('Simon and Schuster');
  });
  it('writes the list back with " and ", an "and" inside a name braced', () => {
    expect(bibtexLiterals('John Wiley and Sons; Routledge')).toBe('John Wiley {and} Sons and Routledge');
    expect(bibtexLiterals('Penguin Books')).toBe('Penguin Books');
  });
});
