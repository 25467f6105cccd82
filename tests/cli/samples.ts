import type { Publication } from '@referent/engine';

/** One publication of each source type, with the fields both BibTeX and RIS can hold. */
export const SAMPLES: Record<string, Publication> = {
  article: {
    id: 'a1',
    idTypePublication: 1,
    language: 'RU',
    title: { publicationTitle: 'Об одном методе & подходе' },
    series: { series: 'Вестник МГУ', volume: '12', issue: '3', periodicalType: 2 },
    outputData: { year: '2020' },
    physical: { pages: '10-20' },
    accessData: { link: '10.1000/xyz.1', type: 'doi' },
    authors: {
      '1': [
        { surname: 'Иванов', name: 'Иван', fathername: 'Иванович' },
        { surname: 'Müller', name: 'Hans' },
      ],
      '5': [{ name: 'World Health Organization' }],
    },
  },
  book: {
    id: 'b1',
    idTypePublication: 2,
    language: 'EN',
    edition: '2',
    title: { publicationTitle: 'Behave', infoAbouteTitle: 'The biology of humans' },
    series: { series: 'Popular Science', volume: '4', countVolume: '5' },
    outputData: { year: '2017', publisher: 'Penguin Books', editionPlace: 'New York' },
    physical: { pages: '790' },
    accessData: { link: 'https://example.org/behave', type: 'url', accessedDate: '2024-01-31' },
    note: 'Reprint',
    authors: {
      '1': [{ surname: 'Sapolsky', name: 'Robert', fathername: 'M.' }],
      '3': [{ surname: 'Editor', name: 'Ed' }],
      '4': [{ surname: 'Translator', name: 'Tom' }],
    },
  },
  conference: {
    id: 'c1',
    idTypePublication: 3,
    title: { publicationTitle: 'A paper' },
    // A paper is a part: its proceedings are its host (publication.host).
    host: {
      title: 'Proceedings of the Conference',
      volume: '2',
      publisher: 'IEEE',
      editionPlace: 'Kyiv',
      editors: [{ surname: 'Franko', name: 'Ivan' }],
    },
    outputData: { year: '2019' },
    physical: { pages: '1-9' },
    specialData: { date: '2019-05-01', dateEnd: '2019-05-03', place: 'Kyiv', organization: 'KPI' },
    authors: { '1': [{ surname: 'Shevchenko', name: 'Taras' }] },
  },
  chapter: {
    id: 'ch1',
    idTypePublication: 2,
    title: { publicationTitle: 'A chapter' },
    host: {
      title: 'The Edited Book',
      editors: [
        { surname: 'Smith', name: 'John' },
        { surname: 'Doe', name: 'Jane', fathername: 'A.' },
      ],
      publisher: 'Springer',
      editionPlace: 'Berlin',
      edition: '2',
      series: 'Lecture Notes',
    },
    outputData: { year: '2020' },
    physical: { pages: '15-30' },
    authors: { '1': [{ surname: 'Author', name: 'Ann' }] },
  },
  dissertation: {
    id: 'd1',
    idTypePublication: 4,
    title: { publicationTitle: 'Методы анализа' },
    outputData: { year: '2015', editionPlace: 'Москва' },
    physical: { pages: '150' },
    specialData: {
      organization: 'МГУ',
      place: 'Москва',
      dissertation: true,
      idAcademicDegree: '1',
      specialty: 'Информатика',
      codeSpecialty: '05.13.01',
    },
    authors: { '1': [{ surname: 'Петров', name: 'Пётр' }] },
  },
  standard: {
    id: 's1',
    idTypePublication: 5,
    title: {
      publicationTitle: 'Библиографическая запись',
      standartNumber: [{ standart: 'ГОСТ Р', number: '7.0.100–2018' }],
    },
    outputData: { year: '2018', publisher: 'Стандартинформ', editionPlace: 'Москва' },
    physical: { pages: '124' },
    specialData: { date: '2019-07-01', organization: 'ИТАР-ТАСС' },
  },
  patent: {
    id: 'p1',
    idTypePublication: 6,
    title: { publicationTitle: 'Способ получения' },
    outputData: { year: '2021' },
    specialData: { patentNumber: '2745678', datePublication: '2021-03-30', patentOffice: 'Российская Федерация, RU' },
    authors: { '1': [{ surname: 'Сидоров', name: 'Сидор' }], '5': [{ name: 'ООО Ромашка' }] },
  },
  web: {
    id: 'w1',
    idTypePublication: 7,
    title: { publicationTitle: 'Citation Style Language' },
    outputData: { year: '2024' },
    accessData: { link: 'https://citationstyles.org/', type: 'url', accessedDate: '2024-05-01' },
    authors: { '5': [{ name: 'CSL Project' }] },
  },
};

/** Scalars as text (formats carry text), so "2017" and 2017 compare equal. */
export function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalised(v)]));
  }
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}
