import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { field, type Piece } from '../template/piece.js';
import { bookSeries } from './book-series.js';
import { issueOf } from './fields.js';
import { hostSeriesOf, hostVolumeOf, hostVolumeTitleOf } from './host.js';
import { labelledVolume } from './volume-label.js';

/**
 * The number of a chapter's or paper's record (`series.issue`) is read by what its host has:
 * with a host series it is that series' number (BibLaTeX's `number` of an `@incollection`:
 * "Handbuch der europäischen Geschichte, 2"); without one it is a smaller division of the host's
 * volume, «Т. 1, ч. 2» (GOST 7.1-2003, 7.5.1.1). Before, both were dropped.
 */

/**
 * A series title that ends with its number, with the comma and the word that may introduce it
 * ("Transcript, 7", "Annals of Mathematics Studies, no. 1").
 */
const SERIES_NUMBERED = /[,;]?\s(?:(?:[Nn]o|[Nn]r|[Vv]ol|№)\.?\s?)?\d+[\p{L}\d-]*$/u;

/**
 * A host series typed with its number as printed (docs/model.md `host.series`, "Lecture Notes in
 * Computer Science 1234", where the importers put BibTeX's `number`) split into its title and
 * number, for the styles that set the number apart («(Series ; 1234)», GOST R 7.0.100-2018, 5.7.8).
 * @example seriesTitleAndNumber('AAPG Memoir 82') // ['AAPG Memoir', '82']
 * @example seriesTitleAndNumber('Transcript, 7') // ['Transcript', '7']
 */
export function seriesTitleAndNumber(series: string): [string, string | undefined] {
  const number = SERIES_NUMBERED.exec(series);
  return number ? [series.slice(0, number.index), number[0].replace(/^[,;]?\s/u, '')] : [series, undefined];
}

/**
 * The host's volume is its series' number when the host has a series and a volume but neither a
 * series number nor a volume title: BibTeX's `volume` beside `series` ("volume 1234 of Lecture
 * Notes in Computer Science", plain.bst), which the importers keep as the host's volume.
 */
export const volumeIsSeriesNumber = (pub: Publication): boolean =>
  Boolean(hostSeriesOf(pub) && hostVolumeOf(pub) && !issueOf(pub) && !hostVolumeTitleOf(pub)) &&
  // A series already numbered where the importers keep BibTeX's `number` ("Lecture Notes in
  // Computer Science 1234") leaves the volume the host's own.
  !SERIES_NUMBERED.test(hostSeriesOf(pub) as string) &&
  // A Russian or Ukrainian record's volume was typed as one («Т. 2»): it stays the volume.
  !/^(?:RU|UA|UK)$/i.test(String(pub.language ?? ''));

/** The host's own volume: none when it is its series' number (`volumeIsSeriesNumber`). */
export const hostOwnVolumeOf = (pub: Publication): string | undefined =>
  volumeIsSeriesNumber(pub) ? undefined : hostVolumeOf(pub);

/**
 * The host's series with its number, joined as the style joins a book's (`bookSeries`); with
 * `volumeAsNumber` a volume that is the series' number numbers it, "Lecture Notes in Computer
 * Science 1234" (CMOS 16, 14.123), never "vol. 1234, … Lecture Notes in Computer Science".
 */
export function hostSeries(numberJoin: string | ((ctx: Context) => string), volumeAsNumber = false): Piece {
  const series = bookSeries(numberJoin);
  return (pub, ctx) => {
    const title = hostSeriesOf(pub);
    const number = issueOf(pub) ?? (volumeAsNumber && volumeIsSeriesNumber(pub) ? hostVolumeOf(pub) : undefined);
    return title
      ? series({ idTypePublication: pub.idTypePublication, series: { series: title, issue: number } }, ctx)
      : [];
  };
}

/** A typed number word the label would repeat ("№ 2", "No. 2"). */
const NUMBER_WORD = /^(?:№|no\.?|nr\.?)\s*/iu;

/**
 * The division of the host's volume: a part or issue typed with its word keeps it, lower-case
 * inside the entry («ч. 2», «вып. 3»); a bare number is an issue of the collection, «вып. 8»,
 * «вип. 8» (the pasted «– Вып. 8.» reaches the record as "8"), "no. 8" in English. `lower`
 * false opens an element with it, «Вып. 8».
 */
export function hostDivisionText(pub: Publication, ctx: Context, lower = true): string | undefined {
  const issue = issueOf(pub);
  if (!issue || hostSeriesOf(pub)) return undefined;
  const word = ctx.locale === 'en' ? ctx.labels.number.toLocaleLowerCase() : ctx.labels.national.issueLower;
  const label = lower ? word : word.charAt(0).toLocaleUpperCase() + word.slice(1);
  return labelledVolume(issue.replace(NUMBER_WORD, ''), ctx, { lower, label });
}

/** `hostDivisionText` inside an element, lower-case. */
export const hostDivision: Piece = field((pub, ctx) => hostDivisionText(pub, ctx));
