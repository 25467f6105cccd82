import type { Publication } from '../model/publication.js';
import { str } from './fields.js';

const DOI_IN_TEXT = /10\.\d{4,9}\/\S+/;

/**
 * The bare DOI ("10.1000/xyz") when the record's link is a DOI: typed as one, written
 * `doi:…`, or a resolver URL; undefined otherwise.
 */
export function doiOf(pub: Publication): string | undefined {
  const link = str(pub.accessData?.link);
  if (!link) return undefined;
  const type = str(pub.accessData?.type)?.toLowerCase();
  const m = link.match(DOI_IN_TEXT);
  if (!m) return undefined;
  if (type === 'doi' || /^(doi:\s*|https?:\/\/(dx\.)?doi\.org\/)?10\./i.test(link)) {
    return m[0].replace(/[.,;]+$/, '');
  }
  return undefined;
}

/** The URL when the record's link is not a DOI. */
export function urlOf(pub: Publication): string | undefined {
  const link = str(pub.accessData?.link);
  if (!link || doiOf(pub)) return undefined;
  return link;
}

/** A DOI prefixed with the resolver (spec §5: "DOI links are prefixed with a resolver"). */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}

export const hasDoi = (pub: Publication): boolean => doiOf(pub) !== undefined;
export const hasUrl = (pub: Publication): boolean => urlOf(pub) !== undefined;
