import { month } from './dates.js';
import type { Draft } from './draft.js';

/**
 * The days of a conference printed with their month — «12–14 мая 2019 г.», «3–5 червня»,
 * "June 3-5, 2019", "2019 June 3-5", "(2019, June 3-5)" — are its date, not the pages of a paper
 * (the bare range the rules or the model read as pages when none were labelled).
 */
const DAYS_THEN_MONTH = /(?<![\d.])(\d{1,2})\s?[-–—]\s?(\d{1,2})\s+(\p{L}{3,9})\.?(?![\p{L}])/gu;
const MONTH_THEN_DAYS = /(?<![\p{L}])(\p{L}{3,9})\.?\s+(\d{1,2})\s?[-–—]\s?(\d{1,2})(?![\d.]\d|\d)/gu;

/** The day ranges of conference dates in `text`, as `first–last`. */
export function conferenceDayRanges(text: string): string[] {
  if (!/\d\s?[-–—]\s?\d/u.test(text)) return [];
  const out: string[] = [];
  for (const m of text.matchAll(DAYS_THEN_MONTH)) if (month(m[3]!)) out.push(`${m[1]}–${m[2]}`);
  for (const m of text.matchAll(MONTH_THEN_DAYS)) if (month(m[1]!)) out.push(`${m[2]}–${m[3]}`);
  return out.filter((r) => {
    const [a, b] = r.split('–').map(Number);
    return a! >= 1 && b! <= 31 && a! < b!;
  });
}

/** Drops pages that are only a conference's days: the range is printed nowhere but in its date. */
export function dropConferenceDays(d: Draft, raw: string): void {
  if (!d.pages) return;
  const days = conferenceDayRanges(raw);
  if (!days.includes(d.pages)) return;
  const [a, b] = d.pages.split('–');
  const printed = raw.match(new RegExp(`(?<![\\d.])${a}\\s?[-–—]\\s?${b}(?![\\d])`, 'gu'))?.length ?? 0;
  if (printed > days.filter((r) => r === d.pages).length) return;
  d.pages = undefined;
  d.conferenceDays = true;
  delete d.confidence.pages;
}
