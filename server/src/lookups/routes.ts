import { Router } from 'express';
import { z } from 'zod';
import { requireFeature } from '../api/plan-guard.js';
import { type Registry, route, type Services, type SignedInCtx } from '../api/route.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import { crossrefById, doiOf, searchCrossref } from './crossref.js';
import type { LookupResult } from './hit.js';
import { bibkeyOf, isbnOf, openLibraryById, searchOpenLibrary } from './openlibrary.js';

/** Spec §3 "Book lookup payload: query and author". */
const lookupBody = z.object({
  query: z.string().max(1000).default(''),
  author: z.string().max(1000).nullish(),
  lang: z.string().max(10).optional(),
});
type LookupBody = z.infer<typeof lookupBody>;

const SOURCES = {
  openlibrary: { base: '/api/OpenLib', tag: 'OpenLibrary', name: 'OpenLibrary' },
  crossref: { base: '/api/Crossref', tag: 'Crossref', name: 'Crossref' },
} as const;
type Source = keyof typeof SOURCES;

const PLAN = 'trial: blocked (demo); start, base: allowed';
const ANSWER =
  '{ data: { source, id, title, authors, year, publication, identifiers }[] }; 404 `{ code: "404" }` when nothing is found, 502/504 `{ code: "error", reason }` when the source fails';

/**
 * The answer of a lookup: its hits, or the spec §8 outcomes as JSON errors — `404` when the
 * source found nothing, `error` when the call failed (504 for the 60 s time-out).
 */
function answer(result: LookupResult, source: Source, ctx: SignedInCtx<LookupBody>) {
  if (result.kind === 'hits') return { data: result.hits };
  const name = SOURCES[source].name;
  if (result.kind === 'none') {
    throw fail(404, '404', t('lookupNothing', ctx.lang).replace('{source}', name), { source });
  }
  const key = result.reason === 'timeout' ? 'lookupTimeout' : 'lookupFailed';
  throw fail(result.reason === 'timeout' ? 504 : 502, 'error', t(key, ctx.lang).replace('{source}', name), {
    source,
    reason: result.reason,
  });
}

const issue = (ctx: SignedInCtx<LookupBody>, key: 'lookupQueryRequired' | 'lookupBadId' | 'lookupBadDoi') => {
  const message = t(key, ctx.lang);
  return fail(400, 'invalid', message, { issues: [{ field: 'query', message }] });
};

/** Spec §6: source search is blocked in demo (trial); then the per-account pace (429). Checked before the source is asked. */
async function allowed(ctx: SignedInCtx<LookupBody>): Promise<void> {
  await requireFeature(ctx.services, ctx.account, 'sourceSearch', ctx.lang);
  if (!(await ctx.services.lookups.perAccount.take(String(ctx.account.id)))) {
    throw fail(429, 'tooManyRequests', t('tooManyRequests', ctx.lang));
  }
}

/**
 * Title/author search: at least one of them not blank. A query that is exactly a DOI
 * (Crossref) or an ISBN (OpenLibrary) is looked up by it, as a pasted identifier means
 * that one work, which a word search may rank anywhere.
 */
async function search(ctx: SignedInCtx<LookupBody>, source: Source): Promise<unknown> {
  const query = ctx.body.query.trim();
  const author = (ctx.body.author ?? '').trim();
  if (!query && !author) throw issue(ctx, 'lookupQueryRequired');
  const config = ctx.services.lookups;
  const doi = source === 'crossref' ? doiOf(query) : null;
  if (doi) return answer(await crossrefById(config, doi), source, ctx);
  const isbn = source === 'openlibrary' ? isbnOf(query) : null;
  if (isbn) return answer(await openLibraryById(config, `ISBN:${isbn}`), source, ctx);
  const result =
    source === 'crossref'
      ? await searchCrossref(config, query, author)
      : await searchOpenLibrary(config, query, author);
  return answer(result, source, ctx);
}

/** Lookup by identifier: an ISBN or edition id (OpenLibrary), a DOI (Crossref). */
async function byId(ctx: SignedInCtx<LookupBody>, source: Source): Promise<unknown> {
  const query = ctx.body.query.trim();
  const config = ctx.services.lookups;
  if (source === 'crossref') {
    const doi = doiOf(query);
    if (!doi) throw issue(ctx, 'lookupBadDoi');
    return answer(await crossrefById(config, doi), source, ctx);
  }
  const bibkey = bibkeyOf(query);
  if (!bibkey) throw issue(ctx, 'lookupBadId');
  return answer(await openLibraryById(config, bibkey), source, ctx);
}

/** Spec §7: /api/OpenLib/ and /api/Crossref/, POST GetBook and POST GetBookById {query, author}. */
export function lookupRoutes(s: Services, registry: Registry): Router {
  const router = Router();
  for (const source of ['openlibrary', 'crossref'] as const) {
    const { base, tag, name } = SOURCES[source];
    route(
      router,
      registry,
      s,
      {
        method: 'post',
        path: `${base}/GetBook`,
        access: 'user',
        tag,
        plan: PLAN,
        body: lookupBody,
        example:
          source === 'crossref'
            ? { query: 'Language learning as language use', author: 'Christiansen' }
            : { query: 'Syntactic Structures', author: 'Chomsky' },
        answer: ANSWER,
        summary:
          source === 'crossref'
            ? `Searches ${name} works by bibliographic words (\`query\`) and \`author\` (10 hits; a DOI is looked up by it), mapped into Publications (60 s time-out).`
            : `Searches ${name} books by title (\`query\`) and \`author\` (10 hits; an ISBN is looked up by it), mapped into Publications (60 s time-out).`,
      },
      async (ctx) => {
        await allowed(ctx);
        return search(ctx, source);
      },
    );
    route(
      router,
      registry,
      s,
      {
        method: 'post',
        path: `${base}/GetBookById`,
        access: 'user',
        tag,
        plan: PLAN,
        body: lookupBody,
        example:
          source === 'crossref' ? { query: 'https://doi.org/10.1038/nature14539' } : { query: '978-3-11-017279-9' },
        answer: ANSWER,
        summary:
          source === 'crossref'
            ? `Looks up one ${name} work by DOI (\`query\`), mapped into a Publication (60 s time-out).`
            : `Looks up one ${name} edition by ISBN or edition id (\`query\`), mapped into a Publication (60 s time-out).`,
      },
      async (ctx) => {
        await allowed(ctx);
        return byId(ctx, source);
      },
    );
  }
  return router;
}
