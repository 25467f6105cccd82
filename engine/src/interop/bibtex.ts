import type { FieldIssue } from '../dispatch.js';
import { ownEntry } from '../model/own-entry.js';
import type { AuthorRole, Publication } from '../model/publication.js';
import { DEGREE_FIELDS, type DegreeKind, degreeOfRecord, degreeOfWords } from '../parts/degree-words.js';
import { typeIdOfPublication } from '../parts/fields.js';
import { patentKindOf } from '../parts/patent-terms.js';
import { isoOfDateText, monthOfName } from './date-text.js';
import { getPath, setPath } from './field-path.js';
import { addCreators, applies, type FieldTable, readFields, writeFields } from './field-table.js';
import { hostIsbn, hostOf, setHost } from './host-fields.js';
import { storedIdentifiers } from './identifier-fields.js';
import {
  bareDoi,
  type ImportResult,
  LANGUAGE_OUT,
  languageOf,
  splitStandardNumber,
  type TypeMapping,
  typeWarning,
  unkeptWarning,
} from './import-result.js';
import { bibtexLiterals } from './literal-list.js';
import { wholeOrganisation } from './organisation-name.js';
import { addPeople, type Creator, creatorsOf } from './people.js';
import { placeReportKind } from './report-kind.js';
import { numberedSeries } from './series-number.js';
import { joinedTitle, splitAtShortTitle } from './title-parts.js';
import { urlBesideDoi } from './url-beside-doi.js';

/**
 * One BibTeX/BibLaTeX entry as a parser gives it (the CLI uses @retorquere/bibtex-parser,
 * which decodes LaTeX and splits names): type, key, and fields as text or name lists.
 */
export interface BibtexEntry {
  type: string;
  key: string;
  fields: Record<string, string | Creator[]>;
}

/**
 * BibTeX and BibLaTeX entry types (BibLaTeX manual §2.1, with the non-standard and legacy
 * ones) → the nearest Publication type. Parts (`@incollection`, `@inbook`, `@inproceedings` …)
 * keep their host in `publication.host`; a type that means more than its Publication type
 * keeps is read with a warning rather than rejected.
 */
const T = (type: number, part?: boolean, lossy?: string): TypeMapping => ({
  type,
  ...(part ? { part } : {}),
  ...(lossy ? { lossy } : {}),
});
const TYPE_IN: Record<string, TypeMapping> = {
  article: T(1),
  periodical: T(1, false, 'a whole issue of a periodical'),
  suppperiodical: T(1, false, 'a supplement to a periodical'),
  book: T(2),
  mvbook: T(2),
  inbook: T(2, true),
  bookinbook: T(2, true),
  suppbook: T(2, true, 'supplementary material in a book'),
  booklet: T(2),
  collection: T(2),
  mvcollection: T(2),
  incollection: T(2, true),
  suppcollection: T(2, true, 'supplementary material in a collection'),
  reference: T(2),
  mvreference: T(2),
  inreference: T(2, true),
  manual: T(2),
  report: T(2),
  techreport: T(2),
  unpublished: T(2, false, 'an unpublished work'),
  misc: T(2),
  commentary: T(2),
  letter: T(2, false, 'a letter'),
  review: T(1, false, 'a review'),
  proceedings: T(3),
  mvproceedings: T(3),
  inproceedings: T(3, true),
  conference: T(3, true),
  thesis: T(4),
  phdthesis: T(4),
  mastersthesis: T(4),
  standard: T(5),
  legislation: T(5, false, 'legislation'),
  jurisdiction: T(5, false, 'a court decision'),
  legal: T(5, false, 'a legal document'),
  patent: T(6),
  online: T(7),
  www: T(7),
  electronic: T(7),
  webpage: T(7),
  dataset: T(7, false, 'a data set'),
  software: T(7, false, 'software'),
  artwork: T(7, false, 'a work of art'),
  audio: T(7, false, 'an audio recording'),
  image: T(7, false, 'an image'),
  movie: T(7, false, 'a film'),
  music: T(7, false, 'a music recording'),
  performance: T(7, false, 'a performance'),
  video: T(7, false, 'a video'),
};
/** Fields read outside the table (links, language, dates) or that only link entries; each warns of what it cannot keep. */
const ALWAYS_READ = [
  'doi',
  'url',
  'langid',
  'language',
  'eventdate',
  'date',
  'month',
  'crossref',
  'xdata',
  'howpublished',
];
/** Types whose `date`/`year`+`month` is a full date (`series.publicDate`: a newspaper's issue, a dated web page). */
const DATED = [1, 7];
/** BibLaTeX's fields of a part's host (the part's own pages stay in `physical.pages`). */
const HOST_FIELDS = [
  'booktitle',
  'maintitle',
  'editor',
  'publisher',
  'address',
  'location',
  'volume',
  'series',
  'edition',
  'isbn',
];
const TYPE_OUT: Record<number, string> = {
  1: 'article',
  2: 'book',
  3: 'inproceedings',
  4: 'phdthesis',
  5: 'standard',
  6: 'patent',
  7: 'online',
};

