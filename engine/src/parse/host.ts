import type { Person } from '../model/publication.js';
import { CUT, type Draft, tidy } from './draft.js';
import { placeBeforeYear } from './imprint.js';
import { givenNamesFirst, namesOf } from './leading-names.js';

/**
 * The imprint (place and publisher) and the host title as the styles print them around a
 * part of a larger work: editors before or after the host, the conference's place, a year
 * or volume run into it.
 */

/**
 * Place : Publisher, as GOST/DSTU (`М. : Наука`), Chicago and Harvard (`London: Penguin`) write it,
 * and Vancouver/ICMJE with the state or country in brackets (`Philadelphia (PA): Lippincott`).
 * Every place of several (`London; Thousand Oaks; New Delhi: Sage`), not only the last, and
 * `Ростов н/Д`, whose abbreviation has a small letter and a slash. Two publishers joined by a
 * colon typed without GOST's space before it (`М.: АСТ: Астрель, 2010`, `Флинта: наука`) are one
 * publisher statement, when the first is a Cyrillic name without a stop or a conjunction and the
 * second runs to the year (`Grand Rapids: Eerdmans & Carlisle: Paternoster` are two imprints).
 */
export const PLACE_PUBLISHER =
  /(?:^|[.,;(\uE000]\s*)((?:\[[SsБбNn]\.\s?[lLмМ]\.\]|(?!(?:A|An|The|Серия|Серія|Series|Сер\.|PMID|PMCID|ISBN|ISSN|DOI)[\s:])(?:\p{Lu}\p{Ll}[\p{L}'’-]*(?:[ -]\p{Lu}\p{Ll}[\p{L}'’-]*){0,2}(?:\s?;\s\p{Lu}\p{Ll}[\p{L}'’-]*(?:[ -]\p{Lu}\p{Ll}[\p{L}'’-]*){0,2}){1,4}|Ростов[\s-]?н\/[Дд]\.?|[\p{Lu}][\p{L}.'’-]*(?:[ ,-]{1,2}[\p{Lu}][\p{L}.'’-]*){0,3})(?:\s\(\p{Lu}[\p{L}.]{1,15}\))?))\s?:\s?(\[[^\]\uE000]{1,80}\]|(?![^:]*\s(?:и|і|та)\s)[\p{Script=Cyrillic}\d\s«»"'’-]{2,60}:\s(?=[^.:;]{2,60}?,\s*(?:1[5-9]\d\d|20\d\d))[^:;\uE000()[\]]{2,60}?|(?:[^:;\uE000()[\]]|\s:\s){2,100}?)\s*(?=[,;]\s*(?:\uE000|\d{4}|$)|\)|\.?\s*$|,?\s*\uE000)/u;

/** Place and publisher in a zone, with where the place starts (a title before it is cut off). */
export function findPlace(z: string): { place: string; publisher: string; start: number } | undefined {
  const m = PLACE_PUBLISHER.exec(z);
  if (!m) return undefined;
  let place = m[1]!;
  let start = m.index + m[0].indexOf(place);
  // "Vision Systems. Berlin, Germany: Springer" — the place is what follows the last full stop.
  // …or a conference's place before it ("Leeds, UK. New York: Springer").
  const cut = /^.*(?:\p{L}{4,}|,\s*\p{Lu}{2,})\.\s+(?=\p{Lu})/u.exec(place);
  if (cut) {
    place = place.slice(cut[0].length);
    start += cut[0].length;
  }
  return { place: place.trim(), publisher: m[2]!, start };
}

/** GOST's "[б. и.]", DSTU's "[б. в.]", "[s. n.]": the publisher is not known. */
const NO_PUBLISHER = /^\[(?:б\.\s?[ив]\.*|s\.\s?n\.)\]$/iu;

export function publicationZone(z: string, d: Draft): boolean {
  const found = findPlace(z);
  // «Н.: 2013» — a place and a year with no publisher between them.
  const m = found && /^\s*\[?(?:1[5-9]\d\d|20\d\d)\]?\.?\s*$/u.test(found.publisher) ? undefined : found;
  if (!m) {
    // Russian and Ukrainian lists often give the place alone: "М., 1983", "– Ижевск, 2010".
    const place = d.language === 'RU' || d.language === 'UA' ? placeBeforeYear(z) : undefined;
    if (!place) return false;
    d.place = place;
    d.placeOnly = true;
    d.confidence.place = 0.8;
    return true;
  }
  if (!/^\[/.test(m.place)) d.place = tidy(m.place);
  d.placeOnly = false;
  if (!NO_PUBLISHER.test(m.publisher.trim())) {
    // Pages or a year run on after the publisher ("Academic Press. 47-73", "Neumann 2007") are not its name.
    d.publisher = tidy(m.publisher.replace(/[.,]?\s+\d{1,5}(?:\s?[–-]\s?\d{1,5})?\.?\s*$/u, ''));
    d.confidence.publisher = 0.8;
  }
  d.confidence.place = 0.8;
  return true;
}

/**
 * The journal or host title without what styles print around it: `In`/`in`/`//`, the
 * host's editors (`In J. Smith (Eds.),`, `, ed. by …`, `, edited by …`), a place in
 * brackets (`(Boston, MA, USA)`), and a year, date or volume label run into it.
 */
/**
 * The host's editors before its title with their role in brackets: "(Eds.)", German "(Hrsg.)",
 * "(Hgg.)", "(Hrg.)", French "(sous la dir.)", "(dir.)", "(éds.)", Russian «(ред.)», «(сост.)».
 */
const BRACKETED_EDITORS =
  /^(.{3,300}?)\s*\((?:Eds?|eds?|ed|Hrsg|Hgg|Hrg|Hg|éds?|dirs?|sous la dir|coords?|ред|укл|сост)\.?\),?:?\s+/u;

/** "In: Smith J, editors. Host" → "Host": the host's editors before its title. */
export function dropHostEditors(raw: string): string {
  let s = raw.replace(/^[\s,.;:]+/u, '').replace(/^\s*(?:In:?|in:?|В кн\.:?|У кн\.:?|В:|У:|в|у|\/\/)\s+/u, '');
  const eds = BRACKETED_EDITORS.exec(s);
  if (eds && namesOf(eds[1]!)) s = s.slice(eds[0].length);
  // ISO, GSA and Vancouver: "SMITH, John et al., eds. Host", "Smith, J., eds., Host", "Smith J, editors. Host".
  const edsAfter =
    /^(.{3,300}?),?\s+(?:eds?|editors?|ред|укл|редактор|редактори|редакторы|упоряд)\.?,?\s+(?=\p{Lu}|\p{N})/u.exec(s);
  if (edsAfter && namesOf(edsAfter[1]!)) s = s.slice(edsAfter[0].length);
  return s;
}

/**
 * The host's editors written before its title: "In A. Jones & B. Lee (Eds.), Host" (APA),
 * "In: Smith J, editors. Host" (Vancouver). Empty when none are named there.
 */
export function hostEditorsOf(raw: string): Person[] {
  const s = raw.replace(/^[\s,.;:\uE000]+/u, '').replace(/^\s*(?:In:?|in:?)\s+/u, '');
  const before = BRACKETED_EDITORS.exec(s) ?? /^(.{3,300}?),?\s+(?:eds?|editors?)\.?,?\s+(?=\p{Lu}|\p{N})/u.exec(s);
  return before ? (namesOf(before[1]!)?.people ?? []) : [];
}

/** One name given first ("Anne Brown", "A. J. Brown") or inverted ("Brown, A."): two words or more. */
const GIVEN_NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*)*\s\p{Lu}[\p{L}'’-]+`;
/**
 * The host's editors after its title: "In Book, edited by Anne Brown and Bob Green, 10–20"
 * (Chicago), "Book, edited by A. Brown, Penguin" (MLA), "Book, ed. by A. Brown". The list ends
 * where a piece is no longer a name of two words (the pages, the publisher).
 */
const EDITED_BY = new RegExp(
  String.raw`(?:^|[,.;]\s*)(?:[Ee]dited\s+by|[Ee]d\.\s+by|[Ee]ds?\.)\s+(${GIVEN_NAME}(?:(?:,\s(?:and\s|&\s)?|\s(?:and|&)\s)${GIVEN_NAME})*)`,
  'u',
);

export function hostEditorsAfter(raw: string): Person[] {
  const m = EDITED_BY.exec(raw);
  if (!m) return [];
  return givenNamesFirst(`${m[1]!}. X`)?.people ?? namesOf(m[1]!)?.people ?? [];
}

export function cleanContainer(raw: string): string | undefined {
  let s = (raw.split(CUT)[0] ?? '')
    .replace(/^[\s,.;:]+/u, '')
    .replace(/[\s,;:]+$/u, '')
    .replace(/\)\s*\.$/u, ')');
  // ACS and Vancouver end the host with a semicolon: "Host; Editors, Eds.; Publisher".
  if (!/^[^;]*\((?:Eds?|eds?)\.?\)/u.test(s)) s = s.split(/;\s/u)[0] ?? s;
  s = s.replace(/^\s*(?:In:?|in:?|В кн\.:?|У кн\.:?|В:|У:|в|у|\/\/)\s+/u, '');
  const eds = BRACKETED_EDITORS.exec(s);
  if (eds && namesOf(eds[1]!)) s = s.slice(eds[0].length);
  // ISO, GSA and Vancouver: "SMITH, John et al., eds. Host", "Smith, J., eds., Host", "Smith J, editors. Host".
  const edsAfter =
    /^(.{3,300}?),?\s+(?:eds?|editors?|ред|укл|редактор|редактори|редакторы|упоряд)\.?,?\s+(?=\p{Lu}|\p{N})/u.exec(s);
  if (edsAfter && namesOf(edsAfter[1]!)) s = s.slice(edsAfter[0].length);
  s = s.replace(/^(?:Proc\.|Proceedings)\s+(?=\p{Lu}{2,})/u, '');
  s = s.replace(
    /[,;]\s*(?:ed\.\s+by|edited\s+by|eds?\.|под\s+ред\.?|за\s+ред\.?|[Tt]rad(?:\.|uit)?(?:\s+\p{Ll}+\.)?\s+par|[Tt]ranslated\s+by)(?:\s.*)?$/u,
    '',
  );
  s = s.replace(
    /[.,]\s+(?:\d{1,2}(?:[–-]\d{1,2})?\s+\p{L}+\.?\s+)?(?:1[5-9]\d\d|20\d\d)(?=[.,;]|\s+\p{L}{3}|\s*$).*$/u,
    '',
  );
  // A conference's date and place after its name: "…on Supercomputing, Washington, DC, July 1992".
  s = s.replace(
    /,\s*(?:(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?|January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+\d{1,2}(?:[–-]\d{1,2})?)?,?(?:\s+(?:1[5-9]\d\d|20\d\d))?\.?$/u,
    '',
  );
  if (/(?:Conference|Conf\.|Proceedings|Proc\.|Workshop|Symposium|Congress|Meeting|Colloquium)(?![\p{L}])/u.test(s)) {
    const place =
      /^(.*(?:Conference|Conf\.|Proceedings|Proc\.|Workshop|Symposium|Congress|Meeting|Colloquium)[^,]*?)((?:,\s*\p{Lu}[\p{L}.'’]*(?:\s\p{Lu}[\p{L}.'’]*){0,2}){1,3})$/u.exec(
        s,
      );
    if (
      place &&
      /,\s*(?:\p{Lu}{2}|\p{Lu}\.\s?\p{Lu}\.|USA|UK|Canada|Japan|Germany|France|Italy|Spain|Australia|China|[\p{L}]+\s[\p{L}]+)$|^,\s*\p{Lu}\p{Ll}+,\s*\p{Lu}/u.test(
        place[2]!,
      )
    )
      s = place[1]!;
  }
  s = s.replace(/\s*\([^()]*\)\s*$/u, '');
  s = s.replace(/,\s*(?:[Vv]ol|v|no|pp?|[A-Z]{1,3}-)\.?\s*$/u, '').replace(/,\s*\d{1,4}\.?$/u, '');
  // Chicago leaves the volume or the pages of a chapter after the host: "Brain Res 935", "Host, 585–90";
  // a number after a series word is the journal's own («Вестник МГУ. Сер. 8»).
  s = s
    .replace(/,\s*\d+\s?[–-]\s?\d+.*$/u, '')
    .replace(/(?<!(?:Сер|Ser|Серия|Серія|Series|Sect|Section)\.?)\s+\d{1,3},?\s*(?:№|no\.)?\s*$/u, '');
  return tidy(s);
}
