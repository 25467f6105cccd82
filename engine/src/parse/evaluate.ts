import { format } from '../format-one.js';
import type { PublicationInput } from '../model/publication.js';
import { restoreLigatures } from './clean.js';
import { LOOK_ALIKE_INITIAL, unifyLookAlikes } from './look-alikes.js';
import { parseCitation } from './parse-citation.js';

/**
 * The measured evaluation of the parser (issue 7): round-trip (format a publication,
 * parse the text back, compare the fields) and the hand-collected messy set. Pure: the
 * caller reads the fixtures and writes the report.
 *
 * A field is "recovered exactly" when the parsed value equals the expected one after a
 * normalisation that forgives what a style legitimately changes: letter case and
 * punctuation of titles and containers (APA sentence case, MLA title case, trailing
 * stops), dashes and abbreviated page ranges (`207–17` = `207-217`), the DOI's resolver
 * prefix, a URL's scheme and `www.`. Authors are compared as surname and first initial,
 * in order; a list a style shortens with "et al." counts when the names it shows are read.
 * A field is counted only when the style prints it (its value appears in the text), so a
 * style that leaves out the issue or abbreviates the journal is not scored on it.
 */

export const EVAL_FIELDS = [
  'type',
  'authors',
  'title',
  'container',
  'year',
  'volume',
  'issue',
  'pages',
  'link',
] as const;
export type EvalField = (typeof EVAL_FIELDS)[number];

export interface Tally {
  hit: number;
  total: number;
}
export type Scores = Record<EvalField, Tally>;

export interface Miss {
  set: string;
  name: string;
  field: EvalField;
  expected: string;
  got: string;
  text: string;
}

/** What a case expects, in comparable form. */
export interface Expected {
  type?: number;
  /** "Surname I" per author, in order. */
  authors?: string[];
  title?: string;
  container?: string;
  year?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  link?: string;
}