/**
 * Text fields ↔ Publication paths, for the source types listed (all when none). The first
 * row for a path is the one written; later rows with the same path are alternatives read
 * (BibLaTeX's `journaltitle`, `location`, `date`).
 */
const FIELDS: FieldTable = [
  ['title', 'title.publicationTitle'],
  ['subtitle', 'title.infoAbouteTitle'],
  ['journal', 'series.series', [1]],
  ['journaltitle', 'series.series', [1]],
  ['booktitle', 'series.series', [3]],
  ['series', 'series.series', [2, 4, 5, 6, 7]],
  ['volume', 'series.volume'],
  // A periodical's `number` is its issue; a book's (a report's) is its number in the series (biblatex manual §2.2.2).
  ['number', 'series.issue', [1, 3, 7]],
  ['number', 'series.number', [2]],
  ['issue', 'series.number', [1, 3, 7]],
  ['issue', 'series.issue', [2]],
  ['volumes', 'series.countVolume'],
  ['year', 'outputData.year'],
  ['publisher', 'outputData.publisher'],
  // A report's institution, a manual's and a web page's organisation are their publishers (BibLaTeX manual §2.1.1).
  ['institution', 'outputData.publisher', [2]],
  ['organization', 'outputData.publisher', [2, 7]],
  ['address', 'outputData.editionPlace'],
  ['location', 'outputData.editionPlace', [1, 2, 3, 4, 5, 7]],
  ['pages', 'physical.pages', [1, 3, 7]],
  // An electronic article's number stands in its pages (APA 7 10.1: "Article 124224"; biblatex manual §2.2.2).
  ['eid', 'physical.pages', [1]],
  ['pagetotal', 'physical.pages', [2, 4, 5, 6]],
  ['edition', 'edition'],
  ['note', 'note'],
  ['urldate', 'accessData.accessedDate'],
  ['school', 'specialData.organization', [4]],
  ['institution', 'specialData.organization', [4]],
  // A patent's applicant beside its holders (`holder`, role 5), as the styles read it (docs/model.md).
  ['organization', 'specialData.organization', [3, 5, 6]],
  ['venue', 'specialData.place', [3, 4]],
  ['date', 'specialData.date', [5]],
  ['date', 'specialData.datePublication', [6]],
  ['number', 'specialData.patentNumber', [6]],
  ['location', 'specialData.patentOffice', [6]],
  ['specialty', 'specialData.specialty', [4]],
  ['specialtycode', 'specialData.codeSpecialty', [4]],
  // The standard identifiers (biblatex manual §2.2.2 `isbn`, `issn`): the book's own, the serial's (docs/model.md).
  ['isbn', 'outputData.isbn', [1, 2, 3, 4, 5, 7]],
  ['issn', 'series.issn', [1, 2, 3, 4, 5, 7]],
];

/** Name lists ↔ roles: authors, other contributors, editors, translators (organisations go with authors as literals). */
const ROLES: [field: string, role: AuthorRole][] = [
  ['author', '1'],
  ['editora', '2'],
  ['editor', '3'],
  ['translator', '4'],
];

/** BibLaTeX's thesis `type` for each degree; a PhD and a master's thesis are told by the entry type alone. */
const DEGREE_TYPE: Record<DegreeKind, string | undefined> = {
  candidate: 'candidate',
  doctor: 'doctor',
  phd: undefined,
  masters: undefined,
};

