import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { isArticleNumber } from './article-number.js';
import { digitsAndHyphen } from './digits-pages.js';
import { pagesOf } from './fields.js';
import { formatPages, isPageRange } from './pages.js';

/** How a style labels the pages of a part. */
export interface PageLabelOptions {
  /** The range's dash: "–", or MLA's and Vancouver's "-". */
  dash: string;
  /** Elision of the range's second number, or `'full'` to write an elided one in full (parts/pages.ts). */
  abbreviate?: boolean | 'chicago' | 'full';
  /** A capital first letter: ASA's "Pp. 457–514". */
  upper?: boolean;
  /** Only digits and the hyphen kept (spec §5: gost2018 articles). */
  digitsOnly?: boolean;
  /**
   * The label word; by default the record's own "p." for one page and "pp." for a range
   * («с.» for both in Russian and Ukrainian, lower-case inside a sentence, GOST R 7.0.12-2011).
   */
  label?: (ctx: Context, range: boolean) => string;
}

const rangeOrPage = (ctx: Context, range: boolean): string => (range ? ctx.labels.pagesRange : ctx.labels.pagesExtent);

/**
 * A part's pages with their label, the one page-label rule of every style: "p. 5" / "pp. 5–12"
 * (ISO 690 10.2, MLA 8th 2.6.4, MHRA 4th 10.2.8, APA 7 10.3, IEEE, Cite Them Right), ACS's
 * "pp 5–12", GSA's "p. 5–12", and the national area «С. 10–20» / "P. 10–20" (GOST R
 * 7.0.100-2018, 7.3.8.4; the label `areaPageLabel`); undefined without pages.
 */
export function labelledPagesText(pub: Publication, ctx: Context, opts: PageLabelOptions): string | undefined {
  // An electronic article number («e17893») is not a page: its letter stays (spec §5 strips labels, not numbers).
  const typed = pagesOf(pub);
  const raw = opts.digitsOnly && !isArticleNumber(typed) ? digitsAndHyphen(typed) : typed;
  const pages = formatPages(raw, opts);
  if (!pages) return undefined;
  const label = (opts.label ?? rangeOrPage)(ctx, isPageRange(raw));
  const text = opts.upper ? label.charAt(0).toLocaleUpperCase() + label.slice(1) : label;
  return `${text} ${pages}`;
}

/** `labelledPagesText` as a piece. */
export function labelledPages(opts: PageLabelOptions): Piece {
  return (pub, ctx) => {
    const text = labelledPagesText(pub, ctx, opts);
    return text ? [{ text }] : [];
  };
}

/** The capital label that opens an area of the national styles, «С.» / "P.", for one page and a range. */
export const areaPageLabel = (ctx: Context): string => ctx.labels.pages;
