import { ApiError } from '../../lib/http.js';
import { asLimit, LimitError } from './repository.js';

export { type Hit, hitLine, hitsOf } from './hits.js';

/** The two bases of spec §7 and the route names the server gives them. */
export const LOOKUP_SOURCES = { Crossref: 'Crossref', OpenLib: 'OpenLibrary' } as const;
export type LookupSource = keyof typeof LOOKUP_SOURCES;

/**
 * What a failed search tells the person (spec §8: `'404'` nothing found, `'error'` the call
 * failed; docs/api.md: 429 over 60 a minute, 403 plan in demo). `message` is the server's
 * own text for a query it refused (400), shown as it is.
 */
export type LookupFailure =
  | { key: 'biblio.noHits' | 'biblio.lookupFailed' | 'biblio.lookupTimeout' | 'biblio.lookupTooMany' }
  | { key: 'biblio.lookupUnavailable' }
  | { limit: LimitError }
  | { message: string };

export function lookupFailure(e: unknown): LookupFailure {
  const limit = asLimit(e);
  if (limit) return { limit: new LimitError('unavailable') };
  if (!(e instanceof ApiError)) return { key: 'biblio.lookupUnavailable' };
  if (e.status === 404 && e.code === '404') return { key: 'biblio.noHits' };
  if (e.status === 504 || (e.code === 'error' && e.body.reason === 'timeout')) return { key: 'biblio.lookupTimeout' };
  // The browser's own 60 s time-out (spec §9) reads like the server's.
  if (e.status === 0) return { key: e.message === 'timeout' ? 'biblio.lookupTimeout' : 'biblio.lookupUnavailable' };
  if (e.code === 'error' || e.status === 502) return { key: 'biblio.lookupFailed' };
  if (e.status === 429) return { key: 'biblio.lookupTooMany' };
  if (e.status === 400) return { message: e.message };
  // A server without the lookup routes (404 with no code), or any other failure.
  return { key: 'biblio.lookupUnavailable' };
}
