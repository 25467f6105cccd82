import type { FieldIssue } from '../dispatch.js';
import { ownEntry } from '../model/own-entry.js';
import type { AuthorRole, Publication } from '../model/publication.js';
import { parseDate } from '../parts/dates.js';
import { DEGREE_FIELDS, type DegreeKind, degreeOfRecord, degreeOfWords } from '../parts/degree-words.js';
import { typeIdOfPublication } from '../parts/fields.js';
import { isoOfDateText } from './date-text.js';
import { getPath, setPath } from './field-path.js';
import { hostIsbn, hostOf, setHost } from './host-fields.js';
import { storedIdentifiers } from './identifier-fields.js';
import {
  bareDoi,
  type ImportResult,
  languageOf,
  splitStandardNumber,
  type TypeMapping,
  typeWarning,
  unkeptWarning,
} from './import-result.js';
import { plainOfMarkup } from './markup-text.js';
import { addPeople, type Creator, creatorsOf } from './people.js';
import { placeReportKind } from './report-kind.js';
import { numberedSeries } from './series-number.js';
import { joinedTitle, splitAtShortTitle } from './title-parts.js';
import { urlBesideDoi } from './url-beside-doi.js';

/** A CSL-JSON name: family/given, or a literal (an organisation). */
export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
  suffix?: string;
  'non-dropping-particle'?: string;
  'dropping-particle'?: string;
}

/** A CSL-JSON date: `date-parts` ([[2020, 5, 7]] or a range of two), or a `raw`/`literal` text. */
export interface CslDate {
  'date-parts'?: (number | string)[][];
  raw?: string;
  literal?: string;
}

/** One CSL-JSON item (CSL 1.0.2 schema, the fields Referent maps). */
export interface CslItem {
  id?: string | number;
  type: string;
  [field: string]: unknown;
}

/**
 * Every item type of CSL 1.0.2 → the nearest Publication type; `chapter`,
 * `paper-conference` and the `entry` types are parts whose host goes to `publication.host`;
 * a type that means more than its Publication type keeps is read with a warning.
 */
const T = (type: number, part?: boolean, lossy?: string): TypeMapping => ({
  type,
  ...(part ? { part } : {}),
  ...(lossy ? { lossy } : {}),
});
const TYPE_IN: Record<string, TypeMapping> = {
  'article-journal': T(1),
  'article-magazine': T(1),
  'article-newspaper': T(1),
  article: T(1),
  review: T(1, false, 'a review'),
  'review-book': T(1, false, 'a book review'),
  periodical: T(1, false, 'a whole periodical issue'),
  book: T(2),
  chapter: T(2, true),
  collection: T(2),
  classic: T(2, false, 'a classical work'),
  document: T(2),
  entry: T(2, true, 'an entry'),
  'entry-dictionary': T(2, true, 'a dictionary entry'),
  'entry-encyclopedia': T(2, true, 'an encyclopedia entry'),
  report: T(2),
  manuscript: T(2, false, 'a manuscript'),
  pamphlet: T(2),
  personal_communication: T(2, false, 'a personal communication'),
  interview: T(2, false, 'an interview'),
  speech: T(3, false, 'a speech'),
  'paper-conference': T(3, true),
  event: T(3, false, 'an event'),
  thesis: T(4),
  standard: T(5),
  legislation: T(5, false, 'legislation'),
  regulation: T(5, false, 'a regulation'),
  bill: T(5, false, 'a bill'),
  legal_case: T(5, false, 'a court case'),
  hearing: T(5, false, 'a hearing'),
  treaty: T(5, false, 'a treaty'),
  patent: T(6),
  webpage: T(7),
  'post-weblog': T(7),
  post: T(7),
  dataset: T(7, false, 'a data set'),
  software: T(7, false, 'software'),
  broadcast: T(7, false, 'a broadcast'),
  motion_picture: T(7, false, 'a film'),
  song: T(7, false, 'a recording'),
  musical_score: T(7, false, 'a music score'),
  performance: T(7, false, 'a performance'),
  figure: T(7, false, 'a figure'),
  graphic: T(7, false, 'a graphic'),
  map: T(7, false, 'a map'),
};
/** CSL variables of a part's host. */
const HOST_VARIABLES = [
  'container-title',
  'editor',
  'publisher',
  'publisher-place',
  'volume',
  'collection-title',
  'collection-number',
  'edition',
  'volume-title',
  'ISBN',
];
/** Variables read outside the table, or that only identify the item. */
const ALWAYS_READ = [
  'id',
  'type',
  'issued',
  'accessed',
  'submitted',
  'event-date',
  'DOI',
  'URL',
  'language',
  'citation-key',
  'title-short',
  'shortTitle',
];
const TYPE_OUT: Record<number, string> = {
  1: 'article-journal',
  2: 'book',
  3: 'paper-conference',
  4: 'thesis',
  5: 'standard',
  6: 'patent',
  7: 'webpage',
};
/** Spec's periodicalType (1 magazine, 2 journal, 3 newspaper) ↔ CSL article types. */
const PERIODICAL_OUT: Record<string, string> = { '1': 'article-magazine', '3': 'article-newspaper' };
const PERIODICAL_IN: Record<string, number> = { 'article-magazine': 1, 'article-journal': 2, 'article-newspaper': 3 };

