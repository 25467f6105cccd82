import type { Labels } from '../locales/labels.js';
import type { Publication } from '../model/publication.js';
import { field, type Piece } from '../template/piece.js';
import { numericDate, parseDate } from './dates.js';
import { degreeOf, isAbstract, isPhd } from './degree.js';
import { organisationsOf, personsOf, placeOf, str } from './fields.js';
import { formatName } from './names.js';
import { bareNumber, capitalise, lowerFirst } from './national-areas.js';
import { defenceCity } from './national-defence-place.js';
import { organisationInstrumental } from './org-instrumental.js';
import { patentApplicantOf } from './patent-applicant.js';
import { patentKindOf } from './patent-terms.js';
import { designationOf } from './standard-designation.js';
import { englishThesis } from './thesis-english.js';

/**
 * Pieces of the national standards' special types (dissertation, standard, patent) that
 * read several fields at once; the styles order them.
 */

/**
 * The city of a dissertation: `specialData.place`, else the publication place (docs/model.md),
 * else the required defence place when it names a city: a record giving only «Київ» there is
 * defended in Kyiv, never «[Б. м.]».
 */
export const dissertationCity = (pub: Publication): string | undefined =>
  str(pub.specialData?.place) ?? placeOf(pub) ?? defenceCity(pub);

/** Two spellings of one place, «Москва» and «Москва.», are the same. */
const samePlace = (a: string, b: string | undefined): boolean =>
  b !== undefined && a.replace(/\.$/, '').toLocaleLowerCase('ru') === b.replace(/\.$/, '').toLocaleLowerCase('ru');

/**
 * The organisation of a dissertation: `specialData.organization`, else the defence place —
 * unless that is the dissertation's city, which the publication area already gives: «/ Иванов
 * И. И. ; Ижевск. – Ижевск, 2010» names no organisation (GOST R 7.0.100-2018, A: «/ Аврамова
 * Евгения Владимировна ; Московский государственный университет … – Москва, 2015»).
 */
export const dissertationOrganisation = (pub: Publication): string | undefined => {
  const organisation = str(pub.specialData?.organization);
  if (organisation) return organisation;
  const defPlace = str(pub.specialData?.defPlace);
  return defPlace && !samePlace(defPlace, dissertationCity(pub)) ? defPlace : undefined;
};

/**
 * «Место защиты: Ин-т психологии РАН» (GOST R 7.0.100-2018, A, Величковский: a note): the
 * defence place when the record names an organisation apart from it — an institution, not the
 * dissertation's city, and not already said in the record's note. Before, the organisation
 * stood after « ; » and the defence place was lost. English theses have no such note.
 */
export const defencePlaceNote: Piece = field((pub, ctx) => {
  const organisation = str(pub.specialData?.organization);
  const defPlace = str(pub.specialData?.defPlace);
  if (!organisation || !defPlace || ctx.locale === 'en' || defenceCity(pub)) return undefined;
  const key = (s: string) =>
    s
      .replace(/[.\s]+/gu, ' ')
      .trim()
      .toLocaleLowerCase('ru');
  if (key(organisation).includes(key(defPlace)) || key(str(pub.note) ?? '').includes(key(defPlace))) return undefined;
  return `${ctx.labels.national.defencePlace}: ${defPlace}`;
});

/**
 * The organisation of an autoreferat only: Ukrainian practice names the university of a
 * published autoreferat but not of a dissertation, a manuscript identified by its city
 * (DSTU 8302:2015 examples checked by the Book Chamber of Ukraine, docs/styles/dstu.md).
 */
export const abstractOrganisation = (pub: Publication): string | undefined =>
  isAbstract(pub) ? dissertationOrganisation(pub) : undefined;

