import { shown } from './numbering.js';

/**
 * `[[1-1-2]]` in a card body is a live link to the card with that number. When numbers change
 * the links are rewritten; when the card is deleted the link becomes inactive: `[[!1-1-2]]`
 * (kept as text so the reader sees what was there, never revived by a later card that gets
 * the same number).
 */
export const LINK = /\[\[(!?)(\d{1,9}(?:-\d{1,9}){0,63})\]\]/g;

/** The numbers (shown form, `1-1-2`) a body links to, once each, in order of appearance. */
export function linksIn(body: string): string[] {
  const out = new Set<string>();
  for (const m of body.matchAll(LINK)) if (m[1] === '') out.add(m[2] as string);
  return [...out];
}

/** The numbers a body links to that are marked inactive. */
export function inactiveLinksIn(body: string): string[] {
  const out = new Set<string>();
  for (const m of body.matchAll(LINK)) if (m[1] === '!') out.add(m[2] as string);
  return [...out];
}

/**
 * Rewrites live links by a map of stored numbers (old → new, null: deleted) in one pass, so
 * swapped numbers cannot chain. `replacement` (shown form) takes the place of deleted ones.
 */
export function rewriteLinks(body: string, renames: ReadonlyMap<string, string | null>, replacement?: string): string {
  if (renames.size === 0) return body;
  const byShown = new Map<string, string | null>();
  for (const [from, to] of renames) byShown.set(shown(from), to === null ? null : shown(to));
  return body.replace(LINK, (whole, inactive: string, number: string) => {
    if (inactive) return whole;
    if (!byShown.has(number)) return whole;
    const to = byShown.get(number);
    if (to === null || to === undefined) return replacement ? `[[${replacement}]]` : `[[!${number}]]`;
    return `[[${to}]]`;
  });
}