/**
 * Text fields ↔ Publication paths, for the source types listed (all when none); the first
 * row for a field is the one written, later rows for the same path are read as alternatives.
 */
const FIELDS: [field: string, path: string, types?: number[]][] = [
  ['title', 'title.publicationTitle'],
  ['container-title', 'series.series', [1, 3, 7]],
  ['collection-title', 'series.series', [2]],
  ['volume', 'series.volume'],
  ['issue', 'series.issue', [1, 2, 3]],
  // A book's (a report's) number in its series; a report's own `number` is read as the same.
  ['collection-number', 'series.number', [2]],
  ['number', 'series.number', [2]],
  // Other title information that is no subtitle (`subtitleOf`): a conference's, a standard's kind.
  ['genre', 'title.infoAbouteTitle', [1, 2, 3, 5, 6, 7]],
  ['number-of-volumes', 'series.countVolume', [2]],
  ['publisher', 'outputData.publisher', [1, 2, 3, 5, 6, 7]],
  ['publisher-place', 'outputData.editionPlace', [1, 2, 3, 5, 6, 7]],
  ['publisher', 'specialData.organization', [4]],
  ['publisher-place', 'specialData.place', [4]],
  // A thesis's database or repository (APA 7, 10.6: "ProQuest Dissertations and Theses Global").
  ['archive', 'outputData.publisher', [4]],
  ['event-place', 'specialData.place', [3]],
  ['event-title', 'specialData.organization', [3]],
  ['page', 'physical.pages', [1, 3, 7]],
  ['number-of-pages', 'physical.pages', [2, 4, 5, 6]],
  ['edition', 'edition'],
  ['note', 'note'],
  ['number', 'specialData.patentNumber', [6]],
  // The standard identifiers (CSL 1.0.2 variables `ISBN`, `ISSN`): the book's own, the serial's (docs/model.md).
  ['ISBN', 'outputData.isbn', [1, 2, 3, 4, 5, 7]],
  ['ISSN', 'series.issn', [1, 2, 3, 4, 5, 7]],
  ['authority', 'specialData.patentOffice', [6]],
  ['authority', 'country', [5]],
];

/** Name variables ↔ roles (organisations are author literals, except a patent's assignee). */
const ROLES: [field: string, role: AuthorRole][] = [
  ['author', '1'],
  ['contributor', '2'],
  ['editor', '3'],
  ['translator', '4'],
];

/** CSL `genre` of a thesis for each degree; read back through `degreeOfWords`. */
const GENRE_OUT: Record<DegreeKind, string> = {
  candidate: 'Candidate dissertation',
  phd: 'PhD dissertation',
  doctor: 'Doctor of Sciences dissertation',
  masters: "Master's thesis",
};

const LANGUAGE_OUT: Record<'EN' | 'RU' | 'UA', string> = { EN: 'en', RU: 'ru', UA: 'uk' };

const applies = (types: number[] | undefined, type: number) => !types || types.includes(type);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A CSL date as `YYYY-MM-DD` (or shorter), with what it says beyond that (a season, "circa",
 * text around the year) for a warning; ranges give their first date. A CSL 1.0.2 date may be
 * an EDTF string ("1957", "2019-03-15") as well as an object.
 */
