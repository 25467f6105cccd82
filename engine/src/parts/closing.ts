import type { SourceType } from '../model/source-type.js';
import { ensureFinalStop } from '../template/final-stop.js';
import type { Piece } from '../template/piece.js';

/**
 * Closes an entry with a full stop inside the layout, joined by the join table like any
 * other seam: a stray "," before it gives way ("Title," → "Title."), and "!", "?", "…" or
 * an abbreviation's stop serve as it. The engine's own final stop then finds it there
 * (spec §5: a trailing full stop is ensured).
 * @example closed(field(titleOf)) // "Title," → "Title."
 */
export function closed(piece: Piece): Piece {
  return (pub, ctx) => ensureFinalStop(piece(pub, ctx));
}

/** Every layout of a style closed with `closed`. */
export function closedLayouts(layouts: Record<SourceType, Piece>): Record<SourceType, Piece> {
  return Object.fromEntries(Object.entries(layouts).map(([type, piece]) => [type, closed(piece)])) as Record<
    SourceType,
    Piece
  >;
}