/** «дис. … канд. техн. наук» / «автореф. дис. … д-ра техн. наук» (GOST 7.1-2003, A.2; DSTU 8302:2015, A). */
export const dissertationAbbreviated: Piece = field((pub, ctx) => {
  const english = englishThesis(pub, ctx);
  if (english) return english;
  const n = ctx.labels.national;
  // Degree 3 without science 23 (a PhD) is a master's (parts/thesis-degree.ts): «магістерська дис.», never a science
  // without its degree («дис. … екон. наук»), there being no master of a branch of science.
  if (isMasters(pub) && !isAbstract(pub)) return ctx.labels.mastersThesis;
  const kind = isAbstract(pub) ? n.abstractAbbr : n.dissAbbr;
  const degree = isMasters(pub) ? undefined : degreeOf(pub, ctx.labels, ctx.locale, false);
  return degree ? `${kind} … ${degree}` : kind;
});

/** Degree 3 ("other", spec §3) without science 23 (a PhD): a master's thesis, which seeks no scientific degree. */
const isMasters = (pub: Publication): boolean => str(pub.specialData?.idAcademicDegree) === '3' && !isPhd(pub);

/** «диссертация на соискание ученой степени кандидата технических наук» (GOST R 7.0.100-2018, A.2). */
export const dissertationFull: Piece = field((pub, ctx) => {
  const english = englishThesis(pub, ctx);
  if (english) return english;
  const n = ctx.labels.national;
  // A master's thesis, «магистерская диссертация», is not «на соискание ученой степени
  // географических наук», a branch of science without a degree (degree 3, spec §3).
  if (isMasters(pub) && !isAbstract(pub)) return n.mastersFull;
  const phd = isPhd(pub);
  const kind = isAbstract(pub) ? n.abstractFull : phd ? n.dissFullPhd : n.dissFull;
  const degree = isMasters(pub) ? undefined : degreeOf(pub, ctx.labels, ctx.locale, true);
  // Without a degree the phrase would end on «степени» with nothing sought: the kind alone,
  // «диссертация», «автореферат диссертации» (the words of A.2 before «на соискание»).
  return degree ? `${kind} ${degree}` : kind.replace(/ (?:на соискание|на здобуття) .*$/u, '');
});

/** «специальность 08.00.13 «Математические … методы экономики»» (GOST R 7.0.100-2018, A.2). */
export const specialtyFull: Piece = field((pub, ctx) => {
  const code = str(pub.specialData?.codeSpecialty);
  const name = str(pub.specialData?.specialty);
  if (!code && !name) return undefined;
  // The quotation marks of the record's language: «…» in Russian and Ukrainian, “…” in English.
  // The specialty's name as the nomenclature gives it, with its capital (GOST R 7.0.100-2018, A:
  // «специальность 05.25.03 «Библиотековедение, библиографоведение и книговедение»»), however typed.
  const bare = name ? capitalise(name.replace(/^[«“"]|[»”"]$/g, '')) : undefined;
  const quoted = bare ? (ctx.locale === 'en' ? `“${bare}”` : `«${bare}»`) : undefined;
  return [ctx.labels.national.specialty, code, quoted].filter(Boolean).join(' ');
});

/**
 * The author of a dissertation in full, «Вишняков Илья Владимирович» (GOST R 7.0.100-2018, A.2),
 * as a Russian or Ukrainian dissertation's title page gives it. An English thesis names its
 * author as any English statement of responsibility, «/ J. O. Williams»: the statement is taken
 * in the form the item gives («by John Oliver Williams», GOST 7.1-2003, 4.9 and 5.4), never the
 * inverted Russian form, as GOST-formatted lists print English theses («… : PhD thesis /
 * R. Fielding. — University of California, Irvine, 2000»).
 */
export const dissertationAuthorFull: Piece = field((pub, ctx) =>
  personsOf(pub, '1')
    .map((p) =>
      formatName(p, ctx.locale === 'en' ? 'initials-family' : 'family-given', {
        first: 'family-given',
        rest: 'family-given',
        initialDot: '.',
        initialSpace: ' ',
        sortSeparator: ' ',
        delimiter: ', ',
        lastDelimiter: ', ',
      }),
    )
    .join(', '),
);

