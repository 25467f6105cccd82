/**
 * Round trips of parts (a chapter in an edited book, a paper in proceedings) through every
 * exchange format, both ways (issue 15): Publication → X → Publication keeps the host, its
 * editors and imprint and the part's own pages; X → Publication → X writes the same text again.
 * `REFERENT_LONG_PROPERTIES=1` runs many more cases.
 */
import {
  bibtexFromPublication,
  cslFromPublication,
  type Publication,
  publicationSchema,
  risFromPublication,
} from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBibtex } from '../../cli/src/input/bibtex.js';
import { readCslJson } from '../../cli/src/input/csl-json.js';
import { readRis } from '../../cli/src/input/ris.js';

const RUNS = process.env.REFERENT_LONG_PROPERTIES ? 2000 : 60;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzабвгдежзиклмнопрстуфхцчшщэюяієї';
const word = fc
  .array(fc.constantFrom(...Array.from(LETTERS)), { minLength: 2, maxLength: 9 })
  .map((cs) => cs[0]?.toUpperCase() + cs.slice(1).join(''));
const words = fc.array(word, { minLength: 1, maxLength: 5 }).map((ws) => ws.join(' '));
const person = fc.record({ surname: word, name: word }, { requiredKeys: ['surname'] });
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

/** A part with a host; every host field optional except its title. */
const part = fc
  .record({
    type: fc.constantFrom(2, 3),
    title: words,
    authors: fc.array(person, { minLength: 1, maxLength: 4 }),
    year: fc.integer({ min: 1900, max: 2030 }).map(String),
    pages: maybe(
      fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 99 })).map(([a, b]) => `${a}-${a + b}`),
    ),
    host: fc.record(
      {
        title: words,
        editors: fc.array(person, { minLength: 1, maxLength: 3 }),
        publisher: words,
        editionPlace: word,
        volume: fc.integer({ min: 1, max: 40 }).map(String),
        series: words,
        edition: fc.integer({ min: 2, max: 9 }).map(String),
      },
      { requiredKeys: ['title'] },
    ),
  })
  .map(
    (p): Publication =>
      publicationSchema.parse({
        idTypePublication: p.type,
        title: { publicationTitle: p.title },
        outputData: { year: p.year },
        ...(p.pages ? { physical: { pages: p.pages } } : {}),
        authors: { '1': p.authors },
        host: Object.fromEntries(
          Object.entries(p.host).filter(([, v]) => v !== undefined && !(Array.isArray(v) && !v.length)),
        ),
      }) as Publication,
  );

/** The part's fields that every format holds, in comparable form. */
function kept(p: Publication) {
  const h = p.host ?? {};
  const people = (list: unknown) =>
    ((list ?? []) as { surname?: string; name?: string }[]).map((x) => `${x.surname ?? ''}|${x.name ?? ''}`);
  return {
    type: Number(p.idTypePublication),
    title: p.title?.publicationTitle,
    year: String(p.outputData?.year ?? ''),
    pages: p.physical?.pages ?? null,
    authors: people(p.authors?.['1']),
    host: {
      title: h.title,
      editors: people(h.editors),
      publisher: h.publisher ?? null,
      editionPlace: h.editionPlace ?? null,
      volume: h.volume === undefined || h.volume === null ? null : String(h.volume),
      series: h.series ?? null,
      edition: h.edition === undefined || h.edition === null ? null : String(h.edition),
    },
  };
}

const FORMATS = {
  bibtex: {
    write: (p: Publication) => bibtexFromPublication(p, 'part'),
    read: async (text: string) => readBibtex(text),
  },
  ris: { write: (p: Publication) => risFromPublication(p), read: async (text: string) => readRis(text) },
  'csl-json': {
    write: (p: Publication) => JSON.stringify([cslFromPublication(p, 'part')]),
    read: async (text: string) => readCslJson(text),
  },
};

describe('parts through every format (property)', () => {
  for (const [name, f] of Object.entries(FORMATS)) {
    it(`Publication → ${name} → Publication keeps the host and the part's pages`, async () => {
      await fc.assert(
        fc.asyncProperty(part, async (pub) => {
          const [rec, ...more] = await f.read(f.write(pub));
          expect(more).toHaveLength(0);
          expect(rec?.issues).toBeUndefined();
          expect(rec?.warnings).toBeUndefined();
          expect(kept(publicationSchema.parse(rec?.publication) as Publication)).toEqual(kept(pub));
        }),
        { numRuns: RUNS },
      );
    });

    it(`${name} → Publication → ${name} writes the same text again`, async () => {
      await fc.assert(
        fc.asyncProperty(part, async (pub) => {
          const text = f.write(pub);
          const [rec] = await f.read(text);
          expect(f.write(publicationSchema.parse(rec?.publication) as Publication)).toBe(text);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
