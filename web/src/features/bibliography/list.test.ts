import { DEFAULT_CONFIG, risFromPublication } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { normalisePages, overallConfidence, problemsOf, uncertainFields } from './candidates.js';
import { importKindOf, readImport, risRecords } from './import-files.js';
import { bibtexKeys, interopFile } from './interop-files.js';
import { classifyQuickAdd, doiOf, isbnOf } from './quick-add.js';
import type { ViewRecord } from './records.js';
import { CITATION_WORDS, citationOf, referenceList } from './references.js';
import type { StoredRecord } from './repository.js';

let id = 0;
function view(bibl: Record<string, unknown>, date = '2026-01-01T00:00:00Z'): ViewRecord {
  const record: StoredRecord = {
    id: ++id,
    date,
    authors: [],
    otherData: JSON.stringify(bibl),
    standarts: [],
    result: {},
  };
  const title = String((bibl.title as { publicationTitle: string }).publicationTitle);
  return { record, bibl, title, texts: {} };
}
const book = (surname: string, title: string, year: number, language: string, more: string[] = []) =>
  view({
    idTypePublication: 2,
    language,
    title: { publicationTitle: title },
    outputData: { year, publisher: 'Press', editionPlace: 'City' },
    authors: { '1': [surname, ...more].map((s) => ({ surname: s, name: 'A.' })) },
  });

describe('quick add: what a line is', () => {
  it('takes DOIs bare, with doi:, as doi.org links and inside publishers’ landing pages', () => {
    expect(doiOf('10.1038/nature14539')).toBe('10.1038/nature14539');
    expect(doiOf('doi: 10.1037/rev0000126.')).toBe('10.1037/rev0000126');
    expect(doiOf('https://doi.org/10.1038/nature14539')).toBe('10.1038/nature14539');
    expect(doiOf('https://onlinelibrary.wiley.com/doi/10.1111/cogs.12345?af=R')).toBe('10.1111/cogs.12345');
    expect(doiOf('https://example.org/about')).toBeNull();
    // A citation that ends with a DOI is a citation for the parser, not an identifier.
    expect(doiOf('Smith, J. (2020). Title. https://doi.org/10.1/x')).toBeNull();
  });
  it('takes ISBN-10 and ISBN-13 only with a right check digit', () => {
    expect(isbnOf('978-3-16-148410-0')).toBe('9783161484100');
    expect(isbnOf('ISBN 0-306-40615-2')).toBe('0306406152');
    expect(isbnOf('978-3-16-148410-1')).toBeNull();
    expect(isbnOf('2019')).toBeNull();
  });
  it('splits a paste into identifiers and citation text, keeping the order of the citations', () => {
    const input = classifyQuickAdd(
      '10.1038/nature14539\nFirst citation. 2020.\n978-3-16-148410-0\nSecond citation. 2021.',
    );
    expect(input.ids.map((i) => [i.kind, i.id])).toEqual([
      ['doi', '10.1038/nature14539'],
      ['isbn', '9783161484100'],
    ]);
    expect(input.citations).toBe('First citation. 2020.\nSecond citation. 2021.');
  });
});

describe('review candidates', () => {
  it('normalises every dash of a page range to the hyphen of spec §5', () => {
    expect(['1–51', '1—51', '1 – 51', '1−51'].map(normalisePages)).toEqual(['1-51', '1-51', '1-51', '1-51']);
  });
  it('marks fields the parser scored low and reports the lowest confidence', () => {
    const c = { confidence: { title: 0.95, year: 1, pages: 0.5 } };
    expect(uncertainFields(c)).toEqual(['pages']);
    expect(overallConfidence(c)).toBe(50);
    expect(overallConfidence({ confidence: {} })).toBeNull();
  });
  it('finds what stops a save (an empty organisation the parser made)', () => {
    const base = book('Saussure', 'Course in general linguistics', 1959, 'EN');
    const c = {
      key: 'k',
      origin: 'parser' as const,
      input: '',
      confidence: {},
      recognised: true,
      publication: { ...base.bibl, authors: { '5': [{ name: '' }] } },
    };
    expect(problemsOf(c, ['apa7']).map((p) => p.field)).toEqual(['authors.5.0.name']);
  });
});

