/**
 * What the quick-add box was given, line by line: a DOI (bare, `doi:`, or a landing URL that
 * holds one), an ISBN, or citation text for the parser. Identifiers go to the databases
 * (Crossref, OpenLibrary); everything else, kept in its order, is one pasted list.
 */
export type QuickId = { kind: 'doi'; id: string; line: string } | { kind: 'isbn'; id: string; line: string };

export interface QuickInput {
  ids: QuickId[];
  /** The lines that are not identifiers, joined again (the server splits the list). */
  citations: string;
}

/** A DOI anywhere in a URL's path (publishers' landing pages: /doi/10.1111/…, /articles/10.1038/…). */
const DOI_IN = /\b(10\.\d{4,9}\/[^\s?#"<>]+)/i;
const BARE_DOI = /^(?:doi:\s*)?(10\.\d{4,9}\/\S+)$/i;
const URL = /^https?:\/\/\S+$/i;
const ISBN = /^(?:ISBN(?:-1[03])?:?\s*)?([\d][\d\s-]{8,16}[\dXx])$/;

/** ISBN-10 and ISBN-13 check digits (ISO 2108), so a page range or a year is never taken for one. */
export function isbnOf(value: string): string | null {
  const m = ISBN.exec(value.trim());
  if (!m?.[1]) return null;
  const digits = m[1].replace(/[\s-]/g, '').toUpperCase();
  if (digits.length === 10) {
    const sum = [...digits].reduce((s, c, i) => s + (c === 'X' ? 10 : Number(c)) * (10 - i), 0);
    return /^\d{9}[\dX]$/.test(digits) && sum % 11 === 0 ? digits : null;
  }
  if (digits.length === 13 && /^\d{13}$/.test(digits)) {
    const sum = [...digits].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0);
    return sum % 10 === 0 ? digits : null;
  }
  return null;
}

/** A DOI when the line is only one (bare, `doi:`, or a URL whose path holds it). */
export function doiOf(line: string): string | null {
  const v = line.trim();
  const bare = BARE_DOI.exec(v);
  if (bare?.[1]) return bare[1].replace(/[.,;]$/, '');
  if (URL.test(v)) {
    const inner = DOI_IN.exec(decodeURIComponent(v));
    if (inner?.[1]) return inner[1].replace(/[.,;]$/, '');
  }
  return null;
}

export function classifyQuickAdd(input: string): QuickInput {
  const ids: QuickId[] = [];
  const rest: string[] = [];
  for (const raw of input.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const doi = line ? doiOf(line) : null;
    const isbn = line && !doi ? isbnOf(line) : null;
    if (doi) ids.push({ kind: 'doi', id: doi, line });
    else if (isbn) ids.push({ kind: 'isbn', id: isbn, line });
    else rest.push(raw);
  }
  return { ids, citations: rest.join('\n').trim() };
}
