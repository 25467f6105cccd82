import type { SourceType } from '@referent/engine';

/** How a field is typed and checked (spec §5). */
export type FieldKind = 'text' | 'short' | 'year' | 'pages' | 'date' | 'link' | 'select';

/** One input of step 2: where it goes in the Publication (docs/model.md) and for which types. */
export interface FieldDef {
  id: string;
  /** Path in the Publication; numbers index lists. */
  path: (string | number)[];
  types: readonly SourceType[];
  kind: FieldKind;
  required?: boolean;
  /** Select options: value → label key under biblio.options. */
  options?: readonly string[];
  /** Spec §5: the number field applies only to GOST and DSTU. */
  gostOnly?: boolean;
  /** A required-looking field that only newspapers need (spec §5 periodical issue date). */
  newspaperOnly?: boolean;
  /** A date that may also be a month, YYYY-MM (a periodical's issue: Crossref gives many so). */
  month?: boolean;
  /** Shown in the "Published in" fieldset: the host a part belongs to (docs/model.md). */
  host?: boolean;
}

const ALL = ['article', 'book', 'conference', 'dissertation', 'standard', 'patent', 'web'] as const;
const PUBLISHED = ['book', 'conference', 'standard'] as const;

/** Types a record can be a part of a larger work in: a host applies (docs/model.md). */
export const PART_TYPES = ['article', 'book', 'conference'] as const;

