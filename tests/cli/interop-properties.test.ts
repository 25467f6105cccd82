import {
  cslFromPublication,
  dispatch,
  type Publication,
  publicationSchema,
  risFromPublication,
} from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCslJson } from '../../cli/src/input/csl-json.js';
import { readRis } from '../../cli/src/input/ris.js';
import { identifiersOf, publication } from '../support/arbitraries.js';

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
        // SN holds the ISBN (the host's for a part) and the ISSN, told apart by their shapes.
        expect(identifiersOf(back)).toEqual(identifiersOf(pub));
        expect(dispatch({ bibl: back, standarts: ['apa7', 'gost2018'] }).state).toBe('success');
      }),
      { numRuns: 300 },
    );
  });
});

describe('Publication → CSL-JSON → Publication (property)', () => {
  it('reads back the type, title, year, language and the precision of the date', () => {
    fc.assert(
      fc.property(publication(), (input) => {
        const pub = publicationSchema.parse(input) as Publication;
        const item = cslFromPublication(pub, 'x');
        const [rec, ...more] = readCslJson(JSON.stringify([item]));
        expect(more).toHaveLength(0);
        const back = publicationSchema.parse(rec?.publication);
        // CSL has no "article in a collection" either: an article with a host is a chapter.
        const type = Number(pub.idTypePublication);
        expect(Number(back.idTypePublication)).toBe(type === 1 && item.type === 'chapter' ? 2 : type);
        expect(squash(back.title?.publicationTitle)).toBe(squash(pub.title?.publicationTitle));
        // The year, or the year of the full date written when the record has no year of its own.
        const issued = (item.issued as { 'date-parts'?: number[][] } | undefined)?.['date-parts']?.[0]?.[0];
        const year = squash(pub.outputData?.year).match(/\d{4}/)?.[0] ?? (issued ? String(issued) : '');
        expect(squash(back.outputData?.year)).toBe(year);
        expect(back.language ?? null).toBe(pub.language ?? null);
        expect(identifiersOf(back)).toEqual(identifiersOf(pub));
        // A subtitle goes out after the title, the title alone in title-short (a conference's information
        // and a standard's kind in genre); a Russian or Ukrainian record's other title information is not written.
        const cyrillic = /\p{Script=Cyrillic}/u.test(squash(pub.title?.publicationTitle));
        const national = (pub.language ?? (cyrillic ? 'RU' : 'EN')) !== 'EN' && ![3, 4, 5].includes(type);
        if (squash(pub.title?.publicationTitle))
          expect(squash(back.title?.infoAbouteTitle)).toBe(national ? '' : squash(pub.title?.infoAbouteTitle));
        // A full date goes out as date-parts of its own length and comes back as typed.
        const date = squash(pub.series?.publicDate);
        if (
          (type === 1 || type === 7) &&
          item.type !== 'chapter' &&
          /^\d{4}-\d{2}(-\d{2})?$/.test(date) &&
          date.startsWith(year) &&
          item.issued
        )
          expect(squash(back.series?.publicDate)).toBe(
            /^\d{4}-01-01$/.test(date) && item.type === 'article-journal' ? '' : date,
          );
      }),
      { numRuns: 300 },
    );
  });
});
