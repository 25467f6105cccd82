import { format, publicationSchema } from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publication } from '../support/arbitraries.js';
import { expectNoLeftovers } from '../support/invariants.js';

describe('apa7 article (first property)', () => {
  it('formats any schema-valid article without throwing and without leftovers', () => {
    fc.assert(
      fc.property(publication([1]), (pub) => {
        expect(publicationSchema.safeParse(pub).success).toBe(true);
        expectNoLeftovers(format(pub, 'apa7').rich, pub);
      }),
      { numRuns: 1000 },
    );
  });
});
