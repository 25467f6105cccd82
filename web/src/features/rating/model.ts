import { DEFAULT_WEIGHTS, REVIEW_CRITERIA, type ReviewRecommendation } from '@referent/engine';

export interface Criterion {
  id: string;
  weight: number;
  score: number;
  comment: string;
}

/** A peer review as /api/ReviewerRating/Rating/ answers it. */
export interface Review extends ReviewInput {
  id: number;
  overall: number | null;
  dateCreate: string;
}

export interface ReviewInput {
  title: string;
  authors: string;
  journal: string;
  criteria: Criterion[];
  recommendation: ReviewRecommendation | null;
  comment: string;
  references: string;
}

/** A new review: the six criteria with their default weights, each scored at the middle of the scale. */
export function blankReview(): ReviewInput {
  return {
    title: '',
    authors: '',
    journal: '',
    criteria: REVIEW_CRITERIA.map((id) => ({ id, weight: DEFAULT_WEIGHTS[id], score: 5, comment: '' })),
    recommendation: null,
    comment: '',
    references: '',
  };
}

export function inputOf(r: Review): ReviewInput {
  const blank = blankReview();
  return {
    title: r.title,
    authors: r.authors ?? '',
    journal: r.journal ?? '',
    criteria: r.criteria?.length ? r.criteria.map((c) => ({ ...c, comment: c.comment ?? '' })) : blank.criteria,
    recommendation: r.recommendation ?? null,
    comment: r.comment ?? '',
    references: r.references ?? '',
  };
}
