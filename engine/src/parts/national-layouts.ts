import { cat, field, group, type Piece } from '../template/piece.js';
import { containerOf, str } from './fields.js';
import {
  accessArea,
  areas,
  conferenceHost,
  contentType,
  editionArea,
  extentArea,
  headed,
  inVolumes,
  issueDate,
  type NationalOptions,
  partPages,
  publicationArea,
  responsibilityArea,
  seriesArea,
  titleArea,
  volumeIssueNumber,
  volumeOfSet,
  yearArea,
} from './national-areas.js';

/** Other title information as recorded (GOST R 7.0.100-2018, 5.3.5). */
export const titleInfo: Piece = field((pub) => str(pub.title?.infoAbouteTitle));

/** The host of a component part after " // " (GOST 7.1-2003, 7.2; DSTU 8302:2015, Додаток А). */
export const hostArea: Piece = group(field(containerOf), { prefix: ' // ' });

/** The pieces every national layout is built from, bound to one style's options. */
export interface NationalPieces {
  /** Heading, title area and statement of responsibility (with `extra` after " ; "). */
  first: (info: Piece[], extra?: Piece[]) => Piece;
  /** The online address area. */
  access: Piece;
  /**
   * The description of a component part followed by its content type, before " // "
   * (GOST R 7.0.100-2018, 5.5.2 and A.3); the part unchanged where the style has none.
   */
  withContentType: (piece: Piece) => Piece;
  /** The content type closing a whole item (GOST R 7.0.100-2018, 5.5.2), or nothing. */
  closing: Piece[];
}

export function nationalPieces(opts: NationalOptions): NationalPieces {
  return {
    first: (info, extra = []) => headed(opts, cat(titleArea(opts, info), responsibilityArea(opts, extra))),
    access: accessArea(opts),
    withContentType: (piece) => (opts.contentType ? areas(opts, [piece, contentType]) : piece),
    closing: opts.contentType ? [contentType] : [],
  };
}

/** The layouts the three national standards write alike, up to their options. */
export interface NationalLayouts {
  article: Piece;
  book: Piece;
  conference: Piece;
}

/**
 * Article, book and conference paper of GOST 7.1-2003 (7.2, A.1, A.2), GOST R
 * 7.0.100-2018 (A.1, A.3) and DSTU 8302:2015 (Додаток А): the same areas in the same
 * order; separators, responsibility, material designation or content type, place
 * abbreviation, month forms and the address prefix all come from `opts`.
 */
export function nationalLayouts(opts: NationalOptions): NationalLayouts {
  const { first, access, withContentType, closing } = nationalPieces(opts);
  const article = areas(opts, [
    cat(withContentType(first([titleInfo])), hostArea),
    yearArea,
    issueDate(opts),
    volumeIssueNumber,
    partPages(opts.articlePagesDigitsOnly),
    access,
  ]);
  const book = areas(opts, [
    headed(opts, cat(titleArea(opts, [titleInfo, inVolumes]), volumeOfSet(opts), responsibilityArea(opts))),
    editionArea,
    publicationArea(opts),
    extentArea,
    seriesArea,
    access,
    ...closing,
  ]);
  const conference = areas(opts, [
    cat(withContentType(first([])), group(conferenceHost(opts), { prefix: ' // ' })),
    publicationArea(opts),
    field((pub, ctx) => {
      const v = str(pub.series?.volume);
      return v ? `${ctx.labels.volume} ${v}` : undefined;
    }),
    // Conference pages keep their letters in every style (spec §5 strips them in gost2018 articles only).
    partPages(false),
    access,
  ]);
  return { article, book, conference };
}
