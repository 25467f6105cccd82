import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.js';
import { schemesFor } from './ConfigView.js';
import { type Hit, hitLine, hitsOf, lookupFailure } from './lookup.js';
import { LimitError } from './repository.js';

const hit: Hit = {
  source: 'crossref',
  id: '10.1017/S0140525X08004998',
  title: 'Language as shaped by the brain',
  authors: ['Christiansen, Morten H.', 'Chater, Nick'],
  year: 2008,
  publication: { idTypePublication: 1, title: { publicationTitle: 'Language as shaped by the brain' } },
  identifiers: { doi: '10.1017/S0140525X08004998' },
};

describe('source search answers (docs/api.md, "Source search")', () => {
  it('reads the hits of { data: Hit[] } and shows title, year and authors', () => {
    expect(hitsOf({ data: [hit, { title: 'no publication' }, null] })).toEqual([hit]);
    expect(hitsOf({ data: 'error' })).toEqual([]);
    expect(hitLine(hit)).toBe('Language as shaped by the brain (2008) — Christiansen, Morten H.; Chater, Nick');
    expect(hitLine({ ...hit, year: null, authors: [] })).toBe('Language as shaped by the brain');
  });

  it('names each failure: nothing found, source failed or slow, too many, plan, refused query', () => {
    const err = (status: number, code?: string, body: Record<string, unknown> = {}) =>
      new ApiError(status, `server says ${status}`, code, [], { code, ...body });
    expect(lookupFailure(err(404, '404', { source: 'crossref' }))).toEqual({ key: 'biblio.noHits' });
    expect(lookupFailure(err(502, 'error', { reason: 'status' }))).toEqual({ key: 'biblio.lookupFailed' });
    expect(lookupFailure(err(502, 'error', { reason: 'network' }))).toEqual({ key: 'biblio.lookupFailed' });
    expect(lookupFailure(err(504, 'error', { reason: 'timeout' }))).toEqual({ key: 'biblio.lookupTimeout' });
    expect(lookupFailure(new ApiError(0, 'timeout', 'network'))).toEqual({ key: 'biblio.lookupTimeout' });
    expect(lookupFailure(new ApiError(0, 'network', 'network'))).toEqual({ key: 'biblio.lookupUnavailable' });
    expect(lookupFailure(err(429, 'tooManyRequests'))).toEqual({ key: 'biblio.lookupTooMany' });
    expect(lookupFailure(err(403, 'plan', { plan: 'trial' }))).toEqual({ limit: new LimitError('unavailable') });
    expect(lookupFailure(err(400, 'invalid'))).toEqual({ message: 'server says 400' });
    expect(lookupFailure(err(404))).toEqual({ key: 'biblio.lookupUnavailable' });
    expect(lookupFailure(new Error('boom'))).toEqual({ key: 'biblio.lookupUnavailable' });
  });
});

describe('transliteration schemes offered per language', () => {
  it('lists only the schemes that define the language', () => {
    expect(schemesFor('ukrainian')).toContain('national');
    expect(schemesFor('ukrainian')).not.toContain('ikao');
    expect(schemesFor('russian')).toContain('ikao');
    expect(schemesFor('russian')).not.toContain('national');
    expect(schemesFor('russian')).toEqual(expect.arrayContaining(['gost2000B', 'iso9', 'bgn']));
  });
});
