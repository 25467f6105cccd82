import { type CatalogueInput, MAX_COAUTHORS } from './model.js';

/** A URL with a host, or a DOI like 10.1000/xyz (spec §5) — the server's rule (server/src/routes/catalogue.ts). */
export const LINK = /^(?:https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?|10\.\d{4,9}\/\S+)$/i;

/** Field → message key of each broken rule, checked before saving (the server checks the same). */
export function entryErrors(e: CatalogueInput): Record<string, string> {
  const out: Record<string, string> = {};
  if (!e.title.trim()) out.title = 'catalog.errors.title';
  if (e.coauthors.length > MAX_COAUTHORS) out.coauthors = 'catalog.errors.coauthors';
  if (e.link.trim() && !LINK.test(e.link.trim())) out.link = 'catalog.errors.link';
  if (e.pages.trim() && !/^\d+(-\d+)?$/.test(e.pages.trim())) out.pages = 'catalog.errors.pages';
  if (e.date.trim() && !/^\d{4}(-\d{2}-\d{2})?$/.test(e.date.trim())) out.date = 'catalog.errors.date';
  return out;
}
