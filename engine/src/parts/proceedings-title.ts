import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { str, titleOf } from './fields.js';
import { fromCapitals } from './national-caps.js';
import { titleWithSubtitle } from './subtitle-joined.js';
import { cleanTitleFully } from './title.js';

/**
 * The record's own title as chicago, asa, mla, mhra, gsa and iso print it. A whole proceedings
 * (a conference record with no host) keeps its conference statement, `title.infoAbouteTitle`,
 * after a colon in every language, "Бібліотеки в цифрову епоху: матеріали міжнародної наукової
 * конференції": it is part of the proceedings' title, as for a paper's host
 * (parts/host-full-title.ts; CMOS 16, 14.217; MLA 8th, 2.6.1; GOST R 7.0.100-2018, 5.3).
 * Before, a Russian or Ukrainian proceedings printed its name alone. Other records: their
 * title with an English subtitle (parts/subtitle-joined.ts).
 * @example ownTitle(proceedings, ctx) // 'Бібліотеки в цифрову епоху: матеріали … конференції'
 */
export function ownTitle(pub: Publication, ctx: Context): string | undefined {
  return ctx.locale === 'en' ? joinedTitle(pub, ctx) : fromCapitals(joinedTitle(pub, ctx), ctx.locale);
}

/**
 * A Russian or Ukrainian title typed in capitals throughout, as journals print article titles
 * and as they are copied from there («ІННОВАЦІЙНИЙ РОЗВИТОК ПІДПРИЄМСТВ УКРАЇНИ»), takes the
 * language's capitals in these styles too, «Інноваційний розвиток підприємств України»
 * (parts/national-caps.ts, as the national styles: GOST 7.1-2003, 4.11.1; CMOS 16, 8.155 and
 * 11.x: a title's capitals follow the style, not the title page, and Cyrillic titles take
 * sentence case). English titles are left to each style's own case rules.
 */
function joinedTitle(pub: Publication, ctx: Context): string | undefined {
  if (ctx.type !== 'conference' || str(pub.host?.title)) return titleWithSubtitle(pub, ctx);
  const title = titleOf(pub);
  const info = cleanTitleFully(str(pub.title?.infoAbouteTitle));
  if (!title || !info || title.toLocaleLowerCase().includes(info.toLocaleLowerCase())) return title;
  const main = title.trim().replace(/[.:]+$/, '');
  return `${main}${/[?!]$/.test(main) ? ' ' : ': '}${info}`;
}
