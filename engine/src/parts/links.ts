import type { Piece } from '../template/piece.js';
import { doiOf, doiUrl, urlOf } from './access.js';

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
    if (doi) return [{ text: opts.doi === 'prefix' ? `doi:${doi}` : doiUrl(doi), href: doiUrl(doi) }];
    const url = urlOf(pub);
    if (!url) return [];
    const href = /^[a-z][\w+.-]*:\/\//i.test(url) ? url : `http://${url}`;
    return [{ text: opts.stripScheme ? url.replace(/^https?:\/\//i, '') : url, href }];
  };
}

/** True when the record has a URL (not a DOI): the styles then add an access date. */
export const hasPlainUrl = (pub: Parameters<Piece>[0]): boolean => urlOf(pub) !== undefined && doiOf(pub) === undefined;
