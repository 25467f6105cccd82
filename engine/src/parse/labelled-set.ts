import { ownEntry } from '../model/own-entry.js';
import type { PublicationInput } from '../model/publication.js';
import { MARKUP, restoreLigatures } from './clean.js';
import { fingerprint, normLink, normPages, normText } from './evaluate.js';
import { parseCitation } from './parse-citation.js';

/**
 * Evaluation on real reference strings labelled field by field (issue 15): AnyStyle's
 * training data (`fixtures/parser/anystyle_core.xml`, English, strings as taken from PDFs)
 * and the Russian/Ukrainian set (`fixtures/parser/ru-ua.json`). Pure: the caller reads the
 * files. Each string falls in the development or the held-out part by a hash of its text,
 * fixed before any tuning, so the split never depends on the order of the file.
 *
 * The labels give each field as printed (`Romero, C., Paunesku, D., & Dweck, C.`), not as
 * structured names, so authors are scored as the words of the names: the parsed persons'
 * surnames and given names, initials and particles aside, must be exactly the words of the
 * labelled author segment (none lost, none added), and every parsed surname must be a word
 * rather than an initial. Titles and containers are compared after `normText`, the year as
 * the first four-digit year of the date label, volume and issue as their first number,
 * pages as the first range, publisher and place (AnyStyle's `location`) after `normText`.
 */

export const REAL_FIELDS = [
  'authors',
  'title',
  'container',
  'year',
  'volume',
  'issue',
  'pages',
  'link',
  'publisher',
  'place',
] as const;
export type RealField = (typeof REAL_FIELDS)[number];

/** A labelled string: the text and each field as printed in it. */
export interface LabelledCase {
  text: string;
  labels: Partial<Record<RealField, string>>;
  source?: string;
  /** The string's language: `en` marks an English string found inside a Russian list. */
  lang?: 'ru' | 'uk' | 'en';
}

/**
 * The Russian/Ukrainian set as reported: all its strings, and the Cyrillic ones alone, since
 * the target for Russian and Ukrainian strings should not be met or missed by the English
 * strings that Russian lists also hold.
 */
export function ruUaSets(cases: LabelledCase[], name = 'ru-ua'): [string, LabelledCase[]][] {
  return [
    [name, cases],
    [`${name}, Cyrillic only`, cases.filter((c) => c.lang !== 'en')],
  ];
}

/**
 * The Russian/Ukrainian sets, each with the name its rows carry: `ru-ua.json`, and
 * `ru-ua-2.json`, collected in session 11 and measured before any rule was changed for it,
 * so that its figures stay its own rather than being averaged into the first set's.
 */
export const RU_UA_FILES: readonly (readonly [file: string, name: string])[] = [
  ['ru-ua.json', 'ru-ua'],
  ['ru-ua-2.json', 'ru-ua 2'],
];

export interface RealTally {
  hit: number;
  total: number;
}

export interface RealScores {
  fields: Record<RealField, RealTally>;
  /** Strings that label authors, title and a year, with all three read right. */
  core: RealTally;
  strings: number;
}

export interface RealMiss {
  field: RealField | 'core';
  expected: string;
  got: string;
  text: string;
}

/** Development or held-out, by a hash of the text: about one string in four is held out. */
export function partOf(text: string): 'dev' | 'heldOut' {
  return Number.parseInt(fingerprint(text.trim()), 16) % 4 === 0 ? 'heldOut' : 'dev';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export const unescapeXml = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(Number.parseInt(e.slice(e[1] === 'x' ? 2 : 1), e[1] === 'x' ? 16 : 10))
      : (ownEntry(ENTITIES, e) ?? m),
  );

/** AnyStyle's tags, mapped to the fields scored here (the first of each kind counts). */
const TAG_FIELD: Record<string, RealField> = {
  author: 'authors',
  title: 'title',
  journal: 'container',
  'container-title': 'container',
  date: 'year',
  volume: 'volume',
  issue: 'issue',
  pages: 'pages',
  doi: 'link',
  url: 'link',
  publisher: 'publisher',
  location: 'place',
};

/**
 * Reads AnyStyle's XML (`<dataset><sequence><author>…</author>…</sequence>`): the string is
 * the segments joined by spaces, in order. The format is flat and fixed, so a few linear
 * patterns read it without an XML library.
 */
export function readAnystyle(xml: string): LabelledCase[] {
  const cases: LabelledCase[] = [];
  for (const seq of xml.matchAll(/<sequence>([\s\S]*?)<\/sequence>/g)) {
    const parts: string[] = [];
    const labels: Partial<Record<RealField, string>> = {};
    for (const m of (seq[1] ?? '').matchAll(/<([a-z-]+)>([\s\S]*?)<\/\1>/g)) {
      const value = unescapeXml((m[2] ?? '').replace(/\s+/g, ' ').trim());
      if (!value) continue;
      parts.push(value);
      const field = ownEntry(TAG_FIELD, m[1] ?? '');
      if (field && labels[field] === undefined) {
        // A label holds the markup the text was copied with ("<italic>Planta</italic>"), which
        // the parser drops with the rest of the clean-up: the field is the words inside it.
        if (field !== 'year' || /\d{4}/.test(value)) labels[field] = value.replace(MARKUP, '').trim();
      }
    }
    if (parts.length) cases.push({ text: parts.join(' '), labels });
  }
  return cases;
}

