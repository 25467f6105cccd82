import type { SourceType } from '../model/source-type.js';
import { mergeRuns } from '../rich/run.js';
import type { Piece } from '../template/piece.js';

/** A stop, or a stop inside closing quotes: a title ending `“Dr. House.”` already ends its element. */
const TERMINAL = /[.!?][”’"»]?\s*$/;

/**
 * Closes an entry with a full stop inside the layout, before the shared punctuation
 * clean-up, so a stop that lands after a stray "," or space is cleaned (",." → ".") and an
 * entry ending in "!", "?" or an ellipsis takes none. The engine's `ensureFinalStop` then
 * finds the stop already there (spec §5: a trailing full stop is ensured).
 * @example closed(field(titleOf)) // "Title," → "Title,." → cleaned to "Title."
 */
export function closed(piece: Piece): Piece {
  return (pub, ctx) => {
    const rich = piece(pub, ctx);
    const text = rich.map((r) => r.text).join('');
    if (text.trim() === '' || TERMINAL.test(text)) return rich;
    return mergeRuns([...rich, { text: '.' }]);
  };
}

/** Every layout of a style closed with `closed`. */
export function closedLayouts(layouts: Record<SourceType, Piece>): Record<SourceType, Piece> {
  return Object.fromEntries(Object.entries(layouts).map(([type, piece]) => [type, closed(piece)])) as Record<
    SourceType,
    Piece
  >;
}
