import type { Locale } from '../model/language.js';
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
/**
 * An edition with the style's word: a number takes its ordinal, "2nd ed."; a worded edition
 * that already names itself ("2nd rev. ed.", «2-е изд., испр.», "Fall 2007 ed.", a named version
 * such as "Authorized King James Version" or "Norton Critical Edition", MLA 9th 5.50) is printed
 * as typed, so the word is never doubled ("2nd rev. ed. ed."; a romanised «2-е изд., перераб.»,
 * "2-e izd., pererab.", never "… izd., pererab. ed."); other words take the style's word.
 * @example editionText('2', 'en', 'ed.') // '2nd ed.'
 */
export function editionText(edition: string, locale: Locale, word: string): string {
  if (/^\d+$/.test(edition)) return `${ordinal(edition, locale)} ${word}`;
  if (
    /(^|[\s.,(])(ed|edn|edition|version|изд|издание|вид|видання|версия|версія|izd|izdanie|vid|vyd|vydannia|vydannya|vidannja)(\.|,|\s|$)/iu.test(
      edition,
    )
  )
    return edition;
  return `${edition} ${word}`;
}

export function laterEdition(
  word: (ctx: Context) => string = (ctx) => ctx.labels.edition,
  get: (pub: Publication) => string | undefined = editionOf,
): Piece {
  return field((pub, ctx) => {
    const e = get(pub);
    return e && e !== '1' ? editionText(e, ctx.locale, word(ctx)) : undefined;
  });
}
