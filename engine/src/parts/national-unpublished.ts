import type { Publication } from '../model/publication.js';
import { str } from './fields.js';

/** A deposit note, «Деп. в ВИНИТИ 18.05.02, № 14432» (GOST 7.1-2003, 5.8.3; GOST R 7.0.100-2018, 5.8.6.5). */
const DEPOSITED = /(?:^|[.–—-]\s*)Деп\.\s+в\s/u;

/** A research report's kind, «отчет о НИР», «звіт про НДР» (GOST 7.1-2003, A: «отчет о НИР (промежуточ.)»). */
const REPORT = /^(?:отч[её]т\s+о\s+(?:НИР|научно-исследовательской)|звіт\s+про\s+(?:НДР|науково-дослідн))/iu;

/**
 * An unpublished book-like document — a deposited scientific work (its note records the
 * deposit) or a research report — has no publisher, and none is supplied as «[б. и.]»:
 * GOST 7.1-2003, 5.5.3.8 («Не приводят имя (наименование) издателя … для неопубликованных
 * материалов. Не приводят в этих случаях и сокращение [б. и.]»); GOST R 7.0.100-2018, 5.5.4.9
 * («Для неопубликованных и депонированных ресурсов …»). Their examples: «— М., 2002. — 210 с.
 * : схемы. — … — Деп. в ИНИОН Рос. акад. наук 15.02.02, № 139876», «— Ростов-на-Дону, 2017.
 * — 305 с. — … — Деп. в ВИНИТИ РАН 10.01.2017 № 1-В2017».
 * @example isUnpublished({ idTypePublication: 2, note: 'Деп. в ВИНИТИ 13.06.02, № 145432' }) // true
 */
export function isUnpublished(pub: Publication): boolean {
  return DEPOSITED.test(str(pub.note) ?? '') || REPORT.test(str(pub.title?.infoAbouteTitle) ?? '');
}
