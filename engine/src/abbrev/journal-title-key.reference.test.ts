/**
 * `journalTitleKey` (its memory of the last keys) checked against the key itself, on journal
 * titles with diacritics, ampersands, punctuation, Cyrillic and random text, repeating as one
 * entry's title is keyed again and again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journalTitleKey, journalTitleKeyUncached } from './journal-title-key.js';

const PIECES = [
  'The',
  'THE',
  'the',
  'Journal',
  'of',
  'Physical',
  'Chemistry',
  'A:',
  '&',
  'N Engl J Med',
  'J. Trauma',
  'Zeitschrift für',
  'Revista Médica',
  'Œuvres',
  'Вестник',
  'ёлка',
  '1999',
  '(Tokyo)',
  '—',
  '-',
  '_',
  '\t',
  ' ',
  'e\u0301',
  'ﬁ',
  'İ',
];
const journal = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((ws) => ws.join(' ')),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((ws) => ws.join('')),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

describe('journalTitleKey: the memory gives the key itself', () => {
  it('on random titles, repeated', () => {
    fc.assert(
      fc.property(fc.array(journal, { maxLength: 12 }), (titles) => {
        for (const t of [...titles, ...titles.slice().reverse()])
          expect(journalTitleKey(t)).toBe(journalTitleKeyUncached(t));
      }),
      { numRuns: 2000 },
    );
  });
});
