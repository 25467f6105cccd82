import { readData } from '../classifiers/text.js';

export interface Country {
  sjr: string;
  iso2: string;
  /** ISO 3166-1 numeric, the feature id of the world map. */
  id: string;
  en: string;
  ru: string;
  ua: string;
}

/** One SCImago source (SJR 2021). */
export interface Journal {
  id: number;
  title: string;
  type: string;
  issns: string[];
  sjr: number | null;
  bestQuartile: number;
  hIndex: number;
  country: number;
  region: number;
  publisher: string;
  coverage: string;
  areas: number[];
  /** [category index, quartile 1–4 or 0]. */
  categories: [number, number][];
  docs2021: number;
}

export interface JournalData {
  areas: string[];
  categories: string[];
  regions: string[];
  countries: Country[];
  journals: Journal[];
  byId: Map<number, Journal>;
  /** The areas each category occurs in. */
  categoryAreas: number[][];
}

type Row = [
  number,
  string,
  string,
  string[],
  number | null,
  number,
  number,
  number,
  number,
  string,
  string,
  number[],
  [number, number][],
  number,
];

let cached: JournalData | null = null;

/** The SJR 2021 table, read from server/data on first use (4.6 MB JSON, never sent whole). */
export function journalData(): JournalData {
  if (cached) return cached;
  const raw = readData<{
    areas: string[];
    categories: string[];
    regions: string[];
    countries: Country[];
    journals: Row[];
  }>('journals/journals.json');
  const journals = raw.journals.map(
    ([
      id,
      title,
      type,
      issns,
      sjr,
      bestQuartile,
      hIndex,
      country,
      region,
      publisher,
      coverage,
      areas,
      categories,
      docs2021,
    ]) => ({
      id,
      title,
      type,
      issns,
      sjr,
      bestQuartile,
      hIndex,
      country,
      region,
      publisher,
      coverage,
      areas,
      categories,
      docs2021,
    }),
  );
  const categoryAreas = raw.categories.map(() => new Set<number>());
  for (const j of journals) for (const [c] of j.categories) for (const a of j.areas) categoryAreas[c]?.add(a);
  cached = {
    areas: raw.areas,
    categories: raw.categories,
    regions: raw.regions,
    countries: raw.countries,
    journals,
    byId: new Map(journals.map((j) => [j.id, j])),
    categoryAreas: categoryAreas.map((s) => [...s].sort((a, b) => a - b)),
  };
  return cached;
}
