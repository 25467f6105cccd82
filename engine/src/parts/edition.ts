import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { field, type Piece } from '../template/piece.js';
import { editionOf } from './fields.js';
import { ordinal } from './ordinal.js';

/**
 * A later edition with its ordinal and the style's word, "2nd ed." (ACS 14.2.2, MLA 2.6.4,
 * IEEE, Citing Medicine 2) or "3rd edn" (Cite Them Right, MHRA); a first edition is not stated.
 * `get` reads another edition (a part's host's).
 */
export function laterEdition(
  word: (ctx: Context) => string = (ctx) => ctx.labels.edition,
  get: (pub: Publication) => string | undefined = editionOf,
): Piece {
  return field((pub, ctx) => {
    const e = get(pub);
    return e && e !== '1' ? `${ordinal(e, ctx.locale)} ${word(ctx)}` : undefined;
  });
}
