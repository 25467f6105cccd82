import type { FieldIssue } from '../dispatch.js';
import { ownEntry } from '../model/own-entry.js';
import type { AuthorRole, Publication } from '../model/publication.js';
import { identifierKind } from '../model/standard-identifier.js';
import { DEGREE_FIELDS, type DegreeKind, degreeOfRecord, degreeOfWords } from '../parts/degree-words.js';
import { typeIdOfPublication } from '../parts/fields.js';
import { getPath, setPath } from './field-path.js';
import { addCreators, applies, type FieldTable, readFields, writeFields } from './field-table.js';
import { hostIsbn, hostOf, setHost } from './host-fields.js';
import { firstIdentifier, storedIdentifiers } from './identifier-fields.js';
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
import { plainOfMarkup } from './markup-text.js';
import { patentHolders } from './organisation-name.js';
import { creatorsFromRis, creatorsOf, invertedName } from './people.js';
import { isNationalRecord, placeReportKind } from './report-kind.js';
import { isoOfRisDate, risOfIsoDate } from './ris-date.js';
import { numberedSeries } from './series-number.js';
import { joinedTitle, splitAtShortTitle } from './title-parts.js';
import { urlBesideDoi } from './url-beside-doi.js';

/** One RIS record as a parser gives it: tag → value, or values when the tag repeats. */
export type RisRecord = Record<string, string | string[]>;

/**
 * Every reference type of the RIS specification (RefMan/EndNote/Zotero, 2011 list) → the
 * nearest Publication type; parts (CHAP, ECHAP, CPAPER, DICT/ENCYC entries) keep their host
 * in `publication.host`, and a type that means more than its Publication type keeps is read
 * with a warning.
 */
const T = (type: number, part?: boolean, lossy?: string): TypeMapping => ({
  type,
  ...(part ? { part } : {}),
  ...(lossy ? { lossy } : {}),
});
const TYPE_IN: Record<string, TypeMapping> = {
  JOUR: T(1),
  JFULL: T(1, false, 'a whole journal issue'),
  MGZN: T(1),
  NEWS: T(1),
  EJOUR: T(1),
  INPR: T(1, false, 'an article in press'),
  ABST: T(1, false, 'an abstract'),
  SER: T(1, false, 'a serial publication'),
  BOOK: T(2),
  EBOOK: T(2),
  EDBOOK: T(2),
  CHAP: T(2, true),
  ECHAP: T(2, true),
  DICT: T(2, true, 'a dictionary entry'),
  ENCYC: T(2, true, 'an encyclopedia entry'),
  RPRT: T(2),
  GEN: T(2),
  PAMP: T(2),
  MANSCPT: T(2, false, 'a manuscript'),
  UNPB: T(2, false, 'an unpublished work'),
  CLSWK: T(2, false, 'a classical work'),
  ANCIENT: T(2, false, 'an ancient text'),
  CTLG: T(2, false, 'a catalogue'),
  GOVDOC: T(2, false, 'a government document'),
  GRANT: T(2, false, 'a grant'),
  PCOMM: T(2, false, 'a personal communication'),
  CONF: T(3),
  CPAPER: T(3, true),
  THES: T(4),
  STAND: T(5),
  BILL: T(5, false, 'a bill'),
  UNBILL: T(5, false, 'an unenacted bill'),
  STAT: T(5, false, 'a statute'),
  LEGAL: T(5, false, 'a legal rule'),
  CASE: T(5, false, 'a court case'),
  HEAR: T(5, false, 'a hearing'),
  PAT: T(6),
  ELEC: T(7),
  WEB: T(7),
  BLOG: T(7),
  ICOMM: T(7),
  DATA: T(7, false, 'a data set'),
  DBASE: T(7, false, 'a database'),
  AGGR: T(7, false, 'an aggregated database'),
  COMP: T(7, false, 'a computer program'),
  MPCT: T(7, false, 'a film or broadcast'),
  VIDEO: T(7, false, 'a video recording'),
  SOUND: T(7, false, 'a sound recording'),
  MUSIC: T(7, false, 'a music score'),
  ART: T(7, false, 'a work of art'),
  ADVS: T(7, false, 'audiovisual material'),
  CHART: T(7, false, 'a chart'),
  EQUA: T(7, false, 'an equation'),
  FIGURE: T(7, false, 'a figure'),
  MAP: T(7, false, 'a map'),
  MULTI: T(7, false, 'online multimedia'),
  SLIDE: T(7, false, 'a slide'),
};
/** RIS tags of a part's host (T2/BT title, ED/A2 editors, PB, CY, VL, T3, ET). */
const HOST_TAGS = ['T2', 'BT', 'JO', 'JF', 'ED', 'A2', 'PB', 'CY', 'VL', 'T3', 'ET'];
/** Tags read outside the table, or that hold nothing to keep (`TY`, `ER`). */
const ALWAYS_READ = ['TY', 'ER', 'SP', 'EP', 'DO', 'UR', 'LA', 'ST', 'DA'];
/** Publication dates, held as ISO text and written by the RIS specification's `YYYY/MM/DD/` in `DA`. */
const DATE_PATHS = [
  'series.publicDate',
  'specialData.date',
  'specialData.dateEnd',
  'specialData.datePublication',
  'specialData.applicationDate',
  'accessData.accessedDate',
];
const TYPE_OUT: Record<number, string> = {
  1: 'JOUR',
  2: 'BOOK',
  3: 'CPAPER',
  4: 'THES',
  5: 'STAND',
  6: 'PAT',
  7: 'ELEC',
};
/** Spec §3 periodical type (1 magazine, 2 journal, 3 newspaper) ↔ RIS type. */
const PERIODICAL: Record<string, number> = { MGZN: 1, JOUR: 2, NEWS: 3 };

