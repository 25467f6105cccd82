import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { hostInfoOf } from './host.js';
import { hostTitleProperOf } from './host-responsibility.js';
import { runningColon } from './running-colon.js';
import { cleanTitleFully } from './title.js';

/**
 * The host's title as the international styles print it: cleaned of its closing stop, with the
 * colon of running text, and, for a paper in proceedings, the conference statement the record
 * keeps in `title.infoAbouteTitle` after a colon as the proceedings' subtitle: "Современные
 * проблемы науки и образования: материалы Международной научно-практической конференции",
 * "Proceedings of CVPR 2016: IEEE Conference on Computer Vision and Pattern Recognition" (CMOS 16,
 * 14.217 and MLA 8th, 2.6.1: the proceedings' full title; GOST R 7.0.100-2018, 5.3: the
 * statement is the proceedings' other title information). Before, chicago, asa, mla, mhra, gsa
 * and iso dropped it. A statement the title already holds is not repeated; a statement of
 * responsibility typed after " / " is not the title (`hostTitleProperOf`).
 * @example hostFullTitle(paper, ctx) // 'Труды конференции: материалы междунар. конф.'
 */
export function hostFullTitle(pub: Publication, ctx: Context): string | undefined {
  const title = cleanTitleFully(hostTitleProperOf(pub));
  const info = cleanTitleFully(hostInfoOf(pub, ctx));
  if (!title || !info || title.toLocaleLowerCase().includes(info.toLocaleLowerCase())) return runningColon(title);
  return runningColon(`${title}: ${info}`);
}
