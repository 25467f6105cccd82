import type { Host, Person, Publication } from '../model/publication.js';
import type { SourceType } from '../model/source-type.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { yearOf } from './dates.js';
import { str } from './fields.js';

/**
 * A part of a larger work — a chapter in an edited book, a paper in a collection or in
 * proceedings (GOST R 7.0.100-2018 «составная часть документа»; APA 7, 10.3; CMOS 16,
 * 14.111–14.112; Citing Medicine ch. 2 "Contributions"): the record's own title, authors,
 * pages and link, and its host in `publication.host` (docs/model.md).
 *
 * Every style reads a part through the record that `partRecord` returns, where the host is
 * complete: a conference paper described the spec's way (proceedings title in
 * `series.series`, their editors as role 3, the imprint in `outputData`) and a part whose
 * importer left the host's imprint or editors on the record itself are read the same way.
 * So each style writes its part layout once and never looks in two places.
 */

/** A person with a surname or a name (the same test as `personsOf`). */
const named = (p: Person | null | undefined): p is Person => Boolean(p && (str(p.surname) || str(p.name)));

/** True when the record describes a part with a host: a `host` with a title. */
export function hasHost(pub: Publication): boolean {
  return str(pub.host?.title) !== undefined;
}

/** Types that can be parts (spec's 7 types: article, book and conference with a host). */
const PART_TYPES: ReadonlySet<SourceType> = new Set(['article', 'book', 'conference']);

/**
 * The record as a part: `host` filled from the spec's own fields where the host leaves them
 * empty, and those fields taken off the part so nothing prints twice. A conference paper is
 * a part when it names its proceedings (its host, spec §3 `series.series`); an article or a
 * book is one when it has a host title. Returns undefined for anything else: a conference
 * record naming no proceedings is the proceedings, formatted as a book.
 */
export function partRecord(pub: Publication, type: SourceType): Publication | undefined {
  if (!PART_TYPES.has(type)) return undefined;
  const own = pub.host ?? {};
  const ownTitle = str(own.title);
  if (!ownTitle && type !== 'conference') return undefined;
  const journal = str(pub.series?.series);
  // Spec §3 conference: the proceedings' title is `series.series`; with a host of its own,
  // a different `series.series` is the book series the host belongs to.
  const title = ownTitle ?? journal;
  // A conference record naming no proceedings is the proceedings themselves, a whole book.
  if (!title) return undefined;
  const hostEditors = (own.editors ?? []).filter(named);
  const roleEditors = (pub.authors?.['3'] ?? []).filter(named);
  // The host's editors; a part with none of its own in `host` has them as role 3 (the spec's
  // conference record, and importers that keep BibTeX `editor` on the record).
  const editors = hostEditors.length ? hostEditors : roleEditors;
  const host: Host = {
    ...own,
    title,
    editors,
    edition: own.edition ?? pub.edition,
    volume: own.volume ?? pub.series?.volume,
    nameVolume: own.nameVolume ?? pub.title?.nameVolume,
    series: own.series ?? (ownTitle && journal && journal !== ownTitle ? journal : undefined),
    editionPlace: own.editionPlace ?? pub.outputData?.editionPlace,
    publisher: own.publisher ?? pub.outputData?.publisher,
    year: own.year ?? pub.outputData?.year,
    // A part's ISBN identifies its host (ISO 690:2010, 15.1): the host's, else the one typed on the record.
    isbn: own.isbn ?? pub.outputData?.isbn,
  };
  const authors = { ...(pub.authors ?? {}) };
  if (!hostEditors.length) delete authors['3'];
  return {
    ...pub,
    edition: undefined,
    title: pub.title ? { ...pub.title, nameVolume: undefined } : pub.title,
    series: pub.series ? { ...pub.series, series: undefined, volume: undefined } : pub.series,
    outputData: { ...(pub.outputData ?? {}), year: pub.outputData?.year ?? own.year, isbn: undefined },
    authors,
    host,
  };
}

/**
 * The style's part layout for records that are parts, its own layouts for the rest: article
 * and book with a host go to `part`, every conference paper to `conference` (by default the
 * same layout; IEEE names proceedings differently from edited books), both read through
 * `partRecord`.
 */
export function withParts<L extends Record<SourceType, Piece>>(layouts: L, part: Piece, conference: Piece = part): L {
  const route =
    (whole: Piece, asPartLayout: Piece): Piece =>
    (pub, ctx) => {
      const asPart = partRecord(pub, ctx.type);
      return asPart ? asPartLayout(asPart, ctx) : whole(pub, ctx);
    };
  return {
    ...layouts,
    article: route(layouts.article, part),
    book: route(layouts.book, part),
    conference: route(layouts.book, conference),
  };
}

/** The host's title. */
export const hostTitleOf = (pub: Publication): string | undefined => str(pub.host?.title);
/** The host's editors (compilers). */
export const hostEditorsOf = (pub: Publication): Person[] => (pub.host?.editors ?? []).filter(named);
export const hostEditionOf = (pub: Publication): string | undefined => str(pub.host?.edition);
export const hostVolumeOf = (pub: Publication): string | undefined => str(pub.host?.volume);
export const hostVolumeTitleOf = (pub: Publication): string | undefined => str(pub.host?.nameVolume);
export const hostSeriesOf = (pub: Publication): string | undefined => str(pub.host?.series);
export const hostPlaceOf = (pub: Publication): string | undefined => str(pub.host?.editionPlace);
export const hostPublisherOf = (pub: Publication): string | undefined => str(pub.host?.publisher);
/** The host's year, else the part's. */
export const hostYearOf = (pub: Publication): string | undefined =>
  yearOf(pub.host?.year) ?? yearOf(pub.outputData?.year);

/**
 * Other title information of the host: for a conference paper the record's
 * `title.infoAbouteTitle` describes the conference («материалы междунар. науч. конф.»), so
 * it belongs to the host; a chapter's own `infoAbouteTitle` stays with the chapter.
 */
export const hostInfoOf = (pub: Publication, ctx: Context): string | undefined =>
  ctx.type === 'conference' ? str(pub.title?.infoAbouteTitle) : undefined;

/** The part's own other title information (see `hostInfoOf`). */
export const partInfoOf = (pub: Publication, ctx: Context): string | undefined =>
  ctx.type === 'conference' ? undefined : str(pub.title?.infoAbouteTitle);
