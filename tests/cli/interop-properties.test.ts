import { dispatch, type Publication, publicationSchema, risFromPublication } from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRis } from '../../cli/src/input/ris.js';
import { publication } from '../support/arbitraries.js';

const squash = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v).replace(/\s+/g, ' ').trim() : '';

describe('Publication → RIS → Publication (property)', () => {
  it('always reads back one record of the same type, title, year and authors, which the engine formats', () => {
    fc.assert(
      fc.property(publication(), (input) => {
        const pub = publicationSchema.parse(input) as Publication;
        const records = readRis(risFromPublication(pub));
        expect(records).toHaveLength(1);
        const back = publicationSchema.parse(records[0]?.publication);
        // RIS has no "article in a collection": an article with a host goes out as CHAP and
        // comes back as a chapter (a book with its host), which every style formats as a part.
        const type = Number(pub.idTypePublication);
        const hasHost = risFromPublication(pub).startsWith('TY  - CHAP');
        expect(Number(back.idTypePublication)).toBe(type === 1 && hasHost ? 2 : type);
        expect(squash(back.title?.publicationTitle)).toBe(squash(pub.title?.publicationTitle));
        // A subtitle travels in TI after the title, which ST repeats (a conference's information in M3).
        if (squash(pub.title?.publicationTitle))
          expect(squash(back.title?.infoAbouteTitle)).toBe(squash(pub.title?.infoAbouteTitle));
        // A year starting with four digits is read as a RIS date (its year); other text is kept as typed.
        const year = squash(pub.outputData?.year);
        expect(squash(back.outputData?.year)).toBe(/^\d{4}(?:\D|$)/.test(year) ? year.slice(0, 4) : year);
        // RIS holds a person as "Family, Given": a comma inside a surname ends it there.
        const people = (p: Publication) =>
          (p.authors?.['1'] ?? []).filter((a) => squash(a?.surname) || squash(a?.name) || squash(a?.fathername));
        // An organisation is a name without a comma; one whose name has a comma reads back as a person.
        const orgs = (p: Publication) =>
          (p.authors?.['5'] ?? []).map((o) => squash(o?.name ?? o?.surname)).filter(Boolean);
        const expected = [
          ...people(pub).map((a) => squash(squash(a?.surname).split(',')[0])),
          ...orgs(pub)
            .filter((o) => o.includes(',') && squash(o.replace(',', '')))
            .map((o) => squash(o.split(',')[0])),
        ];
        expect(people(back).map((a) => squash(a?.surname))).toEqual(expected);
        expect(orgs(back)).toEqual(orgs(pub).filter((o) => !o.includes(',')));
        expect(dispatch({ bibl: back, standarts: ['apa7', 'gost2018'] }).state).toBe('success');
      }),
      { numRuns: 300 },
    );
  });
});
