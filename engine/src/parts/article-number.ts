/**
 * An electronic article number given where a journal has no pages ("e0193972" in PLoS ONE,
 * "e12345" in eLife). The model has no field of its own for it, so it arrives in
 * `physical.pages`; an "e" followed by digits is never a page. A purely numeric article
 * number cannot be told from a single page and prints as one.
 * @example isArticleNumber('e0193972') // true
 */
export function isArticleNumber(pages: string | undefined): boolean {
  return /^e\d+$/i.test((pages ?? '').trim());
}