/** The address in `howpublished = {\url{…}}`, where classic BibTeX files keep a web page's URL. */
function howpublishedUrl(entry: BibtexEntry): string | undefined {
  const h = entry.fields.howpublished;
  return typeof h === 'string' ? /https?:\/\/[^\s<>"]+/.exec(h)?.[0] : undefined;
}

/** The entry's type mapping; an unknown (custom) type is read as a book, or a web resource when it has a URL. */
function typeOf(entry: BibtexEntry): { mapping: TypeMapping; known: boolean } {
  const type = entry.type.toLowerCase();
  const url = typeof entry.fields.url === 'string' || howpublishedUrl(entry) !== undefined;
  const web = url && typeof entry.fields.publisher !== 'string';
  if (type === 'misc') return { mapping: T(web ? 7 : 2), known: true };
  const known = ownEntry(TYPE_IN, type);
  return known ? { mapping: known, known: true } : { mapping: T(web ? 7 : 2), known: false };
}

/** Creators named "others" (BibTeX's `and others`) are not people: the list is known to be incomplete. */
function withoutOthers(list: Creator[]): { people: Creator[]; others: boolean } {
  const people = list.filter((c) => !/^others$/i.test((c.family ?? c.literal ?? '').trim()) || c.given);
  return { people, others: people.length < list.length };
}

/** The record's language from `langid` (what BibLaTeX hyphenates by), else `language`. */
function readLanguage(entry: BibtexEntry, pub: Record<string, unknown>): FieldIssue[] {
  const field = typeof entry.fields.langid === 'string' ? 'langid' : 'language';
  const value = entry.fields[field];
  const read = languageOf(field, typeof value === 'string' ? value : undefined);
  if (read.language) pub.language = read.language;
  return read.warnings;
}

/**
 * A publication date finer than its year: BibLaTeX's `date` ("2019-03-15") or BibTeX's
 * `month` (the parser gives "3" for `mar`) is an article's or a web page's `series.publicDate`;
 * other types hold the year alone, and are warned of the rest.
 */
function readDate(entry: BibtexEntry, type: number, pub: Record<string, unknown>): FieldIssue[] {
  if (type === 5 || type === 6) return [...dateRangeEnd(entry)];
  const f = entry.fields;
  const date = typeof f.date === 'string' ? /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(f.date.trim()) : null;
  const month =
    typeof f.month === 'string' && /^\d{1,2}$/.test(f.month.trim()) ? f.month.trim().padStart(2, '0') : undefined;
  const year = getPath(pub, 'outputData.year');
  const full = date?.[2] ? date[0] : month && year && /^\d{4}$/.test(year) ? `${year}-${month}` : undefined;
  const field = date?.[2] ? 'date' : 'month';
  const range = dateRangeEnd(entry);
  if (!full)
    return typeof f.month === 'string' ? [...range, { field: 'month', message: `"${f.month}" not kept` }] : range;
  if (DATED.includes(type)) {
    if (!getPath(pub, 'series.publicDate')) setPath(pub, 'series.publicDate', full);
    return range;
  }
  return [
    ...range,
    {
      field,
      message: `"${field === 'date' ? f.date : f.month}" not kept beyond the year (a ${TYPE_WORD[type]} holds its year only)`,
    },
  ];
}
const TYPE_WORD: Record<number, string> = { 2: 'book', 3: 'conference paper', 4: 'dissertation' };

/**
 * BibLaTeX's date range (`date = {1984/1986}`, a multi-volume work published over years;
 * biblatex manual §2.3.8): the start is the record's year, the end is named in a warning (a
 * record holds one year, and the styles print the year they are given).
 */
function dateRangeEnd(entry: BibtexEntry): FieldIssue[] {
  const date = typeof entry.fields.date === 'string' ? entry.fields.date.trim() : '';
  const range = /^(\d{4})[^/]*\/(\d{4})/.exec(date);
  return range && range[1] !== range[2]
    ? [{ field: 'date', message: `"${date}": the end of the range (${range[2]}) not kept (a record holds one year)` }]
    : [];
}

/**
 * A report's kind and number (`@report` `type = {Technical Report}`, `number = {TP-55}`; classic
 * `@techreport` prints "Technical Report" when it has no `type`) as the series it is numbered in:
 * `series.series` + `series.number`, which the styles print as "Technical Report TP-55". A report
 * that names a series of its own keeps the series and is warned of its kind.
 */
function readReport(entry: BibtexEntry, pub: Record<string, unknown>): FieldIssue[] {
  const kind = /^(tech)?report$/i.test(entry.type) ? entry.fields.type : undefined;
  const given = typeof kind === 'string' ? kind.trim() : /^techreport$/i.test(entry.type) ? 'techreport' : '';
  const words = ownEntry(REPORT_KEYS, given.toLowerCase()) ?? given;
  // classic @techreport's default words are no loss beside a series of its own
  if (!words || (typeof kind !== 'string' && getPath(pub, 'series.series'))) return [];
  return placeReportKind(pub, words, 'type');
}

/**
 * Mendeley writes a web page's access date into `volume` (the year) and `issue` ("May 12,"):
 * read back as the access date, not as a volume and number a web page does not have.
 */
function readMendeleyAccess(entry: BibtexEntry, type: number, pub: Record<string, unknown>): boolean {
  const f = entry.fields;
  const year = typeof f.volume === 'string' ? /^\s*(\d{4})\s*$/.exec(f.volume)?.[1] : undefined;
  const day = typeof f.issue === 'string' ? /^\s*([a-z]+)\.?\s+(\d{1,2}),?\s*$/i.exec(f.issue) : null;
  const month = day ? monthOfName(day[1]) : 0;
  if (type !== 7 || !year || !day || !month) return false;
  const series = pub.series as Record<string, unknown> | undefined;
  if (series) {
    delete series.volume;
    delete series.number;
    if (!Object.keys(series).length) delete pub.series;
  }
  if (!getPath(pub, 'accessData.accessedDate'))
    setPath(pub, 'accessData.accessedDate', `${year}-${String(month).padStart(2, '0')}-${day[2]?.padStart(2, '0')}`);
  return true;
}
/** BibLaTeX's localisation keys for a report's `type` (biblatex manual §4.9.2.13), in the words they print. */
const REPORT_KEYS: Record<string, string> = { techreport: 'Technical Report', resreport: 'Research Report' };

/**
 * Classic BibTeX's web page: the URL in `howpublished = {\url{…}}` (any other `howpublished`,
 * "Privately printed", is the publication notice, read as the publisher when there is none),
 * the access date in `note` ("Accessed: 2020-05-12", "Last accessed 12 May 2020", Wikipedia's
 * "[Online; accessed 12-May-2020]"). A note that says only that is not kept as a note.
 */
function readHowPublished(entry: BibtexEntry, type: number, pub: Record<string, unknown>): FieldIssue[] {
  const f = entry.fields;
  const how = typeof f.howpublished === 'string' ? f.howpublished.trim() : '';
  const warnings: FieldIssue[] = [];
  if (how && !howpublishedUrl(entry)) {
    if (!getPath(pub, 'outputData.publisher') && type !== 4) setPath(pub, 'outputData.publisher', how);
    else warnings.push({ field: 'howpublished', message: `"${how}" not kept beside the publisher` });
  }
  const note = typeof f.note === 'string' ? f.note.trim() : '';
  const accessed =
    /^\[?\s*(?:online;\s*)?(?:last\s+)?(?:accessed|retrieved|viewed)(?:\s+on)?:?\s*([^\]]+?)\s*\.?\]?$/i.exec(note);
  const date = accessed?.[1] ? isoOfDateText(accessed[1]) : undefined;
  if (date?.exact && getPath(pub, 'accessData.link')) {
    if (!getPath(pub, 'accessData.accessedDate')) setPath(pub, 'accessData.accessedDate', date.iso);
    delete pub.note;
  }
  return warnings;
}

