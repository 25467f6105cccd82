import { format, publicationSchema } from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publication } from '../support/arbitraries.js';

describe('apa7 article (first property)', () => {
  it('formats any schema-valid article without throwing and without leftovers', () => {
    fc.assert(
      fc.property(publication([1]), (pub) => {
        expect(publicationSchema.safeParse(pub).success).toBe(true);
        const { text } = format(pub, 'apa7');
        expect(text).not.toMatch(/undefined|null|NaN/);
        expect(text).not.toMatch(/ {2}| [,.]/);
      }),
      { numRuns: 1000 },
    );
  });
});
