import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { field, type Piece } from '../template/piece.js';
import { str, volumeOf } from './fields.js';
import { upperFirst } from './first-letter.js';

/**
 * The number of volumes of a multivolume work cited as a whole, "2 vols." (CMOS 16, 14.119:
 * "Edited by Jonathan Barnes. 2 vols. Princeton, NJ: …"; ASA follows CMOS), «В 3 т.», «У 3 т.»
 * in a Russian or Ukrainian record (GOST's words as a sentence); nothing when a single volume is
 * cited (its "Vol. 2" is printed instead). A count typed with its words keeps only the number.
 * @example volumeCountText({ series: { countVolume: '2' } }, enContext) // '2 vols.'
 */
export function volumeCountText(pub: Publication, ctx: Context): string | undefined {
  if (volumeOf(pub)) return undefined;
  const count = str(pub.series?.countVolume)
    ?.replace(/^(?:в|у|in)\s+/iu, '')
    .replace(/\s*(?:т\.|тт\.|тома|томах|томів|vols?\.|volumes)$/iu, '');
  if (!count || !/^\d+$/.test(count)) return undefined;
  if (ctx.locale === 'en') return `${count} vols.`;
  const n = ctx.labels.national;
  return upperFirst(`${n.inVolumesBefore} ${count} ${n.inVolumesAfter}`);
}

export const volumeCount: Piece = field(volumeCountText);
