/**
 * A peer review's criteria (the spec shows only the Rating entity; these are what journal
 * review forms commonly weigh) and its overall score. The tool and the server compute the
 * score with this one function, so the stored number is the one the reviewer saw.
 */
export const REVIEW_CRITERIA = ['relevance', 'novelty', 'methods', 'results', 'clarity', 'references'] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];

/** Default weights (per cent, summing to 100): substance over form. The reviewer may change them. */
export const DEFAULT_WEIGHTS: Record<ReviewCriterion, number> = {
  relevance: 15,
  novelty: 20,
  methods: 20,
  results: 20,
  clarity: 15,
  references: 10,
};

export const REVIEW_RECOMMENDATIONS = ['accept', 'minor', 'major', 'reject'] as const;
export type ReviewRecommendation = (typeof REVIEW_RECOMMENDATIONS)[number];

/** Scores run from 0 to this. */
export const MAX_SCORE = 10;

export interface ScoredCriterion {
  weight: number;
  score: number;
}

/**
 * The weighted mean of the scores, rounded to one decimal; null when no weight is given.
 * @example weightedScore([{ weight: 1, score: 8 }, { weight: 3, score: 4 }]) // 5
 */
export function weightedScore(criteria: readonly ScoredCriterion[]): number | null {
  const total = criteria.reduce((n, c) => n + c.weight, 0);
  if (total <= 0) return null;
  const sum = criteria.reduce((n, c) => n + c.weight * c.score, 0);
  return Math.round((sum / total) * 10) / 10;
}