/** Tags ↔ Publication paths, for the types listed (all when none); later rows with a path are read only. */
const TAGS: FieldTable = [
  ['ID', 'id'],
  ['TI', 'title.publicationTitle'],
  ['T1', 'title.publicationTitle'],
  // A conference paper's other title information describes the conference (docs/model.md), no subtitle of its own.
  ['M3', 'title.infoAbouteTitle', [3]],
  ['T2', 'series.series'],
  ['JO', 'series.series'],
  ['JF', 'series.series'],
  ['BT', 'series.series'],
  ['T3', 'series.series'],
  ['VL', 'series.volume'],
  ['IS', 'series.issue', [1, 2, 3, 7]],
  ['M1', 'series.number', [1, 2, 3, 7]],
  ['NV', 'series.countVolume'],
  ['PY', 'outputData.year'],
  ['Y1', 'outputData.year'],
  // A patent's PB is its assignee (`readPatentHolders`).
  ['PB', 'outputData.publisher', [1, 2, 3, 4, 5, 7]],
  ['CY', 'outputData.editionPlace'],
  ['ET', 'edition'],
  ['N1', 'note'],
  ['Y2', 'accessData.accessedDate'],
  ['DA', 'series.publicDate', [1, 7]],
  ['DA', 'specialData.date', [3, 4, 5]],
  ['DA', 'specialData.datePublication', [6]],
  ['C1', 'specialData.place', [3, 4]],
  ['C2', 'specialData.dateEnd', [3]],
  ['C3', 'specialData.organization', [3, 4, 5]],
  ['C4', 'specialData.specialty', [4]],
  ['C5', 'specialData.codeSpecialty', [4]],
  ['IS', 'specialData.patentNumber', [6]],
  // Zotero writes a patent's number in SN and its country in C3 (zotero/translators RIS.js fieldMap).
  ['SN', 'specialData.patentNumber', [6]],
  ['M1', 'specialData.registerNum', [6]],
  ['C1', 'specialData.patentOffice', [6]],
  ['C3', 'specialData.patentOffice', [6]],
  ['C2', 'specialData.applicationDate', [6]],
];
/** Name tags ↔ roles (RIS: AU primary, A2 secondary/editor, A3 tertiary, A4 subsidiary/translator). */
const ROLES: [tag: string, role: AuthorRole][] = [
  ['AU', '1'],
  ['A1', '1'],
  ['A3', '2'],
  ['A2', '3'],
  ['ED', '3'],
  ['A4', '4'],
];
/** RIS `M3` (thesis type) for each degree; read back through `degreeOfWords`. */
const DEGREE_OUT: Record<DegreeKind, string> = {
  candidate: 'Candidate',
  phd: 'PhD',
  doctor: 'Doctor',
  masters: "Master's thesis",
};

