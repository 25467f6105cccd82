import { ApiError, request, xsrfFrom } from '../../lib/http.js';
import { token } from '../../lib/token.js';

/** Spec §9: the card catalogue's calls wait up to 150 s. */
export const CARD_TIMEOUT = 150_000;
const BASE = '/api/CatalogFile/Card';

export interface Tag {
  id: number;
  name: string;
  colorId: number;
  color: string;
  cards?: number;
}

export interface Color {
  id: number;
  hex: string;
  name: string;
}

/** What the tree and the graph need of every card (GET CatalogAll). */
export interface CardSummary {
  id: number;
  zettelNumber: string;
  title: string;
  fatherId: number | null;
  excerpt: string;
  tags: number[];
  contextLinks: number[];
  links: number[];
  dateModified: string;
}

export interface Backlink {
  id: number;
  zettelNumber: string;
  title: string;
  kind: 'body' | 'context';
}

export interface Card {
  id: number;
  zettelNumber: string;
  title: string;
  body: string;
  fatherId: number | null;
  tags: Tag[];
  quote: string;
  url: string | null;
  info: string;
  contextLinks: number[];
  bibliographyId: number | null;
  citation: string | null;
  dateCreate: string;
  dateModified: string;
  backlinks?: Backlink[];
}

export interface CardInput {
  id?: number;
  title: string;
  body: string;
  fatherId: number | null;
  tags: number[];
  quote: string;
  url: string;
  info: string;
  contextLinks: number[];
  bibliographyId: number | null;
  moveMode?: 'subtree' | 'alone';
  childrenTo?: ChildrenTo;
}

export type ChildrenTo = 'up' | 'top';
export const SORT_TYPES = ['number', 'title', 'created', 'modified'] as const;
export type SortType = (typeof SORT_TYPES)[number];

/** Spec §3 filter; §9 take 10, skip 0. */
export interface Filter {
  searchingString: string;
  filteredTypes: string[];
  tags: number[];
  sortType: SortType;
  sortDirection: 'asc' | 'desc';
  take: number;
  skip: number;
}

export const DEFAULT_FILTER: Filter = {
  searchingString: '',
  filteredTypes: [],
  tags: [],
  sortType: 'number',
  sortDirection: 'asc',
  take: 10,
  skip: 0,
};

export interface Note {
  name: string;
  text: string;
}

/** A record of the bibliography a card may cite. */
export interface SourceOption {
  id: number;
  text: string;
}

/** A refusal the demo gives where the plan would (spec §6: no export or import in demo). */
export class DemoRefusal extends Error {}

/**
 * One interface for both kinds of person (spec §4 Data): a signed-in user's cards come from
 * the server, a guest's demo cards from local storage. The screens never ask which.
 */
export interface CardsRepository {
  readonly kind: 'server' | 'demo';
  catalog(): Promise<CardSummary[]>;
  card(id: number): Promise<Card>;
  filter(f: Filter): Promise<{ data: Card[]; total: number }>;
  save(input: CardInput): Promise<Card>;
  moveAlone(id: number, fatherId: number | null, childrenTo: ChildrenTo): Promise<void>;
  deleteOnly(id: number, childrenTo: ChildrenTo, replacement: number): Promise<void>;
  deleteCascade(id: number, descendants: number): Promise<void>;
  tags(): Promise<Tag[]>;
  saveTag(tag: { id?: number; name: string; colorId: number }): Promise<Tag>;
  deleteTag(id: number): Promise<void>;
  colors(): Promise<Color[]>;
  exportFile(format: 'docx' | 'markdown'): Promise<{ blob: Blob; name: string }>;
  importNotes(notes: Note[]): Promise<number>;
  sources(): Promise<SourceOption[]>;
}

const opts = (lang: string, json?: unknown) => ({
  lang,
  timeoutMs: CARD_TIMEOUT,
  ...(json === undefined ? {} : { json }),
});

/** The signed-in user's cards on the server (spec §7 Card catalogue). */
export class ServerRepository implements CardsRepository {
  readonly kind = 'server';
  constructor(private readonly lang: string) {}

  private get<T>(path: string) {
    return request<{ data: T }>('GET', `${BASE}/${path}`, opts(this.lang)).then((r) => r.data);
  }

  catalog() {
    return this.get<CardSummary[]>('CatalogAll');
  }
  card(id: number) {
    return this.get<Card>(`CardById/${id}`);
  }
  filter(f: Filter) {
    return request<{ data: Card[]; total: number }>('POST', `${BASE}/PostCardsSortBy`, opts(this.lang, f));
  }
  async save(input: CardInput) {
    const method = input.id === undefined ? 'POST' : 'PUT';
    return (await request<{ data: Card }>(method, `${BASE}/Card`, opts(this.lang, input))).data;
  }
  async moveAlone(id: number, fatherId: number | null, childrenTo: ChildrenTo) {
    await request('PUT', `${BASE}/CardOneCard`, opts(this.lang, { id, fatherId, childrenTo }));
  }
  async deleteOnly(id: number, childrenTo: ChildrenTo, replacement: number) {
    await request('DELETE', `${BASE}/DeleteCardChange/${id}/${childrenTo}/${replacement}`, opts(this.lang));
  }
  async deleteCascade(id: number, descendants: number) {
    await request('DELETE', `${BASE}/DeleteCardCascade/${id}/${descendants}`, opts(this.lang));
  }
  tags() {
    return this.get<Tag[]>('TagAll');
  }
  async saveTag(tag: { id?: number; name: string; colorId: number }) {
    const path = tag.id === undefined ? 'PostTag' : 'TagUpdate';
    return (
      await request<{ data: Tag }>(tag.id === undefined ? 'POST' : 'PUT', `${BASE}/${path}`, opts(this.lang, tag))
    ).data;
  }
  async deleteTag(id: number) {
    await request('DELETE', `${BASE}/DeleteTag/${id}`, opts(this.lang));
  }
  colors() {
    return this.get<Color[]>('Color');
  }
  async exportFile(format: 'docx' | 'markdown') {
    return downloadFile(`${BASE}/CardCustomExp`, { format, lang: this.lang });
  }
  async importNotes(notes: Note[]) {
    const res = await request<{ data: { created: number[] } }>(
      'POST',
      `${BASE}/PostCatalog`,
      opts(this.lang, { notes }),
    );
    return res.data.created.length;
  }
  async sources() {
    const res = await request<{ data: { id: number; result: Record<string, string> }[] }>(
      'GET',
      '/api/Bibliograph/',
      opts(this.lang),
    );
    return res.data.map((r) => ({ id: r.id, text: Object.values(r.result)[0] ?? String(r.id) }));
  }
}

/**
 * A POST answered by a file: `request` reads answers as text, which would corrupt .docx and
 * .zip bytes, so this one call reads a Blob (same headers: token, XSRF, language).
 */
async function downloadFile(path: string, json: unknown): Promise<{ blob: Blob; name: string }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token.value) headers.Authorization = `Bearer ${token.value}`;
  const xsrf = xsrfFrom(document.cookie);
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(json),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(CARD_TIMEOUT),
    });
  } catch {
    throw new ApiError(0, 'network', 'network');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(res.status, body.message ?? res.statusText, body.code);
  }
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'cards';
  return { blob: await res.blob(), name };
}