export function emptyScores(): Scores {
  return Object.fromEntries(EVAL_FIELDS.map((f) => [f, { hit: 0, total: 0 }])) as Scores;
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

export function normText(v: unknown): string {
  return (
    unifyLookAlikes(
      // A ligature as the letters the parser restores («ﬁve», «e↵ects»), and an accent as its own
      // character ("Le\u0301on", as PDFs give it) as the letter it is on.
      restoreLigatures(str(v)).normalize('NFC'),
    )
      // …and a word typed with look-alike letters of the other script («Аcademia», «ХХI») as the parser reads it.
      .toLowerCase()
      .replace(/ё/g, 'е')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

export function normPages(v: unknown): string {
  const s = str(v)
    .replace(/\s/g, '')
    .replace(/[–—‒-]+/g, '-');
  const m = /^(\p{L}?)(\d+)-(\p{L}?)(\d+)$/u.exec(s);
  if (!m) return s.toLowerCase();
  const [, p1, a, , b] = m as unknown as [string, string, string, string, string];
  const full = b.length < a.length ? a.slice(0, a.length - b.length) + b : b;
  return `${p1}${a}-${full}`.toLowerCase();
}

export function normLink(v: unknown): string {
  const s = str(v).toLowerCase();
  const doi = /(10\.\d{4,9}\/\S+)$/.exec(s.replace(/^https?:\/\/(dx\.)?doi\.org\//, ''));
  if (doi && /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*|10\.)/.test(s)) return doi[1]!.replace(/[.,;]+$/, '');
  return s
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

export function normName(p: { surname?: unknown; name?: unknown }): string {
  // An initial typed with a look-alike of the other script («Brennan, В.») compares as the letter it looks like.
  const initial = (LOOK_ALIKE_INITIAL[str(p.name).charAt(0)] ?? str(p.name).charAt(0)).toLowerCase();
  return `${normText(p.surname)} ${initial}`.trim();
}

/** Comparable expectations of a fixture publication. */
export function expectedOf(pub: PublicationInput): Expected {
  const p = pub;
  const people = (p.authors?.['1'] ?? []) as { surname?: unknown; name?: unknown }[];
  return {
    type: Number(p.idTypePublication),
    ...(people.length ? { authors: people.map(normName) } : {}),
    ...(str(p.title?.publicationTitle) ? { title: str(p.title?.publicationTitle) } : {}),
    ...(str(p.host?.title ?? p.series?.series) ? { container: str(p.host?.title ?? p.series?.series) } : {}),
    ...(str(p.outputData?.year) ? { year: str(p.outputData?.year) } : {}),
    ...(str(p.host?.volume ?? p.series?.volume) ? { volume: str(p.host?.volume ?? p.series?.volume) } : {}),
    ...(str(p.series?.issue ?? p.series?.number) ? { issue: str(p.series?.issue ?? p.series?.number) } : {}),
    ...(str(p.physical?.pages) ? { pages: str(p.physical?.pages) } : {}),
    ...(str(p.accessData?.link) ? { link: str(p.accessData?.link) } : {}),
  };
}

function parsedValue(pub: PublicationInput, field: EvalField): string {
  const p = pub;
  switch (field) {
    case 'type':
      return str(p.idTypePublication);
    case 'authors':
      return ((p.authors?.['1'] ?? []) as { surname?: unknown; name?: unknown }[]).map(normName).join('; ');
    case 'title':
      return str(p.title?.publicationTitle);
    case 'container':
      // A part's host (chapter, proceedings paper) or a journal.
      return str(p.host?.title ?? p.series?.series);
    case 'year':
      return str(p.outputData?.year);
    case 'volume':
      return str(p.host?.volume ?? p.series?.volume);
    case 'issue':
      return str(p.series?.issue ?? p.series?.number);
    case 'pages':
      return str(p.physical?.pages);
    case 'link':
      return str(p.accessData?.link);
  }
}

const ET_AL_TEXT =
  /(?<![\p{L}\p{N}])et al(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])и др(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])та ін(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])and others(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])і ін(?![\p{L}\p{N}])|\.\.\.|…/u;

const ISSUE_WORD = /^[Вв][ыи]п\.\s/u;

/** Whether the parsed value equals the expected one (see the module comment). */
export function matches(field: EvalField, expected: Expected, pub: PublicationInput, text: string): boolean {
  const got = parsedValue(pub, field);
  switch (field) {
    case 'type':
      return Number(got) === expected.type;
    case 'authors': {
      const want = expected.authors ?? [];
      const have = got ? got.split('; ') : [];
      if (have.length === 0 || have.length > want.length) return false;
      if (
        !have.every((h, i) => h === want[i] || (h.split(' ')[0] === want[i]?.split(' ')[0] && !want[i]?.includes(' ')))
      )
        return false;
      return have.length === want.length || ET_AL_TEXT.test(text);
    }
    case 'title':
    case 'container':
      return normText(got) === normText(expected[field]);
    case 'pages':
      return normPages(got) === normPages(expected.pages);
    case 'link':
      return normLink(got) === normLink(expected.link);
    case 'year':
      return got.replace(/[a-z]$/, '') === str(expected.year);
    case 'issue':
      // A journal's issue keeps the word it was typed with («Вып. 2»): the word is its form, not its value.
      return got.replace(ISSUE_WORD, '') === str(expected.issue).replace(ISSUE_WORD, '');
    default:
      return got === str(expected[field]);
  }
}

/** Whether a style prints the expected value at all (so the parser can be scored on it). */
export function shown(field: EvalField, expected: Expected, text: string): boolean {
  const value = expected[field];
  if (value === undefined) return false;
  if (field === 'type') return true;
  const t = text.toLowerCase();
  // A title or journal counts as printed only outside links ("cnn" in a URL is not the site name).
  const nt = ` ${normText(text.replace(/(?:https?:\/\/|www\.)\S+|(?<![\p{L}\p{N}@/.])(?:[a-z0-9-]+\.)+[a-z]{2,}\/\S*/gu, ' '))} `;
  const word = (w: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(text);
  switch (field) {
    case 'authors':
      return word(((expected.authors ?? [])[0] ?? '').split(' ')[0] ?? '');
    case 'title':
    case 'container':
      return nt.includes(` ${normText(value)} `);
    case 'pages':
      return word(normPages(value).split('-')[0] ?? '');
    case 'link':
      return t.includes(normLink(value));
    case 'year':
      // A year seen only in an access date or a link is not the year of the work.
      return new RegExp(`(?<![\\p{L}\\p{N}])${value}(?![\\p{N}])`, 'u').test(
        text
          .replace(/(?:https?:\/\/|www\.)\S+/gu, ' ')
          .replace(
            /(?:[Aa]ccessed|[Vv]iewed|[Cc]ited|[Rr]etrieved|[Дд]ата обращения|[Дд]ата звернення|просмотрено|переглянуто|процитировано|Last modified)[^)\]]*/gu,
            ' ',
          ),
      );
    default:
      return word(String(value));
  }
}

