import { describe, expect, it } from 'vitest';
import { recordIssues } from './record-rules.js';

const book = { idTypePublication: 2, title: { publicationTitle: 'Syntactic Structures' }, outputData: { year: 1957 } };
const fields = (bibl: Record<string, unknown>) => recordIssues(bibl).map((i) => i.field);

describe('spec §5 record rules', () => {
  it('accepts a minimal valid record', () => {
    expect(recordIssues(book)).toEqual([]);
  });

  it('requires title and year', () => {
    expect(fields({ idTypePublication: 2, title: { publicationTitle: '  ' } })).toEqual([
      'bibl.title.publicationTitle',
      'bibl.outputData.year',
    ]);
  });

  it('takes pages as digits and a hyphen only', () => {
    for (const pages of [100, '100', '15-67', '15 – 67']) expect(fields({ ...book, physical: { pages } })).toEqual([]);
    for (const pages of ['p. 5', '5-', 'x', '1,2'])
      expect(fields({ ...book, physical: { pages } })).toEqual(['bibl.physical.pages']);
  });

  it('takes a link as a URL with a host or a DOI', () => {
    for (const link of ['https://example.org/a', 'example.org', '10.1037/rev0000126', 'https://doi.org/10.1037/x']) {
      expect(fields({ ...book, accessData: { link, type: 'url' } }), link).toEqual([]);
    }
    expect(fields({ ...book, accessData: { link: 'https://example.org', type: 'doi' } })).toEqual([
      'bibl.accessData.link',
    ]);
    expect(fields({ ...book, accessData: { link: 'not a link' } })).toEqual(['bibl.accessData.link']);
  });

  it('takes dates as real YYYY-MM-DD days (a periodical issue may give a month)', () => {
    expect(fields({ ...book, accessData: { accessedDate: '2024-02-29' }, series: { publicDate: '2024-05' } })).toEqual(
      [],
    );
    expect(fields({ ...book, accessData: { accessedDate: '2023-02-29' } })).toEqual(['bibl.accessData.accessedDate']);
    expect(fields({ ...book, specialData: { date: '12.05.2020' } })).toEqual(['bibl.specialData.date']);
    expect(fields({ ...book, series: { publicDate: '2024-13' } })).toEqual(['bibl.series.publicDate']);
  });

  it('requires a surname in each person entry and a name in each organisation entry', () => {
    expect(
      fields({
        ...book,
        authors: { 1: [{ surname: 'Chomsky' }, { surname: ' ', name: '' }], 5: [{ name: 'UNESCO' }] },
      }),
    ).toEqual(['bibl.authors.1.1.surname']);
  });

  it('requires the defence place of a dissertation, and bounds every string at 1000 characters', () => {
    expect(fields({ ...book, idTypePublication: 4 })).toEqual(['bibl.specialData.defPlace']);
    expect(fields({ ...book, idTypePublication: '4', specialData: { defPlace: 'Kyiv' } })).toEqual([]);
    expect(recordIssues({ ...book, authors: { 1: [{ surname: 'x'.repeat(1001) }] } })).toEqual([
      { field: 'bibl.authors.1.0.surname', message: 'at most 1000 characters' },
    ]);
  });

  it('gives the engine’s messages in the record’s language', () => {
    expect(recordIssues({ idTypePublication: 2, language: 'RU', title: { publicationTitle: 'Теория' } })).toEqual([
      { field: 'bibl.outputData.year', message: 'Обязательное поле' },
    ]);
  });
});