function cslDate(date: unknown): { iso: string; lost?: string } | undefined {
  if (typeof date === 'string' || typeof date === 'number') {
    const read = isoOfDateText(String(date));
    return read && { iso: read.iso, ...(read.exact ? {} : { lost: String(date) }) };
  }
  if (!date || typeof date !== 'object') return undefined;
  const d = date as CslDate & { season?: unknown; circa?: unknown };
  const extra = [
    d.season !== undefined && d.season !== '' ? `season ${String(d.season)}` : '',
    d.circa !== undefined && d.circa !== false && d.circa !== '' ? 'circa' : '',
  ].filter(Boolean);
  const withExtra = (iso: string, lost?: string) => {
    const all = [...(lost ? [lost] : []), ...extra];
    return { iso, ...(all.length ? { lost: all.join(', ') } : {}) };
  };
  const parts = d['date-parts']?.[0];
  if (parts?.length) {
    const [y, m, day] = parts.map((p) => Number(p));
    if (!y || !Number.isFinite(y)) return undefined;
    const valid = (n: number | undefined, max: number): n is number => !!n && Number.isInteger(n) && n >= 1 && n <= max;
    const month = valid(m, 12) ? pad(m) : undefined;
    return withExtra([String(y), month, month && valid(day, 31) ? pad(day) : undefined].filter(Boolean).join('-'));
  }
  const text = d.raw ?? d.literal;
  if (typeof text !== 'string') return undefined;
  const read = isoOfDateText(text);
  return read && withExtra(read.iso, read.exact ? undefined : text);
}

/** A CSL date as `YYYY-MM-DD` (or shorter). */
const isoOfCslDate = (date: unknown): string | undefined => cslDate(date)?.iso;

/** An ISO date text as a CSL date, or undefined when it is not a valid date. */
function cslDateOf(value: string | undefined): CslDate | undefined {
  const d = parseDate(value);
  if (!d) return undefined;
  return { 'date-parts': [[d.year, ...(d.month ? [d.month] : []), ...(d.month && d.day ? [d.day] : [])]] };
}

function names(value: unknown): Creator[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((n: unknown): Creator[] => {
    if (!n || typeof n !== 'object') return [];
    const name = n as CslName;
    const part = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    const literal = part(name.literal);
    if (literal) return [{ literal }];
    // The record has no field for particles: they stay with the family name, "van Beethoven",
    // "de Gaulle" (initials would be made of them in the given names).
    const family = [part(name['dropping-particle']), part(name['non-dropping-particle']), part(name.family)];
    const f = family.filter(Boolean).join(' ') || undefined;
    const g = part(name.given);
    const s = part(name.suffix);
    return f || g ? [{ ...(f ? { family: f } : {}), ...(g ? { given: g } : {}), ...(s ? { suffix: s } : {}) }] : [];
  });
}

/**
 * Wikidata (and citation.js reading it) writes a date known to the year as 1 January
 * (`[[1957, 1, 1]]`: "Jan. 1957" in MLA, "1957 Jan 1" in Vancouver); a journal article's
 * 1 January is read as its year alone, with a warning.
 */
const YEAR_AS_JANUARY = ['article-journal', 'article'];

/** The dates of a CSL item into the record's date fields (by type: issued, event, accessed), warning of what they cannot hold. */
function readDates(item: CslItem, type: number, pub: Record<string, unknown>): FieldIssue[] {
  const warnings: FieldIssue[] = [];
  const lost = (field: string, date: { lost?: string } | undefined) => {
    if (date?.lost) warnings.push({ field, message: `"${date.lost}" not kept (a date holds year, month and day)` });
  };
  const read = cslDate(item.issued);
  lost('issued', read);
  let issued = read?.iso;
  if (issued && /^\d{4}-01-01$/.test(issued) && YEAR_AS_JANUARY.includes(item.type)) {
    issued = issued.slice(0, 4);
    warnings.push({
      field: 'issued',
      message: `1 January ${issued} read as the year ${issued} alone (Wikidata writes a date known to the year as 1 January)`,
    });
  }
  if (issued) {
    setPath(pub, 'outputData.year', issued.slice(0, 4));
    if (issued.length > 4 && (type === 1 || type === 7)) setPath(pub, 'series.publicDate', issued);
    if (type === 6) setPath(pub, 'specialData.datePublication', issued);
  }
  const accessed = cslDate(item.accessed);
  lost('accessed', accessed);
  if (accessed) setPath(pub, 'accessData.accessedDate', accessed.iso);
  if (type === 6) {
    const submitted = isoOfCslDate(item.submitted);
    if (submitted) setPath(pub, 'specialData.applicationDate', submitted);
  }
  const event = (item['event-date'] as CslDate | undefined)?.['date-parts'];
  if (type === 3 && event?.length) {
    const start = isoOfCslDate({ 'date-parts': [event[0] ?? []] });
    const end = event[1] ? isoOfCslDate({ 'date-parts': [event[1]] }) : undefined;
    if (start) setPath(pub, 'specialData.date', start);
    if (end) setPath(pub, 'specialData.dateEnd', end);
  }
  return warnings;
}

