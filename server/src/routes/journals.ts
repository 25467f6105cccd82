import { Router } from 'express';
import { z } from 'zod';
import { queryOf } from '../api/query.js';
import { type Registry, route, type Services } from '../api/route.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import { type Journal, type JournalData, journalData } from '../journals/catalog.js';
import { filterSchema, matcher } from '../journals/filter.js';
import { matchJournals, warmMatchIndex } from '../journals/match.js';
import { LIMITS, planOf } from '../plans.js';

export const SJR_ATTRIBUTION = 'SCImago (n.d.). SJR — SCImago Journal & Country Rank [Portal]. Data: SJR 2021.';

const listQuery = filterSchema.extend({
  sort: z.enum(['sjr', 'h', 'title']).default('sjr'),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
const matchBody = z.object({
  text: z.string().trim().min(20).max(20_000),
  filters: filterSchema.optional(),
  limit: z.number().int().min(1).max(50).default(20),
  lang: z.string().max(10).optional(),
});

function countryName(data: JournalData, ix: number, lang: Lang) {
  const c = data.countries[ix];
  return c ? { iso2: c.iso2, id: c.id, name: c[lang] } : null;
}

/** A journal as a list row. */
function summary(data: JournalData, j: Journal, lang: Lang) {
  return {
    id: j.id,
    title: j.title,
    issns: j.issns,
    sjr: j.sjr,
    bestQuartile: j.bestQuartile || null,
    hIndex: j.hIndex,
    country: countryName(data, j.country, lang),
  };
}

/** Spec §6: journal links are for plans with `journalLinks` (not trial). */
function links(j: Journal) {
  const issn = j.issns[0];
  return {
    scimago: `https://www.scimagojr.com/journalsearch.php?q=${j.id}&tip=sid`,
    ...(issn ? { issnPortal: `https://portal.issn.org/resource/ISSN/${issn}` } : {}),
  };
}

const byTitle = (a: Journal, b: Journal) => a.title.localeCompare(b.title, 'en');

/** /api/journals: SCImago SJR 2021 by country and subject — map counts, lists, cards, matching (issue 21). */
export function journalRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  const filters =
    'Filters (query): `area`, `category` (ids from /facets), `quartile` 1–4, `country` (ISO alpha-2), `region`, `hMin`, `hMax`, `q` (title words or an ISSN).';
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/journals/facets',
      access: 'user',
      tag: 'Journals',
      summary:
        'The filter values: subject areas, categories (with their areas), regions, countries (names in the asked language), the largest h-index.',
      answer:
        '{ areas: { id, name, journals }[], categories: { id, name, areas }[], regions: { id, name }[], countries: { iso2, id, name, journals }[], hIndexMax, total, attribution }',
    },
    async ({ lang }) => {
      const d = journalData();
      // The page that asks for facets may soon ask for matches: build that index after answering.
      setTimeout(() => warmMatchIndex(d), 50).unref();
      const areaCounts = d.areas.map(() => 0);
      const countryCounts = d.countries.map(() => 0);
      for (const j of d.journals) {
        for (const a of j.areas) areaCounts[a] = (areaCounts[a] ?? 0) + 1;
        countryCounts[j.country] = (countryCounts[j.country] ?? 0) + 1;
      }
      return {
        areas: d.areas.map((name, id) => ({ id, name, journals: areaCounts[id] })),
        categories: d.categories.map((name, id) => ({ id, name, areas: d.categoryAreas[id] })),
        regions: d.regions.map((name, id) => ({ id, name })),
        countries: d.countries.map((c, i) => ({ iso2: c.iso2, id: c.id, name: c[lang], journals: countryCounts[i] })),
        hIndexMax: d.journals.reduce((m, j) => Math.max(m, j.hIndex), 0),
        total: d.journals.length,
        attribution: SJR_ATTRIBUTION,
      };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/journals/map',
      access: 'user',
      tag: 'Journals',
      summary: `Journal counts per country for the filters (the country filter itself is ignored, so the map shows every country). ${filters}`,
      answer: '{ total, countries: { [isoNumeric]: count } }',
    },
    async ({ req, lang }) => {
      const d = journalData();
      const keep = matcher(d, queryOf(filterSchema, req.query, lang), true);
      const counts: Record<string, number> = {};
      let total = 0;
      for (const j of d.journals) {
        if (!keep(j)) continue;
        total++;
        const id = d.countries[j.country]?.id;
        if (id) counts[id] = (counts[id] ?? 0) + 1;
      }
      return { total, countries: counts };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/journals',
      access: 'user',
      tag: 'Journals',
      summary: `A page of journals for the filters, sorted by \`sort\` (sjr, h, title) and \`dir\`; \`page\`, \`size\` (≤ 100). ${filters}`,
      answer: '{ total, page, size, items: { id, title, issns, sjr, bestQuartile, hIndex, country }[] }',
    },
    async ({ req, lang }) => {
      const d = journalData();
      const q = queryOf(listQuery, req.query, lang);
      const found = d.journals.filter(matcher(d, q));
      const dir = q.dir ?? (q.sort === 'title' ? 'asc' : 'desc');
      const cmp =
        q.sort === 'title'
          ? byTitle
          : q.sort === 'h'
            ? (a: Journal, b: Journal) => a.hIndex - b.hIndex || byTitle(a, b)
            : (a: Journal, b: Journal) => (a.sjr ?? 0) - (b.sjr ?? 0) || byTitle(a, b);
      found.sort((a, b) => (dir === 'asc' ? cmp(a, b) : cmp(b, a)));
      const items = found.slice((q.page - 1) * q.size, q.page * q.size).map((j) => summary(d, j, lang));
      return { total: found.length, page: q.page, size: q.size, items };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/journals/:id',
      access: 'user',
      tag: 'Journals',
      plan: 'links (SCImago page, ISSN portal) only where the plan has journal links (start, base); trial gets `links: null`, `linksBlocked`',
      summary:
        'A journal card: ISSNs, publisher, country, region, coverage, areas, categories with quartiles, SJR, h-index.',
      answer:
        '{ id, title, type, issns, publisher, country, region, coverage, sjr, bestQuartile, hIndex, docs2021, areas, categories: { name, quartile }[], links (or null), linksBlocked, linksMessage? }',
    },
    async ({ req, lang, account }) => {
      const d = journalData();
      const id = /^\d{1,12}$/.test(String(req.params.id)) ? Number(req.params.id) : Number.NaN;
      const j = d.byId.get(id);
      if (!j) throw fail(404, 'notFound', t('notFound', lang));
      const plan = await planOf(s.db, account.id, s.now());
      const allowed = LIMITS[plan].features.journalLinks;
      return {
        ...summary(d, j, lang),
        type: j.type,
        publisher: j.publisher,
        region: d.regions[j.region],
        coverage: j.coverage,
        docs2021: j.docs2021,
        areas: j.areas.map((a) => d.areas[a]),
        categories: j.categories.map(([c, quartile]) => ({ name: d.categories[c], quartile: quartile || null })),
        links: allowed ? links(j) : null,
        linksBlocked: !allowed,
        ...(allowed ? {} : { linksMessage: t('demoUnavailable', lang) }),
      };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/api/journals/match',
      access: 'user',
      tag: 'Journals',
      body: matchBody,
      example: {
        text: 'Deep learning for medical image segmentation of brain tumours in MRI scans',
        filters: { quartile: 1 },
      },
      summary:
        'Find a journal for a paper: journals ranked by BM25 similarity of the pasted title and abstract to their title and SJR categories, within the filters, with the matched words. Nothing is stored.',
      answer: '{ results: { journal: summary, score, terms }[] }',
    },
    async ({ body, lang }) => {
      const d = journalData();
      const found = matchJournals(d, body.text, matcher(d, body.filters ?? {}), body.limit);
      return { results: found.map((m) => ({ journal: summary(d, m.journal, lang), score: m.score, terms: m.terms })) };
    },
  );
  return r;
}