const values = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** A tag's first value, as plain text: Zotero writes rich text and HTML notes (`<p>…</p>`, `<i>…</i>`). */
const first = (rec: RisRecord, tag: string): string | undefined =>
  plainOfMarkup(values(rec[tag])[0]?.trim() ?? '') || undefined;

function readPages(rec: RisRecord, pub: Record<string, unknown>): void {
  const [start, end] = [first(rec, 'SP'), first(rec, 'EP')];
  if (start) setPath(pub, 'physical.pages', end && end !== start ? `${start}-${end}` : start);
}

/**
 * The title (`TI`, `T1`) split from its subtitle at the short title (`ST`, see `splitAtShortTitle`);
 * a short title that is no start of the title is named in the warnings, as no Publication field
 * holds a short title. A conference paper's title stays whole: its other title information is the conference's.
 */
function readTitle(rec: RisRecord, type: number, pub: Record<string, unknown>): FieldIssue[] {
  const full = first(rec, 'TI') ?? first(rec, 'T1');
  const short = first(rec, 'ST');
  if (!short) return [];
  if (!full) {
    setPath(pub, 'title.publicationTitle', short);
    return [];
  }
  const split = type === 3 ? undefined : splitAtShortTitle(full, short);
  if (split) {
    setPath(pub, 'title.publicationTitle', split.title);
    setPath(pub, 'title.infoAbouteTitle', split.subtitle);
    return [];
  }
  return full.startsWith(short)
    ? []
    : [{ field: 'ST', message: `short title "${short}" not kept (no Publication field holds a short title)` }];
}

/**
 * The year from `PY` (`Y1`) and every date as ISO text: RIS writes `2019/03//` (a month without
 * its day) and `2019///Spring`; the "other" part, which no date field holds, is warned of. A
 * `PY` with a month stands for `DA` when there is none (RIS before 2011 had no `DA`), and a `DA`
 * of a type with no date field (a book) is warned of when it says more than the year.
 */
function readDates(rec: RisRecord, type: number, pub: Record<string, unknown>): FieldIssue[] {
  const warnings: FieldIssue[] = [];
  const other = (tag: string, date: { other?: string } | undefined) => {
    if (date?.other)
      warnings.push({ field: tag, message: `"${date.other}" of the date not kept (a date holds year, month and day)` });
  };
  const yearTag = first(rec, 'PY') ? 'PY' : 'Y1';
  const published = isoOfRisDate(first(rec, yearTag));
  const da = isoOfRisDate(first(rec, 'DA'));
  const dated = TAGS.some(([t, , types]) => t === 'DA' && applies(types, type));
  if (published) setPath(pub, 'outputData.year', published.iso.slice(0, 4));
  other(yearTag, published);
  if (dated && !first(rec, 'DA') && published && published.iso.length > 4) {
    const path = TAGS.find(([t, , types]) => t === 'DA' && applies(types, type))?.[1];
    if (path) setPath(pub, path, published.iso);
  }
  for (const path of DATE_PATHS) {
    const value = getPath(pub, path);
    const tag = TAGS.find(([, p, types]) => p === path && applies(types, type))?.[0] ?? 'DA';
    const date = isoOfRisDate(value);
    if (date) setPath(pub, path, date.iso);
    if (date && tag !== 'DA') other(tag, date);
  }
  if (dated) other('DA', da);
  else if (da && (da.iso.length > 4 || da.other || da.iso !== getPath(pub, 'outputData.year')))
    warnings.push({
      field: 'DA',
      message: `date "${first(rec, 'DA')}" not kept beyond its year (a book has no date field)`,
    });
  return warnings;
}

