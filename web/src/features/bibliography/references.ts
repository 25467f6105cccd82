import {
  bibliographyOrder,
  type Config,
  isNumericStyle,
  type Publication,
  publicationSchema,
  type Rich,
  toHtml,
  toText,
} from '@referent/engine';
import { richOf, type ViewRecord } from './records.js';

/**
 * The finished list of one style (issue 16): in the style's order, numbered where the style
 * numbers, with each record's in-text citation.
 */
export interface ReferenceEntry {
  view: ViewRecord;
  /** 1-based number in the list; null for styles that do not number (author-date). */
  n: number | null;
  /** The entry as printed in the list (number included). */
  rich: Rich;
  text: string;
  html: string;
}

/** GOST R 7.0.100-2018 / 7.1-2003 and DSTU 8302:2015 lists in a thesis are numbered "1." (GOST 7.32-2017, 9.13). */
const GOST_FAMILY = new Set(['gost', 'gost2018', 'dstu']);
/** Styles whose in-text citation is a number in the list. */
const NUMBERED_CITATION = new Set(['vancouver']);

/** Whether the user sets the order (numeric styles list in citation order, which only the author knows). */
export function userOrdered(style: string): boolean {
  return isNumericStyle(style);
}

export function numbered(style: string): boolean {
  return isNumericStyle(style) || GOST_FAMILY.has(style);
}

function publicationOf(view: ViewRecord): Publication {
  const parsed = publicationSchema.safeParse(view.bibl);
  return (parsed.success ? parsed.data : view.bibl) as Publication;
}

/**
 * The records in the style's order: numeric styles in `userOrder` (record ids; records not in
 * it follow, oldest first, as they were added), the others as the engine's `bibliographyOrder`
 * sorts them (GOST/DSTU: Cyrillic first, then Latin, alphabetical by heading; author-date by
 * author and year).
 */
export function orderFor(views: readonly ViewRecord[], style: string, userOrder: readonly number[]): ViewRecord[] {
  if (userOrdered(style)) {
    const rank = new Map(userOrder.map((id, i) => [id, i]));
    const oldestFirst = [...views].sort(
      (a, b) => a.record.date.localeCompare(b.record.date) || a.record.id - b.record.id,
    );
    return oldestFirst.sort((a, b) => (rank.get(a.record.id) ?? 1e9) - (rank.get(b.record.id) ?? 1e9));
  }
  return bibliographyOrder(views.map(publicationOf), style).map((i) => views[i] as ViewRecord);
}

/** "1. " for GOST/DSTU lists, the engine's own label ("[1] ", "1. ") for numeric styles. */
function label(style: string, n: number): string {
  if (style === 'ieee') return `[${n}] `;
  return `${n}. `;
}

export function referenceList(
  views: readonly ViewRecord[],
  style: string,
  config: Config,
  userOrder: readonly number[] = [],
): ReferenceEntry[] {
  return orderFor(views, style, userOrder).map((view, i) => {
    const n = numbered(style) ? i + 1 : null;
    const body = richOf(view, style, config);
    const rich: Rich = n === null ? body : [{ text: label(style, n) }, ...body];
    return { view, n, rich, text: toText(rich), html: toHtml(rich) };
  });
}

/** The words of an in-text citation in the language of the text being written. */
export interface CitationWords {
  /** "с." (GOST R 7.0.5-2008, 7.2), "p." */
  page: string;
  /** "и др." / "та ін." / "et al." */
  etAl: string;
  /** "&" for APA, "and"/"и"/"і" for the others. */
  and: string;
}

export const CITATION_WORDS: Record<'en' | 'ru' | 'ua', CitationWords> = {
  en: { page: 'p.', etAl: 'et al.', and: 'and' },
  ru: { page: 'с.', etAl: 'и др.', and: 'и' },
  ua: { page: 'с.', etAl: 'та ін.', and: 'і' },
};

function surnames(view: ViewRecord): string[] {
  const authors = (view.bibl.authors ?? {}) as Record<string, { surname?: string; name?: string }[]>;
  const people = (authors['1'] ?? authors['3'] ?? []).map((p) => p.surname || p.name || '').filter(Boolean);
  if (people.length) return people;
  return (authors['5'] ?? []).map((o) => o.name ?? '').filter(Boolean);
}

function yearOf(view: ViewRecord): string {
  const out = view.bibl.outputData as { year?: unknown } | undefined;
  return out?.year ? String(out.year) : 'n.d.';
}

/** The first words of the title, for a work without an author (APA 7, 8.14). */
function shortTitle(view: ViewRecord): string {
  const words = view.title.split(/\s+/).filter(Boolean);
  return words.length > 4 ? `${words.slice(0, 4).join(' ')}…` : view.title;
}

/**
 * The in-text citation of an entry, with an optional page:
 * GOST R 7.0.5-2008 (7.2): `[1, с. 25]`; IEEE: `[1, p. 25]`; Vancouver: `(1)`;
 * APA 7 (8.17, 8.23): `(McCauley & Christiansen, 2019, p. 5)`, three or more authors "et al.";
 * MLA 9 (6.3): `(McCauley and Christiansen 5)`; other author-date styles: `(Surname and Surname 2019, 5)`.
 */
export function citationOf(entry: ReferenceEntry, style: string, page: string, words: CitationWords): string {
  const p = page.trim();
  if (entry.n !== null && (GOST_FAMILY.has(style) || style === 'ieee')) {
    return p ? `[${entry.n}, ${words.page} ${p}]` : `[${entry.n}]`;
  }
  if (entry.n !== null && NUMBERED_CITATION.has(style)) return p ? `(${entry.n}, ${words.page} ${p})` : `(${entry.n})`;
  if (entry.n !== null) return `[${entry.n}]`;
  const names = surnames(entry.view);
  const apa = style === 'apa' || style === 'apa7';
  const joiner = apa ? '&' : words.and;
  const who =
    names.length === 0
      ? shortTitle(entry.view)
      : names.length === 1
        ? names[0]
        : names.length === 2 || (!apa && names.length === 3)
          ? `${names.slice(0, -1).join(', ')} ${joiner} ${names.at(-1)}`
          : `${names[0]} ${words.etAl}`;
  if (style === 'mla') return p ? `(${who} ${p})` : `(${who})`;
  if (apa || style === 'harvard') return `(${who}, ${yearOf(entry.view)}${p ? `, ${words.page} ${p}` : ''})`;
  return `(${who} ${yearOf(entry.view)}${p ? `, ${p}` : ''})`;
}