const NAME_STOP = new Set([
  'and',
  'et',
  'al',
  'eds',
  'ed',
  'edited',
  'by',
  'with',
  'others',
  'и',
  'др',
  'та',
  'ін',
  'под',
  'ред',
  'за',
  'jr',
  'sr',
]);

/** The words of a name list, initials (one letter, or 2–3 capitals such as `JJ`) and particles aside. */
export function nameWords(s: string): string[] {
  return restoreLigatures(s)
    .normalize('NFC')
    .replace(/(?<![\p{L}])\p{Lu}{2,3}(?![\p{L}])/gu, ' ')
    .split(/[^\p{L}]+/u)
    .map((w) => w.toLowerCase().replace(/ё/g, 'е'))
    .filter((w) => w.length > 1 && !NAME_STOP.has(w))
    .sort();
}

type P = { surname?: unknown; name?: unknown; fathername?: unknown };
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

function parsedAuthors(pub: PublicationInput): P[] {
  const a = pub.authors ?? {};
  return [...((a['1'] ?? []) as P[]), ...((a['5'] ?? []) as P[])];
}

function firstNumber(s: string): string {
  return /\d+/.exec(s)?.[0] ?? '';
}

function firstRange(s: string): string {
  const m = /\p{L}?\d+(?:\s*[-–—‒]+\s*\p{L}?\d+)?/u.exec(s);
  return m ? normPages(m[0]) : '';
}

/** A host's words; "In", "Proc. of", "the Proceedings of" before its name are what styles add, not the name. */
function containerWords(s: string): string {
  return normText(s).replace(/^(?:(?:in|в|у|proc|proceedings|of|the)\s)+/u, '');
}

function expectedOf(field: RealField, label: string): string {
  switch (field) {
    case 'authors':
      return nameWords(label).join(' ');
    case 'year':
      return /(\d{4})/.exec(label)?.[1] ?? '';
    case 'volume':
    case 'issue':
      // Vancouver's labels run the date into the volume: "2012;30(15):".
      return firstNumber(label.replace(/^\s*(?:1[5-9]\d\d|20\d\d)[^;]{0,12};\s*/u, ''));
    case 'pages':
      return firstRange(label);
    case 'link':
      return normLink(label.replace(/^(?:doi:\s*|DOI\s*)/i, '').replace(/[.,;]+$/, ''));
    case 'container':
      return containerWords(label);
    default:
      return normText(label);
  }
}

function gotOf(field: RealField, pub: PublicationInput): string {
  switch (field) {
    case 'authors': {
      const people = parsedAuthors(pub);
      // A surname that is only an initial means the name was read the wrong way round.
      if (people.some((p) => nameWords(str(p.surname)).length === 0 && str(p.surname).length < 4)) return '';
      return nameWords(people.map((p) => `${str(p.surname)} ${str(p.name)} ${str(p.fathername)}`).join(' ')).join(' ');
    }
    case 'title':
      return normText(pub.title?.publicationTitle);
    case 'container':
      return containerWords(str(pub.host?.title ?? pub.series?.series));
    case 'year':
      // Its first four-digit year, as the label's: a span of years («2005–2008») is kept whole.
      return /\d{4}/.exec(str(pub.outputData?.year ?? pub.host?.year))?.[0] ?? '';
    case 'volume':
      return firstNumber(str(pub.host?.volume ?? pub.series?.volume));
    case 'issue':
      return firstNumber(str(pub.series?.issue ?? pub.series?.number));
    case 'pages':
      // Scored as the label is: its first range («С. 54–58, 128–130» holds two).
      return firstRange(str(pub.physical?.pages));
    case 'link':
      return normLink(pub.accessData?.link);
    // A part's imprint is its host's; a dissertation's place is where it was defended, and the
    // university AnyStyle labels its publisher is the model's `specialData.organization`.
    case 'publisher':
      return normText(
        pub.host?.publisher ??
          pub.outputData?.publisher ??
          (str(pub.idTypePublication) === '4' ? pub.specialData?.organization : undefined),
      );
    case 'place':
      return normText(pub.host?.editionPlace ?? pub.outputData?.editionPlace ?? pub.specialData?.defPlace);
  }
}

export function emptyRealScores(): RealScores {
  return {
    fields: Object.fromEntries(REAL_FIELDS.map((f) => [f, { hit: 0, total: 0 }])) as Record<RealField, RealTally>,
    core: { hit: 0, total: 0 },
    strings: 0,
  };
}

/**
 * Scores every case; a label that gives nothing comparable (a date with no year) is not scored.
 * `parse` is the parser to score (another model's, when the training script validates one).
 */
export function scoreLabelled(
  cases: LabelledCase[],
  parse: (text: string) => { publication: PublicationInput } = parseCitation,
): { scores: RealScores; misses: RealMiss[] } {
  const scores = emptyRealScores();
  const misses: RealMiss[] = [];
  for (const c of cases) {
    scores.strings++;
    const pub = parse(c.text).publication;
    const right: Partial<Record<RealField, boolean>> = {};
    for (const field of REAL_FIELDS) {
      const label = c.labels[field];
      if (label === undefined) continue;
      const want = expectedOf(field, label);
      if (!want) continue;
      const got = gotOf(field, pub);
      scores.fields[field].total++;
      right[field] = got === want;
      if (right[field]) scores.fields[field].hit++;
      else misses.push({ field, expected: want, got, text: c.text });
    }
    if (right.authors !== undefined && right.title !== undefined && right.year !== undefined) {
      scores.core.total++;
      if (right.authors && right.title && right.year) scores.core.hit++;
    }
  }
  return { scores, misses };
}
