import type { Labels } from '../locales/labels.js';
import type { Locale } from '../model/language.js';
import { type DateParts, parseDate } from './dates.js';

/** The month word of a day-month date: genitive in Russian and Ukrainian, the name in English. */
function monthWord(d: DateParts, labels: Labels, locale: Locale, short: boolean): string {
  const month = d.month ?? 1;
  // After a day GOST 7.1-2003 and DSTU 8302:2015 abbreviate the month (GOST 7.12-93, DSTU 3582:2013).
  const table =
    d.day && short
      ? labels.national.monthsGenitiveShort
      : d.day && locale !== 'en'
        ? labels.monthsGenitive
        : labels.months;
  return table[month - 1] ?? String(month);
}

function withYear(text: string, year: number, labels: Labels): string {
  const suffix = labels.national.yearAbbr;
  return suffix ? `${text} ${year} ${suffix}` : `${text} ${year}`;
}

/**
 * A date or a span of dates with full month names, as the national standards write the
 * dates of a conference or a newspaper issue (GOST R 7.0.100-2018, 5.4.6 and A.3:
 * «(Москва, 10–12 мая 2020 г.)»; DSTU 8302:2015 «(Київ, 10–12 травня 2020 р.)»).
 * Only valid dates print (spec §5); an end before the start or invalid is dropped.
 * `short` abbreviates a month after a day («21–22 нояб. 2002 г.», GOST 7.1-2003 and DSTU
 * 8302:2015 with GOST 7.12-93 / DSTU 3582:2013); gost2018 keeps full names (spec §5).
 * @example monthDateRange('2020-05-10', '2020-05-12', ru, 'ru') // '10–12 мая 2020 г.'
 */
export function monthDateRange(
  start: unknown,
  end: unknown,
  labels: Labels,
  locale: Locale,
  short = false,
): string | undefined {
  const a = parseDate(start);
  if (!a) return undefined;
  const b = parseDate(end);
  const dayMonth = (d: DateParts) =>
    d.month ? `${d.day ? `${d.day} ` : ''}${monthWord(d, labels, locale, short)}`.trim() : '';
  const single = (d: DateParts) => withYear(dayMonth(d), d.year, labels).trim();
  const key = (d: DateParts) => d.year * 10000 + (d.month ?? 0) * 100 + (d.day ?? 0);
  if (!b || !a.month || !b.month || key(b) <= key(a)) return single(a);
  if (a.year !== b.year) return `${single(a)} – ${single(b)}`;
  if (a.month === b.month && a.day && b.day) return withYear(`${a.day}–${dayMonth(b)}`, a.year, labels);
  return withYear(`${dayMonth(a)} – ${dayMonth(b)}`, a.year, labels);
}