/** Tags whose value the reading transforms (dates, a title split at ST), so a differing path value is no loss. */
const TRANSFORMED = new Set(['TI', 'T1', 'PY', 'Y1', 'Y2', 'DA', 'C2', 'ST', 'M3']);

/**
 * Values a single-valued tag repeats or that lost to another tag of the same field (`JO`
 * "J. Chem. Phys." beside `T2` "The Journal of Chemical Physics", a second `PY`): named in the
 * warnings. Several notes (`N1`, as Scopus writes "Cited By :44" and "Export Date: …") are all
 * kept, joined with "; ".
 */
function lostValues(
  rec: RisRecord,
  type: number,
  part: boolean,
  pub: Record<string, unknown>,
  elsewhere: string[] = [],
): FieldIssue[] {
  const notes = values(rec.N1)
    .map((v) => plainOfMarkup(v.trim()))
    .filter(Boolean);
  if (notes.length > 1) setPath(pub, 'note', notes.join('; '));
  const warnings: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const [tag, path, types] of TAGS) {
    if (!applies(types, type) || seen.has(tag) || tag === 'N1' || (part && HOST_TAGS.includes(tag))) continue;
    if (elsewhere.includes(tag)) continue;
    seen.add(tag);
    const all = values(rec[tag])
      .map((v) => v.trim())
      .filter(Boolean);
    const more = all.slice(1).filter((v) => v !== all[0]);
    if (more.length)
      warnings.push({ field: tag, message: `repeated: ${more.map((v) => `"${v}"`).join(', ')} not kept` });
    const held = getPath(pub, path);
    const own = first(rec, tag);
    if (own && held && own !== held && !TRANSFORMED.has(tag)) {
      const winner = TAGS.find(([t, p, ty]) => p === path && applies(ty, type) && first(rec, t) === held)?.[0];
      warnings.push({ field: tag, message: `"${own}" not kept beside ${winner ?? 'the field'} "${held}"` });
    }
  }
  return warnings;
}

/**
 * The number of a part's host in its series (`T3`): Zotero's `SV`, else `M1` when it is a number, else `SN` when
 * it is a short number and no ISSN or ISBN. `VL` stays the host's volume (as BibTeX's
 * `volume`). `M1`, read by the tag table as the part's own number, is taken back.
 */
function seriesNumberOf(
  rec: RisRecord,
  m1: string | undefined,
  pub: Record<string, unknown>,
): { tag: string; number: string } | undefined {
  if (!first(rec, 'T3')) return undefined;
  const sn = first(rec, 'SN')?.trim();
  const found: [string, string | undefined][] = [
    // Zotero writes a book section's series number in SV (zotero/translators RIS.js fieldMap).
    ['SV', first(rec, 'SV')],
    ['M1', m1],
    ['SN', sn && /^\d{1,5}$/.test(sn) ? sn : undefined],
  ];
  const [tag, number] = found.find(([, v]) => v) ?? [];
  if (!tag || !number) return undefined;
  if (tag === 'M1') {
    const series = pub.series as Record<string, unknown> | undefined;
    if (series?.number === number) delete series.number;
    if (series && !Object.keys(series).length) delete pub.series;
  }
  return { tag, number };
}

/**
 * A patent's assignee and issuing authority as Zotero's RIS writes them (zotero/translators
 * RIS.js fieldMap: `PB` assignee, `A2` issuingAuthority): `PB` is the applicant / patent
 * holder, `specialData.organization`, kept whole; an organisation in `A2` is the office that
 * issued the patent, which a patent's record holds as its publisher (APA 7, 11.4: "U.S.
 * Patent and Trademark Office"; the parser reads it so too), its country staying in
 * `patentOffice`. Neither is an editor; a person in `A2` stays a secondary author.
 */
