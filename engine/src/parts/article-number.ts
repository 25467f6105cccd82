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