describe('the finished list', () => {
  const records = [
    book('Pinker', 'The language instinct', 1994, 'EN'),
    book('Щерба', 'Языковая система', 1974, 'RU'),
    book('Chomsky', 'Syntactic structures', 1957, 'EN'),
    book('Виноградов', 'Русский язык', 1972, 'RU'),
    book('Огієнко', 'Історія української літературної мови', 2001, 'UA'),
  ];
  const heads = (style: string, order: number[] = []) =>
    referenceList(records, style, DEFAULT_CONFIG, order).map((e) => `${e.n ?? '-'} ${e.view.title}`);

  it('GOST: Cyrillic first, then Latin, each alphabetical, numbered', () => {
    expect(heads('gost2018')).toEqual([
      '1 Русский язык',
      '2 Історія української літературної мови',
      '3 Языковая система',
      '4 Syntactic structures',
      '5 The language instinct',
    ]);
    expect(referenceList(records, 'gost2018', DEFAULT_CONFIG)[0]?.text).toMatch(/^1\. Виноградов/);
  });
  it('author-date: by author, not numbered; numeric: the author’s order, numbered [n]', () => {
    expect(heads('apa7').slice(0, 2)).toEqual(['- Syntactic structures', '- The language instinct']);
    const order = [records[2], records[0]].map((r) => r?.record.id ?? 0);
    expect(heads('ieee', order).slice(0, 2)).toEqual(['1 Syntactic structures', '2 The language instinct']);
    expect(referenceList(records, 'ieee', DEFAULT_CONFIG, order)[0]?.text).toMatch(/^\[1\] /);
  });
  it('gives each style its in-text citation (GOST R 7.0.5-2008, APA 7, IEEE)', () => {
    const [first] = referenceList(records, 'gost2018', DEFAULT_CONFIG);
    if (!first) throw new Error('empty list');
    expect(citationOf(first, 'gost2018', '25', CITATION_WORDS.ru)).toBe('[1, с. 25]');
    expect(citationOf(first, 'gost2018', '25', CITATION_WORDS.en)).toBe('[1, p. 25]');
    expect(citationOf(first, 'gost2018', '', CITATION_WORDS.en)).toBe('[1]');
    const two = book('McCauley', 'Language learning as language use', 2019, 'EN', ['Christiansen']);
    const three = book('LeCun', 'Deep learning', 2015, 'EN', ['Bengio', 'Hinton']);
    const apa = referenceList([two, three], 'apa7', DEFAULT_CONFIG);
    expect(apa.map((e) => citationOf(e, 'apa7', '5', CITATION_WORDS.en))).toEqual([
      '(LeCun et al., 2015, p. 5)',
      '(McCauley & Christiansen, 2019, p. 5)',
    ]);
    const [ieee] = referenceList([two], 'ieee', DEFAULT_CONFIG);
    if (!ieee) throw new Error('empty list');
    expect(citationOf(ieee, 'ieee', '', CITATION_WORDS.en)).toBe('[1]');
    const [mla] = referenceList([two], 'mla', DEFAULT_CONFIG);
    if (!mla) throw new Error('empty list');
    expect(citationOf(mla, 'mla', '5', CITATION_WORDS.en)).toBe('(McCauley and Christiansen 5)');
  });
});

describe('exchange files', () => {
  const records = [
    book('Щерба', 'Языковая система', 1974, 'RU'),
    book('Chomsky', 'Syntactic structures', 1957, 'EN'),
    book('Chomsky', 'Aspects of the theory of syntax', 1957, 'EN'),
  ];
  it('gives every BibTeX entry an ASCII key, unique within the file', () => {
    expect(bibtexKeys(records)).toEqual(['ref1974', 'chomsky1957', 'chomsky1957a']);
  });
  it('writes BibTeX, RIS and CSL-JSON that read back to the same records', async () => {
    for (const [format, kind] of [
      ['bibtex', 'bibtex'],
      ['ris', 'ris'],
      ['csl', 'csl'],
    ] as const) {
      const text = interopFile(format, records);
      const back = await readImport(kind, text);
      expect(back.rejected, format).toBe(0);
      expect(
        back.publications.map((p) => (p.title as { publicationTitle: string }).publicationTitle),
        format,
      ).toEqual(records.map((r) => r.title));
    }
  });
  it('reads a .bib as the CLI does: TeX logos and \\emph as text, an unknown command dropped, not a failed import', async () => {
    const bib = String.raw`@book{k, title = {The \TeX book and \emph{Le} \frobnicate{} Style}, year = 1984}`;
    const back = await readImport('bibtex', bib);
    expect(back.rejected).toBe(0);
    expect(back.publications[0]).toMatchObject({ title: { publicationTitle: 'The TeXbook and Le Style' } });
  });
  it('tells the kinds apart by extension or content, and reads RIS continuation lines and a BOM', () => {
    expect(importKindOf('refs.bib', '')).toBe('bibtex');
    expect(importKindOf('export.txt', 'TY  - JOUR\nER  - ')).toBe('ris');
    expect(importKindOf('x', '[{"type":"book"}]')).toBe('csl');
    expect(importKindOf('x', 'plain words')).toBeNull();
    const ris = `\uFEFF${risFromPublication({ idTypePublication: 2, title: { publicationTitle: 'Long' }, outputData: { year: 2020 } } as never)}`;
    const [rec] = risRecords(ris.replace('TI  - Long', 'TI  - Long\n  title'));
    expect(rec?.TI).toEqual(['Long title']);
  });
});
