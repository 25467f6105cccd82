import { describe, expect, it } from 'vitest';
import { format } from '../format-one.js';
import { type Publication, publicationSchema } from '../model/publication.js';
import { type CslItem, cslFromPublication, publicationFromCsl } from './csl-json.js';

const article: Publication = publicationSchema.parse({
  idTypePublication: 1,
  language: 'EN',
  title: { publicationTitle: 'Solid-organ transplantation in HIV-infected patients' },
  series: { series: 'N Engl J Med', volume: 347, issue: 4, publicDate: '2002-07-25' },
  outputData: { year: 2002 },
  physical: { pages: '284-287' },
  accessData: { link: 'https://doi.org/10.1056/NEJMsa020001', type: 'doi' },
  authors: {
    '1': [
      { surname: 'Halpern', name: 'Scott', fathername: 'D.' },
      { surname: 'Ubel', name: 'Peter', fathername: 'A.' },
    ],
  },
});

function roundTrip(pub: Publication): Record<string, unknown> {
  const back = publicationFromCsl(cslFromPublication(pub, 'x'));
  if (!('publication' in back)) throw new Error('not a publication');
  return back.publication;
}

describe('cslFromPublication', () => {
  it('writes an article with its journal, issue date, pages, DOI and names', () => {
    expect(cslFromPublication(article, 'halpern')).toEqual({
      id: 'halpern',
      type: 'article-journal',
      title: 'Solid-organ transplantation in HIV-infected patients',
      'container-title': 'N Engl J Med',
      volume: '347',
      issue: '4',
      page: '284-287',
      issued: { 'date-parts': [[2002, 7, 25]] },
      DOI: '10.1056/NEJMsa020001',
      language: 'en',
      author: [
        { family: 'Halpern', given: 'Scott D.' },
        { family: 'Ubel', given: 'Peter A.' },
      ],
    });
  });

  it('writes organisations as literal authors and a standard designation as its number', () => {
    const item = cslFromPublication(
      publicationSchema.parse({
        idTypePublication: 5,
        title: {
          publicationTitle: 'Information and documentation',
          standartNumber: [{ standart: 'ISO', number: '690:2021' }],
        },
        outputData: { year: 2021, publisher: 'ISO', editionPlace: 'Geneva' },
        authors: { '5': [{ name: 'International Organization for Standardization' }] },
      }),
      1,
    );
    expect(item).toMatchObject({
      type: 'standard',
      number: 'ISO 690:2021',
      publisher: 'ISO',
      'publisher-place': 'Geneva',
      author: [{ literal: 'International Organization for Standardization' }],
    });
  });

  it('writes a thesis with its university, city and degree as genre', () => {
    const item = cslFromPublication(
      publicationSchema.parse({
        idTypePublication: 4,
        title: { publicationTitle: 'Narrow-band analyzer' },
        outputData: { year: 1993 },
        specialData: { organization: 'Harvard Univ.', place: 'Cambridge, MA', idAcademicDegree: 2 },
      }),
      1,
    );
    expect(item).toMatchObject({
      type: 'thesis',
      publisher: 'Harvard Univ.',
      'publisher-place': 'Cambridge, MA',
      genre: 'Doctoral dissertation',
    });
  });
});

describe('publicationFromCsl', () => {
  it("reads CSL-JSON's rich text (Zotero's <i> around a species name) as plain text, each style setting its own italics", () => {
    const read = publicationFromCsl({
      type: 'article-journal',
      title: 'Growth of <i>Escherichia coli</i> at 10<sup>5</sup> cells',
      'container-title': '<span class="nocase">mBio</span>',
    } as CslItem);
    expect('publication' in read && read.publication).toMatchObject({
      title: { publicationTitle: 'Growth of Escherichia coli at 10⁵ cells' },
      series: { series: 'mBio' },
    });
  });

  it('reads a paper-conference with editors and event dates', () => {
    const item: CslItem = {
      id: 'c',
      type: 'paper-conference',
      title: 'An analysis of effort',
      'container-title': 'EuroGP 2002',
      'event-place': 'Kinsdale, Ireland',
      'event-date': {
        'date-parts': [
          [2002, 4, 3],
          [2002, 4, 5],
        ],
      },
      publisher: 'Springer',
      'publisher-place': 'Berlin',
      page: '182-191',
      issued: { 'date-parts': [[2002]] },
      author: [{ family: 'Christensen', given: 'Steffen' }],
      editor: [{ family: 'Foster', given: 'James A.' }],
    };
    // A paper is a part: the proceedings, their editors and imprint are its host.
    expect(publicationFromCsl(item)).toEqual({
      publication: {
        idTypePublication: 3,
        id: 'c',
        title: { publicationTitle: 'An analysis of effort' },
        host: {
          title: 'EuroGP 2002',
          editors: [{ surname: 'Foster', name: 'James', fathername: 'A.' }],
          publisher: 'Springer',
          editionPlace: 'Berlin',
        },
        outputData: { year: '2002' },
        specialData: { place: 'Kinsdale, Ireland', date: '2002-04-03', dateEnd: '2002-04-05' },
        physical: { pages: '182-191' },
        authors: { '1': [{ surname: 'Christensen', name: 'Steffen' }] },
      },
    });
  });

  it('reads a Russian thesis genre as a candidate dissertation', () => {
    const out = publicationFromCsl({ type: 'thesis', title: 'Т', genre: 'Дис. … канд. техн. наук', language: 'ru-RU' });
    expect(out).toMatchObject({
      publication: { language: 'RU', specialData: { idAcademicDegree: 1, dissertation: true } },
    });
  });

  it('reads every CSL type as the nearest one, with a warning when meaning is lost, and rejects only a missing type', () => {
    expect(publicationFromCsl({ type: 'map' })).toEqual({
      publication: { idTypePublication: 7 },
      warnings: [{ field: 'type', message: '"map" (a map) was read as the nearest type, web resource' }],
    });
    expect(publicationFromCsl({ type: 'no-such' })).toMatchObject({
      publication: { idTypePublication: 2 },
      warnings: [{ field: 'type', message: 'unknown CSL item type "no-such" was read as a book' }],
    });
    expect(publicationFromCsl({ type: '' })).toHaveProperty('issues');
  });

  it('gives back a record that formats the same in every type after a round trip', () => {
    const records = [
      article,
      publicationSchema.parse({
        idTypePublication: 6,
        language: 'EN',
        title: { publicationTitle: 'Nonlinear resonant circuit devices' },
        outputData: { year: 1990 },
        specialData: { patentNumber: '3 624 125', patentOffice: 'United States, US', datePublication: '1990-07-16' },
        authors: { '1': [{ surname: 'Wilkinson', name: 'J.', fathername: 'P.' }] },
      }),
      publicationSchema.parse({
        idTypePublication: 7,
        language: 'EN',
        title: { publicationTitle: 'Obama inaugurated as President' },
        series: { series: 'CNN.com' },
        outputData: { year: 2009 },
        accessData: { link: 'http://www.cnn.com/x.html', type: 'url', accessedDate: '2009-02-01' },
        authors: { '1': [{ surname: 'Smith', name: 'J.' }] },
      }),
    ];
    for (const pub of records) {
      for (const style of ['ieee', 'vancouver', 'apa7']) {
        expect(format(roundTrip(pub), style).text).toBe(format(pub, style).text);
      }
    }
  });
});
