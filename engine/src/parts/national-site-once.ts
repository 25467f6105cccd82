import type { Piece } from '../template/piece.js';
import { containerOf, isAccessLabel, str } from './fields.js';

/**
 * The site after " // " as it names one. An access label read into the site's field («Мультикоптер.
 * Режим доступа: …» pasted) names no site, so nothing follows " // " but the address, never «//
 * Режим доступа. URL: …». An organisation that is the site itself is named once, as the site
 * («The top 10 causes of death // World Health Organization», not «… / World Health Organization
 * // World Health Organization»): the host already says who is responsible, as GOST R
 * 7.0.100-2018, A.4 names the site alone («Порядок присвоения номера ISBN … // Российская книжная палата»).
 * Shared by the web layouts of gost, gost2018 and dstu.
 */
export const withSiteOnce =
  (piece: Piece): Piece =>
  (pub, ctx) => {
    if (isAccessLabel(containerOf(pub))) return piece({ ...pub, series: { ...pub.series, series: undefined } }, ctx);
    const site = containerOf(pub)?.toLocaleLowerCase();
    const orgs = pub.authors?.['5'] ?? [];
    const isSite = (o: (typeof orgs)[number]) => str(o?.name)?.toLocaleLowerCase() === site;
    if (!site || !orgs.some(isSite)) return piece(pub, ctx);
    return piece({ ...pub, authors: { ...pub.authors, '5': orgs.filter((o) => !isSite(o)) } }, ctx);
  };