function readPatentHolders(rec: RisRecord, pub: Record<string, unknown>): void {
  const holders = patentHolders(values(rec.PB).flatMap((v) => (v.trim() ? [{ literal: v.trim() }] : [])));
  if (holders.organisation && !getPath(pub, 'specialData.organization'))
    setPath(pub, 'specialData.organization', holders.organisation);
  const issuers = patentHolders(creatorsFromRis(values(rec.A2)).creators);
  addCreators(pub, '3', issuers.people);
  if (issuers.organisation) setPath(pub, 'outputData.publisher', issuers.organisation);
}

/**
 * A patent's dates as Zotero's RIS writes them (zotero/translators RIS.js fieldMap: `C1`
 * filingDate, `C2` issueDate, `C3` country), told from Referent's own layout (`C1` the office,
 * `C2` the application date) by a date in `C1`: the filing date is the application date, the
 * issue date the publication date when `DA` gives none, the country the office.
 */
function readZoteroPatentDates(rec: RisRecord, pub: Record<string, unknown>): boolean {
  const filed = first(rec, 'C1');
  if (!filed || !/^\d{4}(?:[-/]\d{1,2})/.test(filed.trim())) return false;
  setPath(pub, 'specialData.applicationDate', filed);
  const special = pub.specialData as Record<string, unknown>;
  delete special.patentOffice;
  const country = first(rec, 'C3');
  if (country) special.patentOffice = country;
  const issued = first(rec, 'C2');
  if (issued && !first(rec, 'DA')) special.datePublication = issued;
  return true;
}

/**
 * A report (`RPRT`) as EndNote and Zotero write it: its number in `SN` ("Report Number" in the
 * RIS specification) and its kind in `M3` ("Type of Work": "Technical report"), read as the
 * series it is numbered in, as for BibTeX's @report (docs/model.md).
 */
function readReport(rec: RisRecord, pub: Record<string, unknown>, warnings: FieldIssue[]): string[] {
  const sn = first(rec, 'SN');
  const [number, kind] = [sn && !identifierKind(sn) ? sn : undefined, first(rec, 'M3')];
  const used: string[] = [];
  if (number && !getPath(pub, 'series.number')) {
    setPath(pub, 'series.number', number);
    used.push('SN');
  }
  if (kind) {
    warnings.push(...placeReportKind(pub, kind, 'M3'));
    used.push('M3');
  } else if (number && !isNationalRecord(pub)) {
    // The type says it is a report: an English one numbered with no kind is a "Report" (APA 7
    // 10.4 "(Report No. 12)"); a number alone would print as a book's bare series number.
    warnings.push(...placeReportKind(pub, 'Report', 'SN'));
  }
  return used;
}

/**
 * `SN` ("ISSN/ISBN" in the RIS specification) told apart by its shape (`identifierKind`): an
 * ISSN is the serial's (`series.issn`), an ISBN the book's (`outputData.isbn`) or a part's host's
 * (`host.isbn`). A patent's or report's `SN` is its number, read elsewhere. True when one was kept.
 */
function readIdentifiers(rec: RisRecord, type: number, part: boolean, pub: Record<string, unknown>): boolean {
  if (type === 6) return false;
  let kept = false;
  for (const value of values(rec.SN).flatMap((v) => v.split(/\s*;\s*/))) {
    // "9780306406157 (hbk.)": its first identifier tells the kind; `storedIdentifiers` keeps it and names the rest.
    const kind = identifierKind(firstIdentifier(value)?.kept ?? value);
    const path = kind === 'issn' ? 'series.issn' : part ? 'host.isbn' : 'outputData.isbn';
    if (!kind || getPath(pub, path)) continue;
    setPath(pub, path, value.trim());
    kept = true;
  }
  return kept;
}

