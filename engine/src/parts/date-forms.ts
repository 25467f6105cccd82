import type { Labels } from '../locales/labels.js';
import type { Locale } from '../model/language.js';
import { parseDate } from './dates.js';

export interface DateFormOptions {
  /**
   * "mdy" Feb. 1, 2009 (IEEE, ACS); "dmy" 20 August 2025 (Harvard); "ymd" 2002 Jul 25
   * (Citing Medicine); "y, md" 2020, May 5 (APA).
   */
  order: 'mdy' | 'dmy' | 'ymd' | 'y, md';
  months: 'full' | 'short';
  /** Keep the full stop of abbreviated months (IEEE "Feb.") or drop it (NLM, ACS "Feb"). */
  monthDot?: boolean;
  /** A style's own short English months where they differ from the labels' ("June", "Sept"; ACS). */
  shortMonths?: readonly string[];
  /**
   * `dateRangeForm` only: a span across two months of one year gives both days, "Sept 30–Oct 2,
   * 1988", «30 травня – 2 червня 2020» (the national standards space the dash between dates
   * written with spaces), instead of the first day alone.
   */
  acrossMonths?: boolean;
}

/**
 * A valid date (spec §5) in an English-language style's order. Russian and Ukrainian
 * records keep their own day-month order with the genitive month («5 мая 2020»), except
 * the year-first orders, which stay year-first. Partial dates print what they have.
 * @example dateForm('2009-02-01', en, 'en', { order: 'mdy', months: 'short', monthDot: true }) // 'Feb. 1, 2009'
 */
export function dateForm(value: unknown, labels: Labels, locale: Locale, opts: DateFormOptions): string | undefined {
  const d = parseDate(value);
  if (!d) return undefined;
  if (!d.month) return String(d.year);
  const yearFirst = opts.order === 'ymd' || opts.order === 'y, md';
  const english = locale === 'en';
  // A Russian or Ukrainian day-month date takes the genitive month in full («5 мая 2021»),
  // the day before the month whatever the style's English order: APA's "(2023, October 5)" is
  // «(2023, 5 октября)», NLM's "2023 Oct 5" is «5 октября 2023» (a month after its day is in the
  // genitive; «октябрь 5» is not Russian).
  const genitive = Boolean(d.day) && !english;
  const short = english && opts.shortMonths ? opts.shortMonths : labels.monthsShort;
  const table = genitive ? labels.monthsGenitive : opts.months === 'short' ? short : labels.months;
  let month = table[d.month - 1] ?? String(d.month);
  if (opts.months === 'short' && !genitive && !opts.monthDot) month = month.replace(/\.$/, '');
  if (!d.day) return yearFirst ? `${d.year}${opts.order === 'ymd' ? ' ' : ', '}${month}` : `${month} ${d.year}`;
  if (!english) return opts.order === 'y, md' ? `${d.year}, ${d.day} ${month}` : `${d.day} ${month} ${d.year}`;
  if (opts.order === 'ymd') return `${d.year} ${month} ${d.day}`;
  if (opts.order === 'y, md') return `${d.year}, ${month} ${d.day}`;
  if (!english || opts.order === 'dmy') return `${d.day} ${month} ${d.year}`;
  return `${month} ${d.day}, ${d.year}`;
}

/**
 * A span of days in the style's order, sharing the month and year when they agree
 * ("Apr 3–5, 2002", "3–5 April 2002"); otherwise the start date alone.
 * @example dateRangeForm('2002-04-03', '2002-04-05', en, 'en', { order: 'mdy', months: 'short' }) // 'Apr 3–5, 2002'
 */
export function dateRangeForm(
  start: unknown,
  end: unknown,
  labels: Labels,
  locale: Locale,
  opts: DateFormOptions,
): string | undefined {
  const first = dateForm(start, labels, locale, opts);
  const a = parseDate(start);
  const b = parseDate(end);
  if (!first || !a?.day || !b?.day || a.year !== b.year) return first;
  if (opts.acrossMonths && a.month && b.month && b.month > a.month && (opts.order === 'mdy' || opts.order === 'dmy')) {
    const last = dateForm(end, labels, locale, opts);
    const year = String(a.year);
    // The first date without its year: "Sept 30, 1988" → "Sept 30", «30 травня 2020» → «30 травня».
    const head = first.replace(new RegExp(`,?\\s*${year}$`), '');
    return last && head !== first ? `${head}${locale === 'en' ? '–' : ' – '}${last}` : first;
  }
  if (a.month !== b.month || b.day <= a.day) return first;
  return first.replace(new RegExp(`(^|\\D)${a.day}(?=\\D|$)`), `$1${a.day}–${b.day}`);
}
