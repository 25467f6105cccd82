import { describe, expect, it } from 'vitest';
import { sentenceCase } from './sentence-case.js';

describe('sentenceCase (APA 7, 6.17; APA 6, 4.15)', () => {
  it.each([
    ['Partial Symmetries of Weak Interactions', 'Partial symmetries of weak interactions'],
    [
      'Space and Beyond: The Frontier Theme in Science Fiction',
      'Space and beyond: The frontier theme in science fiction',
    ],
    ['Twice-Born, Once Conceived', 'Twice-born, once conceived'],
    [
      'Faster Radix Sort via Virtual Memory and Write-Combining',
      'Faster radix sort via virtual memory and write-combining',
    ],
    ['High-Speed Digital-to-RF Converter', 'High-speed digital-to-RF converter'],
    // Proper nouns: possessives, listed places and peoples, initialisms and mixed capitals stay.
    ["Hemingway's Style and Jake's Narration", "Hemingway's style and Jake's narration"],
    ['Georgia in Anglo-Spanish Diplomacy, 1736–1739', 'Georgia in Anglo-Spanish diplomacy, 1736–1739'],
    ['The LaTeX Companion', 'The LaTeX companion'],
    [
      'A Hybrid Model of a Multiple Virtual Storage (MVS) System',
      'A hybrid model of a multiple virtual storage (MVS) system',
    ],
    ['Studies In Aristotle’s Ethics', 'Studies in Aristotle’s ethics'],
    ['Welcome Home? Deportation to El Salvador', 'Welcome home? Deportation to El Salvador'],
    ['City of Suspects: Crime in Mexico City, 1900–1931', 'City of suspects: Crime in Mexico City, 1900–1931'],
    ['Migration from New York to the United States', 'Migration from New York to the United States'],
    ['Growing Up in New York', 'Growing up in New York'],
    ['Water Rights in Texas', 'Water rights in Texas'],
    ['The Poems and Dramas of Lord Byron', 'The poems and dramas of Lord Byron'],
    ['Archaeology in the Poetry of W.B. Yeats', 'Archaeology in the poetry of W.B. Yeats'],
    // A title within the title keeps its capitals.
    ['Aristotle’s “De Motu Animalium”', 'Aristotle’s “De Motu Animalium”'],
  ])('%s', (typed, expected) => expect(sentenceCase(typed)).toBe(expected));

  it('leaves a title already in sentence case (its capitals are proper nouns) as typed', () => {
    expect(sentenceCase('Gromov invariants for holomorphic maps on Riemann surfaces')).toBe(
      'Gromov invariants for holomorphic maps on Riemann surfaces',
    );
    expect(sentenceCase('Tame the BeaST')).toBe('Tame the BeaST');
  });
});
