import type { Publication } from '../model/publication.js';
import { urlOf } from './access.js';
import { containerOf, isAccessLabel, publisherOf, withoutAccessLabel } from './fields.js';
import { runningColon } from './running-colon.js';
import { cleanTitle } from './title.js';

/** A site's home: its root, or a root index file ("/", "/index.html", "/en/"). */
const HOME_PATH = /^\/?(?:[a-z]{2}(?:-[a-z]{2})?\/?)?(?:index\.\w+)?$/i;

/**
 * Whether a web record without a host is one page of a site rather than the whole site. The
 * model has no field for it (docs/model.md): the record's URL tells, a path or query below the
 * site's home («http://bookchamber.ru/isbn.html») being a page, the home itself
 * («https://www.rsl.ru») the site. Without a URL nothing says it is a page.
 * @example isSitePage({ idTypePublication: 7, accessData: { link: 'https://www.rsl.ru/ru/about' } }) // true
 */
export function isSitePage(pub: Publication): boolean {
  const url = urlOf(pub);
  if (!url) return false;
  const rest = url.replace(/^(?:https?:\/\/)?[^/?#]+/i, '');
  const [path = '', query] = rest.split(/[?#]/, 2);
  return Boolean(query) || !HOME_PATH.test(path);
}

/**
 * The site's name as the international styles print it (the web page's container): cleaned of a
 * closing stop typed with it («Фонтанка.ру.», before printed «Фонтанка.ру., www…») and with the
 * colon of running text where GOST's « : » introduced its other title information
 * («Министерство труда … : официальный сайт» prints «…: официальный сайт»); else the publisher.
 * @example siteNameOf({ idTypePublication: 7, series: { series: 'Фонтанка.ру.' } }) // 'Фонтанка.ру'
 */
export function siteNameOf(pub: Publication): string | undefined {
  return runningColon(cleanTitle(siteTitleOf(pub))) ?? publisherOf(pub);
}

/**
 * The web page's container as typed, unless it holds only an access label: a pasted «… //
 * Режим доступа: http://…» leaves «Режим доступа» in the site's field, and it names no site
 * (`isAccessLabel`, parts/fields.ts); before, chicago, asa, mla, mhra, gsa and iso printed it
 * as the site, «“Мультикоптер.” Режим доступа.».
 */
export const siteTitleOf = (pub: Publication): string | undefined => {
  // "Retrieved from netLibrary" read into the field names the site "netLibrary", as apa7 reads it
  // (`withoutAccessLabel`); before, chicago, mla and mhra printed "Retrieved from netLibrary".
  const site = withoutAccessLabel(containerOf(pub));
  return isAccessLabel(site) ? undefined : site;
};
