import type { Draft } from './draft.js';

/**
 * A host that begins with the end of the title, read twice: "Les anciennes populations de la
 * Gaule. Résumé du travail …" and the journal "Résumé du travail …, Revue archéologique"; a
 * quote nested in a single-quoted title ("‘… the ‘Arab Spring’: Some Early Observations’,
 * Government and Opposition") gave the journal "Some Early Observations’, Government and
 * Opposition". The title keeps it; the host starts after it.
 */
export function hostAfterTitle(d: Draft): void {
  if (!d.title || !d.container || d.container.length <= d.title.length / 4) return;
  // The title's last sentence or clause, and the title whole.
  const pieces = [d.title, ...d.title.split(/(?<=[.:])\s+/u).slice(1)];
  for (const piece of pieces) {
    if (piece.length < 12 || !d.container.startsWith(piece)) continue;
    const rest = /^[’'"”»]?[,.]\s+(\p{Lu}.{2,})$/u.exec(d.container.slice(piece.length));
    if (rest) d.container = rest[1];
    return;
  }
}
