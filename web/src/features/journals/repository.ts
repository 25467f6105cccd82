import { request } from '../../lib/http.js';

/** The journal filters (ids from the facets); empty fields do not filter. */
export interface Filters {
  area?: number;
  category?: number;
  quartile?: number;
  region?: number;
  hMin?: number;
  hMax?: number;
  q?: string;
}

export interface Facets {
  areas: { id: number; name: string; journals: number }[];
  categories: { id: number; name: string; areas: number[] }[];
  regions: { id: number; name: string }[];
  countries: { iso2: string; id: string; name: string; journals: number }[];
  hIndexMax: number;
  total: number;
  attribution: string;
}

export interface JournalRow {
  id: number;
  title: string;
  issns: string[];
  sjr: number | null;
  bestQuartile: number | null;
  hIndex: number;
  country: { iso2: string; id: string; name: string } | null;
}

export interface JournalCard extends JournalRow {
  type: string;
  publisher: string;
  region: string;
  coverage: string;
  docs2021: number;
  areas: string[];
  categories: { name: string; quartile: number | null }[];
  links: { scimago: string; issnPortal?: string } | null;
  linksBlocked: boolean;
  linksMessage?: string;
}

export type Sort = 'sjr' | 'h' | 'title';

export interface Page<T> {
  total: number;
  page: number;
  size: number;
  items: T[];
}

export interface Match {
  journal: JournalRow;
  score: number;
  terms: string[];
}

/** The journal tool's data access: the server filters and pages; the browser gets only what it shows. */
export interface JournalRepository {
  facets(): Promise<Facets>;
  map(filters: Filters): Promise<{ total: number; countries: Record<string, number> }>;
  list(filters: Filters, country: string, sort: Sort, page: number, size: number): Promise<Page<JournalRow>>;
  card(id: number): Promise<JournalCard>;
  match(text: string, filters: Filters): Promise<Match[]>;
}

export function queryOf(filters: Filters & { country?: string; sort?: string; page?: number; size?: number }): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params.toString();
}

export class ServerJournalRepository implements JournalRepository {
  constructor(private readonly lang: string) {}

  facets(): Promise<Facets> {
    return request<Facets>('GET', '/api/journals/facets', { lang: this.lang });
  }

  map(filters: Filters) {
    return request<{ total: number; countries: Record<string, number> }>(
      'GET',
      `/api/journals/map?${queryOf(filters)}`,
      {
        lang: this.lang,
      },
    );
  }

  list(filters: Filters, country: string, sort: Sort, page: number, size: number) {
    const q = queryOf({ ...filters, country, sort, page, size });
    return request<Page<JournalRow>>('GET', `/api/journals?${q}`, { lang: this.lang });
  }

  card(id: number): Promise<JournalCard> {
    return request<JournalCard>('GET', `/api/journals/${id}`, { lang: this.lang });
  }

  async match(text: string, filters: Filters): Promise<Match[]> {
    const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
    const answer = await request<{ results: Match[] }>('POST', '/api/journals/match', {
      json: { text, filters: clean, limit: 20 },
      lang: this.lang,
    });
    return answer.results;
  }
}
