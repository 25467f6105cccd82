import type { CslItem } from '@referent/engine';
import { getJson, type LookupConfig } from './fetcher.js';
import {
  first,
  type Hit,
  type LookupResult,
  type Name,
  nameText,
  plain,
  publicationOf,
  strings,
  yearOf,
} from './hit.js';

/** Hits per search (the form shows one list). */
export const CROSSREF_ROWS = 10;
/** The work fields we read (Crossref REST API `select=`), so answers stay small. */
const SELECT = [
  'DOI',
  'type',
  'title',
  'subtitle',
  'author',
  'editor',
  'container-title',
  'volume',
  'issue',
  'page',
  'issued',
  'publisher',
  'publisher-location',
  'ISBN',
  'ISSN',
  'URL',
  'language',
  'event',
  'institution',
  'edition-number',
].join(',');

/**
 * Crossref work types (api.crossref.org/types) → CSL item types, which `publicationFromCsl`
 * turns into the spec's type ids: journal-article 1, books 2, proceedings-article 3,
 * dissertation 4, standard 5, posted content and the rest of the web 7.
 */
const CSL_TYPE: Record<string, string> = {
  'journal-article': 'article-journal',
  book: 'book',
  monograph: 'book',
  'edited-book': 'book',
  'reference-book': 'book',
  'book-set': 'book',
  'book-series': 'book',
  'book-track': 'book',
  proceedings: 'book',
  'book-chapter': 'chapter',
  'book-section': 'chapter',
  'book-part': 'chapter',
  'reference-entry': 'chapter',
  report: 'report',
  'report-series': 'report',
  'proceedings-article': 'paper-conference',
  dissertation: 'thesis',
  standard: 'standard',
  'standard-series': 'standard',
  'posted-content': 'post',
};
/** Anything else with a DOI (dataset, peer-review, component, other …) is a web resource. */
const OTHER = 'webpage';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Crossref contributors: `{ given, family }`, or `{ name }` for an organisation. */
function names(list: unknown): Name[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((p): Name[] => {
    if (!isObj(p)) return [];
    const family = plain(p.family);
    const given = plain(p.given);
    if (family) return [given ? { family, given } : { family }];
    const literal = plain(p.name) || given;
    return literal ? [{ literal }] : [];
  });
}

/** A Crossref date (`{ 'date-parts': [[2019, 1, 7]] }`, parts may be null) as a CSL date. */
function dateOf(value: unknown): { 'date-parts': number[][] } | undefined {
  if (!isObj(value) || !Array.isArray(value['date-parts'])) return undefined;
  const parts = value['date-parts'][0];
  if (!Array.isArray(parts)) return undefined;
  const nums: number[] = [];
  for (const p of parts) {
    const n = typeof p === 'number' ? p : typeof p === 'string' && /^\d+$/.test(p) ? Number(p) : Number.NaN;
    if (!Number.isInteger(n)) break;
    nums.push(n);
  }
  return nums.length && yearOf(nums[0]) ? { 'date-parts': [nums.slice(0, 3)] } : undefined;
}

const text = (v: unknown) => (typeof v === 'number' ? String(v) : plain(v));

/**
 * One Crossref work as a hit. Crossref's JSON is close to CSL-JSON (its own field names
 * are CSL's, but titles are lists and types differ), so the work becomes a CSL item and
 * the engine's `publicationFromCsl` places each field.
 */
