import { ensureFinalStop } from '../template/final-stop.js';
import type { Piece } from '../template/piece.js';

/**
 * Ends an entry with a full stop unless it ends with an address, for styles that put no
 * stop after a URL (IEEE Reference Guide, online sources: "Available: URL" ends the entry).
 * @example stopUnlessLink(seq(', ', [names, title])) // "A. Author, “Title”." but "… Available: https://x.org"
 */
export function stopUnlessLink(piece: Piece): Piece {
  return (pub, ctx) => {
    const rich = piece(pub, ctx);
    const last = rich[rich.length - 1];
    return last?.href ? rich : ensureFinalStop(rich);
  };
}