/**
 * The title split from its subtitle where the short title (`title-short`, Zotero's title
 * before the colon) ends, as for RIS (`splitAtShortTitle`); a short title that is no start of
 * the title is warned of. A conference paper's title stays whole.
 */
function readTitle(item: CslItem, type: number, pub: Record<string, unknown>): FieldIssue[] {
  const raw = item['title-short'] ?? item.shortTitle;
  const short = typeof raw === 'string' ? plainOfMarkup(raw.trim()) : '';
  const title = getPath(pub, 'title.publicationTitle');
  if (!short || !title) return [];
  const split = type === 3 ? undefined : splitAtShortTitle(title, short);
  if (split && !getPath(pub, 'title.infoAbouteTitle')) {
    setPath(pub, 'title.publicationTitle', split.title);
    setPath(pub, 'title.infoAbouteTitle', split.subtitle);
    return [];
  }
  return split || title.startsWith(short)
    ? []
    : [{ field: 'title-short', message: `short title "${short}" not kept (no Publication field holds a short title)` }];
}

/** A report's kind (`genre`, "Technical report") is the series it is numbered in when it names none (docs/model.md). */
function readReport(item: CslItem, pub: Record<string, unknown>): FieldIssue[] {
  const genre = typeof item.genre === 'string' ? plainOfMarkup(item.genre.trim()) : '';
  if (item.type !== 'report' || !genre) return [];
  if (getPath(pub, 'title.infoAbouteTitle') === genre) delete (pub.title as Record<string, unknown>).infoAbouteTitle;
  if (typeof item.language === 'string' && !pub.language) {
    const language = languageOf('language', item.language).language;
    if (language) pub.language = language;
  }
  return placeReportKind(pub, genre, 'genre');
}

/** Links, language, a thesis's degree and a standard's designation. */
function readSpecial(item: CslItem, type: number, pub: Record<string, unknown>): void {
  const doi = typeof item.DOI === 'string' && item.DOI.trim() ? item.DOI.trim() : undefined;
  const url = typeof item.URL === 'string' && item.URL.trim() ? item.URL.trim() : undefined;
  if (doi) setPath(pub, 'accessData.link', bareDoi(doi));
  if (doi) setPath(pub, 'accessData.type', 'doi');
  else if (url) setPath(pub, 'accessData', { ...(pub.accessData as object), link: url, type: 'url' });
  const periodicalIn = ownEntry(PERIODICAL_IN, item.type);
  if (type === 1 && periodicalIn) setPath(pub, 'series.periodicalType', periodicalIn);
  if (type === 4) {
    const genre = typeof item.genre === 'string' ? item.genre : '';
    const degree = degreeOfWords(genre);
    for (const [k, v] of Object.entries(degree ? DEGREE_FIELDS[degree] : {})) setPath(pub, `specialData.${k}`, v);
    setPath(pub, 'specialData.dissertation', !/abstract|автореф/i.test(genre));
  }
  if (type === 5 && typeof item.number === 'string' && item.number.trim()) {
    setPath(pub, 'title.standartNumber', [splitStandardNumber(item.number)]);
  }
}

/**
 * Reads one CSL-JSON item as a Publication (the item's `id` is kept). Organisations
 * (literal names) among the authors become role 5.
 * @example publicationFromCsl({ id: 'a', type: 'book', title: 'Behave', issued: { 'date-parts': [[2017]] } })
 * // { publication: { idTypePublication: 2, id: 'a', title: { publicationTitle: 'Behave' }, outputData: { year: '2017' } } }
 */
