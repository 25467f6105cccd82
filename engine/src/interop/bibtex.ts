import type { AuthorRole, Publication } from '../model/publication.js';
import { typeIdOfPublication } from '../parts/fields.js';
import { getPath, setPath } from './field-path.js';
import { addCreators, type FieldTable, readFields, writeFields } from './field-table.js';
import { bareDoi, type ImportResult, LANGUAGE_NAMES, LANGUAGE_OUT, splitStandardNumber } from './import-result.js';
import { addPeople, type Creator, creatorsOf } from './people.js';

/**
 * One BibTeX/BibLaTeX entry as a parser gives it (the CLI uses @retorquere/bibtex-parser,
 * which decodes LaTeX and splits names): type, key, and fields as text or name lists.
 */
export interface BibtexEntry {
  type: string;
  key: string;
  fields: Record<string, string | Creator[]>;
}

/** BibTeX/BibLaTeX entry types → spec source type ids (1 article … 7 web resource). */
const TYPE_IN: Record<string, number> = {
  article: 1,
  book: 2,
  mvbook: 2,
  inbook: 2,
  booklet: 2,
  collection: 2,
  incollection: 2,
  manual: 2,
  report: 2,
  techreport: 2,
  inproceedings: 3,
  proceedings: 3,
  conference: 3,
  phdthesis: 4,
  mastersthesis: 4,
  thesis: 4,
  standard: 5,
  patent: 6,
  online: 7,
  www: 7,
  electronic: 7,
  webpage: 7,
};
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
  ['number', 'series.issue', [1, 2, 3, 7]],
  ['issue', 'series.number', [1, 2, 3, 7]],
  ['volumes', 'series.countVolume'],
  ['year', 'outputData.year'],
  ['publisher', 'outputData.publisher'],
  ['address', 'outputData.editionPlace'],
  ['location', 'outputData.editionPlace', [1, 2, 3, 4, 5, 7]],
  ['pages', 'physical.pages', [1, 3, 7]],
  ['pagetotal', 'physical.pages', [2, 4, 5, 6]],
  ['edition', 'edition'],
  ['note', 'note'],
  ['urldate', 'accessData.accessedDate'],
  ['school', 'specialData.organization', [4]],
  ['institution', 'specialData.organization', [4]],
  ['organization', 'specialData.organization', [3, 5]],
  ['venue', 'specialData.place', [3, 4]],
  ['date', 'specialData.date', [5]],
  ['date', 'specialData.datePublication', [6]],
  ['number', 'specialData.patentNumber', [6]],
  ['location', 'specialData.patentOffice', [6]],
  ['specialty', 'specialData.specialty', [4]],
  ['specialtycode', 'specialData.codeSpecialty', [4]],
];

/** Name lists ↔ roles: authors, other contributors, editors, translators (organisations go with authors as literals). */
const ROLES: [field: string, role: AuthorRole][] = [
  ['author', '1'],
  ['editora', '2'],
  ['editor', '3'],
  ['translator', '4'],
];

/** Academic degree (spec: 1 candidate, 2 doctor, 3 other) ↔ BibLaTeX's thesis `type`. */
const DEGREE_OUT: Record<string, string> = { '1': 'candidate', '2': 'doctor', '3': 'phdthesis' };
const DEGREE_IN: Record<string, number> = {
  candidate: 1,
  doctor: 2,
  phdthesis: 3,
  phd: 3,
  mathesis: 3,
  mastersthesis: 3,
};

function typeOf(entry: BibtexEntry): number | undefined {
  const type = entry.type.toLowerCase();
  if (type === 'misc') return typeof entry.fields.url === 'string' ? 7 : 2;
  return TYPE_IN[type];
}

function readSpecial(entry: BibtexEntry, type: number, pub: Record<string, unknown>): void {
  const f = entry.fields;
  const doi = typeof f.doi === 'string' ? f.doi : undefined;
  const url = typeof f.url === 'string' ? f.url : undefined;
  if (doi) {
    setPath(pub, 'accessData.link', bareDoi(doi));
    setPath(pub, 'accessData.type', 'doi');
  } else if (url) {
    setPath(pub, 'accessData.link', url);
    setPath(pub, 'accessData.type', 'url');
  }
  const lang = (
    typeof f.langid === 'string' ? f.langid : typeof f.language === 'string' ? f.language : ''
  ).toLowerCase();
  if (LANGUAGE_NAMES[lang]) pub.language = LANGUAGE_NAMES[lang];
  if (type === 5 && typeof f.number === 'string') setPath(pub, 'title.standartNumber', [splitStandardNumber(f.number)]);
  if (type === 3 && typeof f.eventdate === 'string') {
    const [start, end] = f.eventdate.split('/');
    if (start) setPath(pub, 'specialData.date', start);
    if (end) setPath(pub, 'specialData.dateEnd', end);
  }
  if (type === 4) {
    const degree = DEGREE_IN[(typeof f.type === 'string' ? f.type : entry.type).toLowerCase()];
    if (degree) setPath(pub, 'specialData.idAcademicDegree', degree);
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

/**
 * Reads one BibTeX/BibLaTeX entry as a Publication. The entry key becomes `id`.
 * @example publicationFromBibtex({ type: 'article', key: 'k', fields: { title: 'T' } }) // { publication: { idTypePublication: 1, … } }
 */
export function publicationFromBibtex(entry: BibtexEntry): ImportResult {
  const type = typeOf(entry);
  if (!type) return { issues: [{ field: 'type', message: `unknown BibTeX entry type "@${entry.type}"` }] };
  const pub: Record<string, unknown> = { idTypePublication: type };
  if (entry.key) pub.id = entry.key;
  readFields(
    FIELDS,
    type,
    (field) => {
      const value = entry.fields[field];
      return typeof value === 'string' ? value.trim() || undefined : undefined;
    },
    pub,
  );
  for (const [field, role] of ROLES) {
    const list = entry.fields[field];
    if (Array.isArray(list)) addCreators(pub, role, list);
  }
  if (type === 6 && Array.isArray(entry.fields.holder)) addPeople(pub, '5', entry.fields.holder);
  readSpecial(entry, type, pub);
  return { publication: pub };
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
      return c.given ? `${namePart(c.family)}, ${namePart(c.given)}` : namePart(c.family);
    })
    .join(' and ');

function writtenFields(pub: Publication, type: number): [string, string][] {
  return writeFields(FIELDS, type, pub).map(([field, value]) => [field, escapeLatex(value)]);
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
  const [start, end] = [getPath(pub, 'specialData.date'), getPath(pub, 'specialData.dateEnd')];
  if (type === 3 && start) out.push(['eventdate', end ? `${start}/${end}` : start]);
  const degree = DEGREE_OUT[getPath(pub, 'specialData.idAcademicDegree') ?? ''];
  if (type === 4 && degree) out.push(['type', degree]);
  return out;
}

/**
 * Writes one Publication as a BibLaTeX entry (`@type{key, field = {value}, …}`).
 * @example bibtexFromPublication(pub, 'sapolsky2017') // '@book{sapolsky2017,\n  title = {Behave},\n …}\n'
 */
export function bibtexFromPublication(pub: Publication, key: string): string {
  const type = typeIdOfPublication(pub);
  const fields = [...specialFields(pub, type), ...writtenFields(pub, type)];
  const body = fields.map(([f, v]) => `  ${f} = {${v}}`).join(',\n');
  return `@${TYPE_OUT[type] ?? 'misc'}{${key},\n${body}\n}\n`;
}
