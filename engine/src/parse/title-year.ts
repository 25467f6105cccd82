import { CUT, type Draft } from './draft.js';
import { takeYear } from './numbers.js';

/** Confidence of a year left empty because the only year printed belongs to the title. */
export const NO_YEAR_CONFIDENCE = 0.1;

const yearIn = (year: string, text: string) => new RegExp(`(?<!\\d)${year}(?!\\d)`, 'u').test(text);
/**
 * The year as one end of a span of years in the title ("2019–2043", "1889–1930"): title words
 * beyond doubt. A lone year at the end of a title span is as often the imprint run into it by a
 * misread zone ("…Century, Stanford, CA: Stanford University Press, 2007"), and is kept.
 */
const yearSpanIn = (year: string, text: string) =>
  new RegExp(
    `(?<!\\d)(?:${year}\\s?[–—-]\\s?(?:1[5-9]\\d\\d|20\\d\\d|\\d\\d)|(?:1[5-9]\\d\\d|20\\d\\d)\\s?[–—-]\\s?${year})(?!\\d)`,
    'u',
  ).test(text);

/**
 * A year inside the title ("Стратегия 2019–2043", "Brazil, 1889–1930") is never the year of
 * publication: where the year read is printed only in the title, in a span of years, another year outside it is
 * taken, or none — the year stays empty with a low confidence rather than invented.
 * `raw` is the cleaned reference, `rest` what is left of it after the labelled pieces were cut.
 */
export function dropTitleYear(d: Draft, raw: string, rest: string): void {
  // (Its pattern is built for the year read: asked only of a title that prints that year.)
  if (!d.year || !d.title?.includes(d.year) || !yearSpanIn(d.year, d.title)) return;
  const at = raw.indexOf(d.title);
  // A title the readers rewrote (not found as typed) is no span to judge by.
  if (at < 0) return;
  const restAt = rest.indexOf(d.title);
  // Outside the title, links and access dates cut out: a URL repeats the title's words and years.
  const around =
    restAt < 0
      ? `${raw.slice(0, at)}${CUT}${raw.slice(at + d.title.length)}`
      : `${rest.slice(0, restAt)}${CUT}${rest.slice(restAt + d.title.length)}`;
  if (yearIn(d.year, around)) return;
  const outside = restAt < 0 ? '' : `${rest.slice(0, restAt)}${CUT}${rest.slice(restAt + d.title.length)}`;
  const other = takeYear(outside, /[\u0400-\u04FF]/u.test(outside)).year;
  if (other) {
    d.year = other;
    d.confidence.year = 0.6;
  } else {
    d.year = undefined;
    d.confidence.year = NO_YEAR_CONFIDENCE;
  }
}