/** Scores one text against its expectations, adding to `scores` and `misses`. */
export function scoreCase(
  set: string,
  name: string,
  text: string,
  expected: Expected,
  scores: Scores,
  misses: Miss[],
  fields: readonly EvalField[] = EVAL_FIELDS,
): { scored: EvalField[]; hit: EvalField[] } {
  const result = parseCitation(text);
  const scored: EvalField[] = [];
  const hit: EvalField[] = [];
  for (const field of fields) {
    if (!shown(field, expected, text)) continue;
    scores[field].total++;
    scored.push(field);
    if (matches(field, expected, result.publication, text)) {
      scores[field].hit++;
      hit.push(field);
    } else {
      const exp = field === 'authors' ? (expected.authors ?? []).join('; ') : str(expected[field]);
      misses.push({ set, name, field, expected: exp, got: parsedValue(result.publication, field), text });
    }
  }
  return { scored, hit };
}

/** FNV-1a: a short fingerprint of a formatted text, so a changed style output is noticed. */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** One scored text of the round trip: `style|case key|text fingerprint|scored fields|recovered fields`. */
export interface RoundTripItem {
  style: string;
  key: string;
  print: string;
  scored: EvalField[];
  hit: EvalField[];
}

export function itemLine(item: RoundTripItem): string {
  const bits = (fs: EvalField[]) => EVAL_FIELDS.map((f) => (fs.includes(f) ? '1' : '0')).join('');
  return `${item.style}|${item.key}|${item.print}|${bits(item.scored)}|${bits(item.hit)}`;
}

export function parseItemLine(line: string): RoundTripItem {
  const parts = line.split('|');
  const [style = '', print = '', scored = '', hit = ''] = [
    parts[0],
    parts[parts.length - 3],
    parts[parts.length - 2],
    parts.at(-1),
  ];
  const key = parts.slice(1, -3).join('|');
  const fields = (bits: string) => EVAL_FIELDS.filter((_f, i) => bits[i] === '1');
  return { style, key, print, scored: fields(scored), hit: fields(hit) };
}

export interface CorpusCase {
  name: string;
  /** Identifies the case across runs (name and a hash of its input). */
  key?: string;
  input: PublicationInput;
}

/** Formats every case in every style and scores the parse of each text. */
export function roundTrip(
  corpus: CorpusCase[],
  styles: string[],
): { byStyle: Record<string, Scores>; total: Scores; misses: Miss[]; texts: number; items: RoundTripItem[] } {
  const byStyle: Record<string, Scores> = {};
  const total = emptyScores();
  const misses: Miss[] = [];
  const items: RoundTripItem[] = [];
  let texts = 0;
  for (const style of styles) {
    const scores = emptyScores();
    for (const c of corpus) {
      let text: string;
      try {
        text = format(c.input, style).text;
      } catch {
        continue;
      }
      if (!text.trim()) continue;
      texts++;
      const { scored, hit } = scoreCase(style, c.name, text, expectedOf(c.input), scores, misses);
      items.push({ style, key: c.key ?? c.name, print: fingerprint(text), scored, hit });
    }
    byStyle[style] = scores;
    for (const f of EVAL_FIELDS) {
      total[f].hit += scores[f].hit;
      total[f].total += scores[f].total;
    }
  }
  return { byStyle, total, misses, texts, items };
}

export interface MessyCase {
  text: string;
  expect: Expected;
  source?: string;
  /** Collected after the rules were written, and only measured. */
  heldOut?: boolean;
}

export function messy(cases: MessyCase[]): { scores: Scores; misses: Miss[] } {
  const scores = emptyScores();
  const misses: Miss[] = [];
  cases.forEach((c, i) => {
    const expect: Expected = { ...c.expect };
    if (expect.authors)
      expect.authors = expect.authors.map((a) => {
        const [surname, initial] = a.split(/\s+(?=\S+$)/u);
        return normName({ surname: initial ? surname : a, name: initial ?? '' });
      });
    // The messy set states its expectations directly, so every stated field is scored.
    for (const field of EVAL_FIELDS) {
      if (expect[field] === undefined) continue;
      scores[field].total++;
      const result = parseCitation(c.text);
      if (matches(field, expect, result.publication, c.text)) scores[field].hit++;
      else
        misses.push({
          set: 'messy',
          name: String(i + 1),
          field,
          expected: field === 'authors' ? (expect.authors ?? []).join('; ') : str(expect[field]),
          got: parsedValue(result.publication, field),
          text: c.text,
        });
    }
  });
  return { scores, misses };
}

export const share = (t: Tally): number => (t.total === 0 ? 1 : t.hit / t.total);
