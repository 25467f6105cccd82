import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { headlineEnglish } from './foreign-title.js';

/**
 * A serial's title as typed, unless it was typed wholly in lower case ("chemistry of materials",
 * a record's slip): then in headline style, "Chemistry of Materials", as the journal prints its
 * name (ISO 690:2010, 6.3: the serial's title as it appears on the source; GSA Reference
 * Guidelines print journals capitalised, "Geological Society of America Bulletin"). A title with
 * any capital ("mBio", "Lancet") stays as typed; a non-English record or title is never recased.
 */
export function raisedSerialTitle(get: (pub: Publication, ctx: Context) => string | undefined): Piece {
  const headlined = headlineEnglish(get);
  return (pub, ctx) => {
    const title = get(pub, ctx);
    if (!title) return [];
    return /\p{Lu}/u.test(title) ? [{ text: title }] : headlined(pub, ctx);
  };
}
