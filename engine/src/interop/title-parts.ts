/**
 * A title and its other title information (`title.publicationTitle` + `title.infoAbouteTitle`)
 * in formats that hold one title only (RIS `TI`, a BibLaTeX `booktitle` with `booksubtitle`).
 */

/** A title and its other title information, joined as the record's language writes them (" : " in Cyrillic, ": " otherwise). */
export function joinedTitle(title: string | undefined, subtitle: string | undefined): string | undefined {
  if (!title || !subtitle) return title;
  return `${title}${/\p{Script=Cyrillic}/u.test(title) ? ' : ' : ': '}${subtitle}`;
}

/**
 * A full title split after its short title, when the short title is the full title's start
 * followed by a colon: Zotero's short title is the title before the colon ("Behave" of
 * "Behave: The biology of humans"), and Referent writes RIS that way, so a subtitle reads
 * back apart. Anything else gives undefined (the title stays whole).
 * @example splitAtShortTitle('Behave: The biology', 'Behave') // { title: 'Behave', subtitle: 'The biology' }
 */
export function splitAtShortTitle(
  full: string,
  short: string | undefined,
): { title: string; subtitle: string } | undefined {
  const s = short?.trim();
  if (!s || !full.startsWith(s)) return undefined;
  const rest = /^\s*:\s*(\S[\s\S]*)$/.exec(full.slice(s.length))?.[1]?.trim();
  return rest ? { title: s, subtitle: rest } : undefined;
}
