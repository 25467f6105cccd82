import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { str, titleOf } from './fields.js';
import { cleanTitleFully } from './title.js';

/**
 * Types whose `title.infoAbouteTitle` is the work's own subtitle: a conference paper's describes
 * the conference (parts/host.ts, `hostInfoOf`) and a standard's names its kind.
 */
const OWN_SUBTITLE = new Set(['book', 'article', 'web', 'dissertation', 'patent']);

/**
 * The title with its subtitle in an English record, "Tame the BeaST: The B to X of BibTeX": a
 * BibLaTeX `subtitle` or a RIS `ST` lands in `title.infoAbouteTitle`, which the international
 * styles never printed, so the subtitle was lost. Every international style prints the whole
 * title, subtitle after a colon (APA 7 9.19, CMOS 16 14.89, MLA 8th 1.2.1, MHRA 4th ch. 7, the
 * IEEE guide, Citing Medicine 2, Cite Them Right, ISO 690). A subtitle the title
 * already holds (a RIS short title) is not repeated; a title ending in "?" or "!" takes no
 * colon. Russian and Ukrainian records keep their other title information to the national
 * styles («учеб. пособие» is not a subtitle).
 */
export function titleWithSubtitle(pub: Publication, ctx: Context): string | undefined {
  const title = titleOf(pub);
  const sub = cleanTitleFully(str(pub.title?.infoAbouteTitle));
  if (!title || !sub || ctx.language !== 'EN' || !OWN_SUBTITLE.has(ctx.type)) return title;
  if (title.toLocaleLowerCase().includes(sub.toLocaleLowerCase())) return title;
  const main = title.trim().replace(/[.:]+$/, '');
  return `${main}${/[?!]$/.test(main) ? ' ' : ': '}${sub}`;
}
