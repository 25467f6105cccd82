import type { Piece } from '../template/piece.js';
import { pagesOf } from './fields.js';
import { formatPages, isPageRange } from './pages.js';

/**
 * A part's pages with their label: "p. 5" / "pp. 5–12" in English (ISO 690 10.2, MLA 8th
 * 2.6.4, MHRA 4th 10.2.8), the record's own label in Russian/Ukrainian, lower-case inside
 * the sentence («с. 5–12»; the capital «С.» opens an area only in the national styles).
 * `upper` gives ASA's "Pp. 457–514".
 */
export function labelledPages(opts: { dash: string; abbreviate?: boolean | 'chicago'; upper?: boolean }): Piece {
  return (pub, ctx) => {
    const pages = formatPages(pagesOf(pub), opts);
    if (!pages) return [];
    const label =
      ctx.locale === 'en'
        ? isPageRange(pagesOf(pub))
          ? ctx.labels.pagesRange
          : ctx.labels.pagesExtent
        : ctx.labels.pagesRange;
    const text = opts.upper ? label.charAt(0).toLocaleUpperCase() + label.slice(1) : label;
    return [{ text: `${text} ${pages}` }];
  };
}
