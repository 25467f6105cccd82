/**
 * The infographics of one library (issue 22, item 4): counts over the user's stored records,
 * computed here so the browser gets a few small tables instead of the whole library.
 */

/** The columns of a `bibliography` row the counts read. */
export interface InfographicRow {
  date: Date | number | string;
  authors: string;
  other_data: string;
  standarts: string;
}

export interface Count {
  key: string;
  count: number;
}

export interface Infographics {
  total: number;
  /** Publication year → records, ascending; records without a year are counted in `noYear`. */
  byYear: Count[];
  noYear: number;
  /** Source type id (1–7) → records, by id. */
  byType: Count[];
  /** EN / RU / UA (anything else as `other`) → records. */
  byLanguage: Count[];
  /** Style id → records that chose it, most chosen first. */
  byStyle: Count[];
  /** Journal (series of an article) → articles, most first, at most `TOP`. */
  journals: Count[];
  /** Author ("Surname N. P.") → records, most first, at most `TOP`. */
  authors: Count[];
  /** Month of creation (YYYY-MM, UTC) → records added, every month from the first to the last. */
  growth: Count[];
}

/** How many journals and authors the answer lists: enough for a chart, bounded for any library. */
export const TOP = 10;
/** The most months of growth answered (the latest ones): 20 years. */
export const MAX_MONTHS = 240;
const LANGUAGES = ['EN', 'RU', 'UA'];
const ARTICLE = 1;

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const objectAt = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function add(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Most first, then by key so equal counts keep one order. */
function ranked(map: Map<string, number>, limit = Number.POSITIVE_INFINITY): Count[] {
  return [...map]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** A year as stored (number or text like "2019" or "2019a"); null when there is none worth a bar. */
export function yearOf(v: unknown): number | null {
  const m = /^\s*(\d{4})/.exec(text(v));
  if (!m) return null;
  const y = Number(m[1]);
  return y >= 1000 && y <= 2999 ? y : null;
}

/** "Surname N. P." — the same person spelled with full names or initials counts once. */
export function authorKey(p: unknown): string | null {
  const o = objectAt(p);
  const surname = text(o.surname);
  if (!surname) return null;
  const initials = [text(o.name), text(o.fathername)]
    .filter(Boolean)
    .map((n) => `${[...n][0]?.toUpperCase()}.`)
    .join(' ');
  return initials ? `${surname} ${initials}` : surname;
}

/** The month key of a creation date (UTC), or null for a date that does not parse. */
export function monthOf(date: InfographicRow['date']): string | null {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Every month from `first` to `last` (YYYY-MM), so months with nothing added show as 0. */
function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  const [ly, lm] = last.split('-').map(Number) as [number, number];
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

export function aggregate(rows: readonly InfographicRow[]): Infographics {
  const years = new Map<string, number>();
  const types = new Map<string, number>();
  const languages = new Map<string, number>();
  const styles = new Map<string, number>();
  const journals = new Map<string, number>();
  const authors = new Map<string, number>();
  const months = new Map<string, number>();
  let noYear = 0;
  for (const row of rows) {
    const bibl = objectAt(json(row.other_data));
    const year = yearOf(objectAt(bibl.outputData).year);
    if (year === null) noYear += 1;
    else add(years, String(year));
    const type = Number(bibl.idTypePublication);
    if (Number.isInteger(type) && type >= 1 && type <= 7) add(types, String(type));
    const language = text(bibl.language).toUpperCase();
    add(languages, LANGUAGES.includes(language) ? language : 'other');
    const chosen = json(row.standarts);
    for (const style of new Set(Array.isArray(chosen) ? chosen.map(text).filter(Boolean) : [])) add(styles, style);
    if (type === ARTICLE) {
      const journal = text(objectAt(bibl.series).series).replace(/\s+/g, ' ');
      if (journal) add(journals, journal);
    }
    const people = json(row.authors);
    const names = new Set((Array.isArray(people) ? people : []).map(authorKey).filter((k): k is string => !!k));
    for (const name of names) add(authors, name);
    const month = monthOf(row.date);
    if (month) add(months, month);
  }
  const monthKeys = [...months.keys()].sort();
  const first = monthKeys[0];
  const last = monthKeys.at(-1);
  const growth =
    first && last
      ? monthsBetween(first, last)
          .map((key) => ({ key, count: months.get(key) ?? 0 }))
          .slice(-MAX_MONTHS)
      : [];
  const byKey = (a: Count, b: Count) => Number(a.key) - Number(b.key);
  return {
    total: rows.length,
    byYear: ranked(years).sort(byKey),
    noYear,
    byType: ranked(types).sort(byKey),
    byLanguage: ranked(languages),
    byStyle: ranked(styles),
    journals: ranked(journals, TOP),
    authors: ranked(authors, TOP),
    growth,
  };
}
