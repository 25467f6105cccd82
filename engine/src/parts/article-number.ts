/**
 * An electronic article number given where a journal has no pages ("e0193972" in PLoS ONE,
 * "e12345" in eLife, "061103" in Applied Physics Letters). The model has no field of its own
 * for it, so it arrives in `physical.pages`; an "e" followed by digits, or digits led by a zero,
 * is never a page, nor is a number of six digits or more: no journal volume runs to 100,000 pages
 * ("124106" in J. Chem. Phys., BibLaTeX's `eid`, APA 7 10.1 "Article 124106"; "2600111" in IEEE
 * Photonics Journal, IEEE Reference Guide: "IEEE Photon. J., vol. 5, no. 2, Apr. 2013, Art. no.
 * 2600111"). Any other purely numeric article number cannot be told from a single page and
 * prints as one.
 * @example isArticleNumber('e0193972') // true
 * @example isArticleNumber('061103') // true
 */
export function isArticleNumber(pages: string | undefined): boolean {
  return /^(?:e\d+|0\d{3,}|[1-9]\d{5,})$/i.test((pages ?? '').trim());
}

/**
 * A number the record types with its article word, "Article 123", "Art. no. 123", "article
 * number 4521", "Art. 12": short article numbers (BMC, Scientific Reports, Frontiers) cannot be
 * told from a page by their digits, so the word is the record's way of saying it is one.
 * @example typedArticleNumber('Article 123') // '123'
 */
export function typedArticleNumber(pages: string | undefined): string | undefined {
  return /^\s*(?:art(?:icle|\.)?\s*(?:no\.?|nr\.?|number|#)?|article\s+number)\s*:?\s*([a-z]?\d+)\s*$/i.exec(
    pages ?? '',
  )?.[1];
}

/** The article number of the pages, typed bare (`isArticleNumber`) or with its word (`typedArticleNumber`). */
export function articleNumberOf(pages: string | undefined): string | undefined {
  return typedArticleNumber(pages) ?? (isArticleNumber(pages) ? pages?.trim() : undefined);
}
