import type { Draft } from './draft.js';

/**
 * A magazine or newspaper named first, before an unsigned article's quoted title and the issue's
 * date: 'Business Week, "Banks Try to Dodge Fed's Grasp," April 5, 1969.' The name was read as a
 * person ("Week, Business") and the month as the journal.
 */
const MAGAZINE_HEAD =
  /^(\p{Lu}[\p{L}&.'’ -]{2,60}?),\s+["“]([^"“”]{3,300}?)[,.]?["”],?\s+(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sep|Oct|Nov|Dec)\p{L}*\.?\s+\d{1,2},\s+(?:1[5-9]\d\d|20\d\d)\b/u;
const MONTH = /^(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sep|Oct|Nov|Dec)\p{L}*\.?$/u;

export function magazineHead(d: Draft, raw: string): void {
  if (d.container && !MONTH.test(d.container)) return;
  const m = MAGAZINE_HEAD.exec(raw);
  // A name of one word and no initial; a person inverted ("Smith, John") is not a magazine.
  if (!m || !/\s/u.test(m[1]!) || /(?:^|\s)\p{Lu}\.(?:\s|$)/u.test(m[1]!)) return;
  d.container = m[1]!.trim();
  d.title = m[2]!.trim();
  d.authors = [];
  delete d.confidence.authors;
}

/** MLA 7's film: the title first, then its director ("A Civil Action. Dir. Steven Zaillian. Perf. …"). */
const FILM_HEAD = /^([^.]{1,200}?)\.\s+Dir\.\s+\p{Lu}/u;

/**
 * A film cited by its title (MLA 7, 5.7.3: "Title. Dir. Name. Perf. Names. Studio, Year."): the
 * first sentence is the title and the director no author. Before, the title was read as a given
 * name ("Jaws. Dir. Steven Spielberg" gave the person "Spielberg, Jaws. Dir. Steven") or the
 * performers as the title.
 */
export function filmHead(d: Draft, raw: string): void {
  if (!raw.includes('Dir.')) return;
  const film = FILM_HEAD.exec(raw);
  if (!film) return;
  const title = film[1]!.trim();
  d.title = title;
  d.info = undefined;
  d.authors = d.authors.filter((p) => !`${p.name ?? ''} ${p.fathername ?? ''}`.includes('Dir.') && p.name !== title);
  // The performers are no editors ("Perf. Roy Scheider, Robert Shaw").
  const perf = raw.indexOf('Perf.');
  if (perf > 0) {
    const credited = (p: { surname?: unknown }) => typeof p.surname === 'string' && raw.indexOf(p.surname, perf) > 0;
    d.editors = d.editors.filter((p) => !credited(p));
    d.authors = d.authors.filter((p) => !credited(p));
  }
  // The credits are no host, and the title with them no publisher ("Jaws. Dir").
  if (d.container && (/(?:^|\s)(?:Dir|Perf)(?:\.|$)/u.test(d.container) || d.container.startsWith(`${title}.`)))
    d.container = undefined;
  if (d.publisher?.startsWith(`${title}.`)) d.publisher = undefined;
  if (d.place?.startsWith(`${title}.`)) d.place = undefined;
}