/** Every field of the form, in display order. */
export const FIELDS: readonly FieldDef[] = [
  { id: 'title', path: ['title', 'publicationTitle'], types: ALL, kind: 'text', required: true },
  { id: 'parallelTitle', path: ['title', 'parallelTitles', 0, 'text'], types: ALL, kind: 'text' },
  { id: 'infoAbouteTitle', path: ['title', 'infoAbouteTitle'], types: [...PUBLISHED, 'web'], kind: 'text' },
  { id: 'standardDesignation', path: ['title', 'standartNumber', 0, 'standart'], types: ['standard'], kind: 'short' },
  { id: 'standardNumber', path: ['title', 'standartNumber', 0, 'number'], types: ['standard'], kind: 'short' },
  { id: 'journal', path: ['series', 'series'], types: ['article'], kind: 'text' },
  { id: 'hostTitle', path: ['series', 'series'], types: ['conference'], kind: 'text' },
  { id: 'bookSeries', path: ['series', 'series'], types: ['book'], kind: 'text' },
  { id: 'siteName', path: ['series', 'series'], types: ['web'], kind: 'text' },
  {
    id: 'periodicalType',
    path: ['series', 'periodicalType'],
    types: ['article'],
    kind: 'select',
    options: ['', '1', '2', '3'],
  },
  { id: 'volume', path: ['series', 'volume'], types: ['article', 'book', 'conference'], kind: 'short' },
  { id: 'issue', path: ['series', 'issue'], types: ['article', 'conference'], kind: 'short' },
  { id: 'number', path: ['series', 'number'], types: ['article', 'book'], kind: 'short', gostOnly: true },
  { id: 'countVolume', path: ['series', 'countVolume'], types: ['book'], kind: 'short' },
  {
    id: 'publicDate',
    path: ['series', 'publicDate'],
    types: ['article', 'web'],
    kind: 'date',
    newspaperOnly: true,
    month: true,
  },
  { id: 'edition', path: ['edition'], types: ['book'], kind: 'short' },
  { id: 'confPlace', path: ['specialData', 'place'], types: ['conference'], kind: 'text' },
  { id: 'confDate', path: ['specialData', 'date'], types: ['conference'], kind: 'date' },
  { id: 'confDateEnd', path: ['specialData', 'dateEnd'], types: ['conference'], kind: 'date' },
  {
    id: 'dissertation',
    path: ['specialData', 'dissertation'],
    types: ['dissertation'],
    kind: 'select',
    options: ['true', 'false'],
  },
  {
    id: 'degree',
    path: ['specialData', 'idAcademicDegree'],
    types: ['dissertation'],
    kind: 'select',
    options: ['', '1', '2', '3'],
  },
  { id: 'science', path: ['specialData', 'idScience'], types: ['dissertation'], kind: 'select' },
  { id: 'specialty', path: ['specialData', 'specialty'], types: ['dissertation'], kind: 'text' },
  { id: 'codeSpecialty', path: ['specialData', 'codeSpecialty'], types: ['dissertation'], kind: 'short' },
  { id: 'defPlace', path: ['specialData', 'defPlace'], types: ['dissertation'], kind: 'text', required: true },
  { id: 'defCity', path: ['specialData', 'place'], types: ['dissertation'], kind: 'text' },
  { id: 'defDate', path: ['specialData', 'date'], types: ['dissertation'], kind: 'date' },
  {
    id: 'organization',
    path: ['specialData', 'organization'],
    types: ['conference', 'dissertation', 'standard', 'patent'],
    kind: 'text',
  },
  { id: 'introDate', path: ['specialData', 'date'], types: ['standard'], kind: 'date' },
  { id: 'previousVersion', path: ['specialData', 'standardNumber'], types: ['standard'], kind: 'text' },
  { id: 'patentNumber', path: ['specialData', 'patentNumber'], types: ['patent'], kind: 'short' },
  {
    id: 'patentType',
    path: ['specialData', 'patentType'],
    types: ['patent'],
    kind: 'select',
    options: ['1', '2', '3'],
  },
  { id: 'patentOffice', path: ['specialData', 'patentOffice'], types: ['patent'], kind: 'text' },
  { id: 'classify', path: ['specialData', 'classify'], types: ['patent'], kind: 'select', options: ['1', '2', '3'] },
  { id: 'index', path: ['specialData', 'index'], types: ['patent'], kind: 'short' },
  { id: 'registerNum', path: ['specialData', 'registerNum'], types: ['patent'], kind: 'short' },
  { id: 'applicationDate', path: ['specialData', 'applicationDate'], types: ['patent'], kind: 'date' },
  { id: 'datePublication', path: ['specialData', 'datePublication'], types: ['patent'], kind: 'date' },
  { id: 'buleten', path: ['specialData', 'buleten'], types: ['patent'], kind: 'short' },
  { id: 'priorityNumber', path: ['specialData', 'priorityNumber'], types: ['patent'], kind: 'short' },
  { id: 'priorityCountry', path: ['specialData', 'priorityCountry'], types: ['patent'], kind: 'short' },
  { id: 'priorityApplicationDate', path: ['specialData', 'priorityApplicationDate'], types: ['patent'], kind: 'date' },
  { id: 'editionPlace', path: ['outputData', 'editionPlace'], types: PUBLISHED, kind: 'text' },
  { id: 'publisher', path: ['outputData', 'publisher'], types: [...PUBLISHED, 'web'], kind: 'text' },
  // Spec §3 "ISSN or ISBN": the document's ISBN, its journal's or series' ISSN (docs/model.md).
  { id: 'isbn', path: ['outputData', 'isbn'], types: [...PUBLISHED, 'dissertation'], kind: 'short' },
  { id: 'issn', path: ['series', 'issn'], types: ['article', 'book', 'conference'], kind: 'short' },
  { id: 'year', path: ['outputData', 'year'], types: ALL, kind: 'year', required: true },
  {
    id: 'pages',
    path: ['physical', 'pages'],
    types: ['article', 'book', 'conference', 'dissertation', 'standard'],
    kind: 'pages',
  },
  { id: 'link', path: ['accessData', 'link'], types: ALL, kind: 'link' },
  { id: 'accessedDate', path: ['accessData', 'accessedDate'], types: ALL, kind: 'date' },
  // The host ("Published in"); its editors are rows of their own (RecordForm.hostEditors).
  { id: 'inTitle', path: ['host', 'title'], types: PART_TYPES, kind: 'text', host: true },
  { id: 'inEdition', path: ['host', 'edition'], types: PART_TYPES, kind: 'short', host: true },
  { id: 'inVolume', path: ['host', 'volume'], types: PART_TYPES, kind: 'short', host: true },
  { id: 'inNameVolume', path: ['host', 'nameVolume'], types: PART_TYPES, kind: 'text', host: true },
  { id: 'inSeries', path: ['host', 'series'], types: PART_TYPES, kind: 'text', host: true },
  { id: 'inPlace', path: ['host', 'editionPlace'], types: PART_TYPES, kind: 'text', host: true },
  { id: 'inPublisher', path: ['host', 'publisher'], types: PART_TYPES, kind: 'text', host: true },
  { id: 'inYear', path: ['host', 'year'], types: PART_TYPES, kind: 'year', host: true },
  { id: 'inIsbn', path: ['host', 'isbn'], types: PART_TYPES, kind: 'short', host: true },
];

/** Styles the number field applies to (spec §5). */
export const GOST_FAMILY = ['gost', 'gost2018', 'dstu'];

export function fieldsFor(type: SourceType, styles: readonly string[]): FieldDef[] {
  const gost = styles.some((s) => GOST_FAMILY.includes(s));
  return FIELDS.filter((f) => f.types.includes(type) && (!f.gostOnly || gost));
}

/** What a select without an empty choice shows first is what the record holds until changed. */
export function defaultValue(def: FieldDef): string {
  return def.kind === 'select' && def.options && !def.options.includes('') ? (def.options[0] ?? '') : '';
}
