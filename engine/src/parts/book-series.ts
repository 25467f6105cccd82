import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { field, type Piece } from '../template/piece.js';
import { containerOf, numberOf, pagesOf, str, volumeOf } from './fields.js';
import { parsePages } from './pages.js';
import { cleanTitle } from './title.js';
import { hasOwnDivisionWord, labelledVolume } from './volume-label.js';

/**
 * A book's series and its number (docs/model.md: `series.series`, `series.number`, else
 * `series.issue`), written as each manual prints it; the rule is stated once here and the
 * styles choose the joining:
 * - `', no. '` IEEE "(Ann. of Mathematical Studies, no. 1)", ISO 690 "Series, no. 3";
 * - `' '` CMOS 14.123 "Studies in Legal History 12", ACS "ACS Symposium Series 123";
 * - `'; '` Citing Medicine "(Wiley series in probability and statistics; 5)";
 * - `', '` MHRA 10.2.4 "Series, 3", Cite Them Right "(Series, 3)".
 * @example bookSeries(' ')(pub, ctx) // [{ text: 'Studies in Legal History 12' }]
 */
export function bookSeries(numberJoin: string | ((ctx: Context) => string)): Piece {
  return field((pub, ctx) => {
    const title = containerOf(pub);
    if (!title) return undefined;
    const number = numberOf(pub) ?? str(pub.series?.issue);
    const join = typeof numberJoin === 'string' ? numberJoin : numberJoin(ctx);
    if (!number) return title;
    // A number typed with its word ("No. 72") keeps it only where the style adds none:
    // "Bulletin, no. 72", never "no. No. 72"; a part or issue typed with its own word keeps
    // that word instead of the style's, lower-case: «Библиотека студента, ч. 2», never «№ Ч. 2».
    if (NUMBER_WORD.test(join) && hasOwnDivisionWord(number)) {
      return `${title}${join.replace(NUMBER_WORD, '')}${labelledVolume(number, ctx, { lower: true })}`;
    }
    const bare = NUMBER_WORD.test(join) ? number.replace(NUMBER_WORD_LEAD, '') : number;
    return `${title}${join}${bare}`;
  });
}

/** A number word ending a join, and one leading a typed number. */
const NUMBER_WORD = /(no\.|№|nr\.)\s*$/iu;
const NUMBER_WORD_LEAD = /^(no\.|№|nr\.)\s*/iu;

/** ", no. 3" with the record's word ("no.", «№»): IEEE and ISO 690. */
export const commaNumber = (ctx: Context): string => `, ${ctx.labels.number.toLocaleLowerCase()} `;

/** The volume of a multi-volume book and that volume's own title (`series.volume`, `title.nameVolume`). */
export const volumeTitleOf = (pub: Publication): string | undefined => cleanTitle(str(pub.title?.nameVolume));

/**
 * "Vol. 2" / "vol. 2" of a multi-volume book, with the volume's title after `titleJoin`
 * ("Vol. 1, The Emergence of the Catholic Tradition", CMOS 16, 14.121; "vol. 3, Polymers of
 * Hexadromicon", IEEE); `lower` for a label inside a sentence; `tidy` prints the volume's title
 * as the style prints titles (iso, ieee and vancouver: the running colon, «Новые люди: роман»;
 * vancouver also its sentence case, which reads the context).
 */
export function volumeWithTitle(
  titleJoin = ', ',
  lower = false,
  tidy: (title: string | undefined, ctx: Context, pub: Publication) => string | undefined = (title) => title,
): Piece {
  return field((pub, ctx: Context) => {
    const v = volumeOf(pub);
    const t = tidy(volumeTitleOf(pub), ctx, pub);
    if (!v) return t;
    const volume = labelledVolume(v, ctx, { lower });
    return t ? `${volume}${titleJoin}${t}` : volume;
  });
}

/**
 * True when a book's pages are a page reference (a range, "pp. 123–135") and not its extent
 * (one number, "272"): IEEE and ACS cite a range of a book, never its page count (IEEE
 * Reference Guide, Books: "W.-K. Chen, … Wadsworth, 1993, pp. 123–135"; ACS 14.2.2).
 */
export const isPageReference = (pub: Publication): boolean => parsePages(pagesOf(pub))?.last !== undefined;