function readSpecial(entry: BibtexEntry, type: number, pub: Record<string, unknown>): void {
  const f = entry.fields;
  const doi = typeof f.doi === 'string' ? f.doi : undefined;
  const url = typeof f.url === 'string' ? f.url : howpublishedUrl(entry);
  if (doi) {
    setPath(pub, 'accessData.link', bareDoi(doi));
    setPath(pub, 'accessData.type', 'doi');
  } else if (url) {
    setPath(pub, 'accessData.link', url);
    setPath(pub, 'accessData.type', 'url');
  }
  if (type === 5 && typeof f.number === 'string') setPath(pub, 'title.standartNumber', [splitStandardNumber(f.number)]);
  if (type === 3 && typeof f.eventdate === 'string') {
    const [start, end] = f.eventdate.split('/');
    if (start) setPath(pub, 'specialData.date', start);
    if (end) setPath(pub, 'specialData.dateEnd', end);
  }
  if (type === 4) {
    const degree = degreeOfWords(typeof f.type === 'string' ? f.type : entry.type);
    for (const [k, v] of Object.entries(degree ? DEGREE_FIELDS[degree] : {})) setPath(pub, `specialData.${k}`, v);
    setPath(pub, 'specialData.dissertation', true);
  }
  // BibLaTeX's `date` is the publication date, except for standards and patents, where it is mapped above.
  if (
    type !== 5 &&
    type !== 6 &&
    !getPath(pub, 'outputData.year') &&
    typeof f.date === 'string' &&
    /^\d{4}/.test(f.date)
  ) {
    setPath(pub, 'outputData.year', f.date.slice(0, 4));
  }
}

/** Resolvers for BibLaTeX's `eprinttype` (biblatex manual §3.13.7), so an arXiv or PubMed id is a link and not lost. */
const EPRINT_URL: Record<string, (id: string) => string> = {
  arxiv: (id) => `https://arxiv.org/abs/${id}`,
  pubmed: (id) => `https://pubmed.ncbi.nlm.nih.gov/${id}/`,
  pmid: (id) => `https://pubmed.ncbi.nlm.nih.gov/${id}/`,
  pmcid: (id) => `https://www.ncbi.nlm.nih.gov/pmc/articles/${id}/`,
  hdl: (id) => `https://hdl.handle.net/${id}`,
  jstor: (id) => `https://www.jstor.org/stable/${id}`,
};

