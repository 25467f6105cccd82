import { str } from './fields.js';

export interface PageRange {
  first: string;
  last?: string;
}

// A page is digits with an optional letter prefix or suffix (A635, S12, 15a), or a roman
// numeral standing as a word (xii); "c." or "P." before the number is a label, not a page.
const PAGE = String.raw`(?:[A-Za-z]{0,2}\d+[a-zA-Z]?|\b[IVXLCDMivxlcdm]+\b(?!\.))`;
const PAGE_RANGE = new RegExp(`(${PAGE})\\s*(?:[-–—]+\\s*(${PAGE}))?`);

/**
 * Reads "15", "15-67", "15–67" or "pp. 15 - 67" into its ends.
 * A plain number gives the single-page form, a range the range form (spec §5).
 */
export function parsePages(value: unknown): PageRange | undefined {
  const text = str(value);
  if (!text) return undefined;
  const m = text.match(PAGE_RANGE);
  if (!m?.[1]) return undefined;
  return m[2] ? { first: m[1], last: m[2] } : { first: m[1] };
}

/**
 * Elides the second number of a range to the digits that change, keeping at least
 * `minDigits` (the humanities rule of spec §5, MHRA 4th 11.5: 321–328 → 321–28).
 * @example abbreviateRange('321', '328') // '28'
 */
export function abbreviateRange(first: string, last: string, minDigits = 2): string {
  if (!/^\d+$/.test(first) || !/^\d+$/.test(last) || first.length !== last.length) return last;
  let i = 0;
  while (i < first.length - minDigits && first[i] === last[i]) i++;
  return last.slice(i);
}

/**
 * Chicago's inclusive numbers (CMOS 16, 9.64), also used by ASA: below 100 and at whole
 * hundreds all digits (71–72, 100–104); 101–109 in a hundred the changed part only (101–8,
 * 808–33); otherwise two digits or more (321–28, 498–532); a four-digit number whose
 * three last digits change keeps all four (1496–1504).
 * @example chicagoRange('1103', '1104') // '4'
 */
export function chicagoRange(first: string, last: string): string {
  if (!/^\d+$/.test(first) || !/^\d+$/.test(last) || first.length !== last.length) return last;
  const n = Number(first);
  if (n < 100 || n % 100 === 0) return last;
  if (n % 100 < 10) return abbreviateRange(first, last, 1);
  const short = abbreviateRange(first, last, 2);
  return first.length === 4 && short.length === 3 ? last : short;
}

/**
 * The second number of a range typed elided, written in full: 167–95 → 195, 1264–6 → 1266
 * (the national standards give a part's pages «от и до», GOST R 7.0.100-2018, 7.4.1: «. — С.
 * 17—28»; no example elides). A shorter number that would not follow the first stays as typed.
 * @example unelidedRange('167', '95') // '195'
 */
export function unelidedRange(first: string, last: string): string {
  if (!/^\d+$/.test(first) || !/^\d+$/.test(last) || last.length >= first.length) return last;
  const full = first.slice(0, first.length - last.length) + last;
  return Number(full) > Number(first) ? full : last;
}

/**
 * A page range with the style's dash; `abbreviate` elides the second number (`true`: the
 * humanities rule of `abbreviateRange`; `'chicago'`: CMOS 16, 9.64), `'full'` writes an elided
 * one in full (`unelidedRange`).
 * @example formatPages('10-20', { dash: '–' }) // '10–20'
 */
export function formatPages(
  value: unknown,
  opts: { dash: string; abbreviate?: boolean | 'chicago' | 'full' },
): string | undefined {
  // Discontinuous pages, "A1, A4" (APA 6, 7.01 ex. 10): each part formatted, none dropped.
  const parts = str(value)?.split(/\s*,\s*/);
  if (parts && parts.length > 1 && parts.every((p) => parsePages(p)?.first === p.split(/\s*[-–—]+\s*/)[0])) {
    return parts.map((p) => formatPages(p, opts)).join(', ');
  }
  const range = parsePages(value);
  if (!range) return undefined;
  if (!range.last) return range.first;
  const last =
    opts.abbreviate === 'chicago'
      ? chicagoRange(range.first, range.last)
      : opts.abbreviate === 'full'
        ? unelidedRange(range.first, range.last)
        : opts.abbreviate
          ? abbreviateRange(range.first, range.last)
          : range.last;
  return `${range.first}${opts.dash}${last}`;
}

/** True when the pages are a range (so the style picks "pp." over "p."). */
export function isPageRange(value: unknown): boolean {
  if ((formatPages(value, { dash: '-' }) ?? '').includes(', ')) return true;
  return parsePages(value)?.last !== undefined;
}
