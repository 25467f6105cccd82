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
