import { CUT, type Draft } from './draft.js';

/** Where a work has no year yet, or none was printed: what the text says instead. */
export type DateStatus = 'in press' | 'in preparation' | 'forthcoming' | 'submitted' | 'no date';

/**
 * The words, in brackets after the names (APA, Harvard) or closing the reference or its imprint;
 * "s.a." only in lower case, as "S.A." closes a company's name.
 */
const STATUS_WORDS =
  '[Ii]n\\s+press|[Ii]n\\s+preparation|[Ii]n\\s+prep\\.|[Ff]orthcoming|[Tt]o\\s+appear|[Ss]ubmitted|[Nn]\\.\\s?d\\.|[Nn]o\\s+date|s\\.\\s?a\\.|[Бб]\\.\\s?[гдр]\\.';
const BRACKETED = new RegExp(`[([]\\s*(${STATUS_WORDS})\\s*[)\\]]`, 'u');
/** …or after a comma or stop at the end: "Munich: Carl Hanser, n.d.", "Journal of X, in press." */
const CLOSING = new RegExp(`(?:^|[,.;:]\\s*|\\s)(${STATUS_WORDS})[\\s.,;]*$`, 'u');

function statusOf(words: string): DateStatus {
  const w = words.toLowerCase().replace(/\s+/gu, ' ');
  if (w === 'in press') return 'in press';
  if (w.startsWith('in prep')) return 'in preparation';
  if (w === 'forthcoming' || w === 'to appear') return 'forthcoming';
  if (w === 'submitted') return 'submitted';
  return 'no date';
}

/**
 * "(in preparation)", "(in press)", "(forthcoming)", "n.d.", «б. г.» in place of the year: a date
 * status, which the result reports (`dateStatus`) with no year, rather than a year left out
 * silently or the words read as a title or publisher ("Carl Hanser, n.d."). Only where no year
 * was read and the words are outside the title. `rest` is the text with labelled pieces cut out.
 */
/** Any of the words, to leave at once the many references without them. */
const ANY_STATUS = new RegExp(STATUS_WORDS, 'u');

export function readDateStatus(d: Draft, rest: string): void {
  if (!ANY_STATUS.test(rest)) return;
  const outside = (d.title ? rest.split(d.title).join(CUT) : rest).split(CUT);
  const bracketed = BRACKETED.exec(outside.join(CUT));
  // "(n.d.)" after the names, and a year only inside the title ("… model 2014"): the title's year.
  const yearOutside = d.year && new RegExp(`(?<![\\p{L}\\p{N}])${d.year}(?!\\p{N})`, 'u').test(outside.join(CUT));
  if (d.year && (!bracketed || yearOutside)) return;
  const m = bracketed ?? outside.map((piece) => CLOSING.exec(piece)).find(Boolean);
  if (!m) return;
  d.year = undefined;
  delete d.confidence.year;
  d.dateStatus = statusOf(m[1]!);
  // Read as the end of the imprint or the host before (tidied of its last stop: "Carl Hanser, n.d"): not their words.
  const tail = new RegExp(`[\\s,;:]*(?:${STATUS_WORDS})[\\s.,;]*$`, 'u');
  const without = (field: string | undefined) =>
    field && tail.test(`${field}.`) ? `${field}.`.replace(tail, '') || undefined : field;
  d.publisher = without(d.publisher);
  d.container = without(d.container);
}
