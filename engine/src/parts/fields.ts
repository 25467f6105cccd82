import type { AuthorRole, Person, Publication } from '../model/publication.js';

/**
 * Named accessors for the spec's Publication, so every style reads a field the same way.
 * Where the spec leaves the mapping implicit, the choice is documented in docs/model.md
 * (e.g. an article's journal is `series.series`).
 */

const MESSY_SPACE = /\s\s|[^ \S]/;

/** A scalar as trimmed text, or undefined when absent or blank. */
export function str(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const raw = typeof value === 'string' ? value : String(value);
  // Most fields are already single-spaced; only those with runs of white space are rewritten.
  const text = (MESSY_SPACE.test(raw) ? raw.replace(/\s+/g, ' ') : raw).trim();
  return text === '' ? undefined : text;
}

/** The numeric type id, whether sent as a number or a string; NaN when not a number. */
export function typeIdOfPublication(pub: { idTypePublication?: unknown }): number {
  const raw = pub.idTypePublication;
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw)) return Number.parseInt(raw, 10);
  return Number.NaN;
}

export const titleOf = (pub: Publication): string | undefined => str(pub.title?.publicationTitle);
export const containerOf = (pub: Publication): string | undefined => str(pub.series?.series);
export const volumeOf = (pub: Publication): string | undefined => str(pub.series?.volume);
export const issueOf = (pub: Publication): string | undefined => str(pub.series?.issue);
export const numberOf = (pub: Publication): string | undefined => str(pub.series?.number);
export const pagesOf = (pub: Publication): string | undefined => str(pub.physical?.pages);
export const publisherOf = (pub: Publication): string | undefined => str(pub.outputData?.publisher);
export const placeOf = (pub: Publication): string | undefined => str(pub.outputData?.editionPlace);
export const editionOf = (pub: Publication): string | undefined => str(pub.edition);
/**
 * An access label typed before the address, as reference lists print it ("URL: http://…",
 * «Режим доступа: http://…», "Available from: …", "Available online: …", "Retrieved from …"), is no part of the link:
 * each style prints its own label. Before, such a link was not URL-shaped and was dropped
 * with its access date.
 */
const ACCESS_WORDS = String.raw`(?:URL|Режим\s+доступ[ау]|Available\s+(?:at|from|online)|Retrieved\s+from)`;
const ACCESS_LABEL = new RegExp(String.raw`^\s*${ACCESS_WORDS}(?:\s*:\s*|\s+)(?=\S)`, 'iu');
const ACCESS_LABEL_ALONE = new RegExp(String.raw`^\s*${ACCESS_WORDS}\s*:?\s*$`, 'iu');

/**
 * Whether a text is only an access label («Режим доступа», "URL:"): read from a pasted
 * «… // Режим доступа: http://…» into the site's field, it names no site.
 */
export const isAccessLabel = (text: string | undefined): boolean => Boolean(text && ACCESS_LABEL_ALONE.test(text));

/** A text without an access label before it: "Retrieved from netLibrary" → "netLibrary". */
export const withoutAccessLabel = (text: string | undefined): string | undefined =>
  str(text?.replace(ACCESS_LABEL, ''));

/** A web page's site (`series.series`), unless the field holds only an access label. */
export const siteOf = (pub: Publication): string | undefined => {
  const site = containerOf(pub);
  return isAccessLabel(site) ? undefined : site;
};

/** The record's link as typed, without an access label before it. */
export const linkOf = (pub: Publication): string | undefined =>
  str(str(pub.accessData?.link)?.replace(ACCESS_LABEL, ''));
export const accessedDateOf = (pub: Publication): string | undefined => str(pub.accessData?.accessedDate);

/** The people of one role who have at least a surname or a name. */
export function personsOf(pub: Publication, role: AuthorRole): Person[] {
  return (pub.authors?.[role] ?? []).filter((p): p is Person => Boolean(p && (str(p.surname) || str(p.name))));
}

/** Organisations (role 5) use only `name`. */
export function organisationsOf(pub: Publication): string[] {
  return (pub.authors?.['5'] ?? []).map((o) => str(o?.name)).filter((n): n is string => Boolean(n));
}
