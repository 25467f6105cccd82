import { bibtexFromPublication, type Publication, publicationSchema } from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBibtex } from '../../cli/src/input/bibtex.js';
import { identifiersOf, publication } from '../support/arbitraries.js';

const squash = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v).replace(/\s+/g, ' ').trim() : '';

describe('Publication → BibTeX → Publication (property)', () => {
  it('always reads back one entry of the same type, title and year', async () => {
    await fc.assert(
      fc.asyncProperty(publication(), async (input) => {
        const pub = publicationSchema.parse(input) as Publication;
        const records = await readBibtex(bibtexFromPublication(pub, 'key'));
        expect(records).toHaveLength(1);
        expect(records[0]?.issues).toBeUndefined();
        const back = publicationSchema.parse(records[0]?.publication);
        expect(Number(back.idTypePublication)).toBe(Number(pub.idTypePublication));
        expect(squash(back.title?.publicationTitle)).toBe(squash(pub.title?.publicationTitle));
        expect(squash(back.outputData?.year)).toBe(squash(pub.outputData?.year));
        // Co-publishers ("A; B") travel as BibLaTeX's list "A and B", a firm's own "and" braced.
        // (A paper's publisher is its proceedings', read into the host: parts/host.ts takes either.)
        if (!pub.host)
          expect(squash(back.outputData?.publisher ?? back.host?.publisher)).toBe(squash(pub.outputData?.publisher));
        expect(squash(back.language)).toBe(squash(pub.language));
        expect(identifiersOf(back)).toEqual(identifiersOf(pub));
      }),
      { numRuns: 200 },
    );
  });
});
