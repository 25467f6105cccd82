import { Router } from 'express';
import { type Registry, route, type Services } from '../api/route.js';
import { aggregate, type InfographicRow } from '../infographics/aggregate.js';

/**
 * The most records read for one answer (newest first): far above any plan's real library,
 * and it keeps one request's work bounded.
 */
export const MAX_ROWS = 20_000;

/** /api/Infographics (issue 22, item 4): counts over my own records for the infographics page. */
export function infographicsRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/Infographics',
      access: 'user',
      tag: 'Infographics',
      summary:
        'Counts over my records: by publication year, source type, language and chosen style; the 10 most cited journals and most frequent authors; records added per month.',
      answer:
        '{ data: { total, byYear, noYear, byType, byLanguage, byStyle, journals, authors, growth } } — each a list of { key, count }',
    },
    async ({ account }) => {
      const rows = (await s
        .db('bibliography')
        .where('user_id', account.id)
        .select('date', 'authors', 'other_data', 'standarts')
        .orderBy([
          { column: 'date', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(MAX_ROWS)) as InfographicRow[];
      return { data: aggregate(rows) };
    },
  );
  return r;
}
