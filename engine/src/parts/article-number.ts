/**
 * An electronic article number given where a journal has no pages ("e0193972" in PLoS ONE,
 * "e12345" in eLife, "061103" in Applied Physics Letters). The model has no field of its own
 * for it, so it arrives in `physical.pages`; an "e" followed by digits, or digits led by a zero,
 * is never a page. Any other purely numeric article number cannot be told from a single page
 * and prints as one.
 * @example isArticleNumber('e0193972') // true
 * @example isArticleNumber('061103') // true
 */
export function isArticleNumber(pages: string | undefined): boolean {
  return /^(?:e\d+|0\d{3,})$/i.test((pages ?? '').trim());
}
