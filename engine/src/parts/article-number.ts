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

/**
 * Publishers whose journals number articles instead of paging them, known by the DOI prefix:
 * BioMed Central (10.1186), Scientific Reports (10.1038/s41598), Nature Communications
 * (10.1038/s41467), Frontiers (10.3389), MDPI (10.3390), PLOS (10.1371), eLife (10.7554),
 * Hindawi (10.1155); and journals named "BMC …".
 */
const NUMBERED_ARTICLES = /^10\.(?:(?:1186|3389|3390|1371|7554|1155)\/|1038\/s4(?:1598|1467)-)/;

/**
 * A single number in the pages of an article from a journal that numbers its articles ("BMC
 * Med. 2019;17:86", DOI 10.1186/…) is its article number, whatever its length: such journals
 * have no pages. A range ("86–92") is always pages.
 * @example articleNumberInJournal('86', 'BMC Medicine', '10.1186/s12916-019-1318-4') // '86'
 */
export function articleNumberInJournal(
  pages: string | undefined,
  journal: string | undefined,
  doi: string | undefined,
): string | undefined {
  const p = pages?.trim();
  if (!p || !/^\d{1,6}$/.test(p)) return undefined;
  return NUMBERED_ARTICLES.test(doi ?? '') || /^BMC\s/.test(journal ?? '') ? p : undefined;
}
