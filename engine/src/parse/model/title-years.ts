import type { Span } from './spans.js';

/** A span of years and nothing else ("1889–1930:", "(1805-2014)"). */
const YEAR_SPAN = /^[([]?(?:1[5-9]\d\d|20\d\d)\s?[–—-]\s?(?:1[5-9]\d\d|20\d\d|\d\d)[)\]]?[.,:;]?$/u;

/**
 * Where the model reads as the date a span of years that lies inside the rules' title
 * ("Smith, J. Brazil, 1889–1930: a history of the republic"), it has cut the title at its own
 * years: the rules' reading of those words stands. The spans that overlap the rules' title are
 * left out, so the title, the authors before it and the year stay as the rules read them
 * (`title-year.ts` then leaves the year empty if only the title prints one).
 */
export function keepTitleYears(spans: Span[], text: string, title: string | undefined): Span[] {
  if (!title) return spans;
  const at = text.indexOf(title);
  if (at < 0) return spans;
  const end = at + title.length;
  const inside = (s: Span) => s.start >= at && s.end <= end + 1;
  const yearsInTitle = (s: Span) => s.label === 'date' && inside(s) && YEAR_SPAN.test(s.text.trim());
  if (!spans.some((s) => yearsInTitle(s) || yearOpeningTitle(s, text, at))) return spans;
  return spans.filter((s) => s.end <= at || s.start >= end);
}

/** A lone year, as a title may open with one. */
const LONE_YEAR = /^(?:1[5-9]\d\d|20\d\d)[.,:;]?$/u;

/**
 * A date span that runs on into the rules' title ("(1984). 1984" of "Smith, J. (1984). 1984
 * revisited: …"): the year after the date is the title's first word, not more of the date — the
 * title lost it before.
 */
function yearOpeningTitle(s: Span, text: string, at: number): boolean {
  return (
    s.label === 'date' &&
    s.start < at &&
    s.end > at &&
    /\d{4}/u.test(text.slice(s.start, at)) &&
    LONE_YEAR.test(text.slice(at, s.end).trim())
  );
}
