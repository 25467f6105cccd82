import type { Labels } from '../locales/labels.js';
import type { Locale } from '../model/language.js';
import { parseDate } from './dates.js';

export interface WrittenDateOptions {
  /** "18 June 2006" (ISO 690, MHRA, MLA) or "June 18, 2006" (Chicago, ASA). */
  order: 'dmy' | 'mdy';
  /** Full month names or the label table's abbreviations. */
  months?: 'full' | 'short';
  /** A style's own English month table (MLA's "Sept.", "June"). */
  englishMonths?: readonly string[];
}

/**
 * A date written out with month names from the record's label table. Russian and
 * Ukrainian dates are always day-month-year with the genitive month («5 мая 2020»),
 * whatever order the English style uses. Partial dates print what they have.
 * @example writtenDate('2006-06-18', en, 'en', { order: 'dmy' }) // '18 June 2006'
 */
export function writtenDate(
  value: unknown,
  labels: Labels,
  locale: Locale,
  opts: WrittenDateOptions,
): string | undefined {
  const d = parseDate(value);
  if (!d) return undefined;
  if (!d.month) return String(d.year);
  const english = locale === 'en';
  // A Russian/Ukrainian day takes the genitive month in full («5 мая»): the short table is nominative.
  const table =
    english && opts.englishMonths
      ? opts.englishMonths
      : d.day && !english
        ? labels.monthsGenitive
        : opts.months === 'short'
          ? labels.monthsShort
          : labels.months;
  const month = table[d.month - 1] ?? String(d.month);
  if (!d.day) return `${month} ${d.year}`;
  return english && opts.order === 'mdy' ? `${month} ${d.day}, ${d.year}` : `${d.day} ${month} ${d.year}`;
}
