import type { Draft } from './draft.js';

/** A bracket opening a place that does not close in it: "(Seattle, Washington" of "(Seattle, Washington, April 1-5, 1990)". */
const OPEN_BRACKET = /^[([]\s*(?!.*[)\]])/u;
/** A part's label run into the place: "Part A, London", "Vol. 2, Oxford". */
const PART_LABEL = /^(?:Part|Pt\.|Vol\.|Volume|Section|Sect\.|Book|Bk\.)\s[\p{L}\d]{1,4}[,.:]?\s+(?=\p{Lu})/u;
/** A page range or a year read as the publisher ("Reggio Calabria: 131-138", "(1989)"). */
/** The places of Russian and Ukrainian lists, abbreviated (GOST 7.0.12, DSTU 3582) or in full, before «, Publisher». */
const CITY_FIRST =
  /^((?:М|Л|К|Х|Мн|СПб|Свердл|Новосиб)\.|Москва|Ленинград|Санкт-Петербург|Киев|Київ|Харьков|Харків|Львов|Львів|Одесса|Одеса|Минск|Мінськ|Новосибирск|Свердловск|Екатеринбург|Казань|Томск|Moscow|Leningrad|Kiev|Kyiv|Kharkov|Kharkiv|Minsk|Novosibirsk|Sverdlovsk|Tomsk),\s+(\p{Lu}[^,]*)$/u;
/** US states abbreviated in the traditional way (CMOS 10.28), four letters or more, after a city. */
const STATE_ABBREVIATION =
  /,\s(?:Mass|Conn|Calif|Penn|Wash|Mich|Minn|Wisc|Ariz|Colo|Tenn|Okla|Nebr|Mont|Oreg|Kans|Miss)$/u;
const PAGES = /^(?:\d{1,5}\s?[–-]\s?\d{1,5}|\(?\d{4}\)?)$/u;

/**
 * A place is a place's name: the readers' span may open with a conference's bracket or a part's
 * label, and split "Washington, D. C." at the initials' space, giving "C. Morgan Kaufmann" as
 * the publisher. The styles print the place as read, so what is no part of its name goes.
 */
export function placeName(d: Draft, raw = ''): void {
  if (d.place) {
    const place = d.place.replace(OPEN_BRACKET, '').replace(PART_LABEL, '');
    if (place) d.place = place;
    // A bracket closing the title run into the place: "… model 2014 (VetPop2014). Washington, DC".
    const lead = /^\(([^()]{1,60})\)[.,]?\s+(?=\p{Lu})/u.exec(d.place);
    if (lead) {
      d.place = d.place.slice(lead[0].length);
      if (d.publisher?.replace(/\)$/u, '') === lead[1]) d.publisher = undefined;
      if (d.container?.replace(/\)$/u, '') === lead[1]) d.container = undefined;
      if (d.title && raw.includes(`${d.title} ${lead[0].trim().replace(/[.,]$/u, '')}`))
        d.title = `${d.title} (${lead[1]})`;
    }
  }
  if (d.publisher) {
    // The same labels before a publisher ("Volume E, York Software Engineering Ltd"), a report's
    // number ("MIT/LCS/TR-340, Laboratory for Computer Science, MIT") and a collection after it
    // ("Gallimard, Coll. Folio Essais") are no part of its name.
    const publisher = d.publisher
      .replace(PART_LABEL, '')
      .replace(/^[\p{Lu}\d]+(?:[/-][\p{Lu}\d]+)*[/-]\d+,\s+(?=\p{Lu})/u, '')
      .replace(/,\s+Coll(?:\.|ection)\s.*$/u, '');
    if (publisher) d.publisher = publisher;
  }
  // A city and its publisher typed with a comma for the colon («М., Наука, 1980», "Leningrad, Nedra,
  // 1980"), read as one publisher or one place: the city is the place. Only the cities of these lists, since a
  // publisher may open with a place-like word ("Boulder, Colorado" is caught above as a place).
  const run = d.publisher && (!d.place || d.place === d.publisher) ? d.publisher : !d.publisher ? d.place : undefined;
  const cityFirst = run ? CITY_FIRST.exec(run) : null;
  if (cityFirst) {
    d.place = cityFirst[1];
    d.publisher = cityFirst[2];
  }
  // The same text read as both ("Boulder, Colorado, 1998"): a place, which names no publisher.
  if (d.place && d.publisher === d.place) {
    d.publisher = undefined;
    delete d.confidence.publisher;
  }
  // A body's acronym opening the place with no publisher read ("…, ACM, New York, 1994") is the publisher.
  const acronym = d.place && !d.publisher ? /^(\p{Lu}{3,6}),\s+(\p{Lu}\p{Ll}.*)$/u.exec(d.place) : null;
  if (acronym && !/^(?:USA|USSR|UAE|GDR|FRG)$/u.test(acronym[1]!)) {
    d.publisher = acronym[1];
    d.place = acronym[2];
  }
  if (d.place && d.publisher && /,\sD\.$/u.test(d.place) && /^C\.\s\S/u.test(d.publisher)) {
    d.place = `${d.place} C.`;
    d.publisher = d.publisher.slice(3);
  }
  // "Champaign, IL, 2005" with no publisher: the city is the place's, not a publisher "Champaign".
  if (
    d.place &&
    d.publisher &&
    /^[A-Z]{2}$/u.test(d.place) &&
    /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(d.publisher)
  ) {
    d.place = `${d.publisher}, ${d.place}`;
    d.publisher = undefined;
    delete d.confidence.publisher;
    // …nor is the imprint a book's container, which would stand in for its publisher.
    if (d.container === d.place) d.container = undefined;
  }
  // A state's traditional abbreviation after the city keeps its stop ("Malden, Mass.:"): the
  // general rule keeps only an abbreviation of three letters or fewer.
  if (d.place && STATE_ABBREVIATION.test(d.place) && raw.includes(`${d.place}.`)) d.place = `${d.place}.`;
  // "Federal Reserve Bank of St. Louis" split at the saint's stop: the publisher "… of St." and the
  // place "Louis" are one name, the publisher's (AnyStyle 952).
  if (
    d.publisher &&
    d.place &&
    /\s(?:St|Ste|Mt)\.$/u.test(d.publisher) &&
    /^\p{Lu}\p{Ll}+$/u.test(d.place) &&
    raw.includes(`${d.publisher} ${d.place}`)
  ) {
    d.publisher = `${d.publisher} ${d.place}`;
    d.place = undefined;
    delete d.confidence.place;
  }
  // "(Chicago: American Bar Association)": the imprint's closing bracket is not the publisher's.
  if (d.publisher && /^[^()]+\)$/u.test(d.publisher)) d.publisher = d.publisher.slice(0, -1).trim();
  if (d.publisher && PAGES.test(d.publisher)) {
    d.publisher = undefined;
    delete d.confidence.publisher;
  }
}

/** A book's container that is its place ("Moscow, 1934"), which the book would print as its publisher: none. */
export function bookPlaceNotPublisher(d: Draft): void {
  if (d.type === 2 && d.place && d.container === d.place) d.container = undefined;
  // A book's container that stands for its publisher, city and all («М., Наука»): place and publisher.
  const cityFirst = d.type === 2 && d.container && !d.publisher && !d.place ? CITY_FIRST.exec(d.container) : null;
  if (cityFirst) {
    d.place = cityFirst[1];
    d.publisher = cityFirst[2];
    d.container = undefined;
  }
}