/** A standard's designation «ГОСТ Р 7.0.100–2018». */
export const standardDesignation: Piece = field(designationOf);

/** The developer of a standard: organisations (role 5), else `specialData.organization`. */
export const standardDeveloper: Piece = field((pub) =>
  organisationsOf(pub).length ? undefined : str(pub.specialData?.organization),
);

/**
 * «разработан <developer>» (GOST R 7.0.100-2018, example ГОСТ Р 57564–2017); the developer
 * is `specialData.organization`, when no organisation (role 5) already stands in the statement
 * of responsibility; a Russian one typed in the nominative is put in the instrumental.
 */
export const standardDeveloperStated: Piece = field((pub, ctx) => {
  const developer = organisationsOf(pub).length ? undefined : str(pub.specialData?.organization);
  if (!developer) return undefined;
  // A Russian name typed in the nominative takes the instrumental the participle governs (parts/org-instrumental.ts).
  const name = ctx.locale === 'ru' ? organisationInstrumental(developer) : developer;
  return `${ctx.labels.national.developedBy} ${name}`;
});

/** «дата введения 01.07.2019» (GOST R 7.0.100-2018, A.6; full date DD.MM.YYYY, spec §5). */
export const introducedFull: Piece = field((pub, ctx) => {
  const d = numericDate(pub.specialData?.date);
  return d ? `${ctx.labels.national.introducedFull} ${d}` : undefined;
});

/** «Введ. 01.07.2019» (GOST 7.1-2003, A.5). */
export const introducedAbbr: Piece = field((pub, ctx) => {
  const d = numericDate(pub.specialData?.date);
  return d ? `${ctx.labels.national.introducedAbbr} ${d}` : undefined;
});

/**
 * «Взамен ГОСТ 7.53–86 ; введ. 01.07.2002» (GOST 7.1-2003, example ГОСТ 7.53–2001) and
 * «На заміну ДСТУ 3582-97 ; чинний від 2013-08-22» (DSTU 8302:2015, А, which encloses it in
 * square brackets): the previous standard, then the introduction date written by `date`, in one area.
 */
export function replacesAndIntroducedWith(date: (value: unknown) => string | undefined): Piece {
  return field((pub, ctx) => {
    const n = ctx.labels.national;
    const prev = str(pub.specialData?.standardNumber);
    const introduced = date(pub.specialData?.date);
    const parts = [
      prev ? `${n.replaces} ${prev}` : undefined,
      introduced ? `${n.introducedAbbr} ${introduced}` : undefined,
    ].filter((p): p is string => Boolean(p));
    return parts.length ? parts.map((p, i) => (i === 0 ? p : lowerFirst(p))).join(' ; ') : undefined;
  });
}

/** The introduction date DD.MM.YYYY (spec §5): «введ. 01.07.2002». */
export const replacesAndIntroduced: Piece = replacesAndIntroducedWith(numericDate);

/**
 * A date as the standards' designations of validity write it, YYYY-MM-DD (DSTU 8302:2015, А:
 * «[Чинний від 2016-07-01]»; STYLE-NOTES, dstu); a year and month «2016-07», a year alone.
 */
export function isoDate(value: unknown): string | undefined {
  const d = parseDate(value);
  if (!d) return undefined;
  const pad = (x: number) => String(x).padStart(2, '0');
  return [String(d.year), d.month ? pad(d.month) : undefined, d.month && d.day ? pad(d.day) : undefined]
    .filter(Boolean)
    .join('-');
}

/** «Взамен ГОСТ 7.1–84» (capitalised) or «взамен …» inside the title area. */
export function replaces(lower: boolean): Piece {
  return field((pub, ctx) => {
    const prev = str(pub.specialData?.standardNumber);
    if (!prev) return undefined;
    const word = ctx.labels.national.replaces;
    return `${lower ? lowerFirst(word) : word} ${prev}`;
  });
}

