import { month } from './dates.js';
import type { Draft } from './draft.js';

/**
 * The issue's date an English reference prints with its year: APA's "(2015, Aug 6)" and
 * "(2008, May)", MLA's "July 2016", IEEE's "Sep 1989", NLM's "2012 Jul 5;". The model keeps it as
 * `series.publicDate` (docs/model.md), for an article and a web page only; before, only the
 * year was kept. A season ("spring 2000") has no month to hold and stays the year.
 */
// A month of a range ('January–February 2004', 'March/April 2008') names no one issue date.
const MONTH = '(?<![–/-])(\\p{L}{3,9})\\.?(?![/–-])';
const DAY = '(\\d{1,2})';
const PATTERNS: [RegExp, (m: RegExpExecArray) => [string, string | undefined, string | undefined]][] = [
  // (2015, Aug 6) · (2008, May) · (2008, May 6–8) keeps only the month
  [new RegExp(`\\((\\d{4}),\\s${MONTH}(?:\\s${DAY}(?![–-]))?\\)`, 'u'), (m) => [m[1]!, m[2], m[3]]],
  // 2012 Jul 5; · 2012 Jul;
  [new RegExp(`(?<![\\d(])(\\d{4})\\s${MONTH}(?:\\s${DAY})?(?=[;:.,]|$)`, 'u'), (m) => [m[1]!, m[2], m[3]]],
  // July 5, 2016 · 5 July 2016 · July 2016 · Sep. 1989
  [
    new RegExp(`(?<![\\p{L}\\d])(?:${DAY}\\s)?${MONTH}(?:\\s${DAY},?)?\\s(\\d{4})(?![\\d–-])`, 'u'),
    (m) => [m[4]!, m[2], m[1] ?? m[3]],
  ],
];

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM` or `YYYY-MM-DD` of the issue, read from the text outside the title; undefined if none. */
export function issueDateOf(text: string, year: string, title = ''): string | undefined {
  // Not the title's words, nor an access date ('Accessed 14 September 2016', 'Retrieved …').
  const rest = (title ? text.replace(title, ' ') : text).split(
    /\b(?:accessed|retrieved|viewed|cited|consulted)\b/i,
  )[0]!;
  for (const [re, parts] of PATTERNS) {
    const m = re.exec(rest);
    if (!m) continue;
    const [y, word, day] = parts(m);
    const n = word ? month(word) : undefined;
    if (y !== year || !n) continue;
    const dd = day ? Number(day) : undefined;
    if (dd !== undefined && (dd < 1 || dd > 31)) continue;
    return `${y}-${pad(n)}${dd ? `-${pad(dd)}` : ''}`;
  }
  return undefined;
}

/** Sets the draft's issue date for an English article or web page with a month printed by its year. */
export function readIssueDate(d: Draft, raw: string): void {
  if (d.language !== 'EN' || (d.type !== 1 && d.type !== 7) || !d.year || d.issueDay || d.issued) return;
  d.issued = issueDateOf(raw, d.year, d.title);
}
