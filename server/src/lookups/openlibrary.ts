import type { CslItem } from '@referent/engine';
import { getJson, type LookupConfig } from './fetcher.js';
import {
  first,
  type Hit,
  type LookupResult,
  type Name,
  nameText,
  personOfText,
  publicationOf,
  strings,
  yearOf,
} from './hit.js';

/** Hits per search (the form shows one list). */
export const OPENLIBRARY_ROWS = 10;
/** The fields of a search document we read (OpenLibrary Search API, `fields=`). */
const SEARCH_FIELDS = [
  'key',
  'title',
  'subtitle',
  'author_name',
  'first_publish_year',
  'publisher',
  'publish_place',
  'isbn',
  'language',
  'number_of_pages_median',
].join(',');

/** OpenLibrary's MARC language codes → the codes `publicationFromCsl` reads. */
const LANGUAGES: Record<string, string> = { eng: 'en', rus: 'ru', ukr: 'uk' };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A book hit from the fields both OpenLibrary answers share. */
function bookHit(
  id: string,
  parts: {
    title: string;
    subtitle: string;
    authors: Name[];
    year: number | null;
    publisher: string;
    place: string;
    pages: unknown;
    language: string;
    isbn: string[];
    url?: string;
  },
): Hit | null {
  if (!parts.title) return null;
  const item: CslItem = {
    type: 'book',
    title: parts.title,
    ...(parts.authors.length ? { author: parts.authors } : {}),
    ...(parts.year ? { issued: { 'date-parts': [[parts.year]] } } : {}),
    ...(parts.publisher ? { publisher: parts.publisher } : {}),
    ...(parts.place ? { 'publisher-place': parts.place } : {}),
    ...(typeof parts.pages === 'number' && Number.isInteger(parts.pages) && parts.pages > 0
      ? { 'number-of-pages': String(parts.pages) }
      : {}),
    ...(LANGUAGES[parts.language] ? { language: LANGUAGES[parts.language] } : {}),
  };
  const publication = publicationOf(item, parts.subtitle);
  if (!publication) return null;
  return {
    source: 'openlibrary',
    id,
    title: parts.subtitle ? `${parts.title}: ${parts.subtitle}` : parts.title,
    authors: parts.authors.map(nameText),
    year: parts.year,
    publication,
    identifiers: parts.isbn.length ? { isbn: parts.isbn } : {},
  };
}

/** One document of `/search.json` (a work, with fields gathered over its editions). */
export function hitOfSearchDoc(doc: unknown): Hit | null {
  if (!isObj(doc)) return null;
  const key = first(doc.key);
  return bookHit(key, {
    title: first(doc.title),
    subtitle: first(doc.subtitle),
    authors: strings(doc.author_name).map(personOfText),
    year: yearOf(doc.first_publish_year),
    publisher: first(doc.publisher),
    place: first(doc.publish_place),
    pages: doc.number_of_pages_median,
    language: Array.isArray(doc.language) && doc.language.length === 1 ? first(doc.language) : '',
    isbn: strings(doc.isbn, 10),
  });
}

/** One edition of `/api/books?jscmd=data` (the Books API "data" view). */
export function hitOfBooksData(data: unknown): Hit | null {
  if (!isObj(data)) return null;
  const names = (list: unknown) => (Array.isArray(list) ? list.map((x) => (isObj(x) ? first(x.name) : '')) : []);
  const ids = isObj(data.identifiers) ? data.identifiers : {};
  return bookHit(first(data.key), {
    title: first(data.title),
    subtitle: first(data.subtitle),
    authors: names(data.authors).filter(Boolean).map(personOfText),
    year: yearOf(data.publish_date),
    publisher: first(names(data.publishers)),
    place: first(names(data.publish_places)),
    pages: data.number_of_pages,
    language: '',
    isbn: [...strings(ids.isbn_13), ...strings(ids.isbn_10)],
  });
}

/** `/search.json` answer → hits (none when `docs` is empty). */
export function hitsOfSearch(json: unknown): LookupResult {
  if (!isObj(json) || !Array.isArray(json.docs)) return { kind: 'failed', reason: 'invalid' };
  const hits = json.docs.map(hitOfSearchDoc).filter((h): h is Hit => h !== null);
  return hits.length ? { kind: 'hits', hits: hits.slice(0, OPENLIBRARY_ROWS) } : { kind: 'none' };
}

/** `/api/books` answer (an object keyed by bibkey; `{}` when unknown) → hits. */
export function hitsOfBooks(json: unknown): LookupResult {
  if (!isObj(json)) return { kind: 'failed', reason: 'invalid' };
  const hits = Object.values(json)
    .map(hitOfBooksData)
    .filter((h): h is Hit => h !== null);
  return hits.length ? { kind: 'hits', hits } : { kind: 'none' };
}

/** An ISBN-10/13 (hyphens and spaces allowed) as its digits, or null. */
export function isbnOf(text: string): string | null {
  const compact = text.replace(/^isbn(?:-1[03])?:?\s*/i, '').replace(/[\s-]/g, '');
  return /^(?:\d{9}[\dXx]|97[89]\d{10})$/.test(compact) ? compact.toUpperCase() : null;
}

/** An OpenLibrary edition id (`OL7353617M`, also as `/books/OL7353617M`), or null. */
export function editionIdOf(text: string): string | null {
  const m = /^(?:\/books\/)?(OL\d{1,12}M)$/i.exec(text.trim());
  return m ? (m[1] as string).toUpperCase() : null;
}

/** The Books API bibkey of a GetBookById query, or null when it is neither an ISBN nor an edition id. */
export function bibkeyOf(query: string): string | null {
  const isbn = isbnOf(query.trim());
  if (isbn) return `ISBN:${isbn}`;
  const olid = editionIdOf(query);
  return olid ? `OLID:${olid}` : null;
}

export async function searchOpenLibrary(config: LookupConfig, title: string, author: string): Promise<LookupResult> {
  const params = new URLSearchParams();
  if (title) params.set('title', title);
  if (author) params.set('author', author);
  params.set('fields', SEARCH_FIELDS);
  params.set('limit', String(OPENLIBRARY_ROWS));
  const got = await getJson(config, `${config.openLibraryUrl}/search.json?${params}`);
  if (got.kind === 'failed') return got;
  // The search endpoint has no 404 of its own: a 404 there is a wrong base URL.
  if (got.kind === 'missing') return { kind: 'failed', reason: 'status' };
  return hitsOfSearch(got.json);
}

export async function openLibraryById(config: LookupConfig, bibkey: string): Promise<LookupResult> {
  const params = new URLSearchParams({ bibkeys: bibkey, jscmd: 'data', format: 'json' });
  const got = await getJson(config, `${config.openLibraryUrl}/api/books?${params}`);
  if (got.kind === 'failed') return got;
  if (got.kind === 'missing') return { kind: 'none' };
  return hitsOfBooks(got.json);
}