/** A date of a patent, DD.MM.YYYY (spec §5); invalid dates are not printed. */
export const patentDate = (value: unknown): string | undefined => numericDate(value);

/** The convention priority: date, number and country, the country after ", " or in parentheses. */
function priorityText(pub: Publication, labels: Labels, countryInParentheses: boolean): string | undefined {
  const s = pub.specialData;
  const country = str(s?.priorityCountry);
  const parts = [
    patentDate(s?.priorityApplicationDate),
    str(s?.priorityNumber) ? `${labels.number} ${str(s?.priorityNumber)}` : undefined,
    countryInParentheses ? undefined : country,
  ].filter(Boolean);
  if (!parts.length) return undefined;
  const tail = countryInParentheses && country ? ` (${country})` : '';
  return `${labels.national.priority} ${parts.join(', ')}${tail}`;
}

/** «– Приоритет 12.03.2016, № 2016108000, RU» as an area of its own (GOST R 7.0.100-2018, DSTU 8302:2015). */
export const priority: Piece = field((pub, ctx) => {
  const text = priorityText(pub, ctx.labels, false);
  return text ? capitalise(text) : undefined;
});

/**
 * GOST 7.1-2003, A (Заявка 1095735): the priority closes the area of numbers and dates,
 * «… ; опубл. 10.03.01, Бюл. № 7 (I ч.) ; приоритет 09.04.99, № 09/289,037 (США)».
 */
export const priorityInDates: Piece = field((pub, ctx) => priorityText(pub, ctx.labels, true));

/** «заявитель Org» — the applicant of a patent: `specialData.organization`, else the organisations. */
export const applicant: Piece = applicantAs(false);

/**
 * The applicant, for a granted patent «заявитель и патентообладатель Org» when `holder`
 * (GOST 7.1-2003, A.5: the model's `specialData.organization` is "applicant / patent
 * holder", docs/model.md); an application or an author's certificate keeps «заявитель».
 */
export function applicantAs(holder: boolean): Piece {
  return field((pub, ctx) => {
    const org = patentApplicantOf(pub);
    if (!org) return undefined;
    const n = ctx.labels.national;
    return `${holder && patentKindOf(pub) === 'patent' ? n.applicantHolder : n.applicant} ${org}`;
  });
}

/**
 * «№ 2000131736 ; заявл. 18.12.2000 ; опубл. 20.08.2002, Бюл. № 23» (GOST 7.1-2003, A.5;
 * DSTU 8302:2015, A) or with " : " (GOST R 7.0.100-2018, A.7).
 */
export function patentDates(separator: string): Piece {
  return field((pub, ctx) => patentDatesText(pub, ctx.labels, separator));
}

function patentDatesText(pub: Publication, labels: Labels, separator: string): string | undefined {
  const s = pub.specialData;
  const n = labels.national;
  const applied = patentDate(s?.applicationDate);
  // A record that dates the patent by its year alone (a pasted «…, 2013.», an import's `year`)
  // keeps it as the year of publication, «опубл. 2013», rather than losing the only date it has.
  const published = patentDate(s?.datePublication) ?? (applied ? undefined : str(pub.outputData?.year));
  // Numbers typed with «№» are labelled once («№ 2017105030», «Бюл. № 34»).
  const bulletin = bareNumber(str(s?.buleten));
  const register = bareNumber(str(s?.registerNum));
  const parts = [
    register ? `${labels.number} ${register}` : undefined,
    applied ? `${n.applied} ${applied}` : undefined,
    published
      ? `${n.published} ${published}${bulletin ? `, ${n.bulletin} ${labels.number} ${bulletin}` : ''}`
      : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join(separator) : undefined;
}

/** A patent's number without a «№» typed before it («Пат. 2187888», «Патент № 2637215», GOST 7.1-2003 and GOST R 7.0.100-2018, A). */
export const patentNumberOf = (pub: Publication): string | undefined => bareNumber(str(pub.specialData?.patentNumber));