/** The eprint's address (`eprint` with `eprinttype`, or arXiv's own `archivePrefix`), when its archive is known. */
function eprintLink(entry: BibtexEntry): string | undefined {
  const f = entry.fields;
  const id = typeof f.eprint === 'string' ? f.eprint.trim() : '';
  const kind = [f.eprinttype, f.archiveprefix]
    .find((v): v is string => typeof v === 'string')
    ?.trim()
    .toLowerCase();
  const url = kind ? ownEntry(EPRINT_URL, kind) : undefined;
  return id && url ? url(id) : undefined;
}

/** BibLaTeX's localisation keys for countries (biblatex manual §4.9.2.16) as Referent writes a patent office. */
const COUNTRY: Record<string, string> = {
  de: 'Germany, DE',
  eu: 'European Patent Office, EP',
  fr: 'France, FR',
  gb: 'United Kingdom, GB',
  uk: 'United Kingdom, GB',
  us: 'United States, US',
};

/**
 * A patent's office from BibLaTeX's keys: `location = {countryfr and countryde}` or a `type`
 * such as `patentus` / `patreqfr` (a patent or a patent request of that country), when the
 * record names no office in plain words. `patentOffice` holds one "Office, CODE" pair (spec
 * §3), so of several countries the first is kept and the others are named in the warnings.
 */
function patentOffice(entry: BibtexEntry, pub: Record<string, unknown>): FieldIssue[] {
  const keys = getPath(pub, 'specialData.patentOffice')?.split(/\s*[;,]\s*/) ?? [];
  const countries = keys.map((k) =>
    /^country[a-z]{2}$/i.test(k) ? ownEntry(COUNTRY, k.slice(7).toLowerCase()) : undefined,
  );
  const warnings: FieldIssue[] = [];
  if (keys.length && countries.every(Boolean)) {
    setPath(pub, 'specialData.patentOffice', countries[0]);
    if (keys.length > 1)
      warnings.push({ field: 'location', message: `one patent office is kept; not kept: ${keys.slice(1).join(', ')}` });
  }
  const type = typeof entry.fields.type === 'string' ? entry.fields.type.trim() : '';
  const kind = /^pat(ent|req)([a-z]{2})?$/i.exec(type);
  const country = kind?.[2] ? ownEntry(COUNTRY, kind[2].toLowerCase()) : undefined;
  if (country && !getPath(pub, 'specialData.patentOffice')) setPath(pub, 'specialData.patentOffice', country);
  // A patent request (`patreq`, `patreqfr`) is an application (spec §3 patentType: 1 patent, 2 author's certificate, 3 application).
  if (kind?.[1]?.toLowerCase() === 'req') setPath(pub, 'specialData.patentType', '3');
  else if (type && !kind)
    warnings.push({ field: 'type', message: `"${type}" not kept (a patent's kind is patent or request)` });
  return warnings;
}

/**
 * The number of a part's host in its series: `number` beside `series` (biblatex manual
 * §2.2.2: "the number of a … work in a series"), not a part of the host. `volume` stays the
 * host's volume in every type (biblatex's meaning; DBLP's LNCS "volume" too, which the styles
 * print as the series number where their manual does), so a written host reads back the same.
 * The number the field table read as the part's issue (`series.issue`, "pt. 1234") is taken back.
 */
function seriesNumberOf(entry: BibtexEntry, pub: Record<string, unknown>): string | undefined {
  const value = (field: string) => {
    const v = entry.fields[field];
    return typeof v === 'string' ? v.trim() || undefined : undefined;
  };
  if (!value('series')) return undefined;
  const number = value('number');
  if (!number) return undefined;
  const series = pub.series as Record<string, unknown> | undefined;
  if (series) {
    for (const key of ['issue', 'number']) if (series[key] === number) delete series[key];
    if (!Object.keys(series).length) delete pub.series;
  }
  return number;
}

/**
 * A field whose every row lost to another field of the same path with a different value
 * (`journal` beside a different `journaltitle`): read by the table, yet not kept.
 */
function shadowed(field: string, value: string | undefined, type: number, pub: Record<string, unknown>): boolean {
  if (!value || ALWAYS_READ.includes(field)) return false;
  const rows = FIELDS.filter(([f, , types]) => f === field && applies(types, type));
  return rows.length > 0 && rows.every(([, path]) => getPath(pub, path) !== value);
}

/**
 * Reads one BibTeX/BibLaTeX entry as a Publication. The entry key becomes `id`.
 * @example publicationFromBibtex({ type: 'article', key: 'k', fields: { title: 'T' } }) // { publication: { idTypePublication: 1, … } }
 */
