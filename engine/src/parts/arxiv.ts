/**
 * The arXiv identifier of an address on arxiv.org ("https://arxiv.org/abs/math/0307200v3" →
 * "math/0307200v3"; the PDF's address too), so a style can cite a preprint by its identifier as
 * the IEEE Reference Guide does ("…,” 2003, arXiv:0303149."). Undefined for any other address.
 * @example arxivIdOf('https://arxiv.org/pdf/1008.2849v1.pdf') // '1008.2849v1'
 */
export function arxivIdOf(url: string | undefined): string | undefined {
  const m = url
    ?.trim()
    .match(
      /^(?:https?:\/\/)?(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf)\/([a-z-]+(?:\.[A-Z]{2})?\/\d{7}|\d{4}\.\d{4,5})(v\d+)?(?:\.pdf)?\/?$/i,
    );
  return m ? `${m[1]}${m[2] ?? ''}` : undefined;
}