/** `SN` lines of a record: its own or its host's ISBN, then its serial's ISSN. */
function identifierLines(pub: Publication, type: number): [string, string][] {
  return [type <= 3 && hostOf(pub) ? hostIsbn(pub) : pub.outputData?.isbn, pub.series?.issn].flatMap((v) => {
    const value = typeof v === 'string' ? v.trim() : '';
    return value ? [['SN', value] as [string, string]] : [];
  });
}

function readSpecial(rec: RisRecord, risType: string, type: number, pub: Record<string, unknown>): void {
  const doi = first(rec, 'DO');
  const url = first(rec, 'UR');
  if (doi) {
    setPath(pub, 'accessData.link', bareDoi(doi));
    setPath(pub, 'accessData.type', 'doi');
  } else if (url) {
    setPath(pub, 'accessData.link', url);
    setPath(pub, 'accessData.type', 'url');
  }
  const periodical = ownEntry(PERIODICAL, risType);
  if (type === 1 && periodical) setPath(pub, 'series.periodicalType', periodical);
  const standard = first(rec, 'M1');
  if (type === 5 && standard) setPath(pub, 'title.standartNumber', [splitStandardNumber(standard)]);
  if (type === 4) {
    const degree = degreeOfWords(first(rec, 'M3') ?? '');
    for (const [k, v] of Object.entries(degree ? DEGREE_FIELDS[degree] : {})) setPath(pub, `specialData.${k}`, v);
    setPath(pub, 'specialData.dissertation', true);
  }
}

/**
 * Reads one RIS record as a Publication; `TY` picks the source type, `ID` becomes `id`.
 * @example publicationFromRis({ TY: 'JOUR', TI: 'T', AU: ['Doe, J.'] }) // { publication: { idTypePublication: 1, … } }
 */
