import { MAX_SCORE, REVIEW_RECOMMENDATIONS, weightedScore } from '@referent/engine';
import { z } from 'zod';
import type { Registry, Services } from '../api/route.js';
import { collectionRoutes, iso } from './records.js';

/**
 * A reviewer (article-quality) rating. Spec §3 shows only id and IdUser; we store a structured
 * peer review: the manuscript, weighted criteria each scored 0–10 with a comment, an overall
 * score (computed here from the criteria, never taken from the client), a recommendation,
 * a general comment and the manuscript's pasted reference list.
 */
const criterion = z.object({
  id: z.string().trim().min(1).max(100),
  weight: z.number().min(0).max(100),
  score: z.number().int().min(0).max(MAX_SCORE),
  comment: z.string().max(10_000).default(''),
});

const ratingBody = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  title: z.string().trim().min(1).max(1000),
  authors: z.string().max(1000).optional(),
  journal: z.string().max(1000).optional(),
  criteria: z.array(criterion).max(30).default([]),
  /** The older shape: a score per criterion name, without weights or comments (kept working). */
  scores: z
    .record(z.string().min(1).max(100), z.number().int().min(0).max(MAX_SCORE))
    .refine((o) => Object.keys(o).length <= 30, 'at most 30 criteria')
    .default({}),
  recommendation: z.enum(REVIEW_RECOMMENDATIONS).optional(),
  comment: z.string().max(10_000).optional(),
  references: z.string().max(100_000).optional(),
  lang: z.string().max(10).optional(),
});
type Body = z.infer<typeof ratingBody>;

function criteriaOf(body: Body) {
  if (body.criteria.length) return body.criteria;
  return Object.entries(body.scores).map(([id, score]) => ({ id, weight: 1, score, comment: '' }));
}

/** /api/ReviewerRating/Rating/ (spec §7): POST creates, PUT updates. */
export function ratingRoutes(s: Services, registry: Registry) {
  return collectionRoutes(s, registry, {
    kind: 'ratings',
    tag: 'ReviewerRating',
    base: '/api/ReviewerRating/Rating',
    body: ratingBody,
    create: 'post',
    what: 'quality ratings',
    order: 'created_at',
    example: {
      title: 'Language learning as language use',
      criteria: [
        { id: 'novelty', weight: 20, score: 8, comment: 'A new account of chunking.' },
        { id: 'methods', weight: 20, score: 7, comment: 'Corpus size is small.' },
      ],
      recommendation: 'minor',
      comment: 'Clear.',
    },
    columns: (body: Body, now, isNew) => {
      const criteria = criteriaOf(body);
      return {
        data: JSON.stringify({
          title: body.title,
          authors: body.authors ?? '',
          journal: body.journal ?? '',
          criteria,
          scores: Object.fromEntries(criteria.map((c) => [c.id, c.score])),
          overall: weightedScore(criteria),
          recommendation: body.recommendation ?? null,
          comment: body.comment ?? '',
          references: body.references ?? '',
        }),
        ...(isNew ? { created_at: now } : {}),
      };
    },
    view: (row) => ({
      id: Number(row.id),
      IdUser: Number(row.user_id),
      criteria: [],
      recommendation: null,
      ...(JSON.parse(String(row.data)) as object),
      dateCreate: iso(row.created_at),
    }),
  });
}
