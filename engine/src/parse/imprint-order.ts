import type { Draft } from './draft.js';

/** Words of a publisher's name, never of a place. */
const PUBLISHER_WORDS =
  /(?<![\p{L}])(?:Society|Press|Publishers?|Publishing|Publications|Company|Co\.|Inc\.?|Ltd\.?|Verlag|Books|Association|Institute)(?![\p{L}])/u;
/** A place as imprints print it: "Washington, DC", "New York", "Cambridge, MA". */
const PLACE = /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2}(?:,\s?[A-Z]{2})?$/u;

/**
 * ACS prints a book's publisher before its place ("American Chemical Society: Washington, DC,
 * 1990"), the other way round from the "Place: Publisher" the readers expect: where the place read
 * has a publisher's word and the publisher read is a place, the two change over.
 */
export function publisherFirst(d: Draft): void {
  if (!d.place || !d.publisher || !PUBLISHER_WORDS.test(d.place)) return;
  if (!PLACE.test(d.publisher) || PUBLISHER_WORDS.test(d.publisher)) return;
  [d.place, d.publisher] = [d.publisher, d.place];
  const { place, publisher } = d.confidence;
  if (place !== undefined) d.confidence.publisher = place;
  if (publisher !== undefined) d.confidence.place = publisher;
}
