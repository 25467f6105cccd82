import { type CslItem, plainOfMarkup, publicationFromCsl } from '@referent/engine';

/** One search result, ready to fill the bibliography form (docs/api.md, "Source search"). */
export interface Hit {
  source: 'crossref' | 'openlibrary';
  /** The DOI (Crossref) or the OpenLibrary key (`/works/OL…W`, `/books/OL…M`). */
  id: string;
  title: string;
  /** "Family, Given", or an organisation's name, in the source's order. */
  authors: string[];
  year: number | null;
  publication: Record<string, unknown>;
  /** What the Publication model has no field for (spec §3 lists "ISSN or ISBN" as a form input only). */
  identifiers: { doi?: string; isbn?: string[]; issn?: string[] };
}

/** The outcome of one lookup: hits, nothing found, or a failure of the source. */
export type LookupResult =
  | { kind: 'hits'; hits: Hit[] }
  | { kind: 'none' }
  | { kind: 'failed'; reason: 'timeout' | 'network' | 'status' | 'invalid' };

export type Name = { family?: string; given?: string; literal?: string };

/** Source text as plain text: Crossref titles carry JATS/HTML markup (`<i>`, `<sub>`) and entities (the engine's rule). */
export function plain(value: unknown): string {
  return typeof value === 'string' ? plainOfMarkup(value, true) : '';
}

/** The first non-blank string of a value that is a string or a list of strings. */
export function first(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  for (const v of list) {
    const text = plain(v);
    if (text) return text;
  }
  return '';
}

/** Non-blank strings of a list, each at most `max` characters, de-duplicated. */
export function strings(value: unknown, limit = 20): string[] {
  if (!Array.isArray(value)) return [];
  const out = value.map(plain).filter((s) => s.length > 0 && s.length <= 1000);
  return [...new Set(out)].slice(0, limit);
}

const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'da',
  'di',
  'du',
  'la',
  'le',
  'ten',
  'ter',
]);

/**
 * A name written in natural order ("Noam Chomsky", "Ludwig van Beethoven") as family and
 * given names: the last word is the family name, with the lower-case particles before it.
 * "Chomsky, Noam" (inverted) is split at the comma.
 */
export function personOfText(text: string): Name {
  const t = plain(text);
  const comma = t.indexOf(',');
  if (comma > 0) {
    const family = t.slice(0, comma).trim();
    const given = t.slice(comma + 1).trim();
    return given ? { family, given } : { family };
  }
  const words = t.split(' ').filter(Boolean);
  if (words.length <= 1) return { family: t };
  let at = words.length - 1;
  while (at > 1 && PARTICLES.has((words[at - 1] as string).toLowerCase())) at--;
  return { family: words.slice(at).join(' '), given: words.slice(0, at).join(' ') };
}

/** "Family, Given" for the hit's author list. */
export function nameText(n: Name): string {
  if (n.literal) return n.literal;
  return [n.family, n.given].filter(Boolean).join(', ');
}

/** A 4-digit year from a number or a text ("March 1993", "1957"), or null. */
export function yearOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const m = /\b(1[5-9]\d\d|20\d\d)\b/.exec(text);
  return m ? Number(m[1]) : null;
}

/**
 * The Publication of a CSL item, through the engine's one CSL mapping (`publicationFromCsl`),
 * so field placement follows docs/model.md in one place. A subtitle is "other title
 * information" of a book (title.infoAbouteTitle); other types carry it in the title.
 */
export function publicationOf(item: CslItem, subtitle: string): Record<string, unknown> | null {
  const read = publicationFromCsl(item);
  if (!('publication' in read)) return null;
  const pub = read.publication;
  if (subtitle) {
    const title = (pub.title ?? {}) as Record<string, unknown>;
    if (pub.idTypePublication === 2) title.infoAbouteTitle = subtitle;
    else title.publicationTitle = `${String(title.publicationTitle ?? '')}: ${subtitle}`;
    pub.title = title;
  }
  return pub;
}
