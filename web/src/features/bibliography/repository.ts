import { type ConfigInput, dispatch, type ParseResult, type PublicationInput } from '@referent/engine';
import { ApiError, request, TIMEOUT } from '../../lib/http.js';
import { readJson, writeJson } from '../../lib/storage.js';
import { DEMO_KEY } from './demo-store.js';
import { type Hit, hitsOf } from './hits.js';

/** One entry of a pasted list as the server's parser read it (POST /api/Bibliograph/parse-list). */
export interface ParsedEntry extends ParseResult {
  /** The entry's own text, as split from the paste. */
  text: string;
}

/** The two databases of spec §7, by the route names the server gives them. */
export type LookupRoute = 'Crossref' | 'OpenLib';

/** The stored record of spec §3 (as GET /api/Bibliograph/ answers it). */
export interface StoredRecord {
  id: number;
  date: string;
  authors: unknown[];
  /** The publication as a JSON string. */
  otherData: string;
  standarts: string[];
  /** Formatted text per style. */
  result: Record<string, string>;
}

export interface RecordInput {
  bibl: PublicationInput;
  standarts: string[];
  config?: ConfigInput;
}

/** Spec §6: what the person's plan allows; `null` count is unlimited, `undefined` not known. */
export interface Allowance {
  demo: boolean;
  maxRecords: number | null | undefined;
  editDelete: boolean;
  wordExport: boolean;
  parser: boolean;
  sourceSearch: boolean;
}

/**
 * One interface for both kinds of person (spec §4 Data): a signed-in user's records come
 * from the server, a guest's from local storage. The screens never ask which.
 */
export interface BibliographyRepository {
  readonly kind: 'server' | 'demo';
  list(): Promise<StoredRecord[]>;
  save(input: RecordInput): Promise<StoredRecord>;
  update(id: number, input: RecordInput): Promise<StoredRecord>;
  remove(id: number): Promise<void>;
  allowance(): Promise<Allowance>;
  /** Splits a pasted reference list and parses each entry (spec §6: the parser is blocked in demo). */
  parseList(text: string): Promise<ParsedEntry[]>;
  /** Title/author search in a database (spec §7; blocked in demo). */
  search(source: LookupRoute, query: string, author: string): Promise<Hit[]>;
  /** One work by DOI (Crossref) or ISBN (OpenLib). */
  lookupById(source: LookupRoute, id: string): Promise<Hit[]>;
}

/** Spec §6 Trial column: one record; edit, delete, export, parser and search blocked. */
export const TRIAL: Allowance = {
  demo: true,
  maxRecords: 1,
  editDelete: false,
  wordExport: false,
  parser: false,
  sourceSearch: false,
};

/** A refusal the screens show as it is (the spec's demo and limit messages). */
export class LimitError extends Error {
  constructor(
    readonly kind: 'limit' | 'unavailable' | 'blocked',
    readonly limit?: number,
  ) {
    super(kind);
  }
}

export function newestFirst(records: StoredRecord[]): StoredRecord[] {
  return [...records].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** Formats with the engine in the browser, as the server does on save. */
function formatted(input: RecordInput): Pick<StoredRecord, 'result' | 'authors' | 'otherData' | 'standarts'> {
  const answer = dispatch({ bibl: input.bibl, standarts: input.standarts }, input.config);
  if (answer.state === 'error') throw new ApiError(400, answer.errorMessage, 'invalid', answer.issues ?? []);
  const people = Object.values((input.bibl.authors as Record<string, unknown[]> | undefined) ?? {}).flat();
  return { result: answer.results, authors: people, otherData: JSON.stringify(input.bibl), standarts: input.standarts };
}

/** The guest's demo store (spec §3 guest local store; a new id is −(count+1)). */
export class DemoRepository implements BibliographyRepository {
  readonly kind = 'demo';
  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly allow: Allowance = TRIAL,
  ) {}

  private read(): StoredRecord[] {
    return readJson<StoredRecord[]>(DEMO_KEY, []);
  }

  async list(): Promise<StoredRecord[]> {
    return newestFirst(this.read());
  }

  async save(input: RecordInput): Promise<StoredRecord> {
    const records = this.read();
    if (this.allow.maxRecords != null && records.length >= this.allow.maxRecords) {
      throw new LimitError('limit', this.allow.maxRecords);
    }
    const record: StoredRecord = { id: -(records.length + 1), date: this.now().toISOString(), ...formatted(input) };
    writeJson(DEMO_KEY, [...records, record]);
    return record;
  }

  async update(id: number, input: RecordInput): Promise<StoredRecord> {
    if (!this.allow.editDelete) throw new LimitError('blocked');
    const records = this.read();
    const old = records.find((r) => r.id === id);
    if (!old) throw new ApiError(404, 'not found', 'notFound');
    const record = { ...old, ...formatted(input) };
    writeJson(
      DEMO_KEY,
      records.map((r) => (r.id === id ? record : r)),
    );
    return record;
  }

  async remove(id: number): Promise<void> {
    if (!this.allow.editDelete) throw new LimitError('blocked');
    writeJson(
      DEMO_KEY,
      this.read().filter((r) => r.id !== id),
    );
  }

  async allowance(): Promise<Allowance> {
    return this.allow;
  }

  async parseList(): Promise<ParsedEntry[]> {
    throw new LimitError('unavailable');
  }

  async search(): Promise<Hit[]> {
    throw new LimitError('unavailable');
  }

  async lookupById(): Promise<Hit[]> {
    throw new LimitError('unavailable');
  }
}

