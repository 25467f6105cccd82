import { str, typeIdOfPublication } from './fields.js';

/** A calendar date read from the spec's `YYYY-MM-DD` (or a longer ISO timestamp). */
export interface DateParts {
  year: number;
  month?: number;
  day?: number;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Parses a date, printing only valid ones (spec §5): `2020-02-30` gives undefined.
 * Accepts YYYY, YYYY-MM, YYYY-MM-DD, an ISO timestamp, or DD.MM.YYYY.
 */
export function parseDate(value: unknown): DateParts | undefined {
  const text = str(value);
  if (!text) return undefined;
  let m = text.match(/^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ].*)?$/);
  let year: number;
  let month: number | undefined;
  let day: number | undefined;
  if (m) {
    year = Number(m[1]);
    month = m[2] ? Number(m[2]) : undefined;
    day = m[3] ? Number(m[3]) : undefined;
  } else {
    m = text.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/);
    if (!m) return undefined;
    day = Number(m[1]);
    month = Number(m[2]);
    year = Number(m[3]);
  }
  if (year < 1000 || year > 9999) return undefined;
  if (month !== undefined && (month < 1 || month > 12)) return undefined;
  if (day !== undefined && (month === undefined || day < 1 || day > daysIn(year, month))) return undefined;
  return { year, ...(month ? { month } : {}), ...(day ? { day } : {}) };
}

/**
 * The year as 4 digits (spec §5), from a number, a string or a date; undefined otherwise.
 * @example yearOf('2019') // '2019'
 */
export function yearOf(value: unknown): string | undefined {
  const text = str(value);
  if (!text) return undefined;
  const m = text.match(/^(\d{4})(?:\D|$)/) ?? text.match(/\b(\d{4})\b/);
  return m ? m[1] : undefined;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Full date as DD.MM.YYYY (spec §5); a partial date prints what it has.
 * @example numericDate('2020-05-07') // '07.05.2020'
 */
export function numericDate(value: unknown): string | undefined {
  const d = parseDate(value);
  if (!d) return undefined;
  if (d.day && d.month) return `${pad(d.day)}.${pad(d.month)}.${d.year}`;
  if (d.month) return `${pad(d.month)}.${d.year}`;
  return String(d.year);
}

/**
 * The first of several date fields that holds a valid date, as typed: an empty
 * `specialData.datePublication` ('' from a form) must not hide `series.publicDate`.
 * @example dateOf('', '2020-05-05') // '2020-05-05'
 */
export function dateOf(...values: unknown[]): string | undefined {
  for (const value of values) {
    const text = str(value);
    if (text && parseDate(text)) return text;
  }
  return undefined;
}

/**
 * The date a web page or a periodical issue was published (docs/model.md: `series.publicDate`),
 * else the record's publication date (`specialData.datePublication`).
 */
export const publishedDateOf = (pub: {
  series?: { publicDate?: unknown } | null;
  specialData?: { datePublication?: unknown } | null;
}): string | undefined => dateOf(pub.series?.publicDate, pub.specialData?.datePublication);

/**
 * A magazine or newspaper (spec §3 `series.periodicalType` 1 and 3), dated by its issue: APA 7
 * 10.1 "(2019, January 4)", CMOS 16 14.199/14.203 "New Yorker, January 25, 2010", MLA 8th 2.6
 * "25 Jan. 2010"; a journal (2) is cited by volume and year.
 */
export const isDatedPeriodical = (pub: { series?: { periodicalType?: unknown } | null }): boolean => {
  const t = str(pub.series?.periodicalType);
  return t === '1' || t === '3';
};

/** A newspaper (spec §3 `series.periodicalType` 3). */
export const isNewspaper = (pub: { series?: { periodicalType?: unknown } | null }): boolean =>
  str(pub.series?.periodicalType) === '3';

/**
 * The year of the record: `outputData.year`, else the year of the date it was published
 * (a web page or an issue dated only by `series.publicDate`, a patent by its publication date).
 */
export const yearOfRecord = (pub: {
  outputData?: { year?: unknown } | null;
  series?: { publicDate?: unknown } | null;
  specialData?: { datePublication?: unknown } | null;
}): string | undefined => yearOf(pub.outputData?.year) ?? yearOf(publishedDateOf(pub));

/** The year closing a standard's number after its separator: "Y10.5-1968", "690:2010", «7.1–2003». */
const DESIGNATION_YEAR = /[-–—:]\s?((?:1[89]|20)\d{2})(?:\s?\([A-Z]\))?$/;

/**
 * The year in a standard's designation, the year it was adopted ("ANSI Standard Y10.5-1968"
 * → 1968, "ISO 690:2010" → 2010); undefined for any other type.
 * @example adoptionYearOf({ idTypePublication: 5, title: { standartNumber: [{ standart: 'ISO', number: '690:2010' }] } }) // '2010'
 */
export const adoptionYearOf = (pub: {
  idTypePublication?: unknown;
  title?: { standartNumber?: ({ number?: unknown } | null)[] | null } | null;
}): string | undefined => {
  if (typeIdOfPublication(pub) !== 5) return undefined;
  for (const s of pub.title?.standartNumber ?? []) {
    const year = str(s?.number)?.match(DESIGNATION_YEAR)?.[1];
    if (year) return year;
  }
  return undefined;
};

/**
 * The year an author-date style prints: the record's year, else, for an undated standard, the
 * year of its adoption that its designation carries — the document is that standard's edition,
 * so "n.d." would be false.
 * The national styles keep `yearOfRecord`: their year area is the year of publication (GOST 7.1-2003, 5.6).
 */
export const yearOrAdoption = (
  pub: Parameters<typeof yearOfRecord>[0] & Parameters<typeof adoptionYearOf>[0],
): string | undefined => yearOfRecord(pub) ?? adoptionYearOf(pub);
