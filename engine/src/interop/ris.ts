import type { AuthorRole, Publication } from '../model/publication.js';
import { typeIdOfPublication } from '../parts/fields.js';
import { getPath, setPath } from './field-path.js';
import { addCreators, type FieldTable, readFields, writeFields } from './field-table.js';
import { bareDoi, type ImportResult, LANGUAGE_NAMES, LANGUAGE_OUT, splitStandardNumber } from './import-result.js';
import { creatorFromInverted, creatorsOf, invertedName } from './people.js';

/** One RIS record as a parser gives it: tag → value, or values when the tag repeats. */
export type RisRecord = Record<string, string | string[]>;

/** RIS reference types (RIS specification, "Reference Type" list) → spec source type ids. */
const TYPE_IN: Record<string, number> = {
  JOUR: 1,
  JFULL: 1,
  MGZN: 1,
  NEWS: 1,
  EJOUR: 1,
  BOOK: 2,
  EBOOK: 2,
  CHAP: 2,
  ECHAP: 2,
  EDBOOK: 2,
  RPRT: 2,
  CONF: 3,
  CPAPER: 3,
  THES: 4,
  STAND: 5,
  PAT: 6,
  ELEC: 7,
  WEB: 7,
  BLOG: 7,
  ICOMM: 7,
};
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
  ['ST', 'title.infoAbouteTitle'],
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
  ['PB', 'outputData.publisher'],
  ['CY', 'outputData.editionPlace'],
  ['ET', 'edition'],
  ['N1', 'note'],
  ['Y2', 'accessData.accessedDate'],
  ['DA', 'series.publicDate', [1]],
  ['DA', 'specialData.date', [3, 4, 5]],
  ['DA', 'specialData.datePublication', [6]],
  ['C1', 'specialData.place', [3, 4]],
  ['C2', 'specialData.dateEnd', [3]],
  ['C3', 'specialData.organization', [3, 4, 5]],
  ['C4', 'specialData.specialty', [4]],
  ['C5', 'specialData.codeSpecialty', [4]],
  ['IS', 'specialData.patentNumber', [6]],
  ['M1', 'specialData.registerNum', [6]],
  ['C1', 'specialData.patentOffice', [6]],
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
const DEGREE_OUT: Record<string, string> = { '1': 'Candidate', '2': 'Doctor', '3': 'PhD' };
const DEGREE_IN: Record<string, number> = { candidate: 1, doctor: 2, phd: 3 };

const values = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const first = (rec: RisRecord, tag: string): string | undefined => values(rec[tag])[0]?.trim() || undefined;

function readPages(rec: RisRecord, pub: Record<string, unknown>): void {
  const [start, end] = [first(rec, 'SP'), first(rec, 'EP')];
  if (start) setPath(pub, 'physical.pages', end && end !== start ? `${start}-${end}` : start);
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
  const lang = LANGUAGE_NAMES[first(rec, 'LA')?.toLowerCase() ?? ''];
  if (lang) pub.language = lang;
  if (type === 1 && PERIODICAL[risType]) setPath(pub, 'series.periodicalType', PERIODICAL[risType]);
  const year = getPath(pub, 'outputData.year');
  if (year) setPath(pub, 'outputData.year', year.slice(0, 4)); // PY "2017/05/03/" → 2017
  const standard = first(rec, 'M1');
  if (type === 5 && standard) setPath(pub, 'title.standartNumber', [splitStandardNumber(standard)]);
  if (type === 4) {
    const degree = DEGREE_IN[first(rec, 'M3')?.toLowerCase() ?? ''];
    if (degree) setPath(pub, 'specialData.idAcademicDegree', degree);
    setPath(pub, 'specialData.dissertation', true);
  }
}

/**
 * Reads one RIS record as a Publication; `TY` picks the source type, `ID` becomes `id`.
 * @example publicationFromRis({ TY: 'JOUR', TI: 'T', AU: ['Doe, J.'] }) // { publication: { idTypePublication: 1, … } }
 */
export function publicationFromRis(rec: RisRecord): ImportResult {
  const risType = first(rec, 'TY')?.toUpperCase() ?? '';
  const type = TYPE_IN[risType];
  if (!type)
    return {
      issues: [{ field: 'TY', message: risType ? `unknown RIS reference type "${risType}"` : 'record has no TY tag' }],
    };
  const pub: Record<string, unknown> = { idTypePublication: type };
  readFields(TAGS, type, (tag) => first(rec, tag), pub);
  for (const [tag, role] of ROLES) addCreators(pub, role, values(rec[tag]).map(creatorFromInverted));
  readPages(rec, pub);
  readSpecial(rec, risType, type, pub);
  return { publication: pub };
}

function risType(pub: Publication, type: number): string {
  if (type !== 1) return TYPE_OUT[type] ?? 'GEN';
  const periodical = Number(pub.series?.periodicalType);
  return Object.keys(PERIODICAL).find((k) => PERIODICAL[k] === periodical) ?? 'JOUR';
}

function tagLines(pub: Publication, type: number): [string, string][] {
  const out: [string, string][] = [];
  for (const [tag, role] of ROLES) {
    if (tag === 'A1' || tag === 'ED') continue;
    const people = [...creatorsOf(pub, role), ...(role === '1' ? creatorsOf(pub, '5') : [])];
    // A person always has a comma ("Plato,"): RIS reads a name without one as an organisation.
    for (const c of people) out.push([tag, c.literal ? c.literal : `${invertedName(c)}${c.given ? '' : ','}`]);
  }
  out.push(...writeFields(TAGS, type, pub));
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
  const standard = pub.title?.standartNumber?.[0];
  if (type === 5 && standard) out.push(['M1', `${standard.standart ?? ''} ${standard.number ?? ''}`.trim()]);
  const degree = DEGREE_OUT[getPath(pub, 'specialData.idAcademicDegree') ?? ''];
  if (type === 4 && degree) out.push(['M3', degree]);
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