const BASE = '/api/Bibliograph/';

/** The signed-in user's records on the server (spec §7 /api/Bibliograph/). */
export class ServerRepository implements BibliographyRepository {
  readonly kind = 'server';
  constructor(private readonly lang: string) {}

  async list(): Promise<StoredRecord[]> {
    const answer = await request<{ data: StoredRecord[] }>('GET', BASE, { lang: this.lang });
    return newestFirst(answer.data ?? []);
  }

  async save(input: RecordInput): Promise<StoredRecord> {
    const answer = await request<{ data: StoredRecord }>('POST', BASE, { json: { ...input, lang: this.lang } });
    return answer.data;
  }

  async update(id: number, input: RecordInput): Promise<StoredRecord> {
    const answer = await request<{ data: StoredRecord }>('PUT', BASE, { json: { id, ...input, lang: this.lang } });
    return answer.data;
  }

  async remove(id: number): Promise<void> {
    await request('DELETE', `${BASE}${id}`, { lang: this.lang });
  }

  async parseList(text: string): Promise<ParsedEntry[]> {
    const answer = await request<{ data: ParsedEntry[] }>('POST', `${BASE}parse-list`, {
      json: { text, lang: this.lang },
      timeoutMs: TIMEOUT.parse,
    });
    return Array.isArray(answer.data) ? answer.data : [];
  }

  async search(source: LookupRoute, query: string, author: string): Promise<Hit[]> {
    const answer = await request<unknown>('POST', `/api/${source}/GetBook`, {
      json: { query, author, lang: this.lang },
      timeoutMs: TIMEOUT.lookup,
    });
    return hitsOf(answer);
  }

  async lookupById(source: LookupRoute, id: string): Promise<Hit[]> {
    const answer = await request<unknown>('POST', `/api/${source}/GetBookById`, {
      json: { query: id, lang: this.lang },
      timeoutMs: TIMEOUT.lookup,
    });
    return hitsOf(answer);
  }

  /** The plan's limits as GET /api/Lk/Me answers them (docs/api.md); unknown when it fails. */
  async allowance(): Promise<Allowance> {
    try {
      const answer = await request<{ data: LkMe }>('GET', '/api/Lk/Me', { lang: this.lang });
      return allowanceOf(answer.data);
    } catch {
      return {
        demo: false,
        maxRecords: undefined,
        editDelete: true,
        wordExport: true,
        parser: true,
        sourceSearch: true,
      };
    }
  }
}

/** The part of GET /api/Lk/Me the bibliography tool reads. */
export interface LkMe {
  plan: string;
  limits: {
    counts: { bibliography: number | null };
    features: { editDelete: boolean; wordExport: boolean; parser: boolean; sourceSearch: boolean };
  };
}

export function allowanceOf(me: LkMe): Allowance {
  return {
    demo: false,
    maxRecords: me.limits.counts.bibliography,
    editDelete: me.limits.features.editDelete,
    wordExport: me.limits.features.wordExport,
    parser: me.limits.features.parser,
    sourceSearch: me.limits.features.sourceSearch,
  };
}

/** The server's plan refusal (403 code `plan`) as the screens' LimitError. */
export function asLimit(e: unknown): LimitError | undefined {
  if (e instanceof ApiError && e.status === 403 && e.code === 'plan') {
    const limit = typeof e.body.limit === 'number' ? e.body.limit : undefined;
    return new LimitError(limit !== undefined ? 'limit' : 'blocked', limit);
  }
  return undefined;
}