export function publicationFromBibtex(entry: BibtexEntry): ImportResult {
  const { mapping, known } = typeOf(entry);
  const type = mapping.type;
  const warnings = known
    ? typeWarning('type', `@${entry.type}`, mapping)
    : [
        {
          field: 'type',
          message: `unknown entry type "@${entry.type}" was read as ${type === 7 ? 'a web resource' : 'a book'}`,
        },
      ];
  const pub: Record<string, unknown> = { idTypePublication: type };
  if (entry.key) pub.id = entry.key;
  const text = (field: string) => {
    const value = entry.fields[field];
    return typeof value === 'string' ? value.trim() || undefined : undefined;
  };
  readFields(FIELDS, type, (field) => (mapping.part && HOST_FIELDS.includes(field) ? undefined : text(field)), pub);
  const main = joinedTitle(text('maintitle'), text('mainsubtitle'));
  if (mapping.part) {
    if (text('pages')) setPath(pub, 'physical.pages', text('pages'));
    const book = joinedTitle(text('booktitle'), text('booksubtitle'));
    const editors = entry.fields.editor;
    const number = seriesNumberOf(entry, pub);
    setHost(pub, {
      title: main ?? book,
      nameVolume: main ? book : undefined,
      editors: Array.isArray(editors) ? withoutOthers(editors).people : undefined,
      publisher: text('publisher'),
      place: text('location') ?? text('address'),
      volume: text('volume'),
      series: numberedSeries(text('series'), number),
      edition: text('edition'),
      isbn: text('isbn'),
    });
  }
  // A whole issue (@periodical): its `title` is the journal's, `issuetitle` the issue's own (BibLaTeX manual §2.1.1).
  const issue = /^(supp)?periodical$/i.test(entry.type) && !text('journaltitle') && !text('journal');
  if (issue && text('title')) {
    setPath(pub, 'series.series', text('title'));
    const own = joinedTitle(text('issuetitle'), text('issuesubtitle'));
    if (own) setPath(pub, 'title.publicationTitle', own);
  }
  // Zotero (Better BibTeX) writes the whole title with its short title, the title before the
  // colon: split there, as for RIS ST and CSL title-short, when there is no subtitle field.
  const short = text('shorttitle');
  const split =
    type !== 3 && !issue && !text('subtitle') && text('title')
      ? splitAtShortTitle(text('title') ?? '', short)
      : undefined;
  if (split) {
    setPath(pub, 'title.publicationTitle', split.title);
    setPath(pub, 'title.infoAbouteTitle', split.subtitle);
  }
  const volumeOfWork = Boolean(main && !mapping.part && type === 2 && text('title'));
  if (volumeOfWork) {
    // One volume of a multi-volume work: the work's title leads, the volume's own title follows it.
    setPath(pub, 'title.nameVolume', joinedTitle(text('title'), text('subtitle')));
    setPath(pub, 'title.publicationTitle', text('maintitle'));
    if (text('mainsubtitle')) setPath(pub, 'title.infoAbouteTitle', text('mainsubtitle'));
    else delete (pub.title as Record<string, unknown>).infoAbouteTitle;
  }
  let others = false;
  for (const [field, role] of ROLES) {
    if (mapping.part && field === 'editor') continue;
    const list = entry.fields[field];
    if (!Array.isArray(list)) continue;
    const read = withoutOthers(list);
    others ||= read.others && role === '1';
    addCreators(pub, role, read.people);
  }
  if (others)
    warnings.push({
      field: 'author',
      message:
        'the author list ends with "and others": the named authors are kept, and styles print "et al." by their own rule',
    });
  // An organisation holds a patent whole ("Acme Corp.", never the person "Corp., Acme"); the holders are the organisations' role.
  if (type === 6 && Array.isArray(entry.fields.holder)) addPeople(pub, '5', entry.fields.holder.map(wholeOrganisation));
  if (type === 6) warnings.push(...patentOffice(entry, pub));
  readSpecial(entry, type, pub);
  warnings.push(...storedIdentifiers(pub, (path) => (path === 'series.issn' ? 'issn' : 'isbn')));
  warnings.push(...urlBesideDoi('url', text('doi'), text('url')));
  warnings.push(...readLanguage(entry, pub), ...readDate(entry, type, pub), ...readHowPublished(entry, type, pub));
  if (type === 2) warnings.push(...readReport(entry, pub));
  const mendeley = readMendeleyAccess(entry, type, pub);
  // An arXiv or PubMed id is the record's link when it has no DOI or URL of its own.
  const eprint = !getPath(pub, 'accessData.link') ? eprintLink(entry) : undefined;
  if (eprint) {
    setPath(pub, 'accessData.link', eprint);
    setPath(pub, 'accessData.type', 'url');
  }
  const kept = new Set([
    ...FIELDS.filter(([, , types]) => applies(types, type)).map(([f]) => f),
    ...ROLES.map(([f]) => f),
    ...(mapping.part ? [...HOST_FIELDS, 'pages', 'booksubtitle'] : []),
    ...(main && (mapping.part || volumeOfWork) ? ['maintitle', 'mainsubtitle'] : []),
    ...(issue ? ['issuetitle', 'issuesubtitle'] : []),
    // A short title that is the title's start says nothing the title does not.
    ...(short && text('title')?.startsWith(short) ? ['shorttitle'] : []),
    ...(eprint ? ['eprint', 'eprinttype', 'eprintclass', 'archiveprefix', 'primaryclass'] : []),
    ...ALWAYS_READ,
    ...(type === 6 ? ['holder', 'type'] : []),
    ...(type === 4 || (type === 2 && /^(tech)?report$/i.test(entry.type)) ? ['type'] : []),
    ...(type === 5 ? ['number'] : []),
  ]);
  // Fields read outside the table (a part's host, a volume's title) are kept whatever the table's paths hold.
  const readElsewhere = new Set([
    ...(mapping.part ? [...HOST_FIELDS, ...(text('series') ? ['number'] : [])] : []),
    ...(mendeley ? ['volume', 'issue'] : []),
    // A patent's country keys ("countryus") are read as its office (`patentOffice`), which warns of any not kept.
    ...(type === 6 ? ['location'] : []),
    // A Russian or Ukrainian report's number follows its kind in the title information (`placeReportKind`).
    ...(/^(tech)?report$/i.test(entry.type) ? ['number'] : []),
    // A note that only gave the access date (`readHowPublished`).
    ...(typeof entry.fields.note === 'string' && !pub.note && getPath(pub, 'accessData.accessedDate') ? ['note'] : []),
    ...(volumeOfWork || issue || split ? ['title', 'subtitle'] : []),
    // An ISSN typed as `isbn` (or the reverse) is kept where its shape says (`storedIdentifiers`).
    'isbn',
    'issn',
  ]);
  warnings.push(
    ...unkeptWarning(
      'fields',
      Object.keys(entry.fields).filter(
        (f) =>
          !kept.has(f.toLowerCase()) ||
          (!readElsewhere.has(f.toLowerCase()) && shadowed(f.toLowerCase(), text(f), type, pub)),
      ),
    ),
  );
  return warnings.length ? { publication: pub, warnings } : { publication: pub };
}

