import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { doiOf, urlOf } from './access.js';
import { isAbstract } from './degree.js';
import { publisherOf, str } from './fields.js';
import { defenceCity } from './national-defence-place.js';
import { thesisDegree } from './thesis-degree.js';
import { thesisPlaceOf } from './thesis-kind.js';

/** A publisher that names a database or repository ("ProQuest Dissertations and Theses", "EThOS", "PQDT Open"). */
const DATABASE =
  /ProQuest|PQDT|ETD|Commons|Archive|database|Dissertations|Theses|EBSCO|EThOS|OATD|repository|Gale|JSTOR/i;
/** A publisher that names a part of a school (a department, division, institute, the university itself). */
const ACADEMIC_UNIT = /Universit|College|Department|Dept\b|Division|Institut|School|Faculty|Laborator|Cent(?:re|er)\b/i;

export const namesDatabase = (name: string): boolean => DATABASE.test(name);
export const namesAcademicUnit = (name: string): boolean => ACADEMIC_UNIT.test(name);

/** A thesis's publisher that is a database or repository, not a part of the university. */
export const isThesisDatabase = (name: string): boolean => namesDatabase(name) && !namesAcademicUnit(name);

/**
 * The institution a thesis was written or defended at: organisation, else defence place, else
 * publisher — but a database or repository typed as the only publisher is no university (CMOS
 * 14.224 prints it after the year, MLA as a second container, APA 7 10.6 after the bracket):
 * before, "ProQuest Dissertations and Theses database, PhD dissertation" in chicago and mla,
 * "[Doctoral dissertation, ProQuest …]. ProQuest …" in apa7, and the like in harvard, mhra,
 * gsa and iso.
 */
export function universityOf(pub: Publication): string | undefined {
  const university = str(pub.specialData?.organization) ?? str(pub.specialData?.defPlace) ?? publisherOf(pub);
  return university === publisherOf(pub) && university && isThesisDatabase(university) ? undefined : university;
}

/**
 * CMOS 14.224: a thesis read in a commercial database names it after the year, "PhD diss.,
 * University of Chicago, 2008. ProQuest (AAT 3300426)." (the record's publisher field; it has
 * none for the database's number). One consulted at a link gives the link instead, and a
 * publisher that is the university itself is not repeated. Chicago and ASA (which follows CMOS).
 */
export function thesisDatabaseOf(pub: Publication): string | undefined {
  const db = publisherOf(pub);
  // The university or a department typed as the publisher is no database; any other name
  // ("PQDT Open", a repository the list does not know) still is, so no field is lost.
  const isDatabase = db !== undefined && (namesDatabase(db) || !namesAcademicUnit(db));
  return db && isDatabase && !universityOf(pub)?.includes(db) && !urlOf(pub) && !doiOf(pub) ? db : undefined;
}

/**
 * The institution, when a defence place that reads as a city («Київ», spec §5 `defPlace`) is the
 * thesis's city and no institution: ieee, acs and vancouver print it as the place, never as the
 * university («[Б. м.]: Київ» before, in vancouver).
 */
export function thesisInstitutionOf(pub: Publication): string | undefined {
  const defPlace = defenceCity(pub) ? undefined : str(pub.specialData?.defPlace);
  return str(pub.specialData?.organization) ?? defPlace ?? publisherOf(pub);
}

/** The thesis's city: its place, else a defence place that reads as a city. */
export function thesisCityOf(pub: Publication): string | undefined {
  return thesisPlaceOf(pub) ?? defenceCity(pub);
}

/**
 * The kind of thesis with its degree for the humanities styles (MLA, Chicago, ASA, GSA, ISO):
 * "PhD dissertation" for an English PhD (degree 1 or 2, or science 23; never "DSc"), "master's
 * thesis" for degree 3, the bare noun without a degree; «дис. … канд. экон. наук» for a
 * Russian or Ukrainian record, "Cand. Sci. (Econ.) dissertation" for one romanised
 * (parts/thesis-degree.ts).
 * @example thesisKind(pub, ctx, 'dissertationShort') // 'PhD diss.'
 */
export function thesisKind(
  pub: Publication,
  ctx: Context,
  noun: 'dissertation' | 'dissertationShort' | 'thesis',
): string {
  const labels = ctx.labels;
  const word = labels[noun];
  const d = thesisDegree(pub, ctx);
  if (d.kind === 'national') return d.text;
  if (d.kind === 'science') return `${isAbstract(pub) ? 'Abstract of ' : ''}${d.text} ${word}`;
  if (d.level === 'doctoral') {
    if (ctx.locale === 'en') return `${labels.degreeCandidate} ${word}`;
    // Without a branch of science the short form still tells an abstract from a dissertation and
    // a doctor's degree from a candidate's: «автореф. дис. канд. наук», «дис. д-ра наук».
    const doctor = str(pub.specialData?.idAcademicDegree) === '2';
    const kind = isAbstract(pub) ? ctx.labels.national.abstractAbbr : word;
    // The ellipsis stands for the words left out before the degree, as with a science
    // («дис. … канд. экон. наук», GOST 7.1-2003, A): «дис. … канд. наук».
    return `${kind} … ${doctor ? labels.degreeDoctor : labels.degreeCandidate}`;
  }
  if (d.level === 'masters') return labels.mastersThesis;
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

/**
 * `thesisKind` inside a sentence or brackets (MLA after the university, GSA in brackets): the bare
 * noun of a record with no degree is lower-case, "Harvard U, dissertation", «[дис.]», as the
 * forms with a degree are («дис. канд. наук»); before, "МГУ, Дис.", "[Дис.]".
 */
export function thesisKindInside(
  pub: Publication,
  ctx: Context,
  noun: 'dissertation' | 'dissertationShort' | 'thesis',
): string {
  const kind = thesisKind(pub, ctx, noun);
  const word = ctx.labels[noun];
  return kind === word.charAt(0).toLocaleUpperCase() + word.slice(1) ? word.toLocaleLowerCase() : kind;
}
