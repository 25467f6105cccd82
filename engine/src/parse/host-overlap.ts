import type { Draft } from './draft.js';

/**
 * A host that begins with the end of the title, read twice: "Les anciennes populations de la
 * Gaule. Résumé du travail …" and the journal "Résumé du travail …, Revue archéologique"; a
 * quote nested in a single-quoted title ("‘… the ‘Arab Spring’: Some Early Observations’,
 * Government and Opposition") gave the journal "Some Early Observations’, Government and
 * Opposition". The title keeps it; the host starts after it. So does a place or clause closing
 * a title with commas, which a journal printed after another comma ran back into ("…, Vredefort
 * Impact Structure, South Africa, Meteoritics & Planetary Science, vol.36": the host "South
 * Africa, Meteoritics & Planetary Science").
 */
export function hostAfterTitle(d: Draft): void {
  if (!d.title || !d.container || d.container.length <= d.title.length / 4) return;
  // The title whole, its last sentences or clauses, and (shorter, so only whole) its last comma-clauses.
  const sentences = [d.title, ...d.title.split(/(?<=[.:])\s+/u).slice(1)].filter((p) => p.length >= 12);
  const clauses = [...d.title.matchAll(/,\s+(?=\p{L})/gu)].map((m) => d.title!.slice(m.index + m[0].length));
  const pieces = [...sentences, ...clauses].sort((a, b) => b.length - a.length);
  for (const piece of pieces) {
    if (!d.container.startsWith(piece)) continue;
    const rest = /^[’'"”»]?[,.]\s+(\p{Lu}.{2,})$/u.exec(d.container.slice(piece.length));
    if (rest) d.container = rest[1];
    return;
  }
}
