import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { cat, field, first as firstPresent, group, type Piece, seq, when } from '../template/piece.js';
import { isDatedPeriodical } from './dates.js';
import { containerOf, issueOf, numberOf, str, volumeOf } from './fields.js';
import {
  hostEditionOf,
  hostEditorsOf,
  hostPlaceOf,
  hostPublisherOf,
  hostSeriesOf,
  hostTitleOf,
  hostVolumeOf,
  hostVolumeTitleOf,
  hostYearOf,
  partInfoOf,
} from './host.js';
import { seriesTitleAndNumber } from './host-series.js';
import {
  accessArea,
  areas,
  bookPublicationArea,
  citedVolume,
  conferenceHost,
  conferenceWhereWhen,
  contentType,
  editionArea,
  editionAreaOf,
  extentArea,
  hasIssueDay,
  hasIssueMonthOnly,
  headed,
  type Imprint,
  inVolumes,
  issueDate,
  issueNumberAfter,
  isUninformedConference,
  journalVolumeIssue,
  type NationalOptions,
  noteArea,
  ownPartOf,
  partPages,
  publicationArea,
  responsibilityArea,
  seriesArea,
  seriesNumberOf,
  titleArea,
  volumeInTitleProper,
  volumeOfSet,
  volumeWithCitedPages,
  yearArea,
} from './national-areas.js';
import { fromCapitals, withCapitalFirst } from './national-caps.js';
import { roleStatement } from './responsibility.js';
import { isbnClause } from './standard-identifiers.js';
import { cleanTitle } from './title.js';
import { otherTitleInfoCase } from './title-info-case.js';
import { labelledVolume } from './volume-label.js';

/** Other title information (GOST R 7.0.100-2018, 5.3.5), a kind of document in lower case (4.11.1). */
export const titleInfo: Piece = field((pub) => otherTitleInfoCase(str(pub.title?.infoAbouteTitle)));

/**
 * The host of a component part after " // " (GOST 7.1-2003, 7.2; DSTU 8302:2015, Додаток А); one
 * typed in capitals throughout («ВЕСТНИК МОСКОВСКОГО УНИВЕРСИТЕТА», as journals' sites print it)
 * takes the capitals of the language, as a title proper does (GOST 7.1-2003, 4.11.1).
 */
export const hostArea: Piece = group(
  field((pub, ctx) => withCapitalFirst(fromCapitals(containerOf(pub), ctx.locale))),
  { prefix: ' // ' },
);

/**
 * A chapter whose book is in a series numbers the book within it: the number of a record that
 * names its host's series and no volume of it is the series' («// Studies in Aristotle / edited
 * by D. J. O'Meara. – Washington, D.C., 1981. – P. 161–191. – (Studies in Philosophy … ; 9)»,
 * GOST R 7.0.100-2018, 5.7.8), not an issue of the book («– Iss. 9»); a paper's issue stays the
 * part of its proceedings.
 */
const numberInHostSeries = (pub: Publication, ctx: Context): boolean =>
  ctx.type !== 'conference' &&
  hostSeriesOf(pub) !== undefined &&
  hostVolumeOf(pub) === undefined &&
  (issueOf(pub) ?? numberOf(pub)) !== undefined;

/**
 * The host's series «(Series ; 9)», its number when the record numbers the book within it; a
 * series typed with its number («Handbuch der europäischen Geschichte 2», as the importers keep
 * BibTeX's `number`) has it after « ; » too (GOST R 7.0.100-2018, 5.7.8; GOST 7.1-2003, 5.7,
 * the series area), never «(Handbuch der europäischen Geschichte 2)».
 */
const numberedHostSeries: Piece = field((pub, ctx) => {
  const [title, number] = seriesTitleAndNumber(hostSeriesOf(pub) ?? '');
  if (!number) return undefined;
  const { language, host } = pub;
  return `${title} ; ${seriesNumberOf({ idTypePublication: pub.idTypePublication, language, host, series: { issue: number } }, ctx)}`;
});
const hostSeries: Piece = group(
  firstPresent(
    numberedHostSeries,
    when(numberInHostSeries, seq(' ; ', [field(hostSeriesOf), field(seriesNumberOf)]), field(hostSeriesOf)),
  ),
  { prefix: '(', suffix: ')' },
);

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
  /**
   * A component part's own description: with a content type, the part's DOI goes in it, before
   * « // » (GOST R 7.0.100-2018, 7.2.1.7: «/ Ключкарев Г. А., Чурсина А. В. — DOI
   * 10.19181/vis.2017.22.3.471. — Текст : электронный»; A, p. 64, Московская), and `partAccess`
   * closes the entry with the URL alone; without one, as `withContentType` and `access`.
   */
  partDescription: (piece: Piece) => Piece;
  partAccess: Piece;
  /** The notes area (`NationalOptions.notes`), or nothing. */
  notes: Piece[];
}

