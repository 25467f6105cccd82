import type { Piece } from '../template/piece.js';

/**
 * Capitalises the first letter of a piece: a phrase that opens an element after a full
 * stop ("Translated by", "Accessed", "Edited by"; MLA Handbook 8th, 2.6.2).
 */
export function capitalised(piece: Piece): Piece {
  return (pub, ctx) => {
    const rich = piece(pub, ctx);
    const head = rich[0];
    if (!head) return rich;
    return [{ ...head, text: head.text.charAt(0).toLocaleUpperCase() + head.text.slice(1) }, ...rich.slice(1)];
  };
}