export function publicationFromRis(rec: RisRecord): ImportResult {
  const risType = first(rec, 'TY')?.toUpperCase() ?? '';
  const mapping = ownEntry(TYPE_IN, risType);
  if (!risType) return { issues: [{ field: 'TY', message: 'record has no TY tag' }] };
  // Zotero writes a conference paper as CONF with its proceedings' title in C3 and the
  // conference's name in T2 (zotero/translators RIS.js fieldMap): a paper in its proceedings.
  const zoteroPaper = risType === 'CONF' && Boolean(first(rec, 'C3'));
  // A type outside the specification is read as a book rather than rejected.
  const m = zoteroPaper ? T(3, true) : (mapping ?? T(2));
  const type = m.type;
  const warnings = mapping
    ? typeWarning('TY', risType, mapping)
    : [{ field: 'TY', message: `unknown RIS reference type "${risType}" was read as a book` }];
  const pub: Record<string, unknown> = { idTypePublication: type };
  // M1 is a number only when it looks like one: databases put notes there ("Copyright (C) 2016 …").
  const m1 = first(rec, 'M1');
  const noteInM1 = m1 !== undefined && [1, 2, 3, 7].includes(type) && !looksLikeNumber(m1);
  readFields(
    TAGS,
    type,
    (tag) =>
      (m.part && HOST_TAGS.includes(tag)) || (tag === 'M1' && noteInM1) || (zoteroPaper && tag === 'C3')
        ? undefined
        : first(rec, tag),
    pub,
  );
  if (noteInM1) warnings.push({ field: 'M1', message: `"${m1}" not kept: it is no number` });
  for (const [tag, role] of ROLES) {
    if ((m.part && (tag === 'ED' || tag === 'A2')) || (type === 6 && tag === 'A2')) continue;
    const read = creatorsFromRis(values(rec[tag]));
    addCreators(pub, role, read.creators);
    if (read.givenFirst)
      warnings.push({
        field: tag,
        message: `names without a comma were read given name first ("${values(rec[tag])[0]}" as ${invertedName(read.creators[0] ?? {})})`,
      });
  }
  const seriesNumber = m.part ? seriesNumberOf(rec, noteInM1 ? undefined : m1, pub) : undefined;
  if (m.part)
    setHost(pub, {
      title: zoteroPaper
        ? first(rec, 'C3')
        : (first(rec, 'T2') ?? first(rec, 'BT') ?? first(rec, 'JO') ?? first(rec, 'JF')),
      editors: creatorsFromRis([...values(rec.ED), ...values(rec.A2)]).creators,
      publisher: first(rec, 'PB'),
      place: first(rec, 'CY'),
      volume: first(rec, 'VL'),
      series: numberedSeries(first(rec, 'T3'), seriesNumber?.number),
      edition: first(rec, 'ET'),
    });
  // The conference's name, where CSL's event-title goes (`specialData.organization`, csl-json.ts).
  const conference = zoteroPaper ? first(rec, 'T2') : undefined;
  if (conference && !getPath(pub, 'specialData.organization')) setPath(pub, 'specialData.organization', conference);
  if (type === 6) readPatentHolders(rec, pub);
  const zoteroDates = type === 6 && readZoteroPatentDates(rec, pub);
  readPages(rec, pub);
  const identified = readIdentifiers(rec, type, Boolean(m.part), pub);
  readSpecial(rec, risType, type, pub);
  warnings.push(...storedIdentifiers(pub, () => 'SN'));
  warnings.push(...urlBesideDoi('UR', first(rec, 'DO'), first(rec, 'UR')));
  warnings.push(...readTitle(rec, type, pub), ...readDates(rec, type, pub));
  const language = languageOf('LA', first(rec, 'LA'));
  if (language.language) pub.language = language.language;
  warnings.push(
    ...language.warnings,
    ...lostValues(rec, type, Boolean(m.part), pub, zoteroPaper ? ['C3'] : zoteroDates ? ['C1', 'C2', 'C3'] : []),
  );
  const report = risType === 'RPRT' ? readReport(rec, pub, warnings) : [];
  const kept = new Set([
    ...TAGS.filter(([, , types]) => applies(types, type)).map(([t]) => t),
    ...ROLES.map(([t]) => t),
    ...(m.part ? HOST_TAGS : []),
    ...ALWAYS_READ,
    ...(type === 5 ? ['M1'] : []),
    ...(type === 4 ? ['M3'] : []),
    ...(type === 6 ? ['PB'] : []),
    ...(seriesNumber && seriesNumber.tag !== 'M1' ? [seriesNumber.tag] : []),
    ...(identified ? ['SN'] : []),
    ...report,
  ]);
  warnings.push(
    ...unkeptWarning(
      'tags',
      Object.keys(rec).filter((t) => !kept.has(t.toUpperCase())),
    ),
  );
  return warnings.length ? { publication: pub, warnings } : { publication: pub };
}

function risType(pub: Publication, type: number): string {
  if (type <= 3 && hostOf(pub)) return type === 3 ? 'CPAPER' : 'CHAP';
  if (type !== 1) return TYPE_OUT[type] ?? 'GEN';
  const periodical = Number(pub.series?.periodicalType);
  return Object.keys(PERIODICAL).find((k) => PERIODICAL[k] === periodical) ?? 'JOUR';
}

/**
 * The title and its subtitle in `TI` ("Behave: The biology of humans"), the title alone in
 * `ST`, where RIS readers (Zotero, EndNote) keep a short title and Referent splits `TI` again;
 * `DA` in the specification's `YYYY/MM/DD/` form.
 */
function titled(pub: Publication, type: number, out: [string, string][]): void {
  const title = getPath(pub, 'title.publicationTitle');
  const subtitle = type === 3 ? undefined : getPath(pub, 'title.infoAbouteTitle');
  for (const line of out) {
    if (line[0] === 'TI' && title && subtitle) line[1] = joinedTitle(title, subtitle) ?? title;
    if (line[0] === 'DA') line[1] = risOfIsoDate(line[1]);
  }
  const at = out.findIndex(([t]) => t === 'TI');
  if (title && subtitle) out.splice(at + 1, 0, ['ST', title]);
}

