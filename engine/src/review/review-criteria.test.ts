import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS, REVIEW_CRITERIA, weightedScore } from './review-criteria.js';

describe('weightedScore', () => {
  it('is the weighted mean, to one decimal', () => {
    expect(
      weightedScore([
        { weight: 1, score: 8 },
        { weight: 3, score: 4 },
      ]),
    ).toBe(5);
    expect(
      weightedScore([
        { weight: 2, score: 7 },
        { weight: 1, score: 8 },
      ]),
    ).toBe(7.3);
  });
  it('is null without any weight', () => {
    expect(weightedScore([{ weight: 0, score: 9 }])).toBeNull();
    expect(weightedScore([])).toBeNull();
  });
  it('has default weights for the six criteria summing to 100', () => {
    expect(REVIEW_CRITERIA.reduce((n, c) => n + DEFAULT_WEIGHTS[c], 0)).toBe(100);
  });
});