export function nationalPieces(opts: NationalOptions): NationalPieces {
  return {
    first: (info, extra = []) => headed(opts, cat(titleArea(opts, info), responsibilityArea(opts, extra))),
    access: accessArea(opts),
    withContentType: (piece) => (opts.contentType ? areas(opts, [piece, contentType]) : piece),
    closing: opts.contentType ? [contentType] : [],
    partDescription: (piece) =>
      opts.contentType ? areas(opts, [piece, accessArea(opts, false, 'doi'), contentType]) : piece,
    partAccess: opts.contentType ? accessArea(opts, false, 'url') : accessArea(opts),
    notes: opts.notes ? [noteArea] : [],
  };
}

/** The layouts the three national standards write alike, up to their options. */
export interface NationalLayouts {
  article: Piece;
  book: Piece;
  /** A part with its host (chapter, paper in a collection or proceedings), read through `partRecord`. */
  part: Piece;
}

/**
 * The day and month of an issue are cited for a newspaper or magazine — «для газет и других
 * ресурсов, выходящих не реже одного раза в неделю» (GOST R 7.0.100-2018, 7.6.2; GOST 7.1-2003,
 * 7.5.2) — or for an issue that has nothing else to tell it by; a journal's issue is its
 * volume and number, «– 1957. – Vol. 79, no. 20», however exactly an import dates it (CSL
 * `issued` to the day), never «– 1957. – 1 January (Vol. 79, no. 20)».
 */
const issueDayCited = (pub: Publication): boolean =>
  hasIssueDay(pub) && (isDatedPeriodical(pub) || !(volumeOf(pub) || issueOf(pub) || numberOf(pub)));

/** `issueDayCited`, or with `issueMonth` an issue dated to the month alone (`hasIssueMonthOnly`). */
const issueDateCited =
  (opts: NationalOptions) =>
  (pub: Publication): boolean =>
    issueDayCited(pub) || Boolean(opts.issueMonth && hasIssueMonthOnly(pub));

/** The host's imprint (parts/host.ts). */
const HOST_IMPRINT: Imprint = { place: hostPlaceOf, publisher: hostPublisherOf, year: hostYearOf };

/** The host's editors after " / ": «под ред. И. И. Иванова», «за ред. …», «под редакцией …». */
function hostResponsibility(opts: NationalOptions): Piece {
  return field((pub, ctx) => {
    const n = ctx.labels.national;
    const word = opts.responsibility.fullWords ? n.editedByFull : ctx.labels.editedByAbbr;
    return roleStatement(hostEditorsOf(pub), word, ctx.labels, opts.responsibility, ctx.locale);
  });
}

/**
 * The host's editors after its title, « / под ред. …»; a host title typed with its own statement
 * of responsibility («Социальная власть языка : сб. науч. тр. / Воронеж. межрегион. ин-т обществ.
 * наук») is followed by « ; », a subsequent statement (GOST 7.1-2003, 4.1.4 and A, Двинянинова;
 * GOST R 7.0.100-2018, A, Калинина: «… / Информационное телеграфное агентство России (ИТАР-ТАСС),
 * филиал «Российская книжная палата» ; под общей редакцией К. М. Сухорукова»), never a second « / ».
 */
function hostStatement(opts: NationalOptions): Piece {
  const editors = hostResponsibility(opts);
  return when(
    (pub) => hostTitleOf(pub)?.includes(' / ') === true,
    group(editors, { prefix: ' ; ' }),
    group(editors, { prefix: ' / ' }),
  );
}

/**
 * The volume of a multi-volume host, «Т. 2» or «Т. 2 : Volume title» (GOST R 7.0.100-2018,
 * A.3: «// … : в 3 т. – Москва, 2001. – Т. 2. – С. 45–60»); the number as given.
 */
function hostVolumeArea(): Piece {
  // The volume's own title after " : " in every national standard, whatever a one-level
  // description of a book writes (GOST 7.1-2003, 7.5.3: «// Труды / Ленингр. гос. ин-т культуры. — Л.,
  // 1978. — Вып. 41 : Развитие библиографической науки в советский период. — С. 120—134»;
  // GOST R 7.0.100-2018, 7.6.1.2: «— [Вып.] 1 : Античность. — С. 3—15»).
  return seq(' : ', [
    field((pub, ctx) => {
      const v = hostVolumeOf(pub);
      return v ? labelledVolume(v, ctx) : undefined;
    }),
    field((pub) => cleanTitle(hostVolumeTitleOf(pub))),
  ]);
}

