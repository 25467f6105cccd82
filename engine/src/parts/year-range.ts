/** A standard's designation ends in a year after a hyphen ("ГОСТ 1759-70", "ISO 8601-2004"), not a range. */
const DESIGNATION_BEFORE = /(?:ГОСТ|ДСТУ|ГСТУ|СТБ|ОСТ|СНиП|ТУ|ISO|IEC|EN|DIN|BS|ANSI|NISO)(?:\s*\S+)?\s*$/u;

/**
 * A range of years typed with a hyphen in a title takes the en dash, "The Pattern of Crime in
 * England, 1660–1800", "2019–20" (CMOS 16, 6.78: an en dash connects numbers; MHRA prints ranges with the
 * en dash too), when the second year follows the first; a standard's designation keeps its hyphen
 * ("ГОСТ 1759-70"). Before, "1660-1800" was printed as typed.
 */
export function yearRangeDash(title: string): string;
export function yearRangeDash(title: string | undefined): string | undefined;
export function yearRangeDash(title: string | undefined): string | undefined {
  if (!title?.includes('-')) return title;
  return title.replace(
    /(?<![\p{L}\p{N}.,:/–-])(1\d{3}|20\d{2})-(\d{4}|\d{2})(?![\p{L}\p{N}–-])/gu,
    (whole: string, from: string, to: string, at: number) => {
      const end = to.length === 2 ? Number(from.slice(0, 2) + to) : Number(to);
      if (end <= Number(from) || DESIGNATION_BEFORE.test(title.slice(0, at))) return whole;
      return `${from}\u2013${to}`;
    },
  );
}
