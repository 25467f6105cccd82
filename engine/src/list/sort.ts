import type { StyleId } from '../model/config.js';
import type { Publication } from '../model/publication.js';
import { organisationsOf, personsOf, str } from '../parts/fields.js';
import { isNumericStyle } from './numbering.js';

/**
 * GOST 7.32-2017, 9.13.2 and DSTU 8302:2015, 4.3 (bibliographic lists): alphabetical, sources in
 * Cyrillic first, then those in Latin script.
 */
const CYRILLIC_FIRST: readonly StyleId[] = ['gost', 'gost2018', 'dstu'];
const CYRILLIC = /^[\u0400-\u04FF]/;

/** Alphabetical order of the list's language: Russian for GOST, Ukrainian for DSTU, English otherwise. */
const COLLATORS = {
  ru: new Intl.Collator('ru', { sensitivity: 'base', numeric: true }),
  uk: new Intl.Collator('uk', { sensitivity: 'base', numeric: true }),
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
};

/** What a list is ordered by: the heading element (first author, else organisation, else title), year, title. */
interface SortKey {
  head: string;
  year: string;
  title: string;
}

function sortKeyOf(pub: Publication): SortKey {
  const title = str(pub.title?.publicationTitle) ?? '';
  const person = personsOf(pub, '1')[0] ?? personsOf(pub, '3')[0];
  const personName = person
    ? [str(person.surname), str(person.name), str(person.fathername)].filter(Boolean).join(' ')
    : '';
  const head = personName || organisationsOf(pub)[0] || title;
  const year = str(pub.outputData?.year) ?? str(pub.specialData?.datePublication)?.slice(0, 4) ?? '';
  return { head: head.trim(), year, title };
}

function compareKeys(collator: Intl.Collator, a: SortKey, b: SortKey): number {
  return collator.compare(a.head, b.head) || collator.compare(a.year, b.year) || collator.compare(a.title, b.title);
}

/**
 * The order a style's bibliography lists its entries in, as indices into `pubs`:
 * numeric styles (ieee, vancouver) keep the given (citation) order; gost, gost2018 and dstu put
 * Cyrillic sources first, each group alphabetical; the other styles order by author (or title when
 * there is none), then year, then title (APA 7, 9.44; MLA 9, 5.128; Chicago 17, 14.68; Harvard).
 * Equal keys keep their input order.
 * @example bibliographyOrder([smith2020, adams2019], 'apa7') // [1, 0]
 */
export function bibliographyOrder(pubs: readonly Publication[], style: string): number[] {
  const indices = pubs.map((_, i) => i);
  if (isNumericStyle(style)) return indices;
  const keys = pubs.map(sortKeyOf);
  const cyrillicFirst = CYRILLIC_FIRST.includes(style as StyleId);
  const collator = style === 'dstu' ? COLLATORS.uk : cyrillicFirst ? COLLATORS.ru : COLLATORS.en;
  const group = (k: SortKey) => (cyrillicFirst && !CYRILLIC.test(k.head) ? 1 : 0);
  return indices.sort((a, b) => {
    const ka = keys[a] as SortKey;
    const kb = keys[b] as SortKey;
    return group(ka) - group(kb) || compareKeys(collator, ka, kb) || a - b;
  });
}
