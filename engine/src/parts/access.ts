import type { Publication } from '../model/publication.js';
import { linkOf, str } from './fields.js';

const DOI_IN_TEXT = /10\.\d{4,9}\/\S+/;

/**
 * The bare DOI ("10.1000/xyz") when the record's link is a DOI: typed as one, written
 * `doi:…`, or a resolver URL; undefined otherwise.
 */
export function doiOf(pub: Publication): string | undefined {
  const link = linkOf(pub);
  if (!link) return undefined;
  const type = str(pub.accessData?.type)?.toLowerCase();
  const m = link.match(DOI_IN_TEXT);
  if (!m) return undefined;
  if (type === 'doi' || /^(doi:\s*|https?:\/\/(dx\.)?doi\.org\/)?10\./i.test(link)) {
    return m[0].replace(/[.,;]+$/, '');
  }
  return undefined;
}

/**
 * A web URL (http, https) or a bare host name with a dot ("www.example.org/page"), or an
 * e-mail address as `mailto:`. Other schemes (javascript:, file:, data:) are never links.
 */
const URL_SHAPE = /^(?:(?:https?:\/\/[^\s/]+|[\w-]+(?:\.[\w-]+)+)(?:[/?#]\S*)?|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/i;

/** A link written with a scheme other than http, https or mailto ("javascript:", "file:", "data:"). */
export function hasUnsafeScheme(link: string): boolean {
  const scheme = /^\s*([a-z][\w+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  return (
    scheme !== undefined && !['http', 'https', 'mailto', 'doi'].includes(scheme) && !/^[\w-]+\.[\w.-]+:\d/.test(link)
  );
}

/**
 * The URL when the record's link is not a DOI. A link that is not URL-shaped is not
 * printed (`validate` reports it); a space inside a URL is encoded, since URLs have none.
 */
export function urlOf(pub: Publication): string | undefined {
  const link = linkOf(pub)?.replace(/ /g, '%20');
  if (!link || doiOf(pub) || !URL_SHAPE.test(link)) return undefined;
  return link;
}

/** A DOI prefixed with the resolver (spec §5: "DOI links are prefixed with a resolver"). */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}

export const hasDoi = (pub: Publication): boolean => doiOf(pub) !== undefined;
export const hasUrl = (pub: Publication): boolean => urlOf(pub) !== undefined;
