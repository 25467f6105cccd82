import { bibtexFromPublication, type Publication, publicationSchema, risFromPublication } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { readBibtex } from '../../cli/src/input/bibtex.js';
import { readRis } from '../../cli/src/input/ris.js';
import { normalised, SAMPLES } from './samples.js';

/** What BibTeX cannot hold apart: RIS keeps the journal kind; BibTeX writes every periodical as @article. */
const withoutPeriodicalType = (p: Publication): Publication =>
  p.series ? { ...p, series: { ...p.series, periodicalType: undefined } } : p;

describe('Publication → BibTeX → Publication', () => {
  for (const [name, pub] of Object.entries(SAMPLES)) {
    it(`keeps every field of a ${name} that BibTeX holds`, async () => {
      const [rec] = await readBibtex(bibtexFromPublication(pub, String(pub.id)));
      expect(rec?.issues).toBeUndefined();
      const back = publicationSchema.parse(rec?.publication);
      const expected = JSON.parse(JSON.stringify(withoutPeriodicalType(pub)));
      expect(normalised(back)).toEqual(normalised(expected));
    });
  }
});

describe('Publication → RIS → Publication', () => {
  for (const [name, pub] of Object.entries(SAMPLES)) {
    it(`keeps every field of a ${name} that RIS holds`, () => {
      const [rec] = readRis(risFromPublication(pub));
      expect(rec?.issues).toBeUndefined();
      expect(normalised(publicationSchema.parse(rec?.publication))).toEqual(normalised(pub));
    });
  }
});
