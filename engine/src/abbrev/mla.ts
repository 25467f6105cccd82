/**
 * The MLA abbreviation table (MLA Handbook 8th ed., 2.5.2 and appendix 1, "Abbreviations").
 * MLA does not abbreviate the titles of journals or websites (2.6.2: titles are given in
 * full), so this table shortens what MLA does shorten in the list of works cited:
 * publishers' names (academic presses "UP", "U", "P"; business words dropped) and month
 * names ("Sept.", while May, June and July stay whole).
 */

/** MLA 8th, appendix 1: months longer than four letters are abbreviated. */
export const MLA_MONTHS: readonly string[] = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
];

/**
 * Words of publishers' names, matched whole (case-insensitive), with their MLA forms, in
 * the order they are tried: "University Press" before "University".
 * 2.5.2: "UP" for University Press ("Oxford UP"), "U" and "P" in names such as "U of Chicago P".
 * Other words stay whole: the Handbook's own entries keep "Modern Language Association of
 * America" unabbreviated.
 */
export const MLA_PUBLISHER_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\bUniversity\s+Press\b/gi, 'UP'],
  // The Handbook's own entry for the MIT Press (2.1.3, Burdick et al.): "MIT P".
  [/\bMIT\s+Press\b/g, 'MIT P'],
  [/\bUniversity\b/gi, 'U'],
];

/**
 * 2.5.2: business words are omitted ("W. W. Norton & Company" → "W. W. Norton"), with the "and"
 * that joined them ("Leonard Smithers and Company" → "Leonard Smithers", not "… and").
 */
const BUSINESS_WORDS =
  /,?\s*(?:(?:&|and)\s+)?\b(?:Company|Co\.?|Corporation|Corp\.?|Incorporated|Inc\.?|Limited|Ltd\.?|LLC)(?=\s*$|\s*,)/gi;

/**
 * A publisher's name as MLA 8th prints it in the works-cited list.
 * @example abbreviatePublisherMla('University of Chicago Press') // 'U of Chicago P'
 * @example abbreviatePublisherMla('Oxford University Press') // 'Oxford UP'
 */
export function abbreviatePublisherMla(name: string): string {
  // MLA 9th 5.66 (p. 172): an initial article goes ("The MIT Press" → "MIT P") and an ampersand
  // left inside the name becomes "and" ("Farrar & Rinehart" → "Farrar and Rinehart").
  let out = name
    .replace(BUSINESS_WORDS, '')
    .trim()
    .replace(/^(?:The|A|An)\s+(?=\S)/, '')
    .replace(/\s+&\s+/g, ' and ');
  const universityFirst = /^University\b/i.test(out) && /\bPress$/i.test(out);
  for (const [pattern, short] of MLA_PUBLISHER_WORDS) out = out.replace(pattern, short);
  // "University of Chicago Press": the press word closing a "U of …" name becomes "P".
  if (universityFirst) out = out.replace(/\bPress$/i, 'P');
  return out.replace(/\s+/g, ' ').trim() || name.trim();
}
