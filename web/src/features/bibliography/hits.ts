/** One hit of `POST /api/{OpenLib,Crossref}/GetBook` (docs/api.md, "Source search"). */
export interface Hit {
  source: 'crossref' | 'openlibrary';
  /** The DOI (Crossref) or the OpenLibrary key. */
  id: string;
  title: string;
  /** "Family, Given" or an organisation's name, in the source's order. */
  authors: string[];
  year: number | null;
  /** Ready for the form (docs/model.md). */
  publication: Record<string, unknown>;
  identifiers: { doi?: string; isbn?: string[]; issn?: string[] };
}

/** The hits of an answer, keeping only entries of the documented shape. */
export function hitsOf(answer: unknown): Hit[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (h): h is Hit =>
      typeof h === 'object' &&
      h !== null &&
      typeof (h as Hit).title === 'string' &&
      typeof (h as Hit).publication === 'object' &&
      (h as Hit).publication !== null,
  );
}

/** One line for a hit: title (year) — authors. */
export function hitLine(hit: Hit): string {
  const year = hit.year ? ` (${hit.year})` : '';
  const authors = hit.authors.length ? ` — ${hit.authors.join('; ')}` : '';
  return `${hit.title || hit.id}${year}${authors}`;
}
