import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { field, type Piece } from '../template/piece.js';
import { str, volumeOf } from './fields.js';
import { upperFirst } from './first-letter.js';

/** How a style writes the count: British contractions take no stop; inside a sentence, lower-case. */
export interface VolumeCountOptions {
  /** "15 vols", the contraction without a stop (MHRA 3rd edn 11.2.2: "12 vols (London: …)"). */
  british?: boolean;
  /** «в 3 т.» inside a sentence rather than «В 3 т.» opening one. */
  lower?: boolean;
}

/**
 * The number of volumes of a multivolume work cited as a whole, "2 vols." (CMOS 16, 14.119:
 * "Edited by Jonathan Barnes. 2 vols. Princeton, NJ: …"; ASA follows CMOS; MLA 8th, optional
 * elements: "… Vintage Books, 1990-2012. 4 vols."; MHRA: "12 vols (London: Constable, 1932–37)"),
 * «В 3 т.», «У 3 т.» in a Russian or Ukrainian record (GOST's words); nothing when a single
 * volume is cited (its "Vol. 2" is printed instead). A count typed with its words keeps only the
 * number.
 * @example volumeCountText({ series: { countVolume: '2' } }, enContext) // '2 vols.'
 */
export function volumeCountText(pub: Publication, ctx: Context, options: VolumeCountOptions = {}): string | undefined {
  if (volumeOf(pub)) return undefined;
  const count = str(pub.series?.countVolume)
    ?.replace(/^(?:в|у|in)\s+/iu, '')
    .replace(/\s*(?:т\.|тт\.|тома|томах|томів|vols?\.|volumes)$/iu, '');
  if (!count || !/^\d+$/.test(count)) return undefined;
  if (ctx.locale === 'en') return options.british ? `${count} vols` : `${count} vols.`;
  const n = ctx.labels.national;
  const words = `${n.inVolumesBefore} ${count} ${n.inVolumesAfter}`;
  return options.lower ? words : upperFirst(words);
}

/** The count as a piece of an entry (`volumeCountText`). */
export const volumeCountOf = (options: VolumeCountOptions = {}): Piece =>
  field((pub, ctx) => volumeCountText(pub, ctx, options));

export const volumeCount: Piece = volumeCountOf();
