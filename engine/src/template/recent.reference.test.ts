/**
 * The title tests and casings that remember their last answers (template/recent.ts) checked
 * against their plain statements, on random sequences of titles that repeat, as one record's
 * titles are asked about again and again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  headlineTextUncached,
  looksForeign,
  looksForeignUncached,
  mayBeForeign,
  mayBeForeignUncached,
} from '../parts/foreign-title.js';
import { IEEE_MINOR, MINOR, titleCase, titleCaseUncached } from '../parts/title-case.js';
import { recent } from './recent.js';

const TITLES = [
  'Kritik der praktischen Vernunft',
  'The Ghost of John Wayne and Other Stories',
  'Traité de matière médicale',
  'formation of evenly spaced ridges and valleys',
  'Large-scale analysis of HIV-infected cells: A review',
  'Анализ систем',
  "'t Hooft and the s-matrix",
  'Postkoloniale Erzähltheorie',
  '',
];
/** Titles from a small pool (so they repeat) and random ones. */
const title = fc.oneof(fc.constantFrom(...TITLES), fc.string({ maxLength: 30 }), fc.constantFrom('a', 'A', 'a'));
const titles = fc.array(title, { maxLength: 40 });

describe('recent: a remembered answer is the plain one', () => {
  it('looksForeign, mayBeForeign', () => {
    fc.assert(
      fc.property(titles, (list) => {
        for (const t of list) {
          expect(looksForeign(t)).toBe(looksForeignUncached(t));
          expect(mayBeForeign(t)).toBe(mayBeForeignUncached(t));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('titleCase with each set of minor words', () => {
    fc.assert(
      fc.property(titles, (list) => {
        for (const t of list) {
          expect(titleCase(t)).toBe(titleCaseUncached(t));
          expect(titleCase(t, MINOR)).toBe(titleCaseUncached(t, MINOR));
          expect(titleCase(t, IEEE_MINOR)).toBe(titleCaseUncached(t, IEEE_MINOR));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('any function, for any order of repeats and any size', () => {
    fc.assert(
      fc.property(titles, fc.integer({ min: 1, max: 10 }), (list, size) => {
        const remembered = recent(headlineTextUncached, size);
        for (const t of list) expect(remembered(t)).toBe(headlineTextUncached(t));
      }),
      { numRuns: 200 },
    );
  });
});
