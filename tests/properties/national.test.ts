/**
 * Properties of the three national styles (issue 3): for any schema-valid publication of
 * any type and language they never throw and leave no leftovers, end with exactly one
 * full stop, and keep the spec's et-al thresholds (§5) for 1 to 30 authors and for
 * organisations. Run longer with NATIONAL_RUNS=20000 (docs/styles/gost.md).
 */
import { format, publicationSchema } from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publication } from '../support/arbitraries.js';
import { expectNoLeftovers } from '../support/invariants.js';

/** Every string value of a publication (what a user typed). */

const RUNS = Number(process.env.NATIONAL_RUNS ?? 1000);
const STYLES = ['gost', 'gost2018', 'dstu'] as const;
const MARKER = { RU: 'и др.', UA: 'та ін.', EN: 'et al.' } as const;

/**
 * How many authors each style shows for n authors (spec §5; dstu as STYLE-NOTES pins it and
 * the Book Chamber of Ukraine states it: more than three → the first and «та ін.»).
 */
const shown = {
  gost: (n: number) => (n <= 3 ? n : 1),
  gost2018: (n: number) => (n <= 4 ? n : 3),
  dstu: (n: number) => (n <= 3 ? n : 1),
};
const hasMarker = { gost: (n: number) => n >= 4, gost2018: (n: number) => n >= 5, dstu: (n: number) => n >= 4 };

describe.each(STYLES)('%s properties', (style) => {
  it('formats any publication without leftovers and with exactly one final full stop', () => {
    fc.assert(
      fc.property(publication(), (pub) => {
        expect(publicationSchema.safeParse(pub).success).toBe(true);
        const { text, rich } = format(pub, style);
        expectNoLeftovers(rich, pub);
        if (text !== '') {
          expect(text).toMatch(/[.!?]$/);
          expect(text).not.toMatch(/[^.]\.\.$/);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the author thresholds for 1 to 30 authors in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('RU', 'UA', 'EN' as const),
        fc.constantFrom(1, 2, 3, 7),
        (n, language, type) => {
          const authors = Array.from({ length: n }, (_, i) => ({
            surname: `Q${i + 1}z`,
            name: 'Anna',
            fathername: 'B',
          }));
          const { text } = format(
            {
              idTypePublication: type,
              language,
              title: { publicationTitle: 'Title' },
              outputData: { year: 2020 },
              authors: { '1': authors },
            },
            style,
          );
          const distinct = authors.filter((a) => text.includes(a.surname)).length;
          expect(distinct).toBe(shown[style](n));
          expect(text.includes(MARKER[language])).toBe(hasMarker[style](n));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('lists up to 2 organisations and the first plus the marker from 3', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.constantFrom('RU', 'UA', 'EN' as const), (n, language) => {
        const orgs = Array.from({ length: n }, (_, i) => ({ name: `Org${i + 1}x` }));
        const { text } = format(
          {
            idTypePublication: 2,
            language,
            title: { publicationTitle: 'Title' },
            outputData: { year: 2020 },
            authors: { '5': orgs },
          },
          style,
        );
        expect(orgs.filter((o) => text.includes(o.name)).length).toBe(n <= 2 ? n : 1);
        expect(text.includes(MARKER[language])).toBe(n >= 3);
      }),
      { numRuns: RUNS },
    );
  });
});
