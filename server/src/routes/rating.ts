import { z } from 'zod';
import type { Registry, Services } from '../api/route.js';
import { collectionRoutes, iso } from './records.js';

/**
 * A reviewer (article-quality) rating. Spec §3 shows only id and IdUser; we store the
 * rated article's title, a score 0–10 per named criterion and a free comment.
 */
const ratingBody = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  title: z.string().trim().min(1).max(1000),
  scores: z
    .record(z.string().min(1).max(100), z.number().int().min(0).max(10))
    .refine((o) => Object.keys(o).length <= 30, 'at most 30 criteria')
    .default({}),
  comment: z.string().max(10_000).optional(),
  lang: z.string().max(10).optional(),
});
type Body = z.infer<typeof ratingBody>;

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
    example: { title: 'Language learning as language use', scores: { novelty: 8, method: 7 }, comment: 'Clear.' },
    columns: (body: Body, now, isNew) => ({
      data: JSON.stringify({ title: body.title, scores: body.scores, comment: body.comment ?? '' }),
      ...(isNew ? { created_at: now } : {}),
    }),
    view: (row) => ({
      id: Number(row.id),
      IdUser: Number(row.user_id),
      ...(JSON.parse(String(row.data)) as object),
      dateCreate: iso(row.created_at),
    }),
  });
}
