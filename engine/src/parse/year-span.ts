import { CUT, type Draft } from './draft.js';

/**
 * A span of years printed where the year is — «Калининград : Терра Балтика, 2005–2008», "(2005–2008)."
 * — is the years of a multi-volume work or of a run, kept as printed (`outputData.year` takes
 * text; the styles print its first year where they print one, `yearOf`), not cut to its first
 * year. A span inside the title ("Brazil, 1889–1930") is the title's (title-year.ts).
 * `rest` is the reference with its labelled pieces cut out.
 */
/** Any span of years, to leave at once the many references without one. */
const ANY_SPAN = /(?:1[5-9]|20)\d\d\s?[–—-]\s?(?:1[5-9]|20)\d\d/u;

export function keepYearSpan(d: Draft, rest: string): void {
  if (!d.year || !/^(?:1[5-9]\d\d|20\d\d)$/u.test(d.year) || !ANY_SPAN.test(rest)) return;
  const outside = d.title ? rest.split(d.title).join(CUT) : rest;
  const span = new RegExp(`(?<![\\d–—-])${d.year}\\s?[–—-]\\s?((?:1[5-9]|20)\\d\\d)(?![\\d–—-])`, 'u').exec(outside);
  if (span && Number(span[1]) > Number(d.year)) d.year = `${d.year}–${span[1]}`;
}