export function publicationFromCsl(item: CslItem): ImportResult {
  if (typeof item?.type !== 'string' || !item.type)
    return { issues: [{ field: 'type', message: `CSL item has no type (${String(item?.type)})` }] };
  const mapping = ownEntry(TYPE_IN, item.type);
  const m = mapping ?? T(typeof item.URL === 'string' ? 7 : 2);
  const type = m.type;
  const warnings = mapping
    ? typeWarning('type', item.type, mapping)
    : [
        {
          field: 'type',
          message: `unknown CSL item type "${item.type}" was read as ${type === 7 ? 'a web resource' : 'a book'}`,
        },
      ];
  const pub: Record<string, unknown> = { idTypePublication: type };
  if (item.id !== undefined && item.id !== null && item.id !== '') pub.id = item.id;
  const textOf = (field: string) => {
    const value = item[field];
    return typeof value === 'number' ? String(value) : typeof value === 'string' ? plainOfMarkup(value.trim()) : '';
  };
  for (const [field, path, types] of FIELDS) {
    if (m.part && HOST_VARIABLES.includes(field)) continue;
    const text = textOf(field);
    if (text && applies(types, type) && !getPath(pub, path)) setPath(pub, path, text);
  }
  if (m.part) {
    if (textOf('page')) setPath(pub, 'physical.pages', textOf('page'));
    // The host's number in its series (`volume` stays the host's volume, as BibTeX's).
    const collection = textOf('collection-title');
    const number = textOf('collection-number');
    if (number && !collection)
      warnings.push({ field: 'collection-number', message: `"${number}" not kept: the item names no collection` });
    setHost(pub, {
      title: textOf('container-title'),
      nameVolume: textOf('volume-title'),
      editors: names(item.editor),
      publisher: textOf('publisher'),
      place: textOf('publisher-place'),
      volume: textOf('volume'),
      series: numberedSeries(collection || undefined, number || undefined),
      edition: textOf('edition'),
      isbn: textOf('ISBN'),
    });
  }
  for (const [field, role] of ROLES) {
    if (m.part && field === 'editor') continue;
    const list = names(item[field]);
    addPeople(
      pub,
      role,
      list.filter((c) => !c.literal || role !== '1'),
    );
    if (role === '1')
      addPeople(
        pub,
        '5',
        list.filter((c) => c.literal),
      );
  }
  warnings.push(...readDates(item, type, pub), ...readTitle(item, type, pub), ...readReport(item, pub));
  readSpecial(item, type, pub);
  warnings.push(...storedIdentifiers(pub, (path) => (path === 'series.issn' ? 'ISSN' : 'ISBN')));
  warnings.push(
    ...urlBesideDoi(
      'URL',
      typeof item.DOI === 'string' ? item.DOI : undefined,
      typeof item.URL === 'string' ? item.URL : undefined,
    ),
  );
  const language = languageOf('language', typeof item.language === 'string' ? item.language : undefined);
  if (language.language) pub.language = language.language;
  warnings.push(...language.warnings);
  const kept = new Set([
    ...FIELDS.filter(([, , types]) => applies(types, type)).map(([f]) => f),
    ...ROLES.map(([f]) => f),
    ...(m.part ? [...HOST_VARIABLES, 'page'] : []),
    ...ALWAYS_READ,
    ...(type === 4 ? ['genre'] : []),
    ...(type === 5 ? ['number'] : []),
  ]);
  warnings.push(
    ...unkeptWarning(
      'variables',
      Object.keys(item).filter((f) => !kept.has(f)),
    ),
  );
  return warnings.length ? { publication: pub, warnings } : { publication: pub };
}

const cslName = (c: Creator): CslName =>
  c.literal
    ? { literal: c.literal }
    : {
        ...(c.family ? { family: c.family } : {}),
        ...(c.given ? { given: c.given } : {}),
        ...(c.suffix ? { suffix: c.suffix } : {}),
      };

/** Text fields of a Publication as CSL variables (the first row per variable wins). */
function writtenFields(pub: Publication, type: number, item: CslItem, skip: string[] = []): void {
  for (const [field, path, types] of FIELDS) {
    if (!applies(types, type) || item[field] !== undefined || skip.includes(field)) continue;
    const value = getPath(pub, path);
    if (value) item[field] = value;
  }
}

/**
 * Where a record's other title information goes in CSL-JSON, which has no variable for it: a
 * conference paper's (it describes the conference) and a standard's kind in `genre`, the kind
 * of work; an English record's subtitle after its title (and a thesis's, whose genre is its
 * degree). A Russian or Ukrainian record's «учебник», which only the national styles print
 * (parts/subtitle-joined.ts), is not written: in the title every CSL style would print it.
 */
function otherTitleInfo(pub: Publication, type: number): 'genre' | 'subtitle' | 'none' {
  if (!getPath(pub, 'title.infoAbouteTitle')) return 'none';
  if (type === 3 || type === 5) return 'genre';
  if (type === 4) return 'subtitle';
  const cyrillic = /\p{Script=Cyrillic}/u.test(getPath(pub, 'title.publicationTitle') ?? '');
  return (pub.language ?? (cyrillic ? 'RU' : 'EN')) === 'EN' ? 'subtitle' : 'none';
}