/**
 * A BibTeX key that every BibTeX and BibLaTeX parser reads back: the record's own id with the
 * characters outside letters, digits and `_:./+-` (what BibTeX, Biber and the parsers all
 * accept in a key) made `-`, so a CSL id such as a URL or DOI keeps its readable shape; `ref` when nothing is left.
 * The same id always gives the same key.
 * @example bibtexKey('https://doi.org/10.1/x y') // 'https://doi.org/10.1/x-y'
 */
export function bibtexKey(id: string | number | undefined): string {
  const key = String(id ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_:./+-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return key || 'ref';
}

/** LaTeX's special characters escaped, so a parser reads back the same text. */
function escapeLatex(value: string): string {
  return value.replace(/([&%$#_])/g, '\\$1').replace(/[{}]/g, (c) => `\\${c}`);
}

/** A name part with a comma (or " and ") is braced, so BibTeX does not split the name there. */
const namePart = (part: string | undefined) => {
  const text = escapeLatex(part ?? '');
  return /,|\sand\s/i.test(text) ? `{${text}}` : text;
};

/**
 * A URL or DOI as BibTeX parsers read back: "$" (math), braces and backslashes percent-encoded,
 * which resolvers treat as the same address (RFC 3986, 2.1).
 */
const verbatim = (link: string) => link.replace(/[$\\{}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const nameList = (creators: Creator[]) =>
  creators
    .map((c) => {
      if (c.literal) return `{${escapeLatex(c.literal)}}`;
      // BibTeX's three-part form puts the suffix second: "King, Jr., Martin Luther".
      const family = c.suffix ? `${namePart(c.family)}, ${namePart(c.suffix)}` : namePart(c.family);
      return c.given ? `${family}, ${namePart(c.given)}` : family;
    })
    .join(' and ');

/** BibLaTeX's literal lists among the fields written: several names joined by "and" (`bibtexLiterals`). */
const LISTS = ['publisher', 'location', 'institution', 'organization'];

function writtenFields(pub: Publication, type: number): [string, string][] {
  return writeFields(FIELDS, type, pub).map(([field, value]) => [
    field,
    LISTS.includes(field) ? bibtexLiterals(escapeLatex(value)) : escapeLatex(value),
  ]);
}

function specialFields(pub: Publication, type: number): [string, string][] {
  const out: [string, string][] = [];
  const organisations = creatorsOf(pub, '5');
  const authors = [...creatorsOf(pub, '1'), ...(type === 6 ? [] : organisations)];
  if (authors.length) out.push(['author', nameList(authors)]);
  for (const [field, role] of ROLES.slice(1)) {
    const people = creatorsOf(pub, role);
    if (people.length) out.push([field, nameList(people)]);
  }
  if (type === 6 && organisations.length) out.push(['holder', nameList(organisations)]);
  // An application is BibLaTeX's patent request; its office stays in `location`.
  if (type === 6 && patentKindOf(pub) === 'application') out.push(['type', 'patreq']);
  const link = getPath(pub, 'accessData.link');
  if (link) {
    const isDoi =
      getPath(pub, 'accessData.type')?.toLowerCase() === 'doi' || /^(https?:\/\/(dx\.)?doi\.org\/)?10\.\d/.test(link);
    out.push(isDoi ? ['doi', verbatim(bareDoi(link))] : ['url', verbatim(link)]);
  }
  if (pub.language) out.push(['langid', LANGUAGE_OUT[pub.language]]);
  const standard = pub.title?.standartNumber?.[0];
  if (type === 5 && standard)
    out.push(['number', escapeLatex(`${standard.standart ?? ''} ${standard.number ?? ''}`.trim())]);
  const date = getPath(pub, 'series.publicDate');
  const year = getPath(pub, 'outputData.year');
  if (DATED.includes(type) && date && year && /^\d{4}-\d{2}/.test(date) && date.startsWith(year))
    out.push(['date', date]);
  const [start, end] = [getPath(pub, 'specialData.date'), getPath(pub, 'specialData.dateEnd')];
  if (type === 3 && start) out.push(['eventdate', end ? `${start}/${end}` : start]);
  const degree = degreeOfRecord(pub);
  const degreeType = degree && DEGREE_TYPE[degree];
  if (type === 4 && degreeType) out.push(['type', degreeType]);
  return out;
}

/**
 * One volume of a multi-volume book as BibLaTeX writes it: the work's title in `maintitle`
 * (its other title information in `mainsubtitle`), the volume's own title in `title`.
 */
function volumeTitled(pub: Publication, type: number, fields: [string, string][]): [string, string][] {
  const volume = getPath(pub, 'title.nameVolume');
  if (type !== 2 || !volume || !getPath(pub, 'title.publicationTitle')) return fields;
  const renamed = fields.map(([f, v]): [string, string] =>
    f === 'title' ? ['maintitle', v] : f === 'subtitle' ? ['mainsubtitle', v] : [f, v],
  );
  return [['title', escapeLatex(volume)], ...renamed];
}

/**
 * Writes one Publication as a BibLaTeX entry (`@type{key, field = {value}, …}`).
 * @example bibtexFromPublication(pub, 'sapolsky2017') // '@book{sapolsky2017,\n  title = {Behave},\n …}\n'
 */
export function bibtexFromPublication(pub: Publication, key: string): string {
  const type = typeIdOfPublication(pub);
  const host = type <= 3 ? hostOf(pub) : undefined;
  const fields = [...specialFields(pub, type), ...writtenFields(pub, type)];
  if (host) {
    // A part: the host's fields replace the record's own series and imprint.
    const hostFields: [string, string | undefined][] = [
      ['booktitle', host.nameVolume ?? host.title],
      ['maintitle', host.nameVolume ? host.title : undefined],
      ['editor', host.editors?.length ? nameList(host.editors) : undefined],
      ['publisher', host.publisher && bibtexLiterals(escapeLatex(host.publisher))],
      ['location', host.place && bibtexLiterals(escapeLatex(host.place))],
      ['volume', host.volume && escapeLatex(host.volume)],
      ['series', host.series && escapeLatex(host.series)],
      ['edition', host.edition && escapeLatex(host.edition)],
      ['isbn', hostIsbn(pub)],
    ];
    const given = hostFields.filter((f): f is [string, string] => Boolean(f[1]));
    const names = new Set(given.map(([f]) => f));
    const pages = getPath(pub, 'physical.pages');
    const own = fields.filter(([f]) => !names.has(f) && f !== 'pagetotal' && f !== 'pages' && f !== 'address');
    const all = [
      ...own,
      ...given.map(([f, v]): [string, string] => [f, f === 'booktitle' || f === 'maintitle' ? escapeLatex(v) : v]),
      ...(pages ? [['pages', escapeLatex(pages)] as [string, string]] : []),
    ];
    const entryType =
      type === 3 ? 'inproceedings' : type === 2 ? (host.editors?.length ? 'incollection' : 'inbook') : 'article';
    return `@${entryType}{${bibtexKey(key)},\n${all.map(([f, v]) => `  ${f} = {${v}}`).join(',\n')}\n}\n`;
  }
  const body = volumeTitled(pub, type, fields)
    .map(([f, v]) => `  ${f} = {${v}}`)
    .join(',\n');
  const entryType = type === 4 && degreeOfRecord(pub) === 'masters' ? 'mastersthesis' : TYPE_OUT[type];
  return `@${entryType ?? 'misc'}{${bibtexKey(key)},\n${body}\n}\n`;
}