/**
 * Article, book and conference paper of GOST 7.1-2003 (7.2, A.1, A.2), GOST R
 * 7.0.100-2018 (A.1, A.3) and DSTU 8302:2015 (Додаток А): the same areas in the same
 * order; separators, responsibility, material designation or content type, place
 * abbreviation, month forms and the address prefix all come from `opts`.
 */
export function nationalLayouts(opts: NationalOptions): NationalLayouts {
  const { first, access, closing, partDescription, partAccess, notes } = nationalPieces(opts);
  const isbn = opts.isbn ? [isbnClause] : [];
  const issue = opts.issueNumberAfterDate
    ? [
        when(
          issueDateCited(opts),
          cat(issueDate(opts), group(journalVolumeIssue, { prefix: ' (', suffix: ')' })),
          journalVolumeIssue,
        ),
      ]
    : [when(issueDateCited(opts), issueDate(opts), () => []), journalVolumeIssue];
  const article = areas(opts, [
    cat(partDescription(first([titleInfo])), hostArea),
    yearArea,
    ...issue,
    partPages(opts.articlePagesDigitsOnly),
    partAccess,
    ...notes,
  ]);
  // Whole proceedings (a conference record naming no host, parts/host.ts) are a book whose
  // title information ends with the conference's place and dates, as in a paper's host.
  // Without title information the place and dates follow the title proper itself, «Proceedings of
  // ICLR [Text] (Toulon, 24–26 Apr. 2017)», as a host's do («// Proceedings (Казань, 10–12 мая
  // 2020 г.)»), never « : (Toulon, …)» as information of their own.
  const proceedingsInfo = when(
    (pub, ctx) => ctx.type === 'conference' && !isUninformedConference(pub, ctx),
    cat(titleInfo, conferenceWhereWhen(opts)),
    titleInfo,
  );
  const bookTitle = cat(
    titleArea(opts, [proceedingsInfo, inVolumes]),
    when(isUninformedConference, conferenceWhereWhen(opts), () => []),
    when(volumeWithCitedPages(opts), () => [], volumeOfSet(opts)),
    responsibilityArea(opts),
  );
  const book = areas(opts, [
    headed(
      opts,
      opts.volumeInTitleProper
        ? when(
            (pub, ctx) => volumeOf(pub) !== undefined || ownPartOf(pub, ctx) !== undefined,
            cat(titleArea(opts, []), volumeInTitleProper(opts), responsibilityArea(opts)),
            bookTitle,
          )
        : bookTitle,
    ),
    editionArea,
    bookPublicationArea(opts),
    when(volumeWithCitedPages(opts), citedVolume, () => []),
    extentArea,
    seriesArea,
    ...notes,
    ...isbn,
    access,
    ...closing,
  ]);
  /**
   * A part (GOST 7.1-2003, 7.2; GOST R 7.0.100-2018, 5.? and A.3; DSTU 8302:2015, A): the
   * part's own description, then after " // " its host — title, other title information,
   * editors — the host's edition, imprint and volume, the part's pages, the host's series.
   */
  const part = areas(opts, [
    cat(
      partDescription(first([field((pub, ctx) => otherTitleInfoCase(partInfoOf(pub, ctx)))])),
      group(cat(conferenceHost(opts), hostStatement(opts)), { prefix: ' // ' }),
    ),
    editionAreaOf(hostEditionOf),
    publicationArea(
      opts,
      hostPlaceOf,
      opts.omitHostPublisher ? { ...HOST_IMPRINT, publisher: () => undefined } : HOST_IMPRINT,
    ),
    ...isbn,
    // The host's series is part of its description, before the part's location in it — volume
    // and pages — «Cham, 2018. (Lecture Notes in Computer Science). Vol. 11205. P. 3–19.»
    ...(opts.hostSeriesBeforePages ? [hostSeries] : []),
    // «Т. 1, ч. 2»: the issue or part of the host's volume after a comma (7.6.1.1).
    when(
      (pub) => hostVolumeOf(pub) !== undefined,
      seq(', ', [hostVolumeArea(), issueNumberAfter(true)]),
      when(numberInHostSeries, () => [], issueNumberAfter(false)),
    ),
    // The pages of a part keep their letters (spec §5 strips them in gost2018 journal articles only).
    partPages(false),
    ...(opts.hostSeriesBeforePages ? [] : [hostSeries]),
    partAccess,
    ...notes,
  ]);
  return { article, book, part };
}
