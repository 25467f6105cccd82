import type { Run } from '../rich/run.js';
import type { Piece } from '../template/piece.js';
import { doiOf, doiUrl, urlOf } from './access.js';

/**
 * The one link rule of every style: a DOI links to its resolver URL however the style writes
 * it ("doi:10.1/x", "doi: 10.1/x", "DOI: 10.1/x", the resolver URL); a URL typed without a
 * scheme ("www.example.org/x", which `urlOf` accepts) links to http://…, since a bare host
 * would be a relative link, and a mailto: address stays as it is.
 * @example doiLink('10.1/x', (d) => `doi: ${d}`) // { text: 'doi: 10.1/x', href: 'https://doi.org/10.1/x' }
 */
export function doiLink(doi: string, text: (doi: string) => string = doiUrl): Run {
  return { text: text(doi), href: doiUrl(doi) };
}

/** A URL as a link run (see `doiLink`); `text` is what prints, the URL itself by default. */
export function urlLink(url: string, text: string = url): Run {
  return { text, href: /^(?:https?:\/\/|mailto:)/i.test(url) ? url : `http://${url}` };
}

export interface LinkOptions {
  /** How a DOI is written: "doi:10.1/x" (MLA 8th, Chicago 16th, ASA), or the resolver URL (ISO 690, GSA, MHRA). */
  doi: 'prefix' | 'resolver';
  /** MLA 8th 2.5.4: URLs are given without "http://" or "https://". */
  stripScheme?: boolean;
}

/**
 * The record's DOI or URL as a link run (locked against punctuation clean-up), written as
 * the style asks; the link target is always the full URL.
 * @example accessLink({ doi: 'prefix' }) // [{ text: 'doi:10.1/x', href: 'https://doi.org/10.1/x' }]
 */
export function accessLink(opts: LinkOptions): Piece {
  return (pub) => {
    const doi = doiOf(pub);
    if (doi) return [doiLink(doi, opts.doi === 'prefix' ? (d) => `doi:${d}` : doiUrl)];
    const url = urlOf(pub);
    if (!url) return [];
    return [urlLink(url, opts.stripScheme ? url.replace(/^https?:\/\//i, '') : url)];
  };
}

/** True when the record has a URL (not a DOI): the styles then add an access date. */
export const hasPlainUrl = (pub: Parameters<Piece>[0]): boolean => urlOf(pub) !== undefined && doiOf(pub) === undefined;