function tagLines(pub: Publication, type: number): [string, string][] {
  const out: [string, string][] = [];
  for (const [tag, role] of ROLES) {
    if (tag === 'A1' || tag === 'ED') continue;
    const people = [...creatorsOf(pub, role), ...(role === '1' ? creatorsOf(pub, '5') : [])];
    // A person always has a comma ("Plato,"): RIS reads a name without one as an organisation.
    for (const c of people) out.push([tag, c.literal ? c.literal : `${invertedName(c)}${c.given ? '' : ','}`]);
  }
  const host = type <= 3 ? hostOf(pub) : undefined;
  if (host) {
    // A part: the host's title, editors and imprint take the tags of the record's own series and imprint.
    const own = writeFields(TAGS, type, pub).filter(([t]) => !HOST_TAGS.includes(t));
    out.push(...own);
    for (const c of host.editors ?? [])
      out.push(['A2', c.literal ? c.literal : `${invertedName(c)}${c.given ? '' : ','}`]);
    const hostTags: [string, string | undefined][] = [
      ['T2', host.title],
      ['PB', host.publisher],
      ['CY', host.place],
      ['VL', host.volume],
      ['T3', host.series],
      ['ET', host.edition],
    ];
    for (const [t, v] of hostTags) if (v) out.push([t, v]);
  } else out.push(...writeFields(TAGS, type, pub));
  titled(pub, type, out);
  const pages = getPath(pub, 'physical.pages');
  if (pages) {
    const [sp, ep] = pages.split(/\s*[-–—]\s*/);
    out.push(['SP', sp ?? pages]);
    if (ep) out.push(['EP', ep]);
  }
  const link = getPath(pub, 'accessData.link');
  if (link) {
    const isDoi =
      getPath(pub, 'accessData.type')?.toLowerCase() === 'doi' || /^(https?:\/\/(dx\.)?doi\.org\/)?10\.\d/.test(link);
    out.push(isDoi ? ['DO', bareDoi(link)] : ['UR', link]);
  }
  if (pub.language) out.push(['LA', LANGUAGE_OUT[pub.language]]);
  if (type !== 6) out.push(...identifierLines(pub, type));
  const standard = pub.title?.standartNumber?.[0];
  if (type === 5 && standard) out.push(['M1', `${standard.standart ?? ''} ${standard.number ?? ''}`.trim()]);
  const degree = degreeOfRecord(pub);
  if (type === 4 && degree) out.push(['M3', DEGREE_OUT[degree]]);
  const holder = type === 6 ? getPath(pub, 'specialData.organization') : undefined;
  if (holder) out.push(['PB', holder]);
  const issuer = type === 6 ? getPath(pub, 'outputData.publisher') : undefined;
  if (issuer) out.push(['A2', issuer]);
  return out;
}

/**
 * Writes one Publication as a RIS record (`TY  - …` … `ER  - `).
 * @example risFromPublication(book) // 'TY  - BOOK\nAU  - Sapolsky, Robert M.\n…\nER  - \n'
 */
export function risFromPublication(pub: Publication): string {
  const type = typeIdOfPublication(pub);
  // One line per tag, and no run of spaces: the RIS tokeniser splits a value at "  - ".
  const lines = [['TY', risType(pub, type)], ...tagLines(pub, type)].map(
    ([t, v]) => `${t}  - ${String(v).replace(/\s+/g, ' ').trim()}`,
  );
  return `${lines.join('\n')}\nER  - \n`;
}

/** A number, as an issue or report number is typed ("12", "3-4", "Suppl. 2", "№ 5 (9)"): short, with a digit. */
function looksLikeNumber(value: string): boolean {
  return value.length <= 20 && /\d/.test(value);
}