export function hitOfWork(work: unknown): Hit | null {
  if (!isObj(work)) return null;
  const doi = plain(work.DOI);
  const title = first(work.title);
  if (!doi || !title) return null;
  const subtitle = first(work.subtitle);
  const authors = names(work.author);
  const editors = names(work.editor);
  const issued = dateOf(work.issued);
  const event = isObj(work.event) ? work.event : {};
  const institution = Array.isArray(work.institution) && isObj(work.institution[0]) ? work.institution[0] : {};
  const type = typeof work.type === 'string' ? work.type : '';
  const cslType = CSL_TYPE[type] ?? OTHER;
  const fields: [string, string][] = [
    ['container-title', first(work['container-title'])],
    ['volume', text(work.volume)],
    ['issue', text(work.issue)],
    ['page', text(work.page)],
    ['publisher', cslType === 'thesis' ? first(institution.name) || plain(work.publisher) : plain(work.publisher)],
    ['publisher-place', plain(work['publisher-location']) || (cslType === 'thesis' ? first(institution.place) : '')],
    // A thesis's repository (APA 7, 10.6), which Crossref names as the publisher.
    ['archive', cslType === 'thesis' && first(institution.name) ? plain(work.publisher) : ''],
    ['event-title', plain(event.name)],
    ['event-place', plain(event.location)],
    ['edition', text(work['edition-number'])],
    ['language', plain(work.language)],
  ];
  const item: CslItem = {
    type: cslType,
    title,
    DOI: doi,
    ...Object.fromEntries(fields.filter(([, v]) => v)),
    ...(authors.length ? { author: authors } : {}),
    ...(editors.length ? { editor: editors } : {}),
    ...(issued ? { issued } : {}),
  };
  const publication = publicationOf(item, subtitle);
  if (!publication) return null;
  const isbn = strings(work.ISBN);
  const issn = strings(work.ISSN);
  return {
    source: 'crossref',
    id: doi,
    title: subtitle ? `${title}: ${subtitle}` : title,
    authors: authors.map(nameText),
    year: issued ? (issued['date-parts'][0]?.[0] ?? null) : null,
    publication,
    identifiers: { doi, ...(isbn.length ? { isbn } : {}), ...(issn.length ? { issn } : {}) },
  };
}

/** `/works?…` answer (`message.items`) → hits. */
export function hitsOfWorks(json: unknown): LookupResult {
  const message = isObj(json) ? json.message : undefined;
  if (!isObj(message) || !Array.isArray(message.items)) return { kind: 'failed', reason: 'invalid' };
  const hits = message.items.map(hitOfWork).filter((h): h is Hit => h !== null);
  return hits.length ? { kind: 'hits', hits: hits.slice(0, CROSSREF_ROWS) } : { kind: 'none' };
}

/** `/works/{doi}` answer (`message` is the work) → one hit. */
export function hitsOfWork(json: unknown): LookupResult {
  const message = isObj(json) ? json.message : undefined;
  if (!isObj(message)) return { kind: 'failed', reason: 'invalid' };
  const hit = hitOfWork(message);
  return hit ? { kind: 'hits', hits: [hit] } : { kind: 'none' };
}

/** A DOI from a query (`10.1037/rev0000126`, `doi:…`, `https://doi.org/…`), or null. */
export function doiOf(query: string): string | null {
  const bare = query
    .trim()
    .replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');
  return /^10\.\d{4,9}\/\S+$/.test(bare) ? bare : null;
}

export async function searchCrossref(config: LookupConfig, query: string, author: string): Promise<LookupResult> {
  const params = new URLSearchParams();
  if (query) params.set('query.bibliographic', query);
  if (author) params.set('query.author', author);
  params.set('rows', String(CROSSREF_ROWS));
  params.set('select', SELECT);
  if (config.mailto) params.set('mailto', config.mailto);
  const got = await getJson(config, `${config.crossrefUrl}/works?${params}`);
  if (got.kind === 'failed') return got;
  if (got.kind === 'missing') return { kind: 'failed', reason: 'status' };
  return hitsOfWorks(got.json);
}

export async function crossrefById(config: LookupConfig, doi: string): Promise<LookupResult> {
  const params = config.mailto ? `?${new URLSearchParams({ mailto: config.mailto })}` : '';
  // A DOI's suffix may hold any printable character (`<`, `#`, `;` …): each segment is escaped.
  const got = await getJson(
    config,
    `${config.crossrefUrl}/works/${doi.split('/').map(encodeURIComponent).join('/')}${params}`,
  );
  if (got.kind === 'failed') return got;
  if (got.kind === 'missing') return { kind: 'none' };
  return hitsOfWork(got.json);
}