/** Names, dates, links, language, degree and designation as CSL variables. */
function specialFields(pub: Publication, type: number, item: CslItem): void {
  const authors = [...creatorsOf(pub, '1'), ...creatorsOf(pub, '5')];
  if (authors.length) item.author = authors.map(cslName);
  for (const [field, role] of ROLES.slice(1)) {
    const people = creatorsOf(pub, role);
    if (people.length) item[field] = people.map(cslName);
  }
  const full =
    type === 6
      ? getPath(pub, 'specialData.datePublication')
      : type === 1 || type === 7
        ? getPath(pub, 'series.publicDate')
        : undefined;
  const year = getPath(pub, 'outputData.year')?.match(/\d{4}/)?.[0];
  const issued =
    full && (!year || full.startsWith(year)) ? cslDateOf(full) : year ? { 'date-parts': [[Number(year)]] } : undefined;
  if (issued) item.issued = issued;
  const accessed = cslDateOf(getPath(pub, 'accessData.accessedDate'));
  if (accessed) item.accessed = accessed;
  const [start, end] = [cslDateOf(getPath(pub, 'specialData.date')), cslDateOf(getPath(pub, 'specialData.dateEnd'))];
  if (type === 3 && start)
    item['event-date'] = { 'date-parts': [...(start['date-parts'] ?? []), ...(end?.['date-parts'] ?? [])] };
  const link = getPath(pub, 'accessData.link');
  if (link) {
    const isDoi =
      getPath(pub, 'accessData.type')?.toLowerCase() === 'doi' ||
      /^(doi:\s*|https?:\/\/(dx\.)?doi\.org\/)?10\.\d/i.test(link);
    if (isDoi) item.DOI = bareDoi(link);
    else item.URL = link;
  }
  if (pub.language) item.language = LANGUAGE_OUT[pub.language];
  const degree = degreeOfRecord(pub);
  // An English record's doctorate is a "Doctoral dissertation"; a Russian or Ukrainian one is of sciences.
  const english = (pub.language ?? 'EN') === 'EN';
  if (type === 4 && degree) item.genre = degree === 'doctor' && english ? 'Doctoral dissertation' : GENRE_OUT[degree];
  const designation = (pub.title?.standartNumber ?? [])
    .map((s) => [s?.standart, s?.number].filter((v) => typeof v === 'string' && v.trim()).join(' '))
    .filter(Boolean)
    .join(', ');
  if (type === 5 && designation) item.number = designation;
  const periodical = ownEntry(PERIODICAL_OUT, getPath(pub, 'series.periodicalType') ?? '');
  if (type === 1 && periodical) item.type = periodical;
}

/**
 * Writes one Publication as a CSL-JSON item for citeproc-js and other CSL processors.
 * @example cslFromPublication({ idTypePublication: 2, title: { publicationTitle: 'Behave' } }, 'a')
 * // { id: 'a', type: 'book', title: 'Behave' }
 */
export function cslFromPublication(pub: Publication, id: string | number): CslItem {
  const type = typeIdOfPublication(pub);
  const host = type <= 3 ? hostOf(pub) : undefined;
  const item: CslItem = {
    id,
    type: host ? (type === 3 ? 'paper-conference' : 'chapter') : (TYPE_OUT[type] ?? 'document'),
  };
  specialFields(pub, type, item);
  if (host) {
    // A part: the host's title, editors and imprint are the item's container variables.
    const vars: [string, string | undefined][] = [
      ['container-title', host.title],
      ['volume-title', host.nameVolume],
      ['publisher', host.publisher],
      ['publisher-place', host.place],
      ['volume', host.volume],
      ['collection-title', host.series],
      ['edition', host.edition],
      ['ISBN', hostIsbn(pub)],
    ];
    for (const [v, value] of vars) if (value) item[v] = value;
    if (host.editors?.length) item.editor = host.editors.map(cslName);
    const pages = getPath(pub, 'physical.pages');
    if (pages) item.page = pages;
  }
  writtenFields(pub, type, item, host ? ['number-of-pages', ...HOST_VARIABLES] : []);
  // A subtitle after the title, the title alone as the short title, which reads back split (`readTitle`).
  const title = getPath(pub, 'title.publicationTitle');
  const info = otherTitleInfo(pub, type);
  if (info !== 'genre' && type !== 4) delete item.genre;
  if (title && info === 'subtitle') {
    item.title = joinedTitle(title, getPath(pub, 'title.infoAbouteTitle'));
    item['title-short'] = title;
  }
  return item;
}
