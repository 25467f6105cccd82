import type { Draft } from './draft.js';

/**
 * Countries, US states and provinces that close a title as the place it is about ("… impact
 * crater, South Africa, Nature, v. 441"): the readers end the title at the comma before them and
 * so begin the journal with them.
 */
const REGIONS = new Set(
  'usa|u.s.a|us|uk|canada|mexico|brazil|argentina|chile|peru|australia|new zealand|south africa|namibia|ghana|nigeria|kenya|egypt|morocco|china|japan|india|russia|ukraine|finland|sweden|norway|germany|france|spain|italy|poland|austria|switzerland|greenland|iceland|antarctica|england|scotland|wales|ireland|ontario|quebec|labrador|british columbia|alberta|saskatchewan|manitoba|nunavut|alaska|arizona|texas|california|nevada|utah|colorado|new mexico|montana|wyoming|idaho|oregon|washington|florida|georgia|tennessee|kentucky|ohio|indiana|iowa|missouri|kansas|nebraska|oklahoma|illinois|michigan|wisconsin|minnesota|virginia|new york|siberia|tasmania|queensland|western australia'.split(
    '|',
  ),
);

/**
 * A place that closes the title, read as the head of the journal ("South Africa, Nature", "USA.
 * Geology" of "… western Texas, USA. Geology, v. 33"), goes back to the title, as printed.
 */
export function placeBeforeHost(d: Draft, raw: string): void {
  if (!d.title || !d.container) return;
  const head = /^(\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)?)([,.])\s+(?=\p{Lu})/u.exec(d.container);
  if (!head || !REGIONS.has(head[1]!.replace(/\.$/u, '').toLowerCase())) return;
  const at = raw.indexOf(d.title);
  const place = head[1]!.replace(/\.$/u, '');
  if (at < 0 || !new RegExp(`^[,\\s]+${place.replace(/[.]/gu, '\\.')}`, 'u').test(raw.slice(at + d.title.length)))
    return;
  d.title = `${d.title}, ${place}`;
  d.container = d.container.slice(head[0].length);
}

/**
 * Physics and chemistry lists print no title: "S. Kachru, Fortsch. Phys. 55, 644 (2007)", "A.
 * Polman, Opt. Express 2010, 18, A237". A "title" of abbreviations alone right before the
 * journal is the journal's head ("Fortsch" + "Phys", "Opt" + "Express").
 */
export function abbreviatedHost(d: Draft, raw: string): void {
  if (!d.title || !d.container || !/^\p{Lu}\p{Ll}{0,7}(?:\.\s\p{Lu}\p{Ll}{0,7})*$/u.test(d.title)) return;
  const joined = `${d.title}. ${d.container}`;
  // …or the journal read whole, with its head read as the title too ("Phys" of "Phys. Lett. B").
  const whole = d.container.startsWith(`${d.title}. `);
  if (!whole && !raw.includes(joined)) return;
  if (!whole) d.container = joined;
  d.title = undefined;
  delete d.confidence.title;
}
