import type { Draft } from './draft.js';

/**
 * «46 с.» after a journal's issue or a host («// Российская юстиция. – М., 1997. – №1. – 46 с.»)
 * is the extent of the issue or book, not the pages of the article or chapter in it (which GOST
 * prints «С. 45–60»; `physical.pages` of a part holds only its own pages, docs/model.md): left out,
 * with a warning, rather than printed as the part's page «С. 46».
 */
export function dropPartExtent(d: Draft, warnings: string[]): void {
  if ((d.type !== 1 && d.type !== 3) || !d.extent || d.pages || !(d.container || d.inHost)) return;
  warnings.push(
    `The extent of the whole (${d.extent} pages) was left out: an article or chapter is cited by its own pages.`,
  );
  d.extent = undefined;
  delete d.confidence.pages;
}
