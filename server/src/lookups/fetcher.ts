import { type Limiter, type LimiterStore, memoryLimiters, type RateRule } from '../security/rate-limit.js';

/**
 * The HTTP edge of the source search: a `fetch` (the global one in production, any
 * function of the same shape in tests), a time-out through AbortController, and answers
 * sorted into JSON, "not there" or a failure with its reason.
 */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface LookupOptions {
  /** The HTTP client; the global `fetch` when omitted. */
  fetch?: Fetch;
  /** OpenLibrary's base URL (env OPENLIBRARY_URL; https://openlibrary.org). */
  openLibraryUrl?: string;
  /** Crossref's REST API base URL (env CROSSREF_URL; https://api.crossref.org). */
  crossrefUrl?: string;
  /** An address for Crossref's "polite" pool (env CROSSREF_MAILTO), sent in the User-Agent. */
  mailto?: string;
  /** Per call; spec §7 and §9: book lookups time out after 60 s. */
  timeoutMs?: number;
  /** The product version, named in the User-Agent. */
  version?: string;
  /** Lookups per account (default 60 a minute), so one user cannot make us flood the sources. */
  rateLimit?: RateRule;
}

/** Options with every default filled in. */
export interface LookupConfig {
  fetch: Fetch;
  openLibraryUrl: string;
  crossrefUrl: string;
  mailto?: string;
  timeoutMs: number;
  userAgent: string;
  perAccount: Limiter;
}

/** A person filling a form searches a few times a minute; Crossref's etiquette asks clients to pace themselves. */
export const LOOKUP_RATE: RateRule = { max: 60, windowMs: 60_000 };
/** Spec §9: book lookups 60 s. */
export const LOOKUP_TIMEOUT_MS = 60_000;
/** Larger answers are not a search result page; refused rather than parsed. */
const MAX_BYTES = 5 * 1024 * 1024;

export function lookupConfig(opts: LookupOptions = {}, limiters: LimiterStore = memoryLimiters()): LookupConfig {
  const trim = (url: string) => url.replace(/\/+$/, '');
  const mailto = opts.mailto?.trim() || undefined;
  return {
    fetch: opts.fetch ?? ((url, init) => fetch(url, init)),
    openLibraryUrl: trim(opts.openLibraryUrl ?? 'https://openlibrary.org'),
    crossrefUrl: trim(opts.crossrefUrl ?? 'https://api.crossref.org'),
    ...(mailto ? { mailto } : {}),
    timeoutMs: opts.timeoutMs ?? LOOKUP_TIMEOUT_MS,
    // Crossref asks clients to name themselves and give a mailto (REST API docs, "Etiquette").
    userAgent: `Referent/${opts.version ?? '0'}${mailto ? ` (mailto:${mailto})` : ''}`,
    perAccount: limiters('lookup', opts.rateLimit ?? LOOKUP_RATE),
  };
}

export type FailReason = 'timeout' | 'network' | 'status' | 'invalid';

export type Fetched = { kind: 'json'; json: unknown } | { kind: 'missing' } | { kind: 'failed'; reason: FailReason };

/**
 * GETs a JSON document. 404 (and 410) is "missing"; any other non-2xx, a refused
 * connection, a body that is not JSON and the time-out (which also covers reading the
 * body) are failures. Never throws.
 */
export async function getJson(config: LookupConfig, url: string): Promise<Fetched> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), config.timeoutMs);
  try {
    const res = await config.fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', 'User-Agent': config.userAgent },
      signal: abort.signal,
      redirect: 'follow',
    });
    if (res.status === 404 || res.status === 410) {
      await res.body?.cancel().catch(() => undefined);
      return { kind: 'missing' };
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return { kind: 'failed', reason: 'status' };
    }
    const text = await res.text();
    if (text.length > MAX_BYTES) return { kind: 'failed', reason: 'invalid' };
    try {
      return { kind: 'json', json: JSON.parse(text) as unknown };
    } catch {
      return { kind: 'failed', reason: 'invalid' };
    }
  } catch {
    return { kind: 'failed', reason: abort.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
