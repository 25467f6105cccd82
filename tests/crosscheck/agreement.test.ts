/**
 * Holds every cross-checked style to the agreement with citeproc-js recorded in
 * docs/styles/crosscheck.md (written by `npm run crosscheck`): the exact-match rate and the
 * mean similarity may not drop below the recorded row.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  agreement,
  CSL_COUNTERPARTS,
  crosscheckStyle,
  normalise,
  REPO_ROOT,
  recordedAgreement,
  similarity,
} from '../../scripts/crosscheck-lib.js';

const recorded = recordedAgreement(readFileSync(join(REPO_ROOT, 'docs', 'styles', 'crosscheck.md'), 'utf8'));

describe('crosscheck against citeproc-js', () => {
  it('records a row for every style with a CSL counterpart', () => {
    expect([...recorded.keys()].sort()).toEqual(Object.keys(CSL_COUNTERPARTS).sort());
  });

  for (const style of Object.keys(CSL_COUNTERPARTS)) {
    it(`keeps ${style} at or above its recorded agreement`, () => {
      const now = agreement(style, crosscheckStyle(style));
      const row = recorded.get(style);
      expect(row, `no row for ${style} in docs/styles/crosscheck.md`).toBeDefined();
      // The page rounds to 0.1 % and 0.001.
      expect(now.exactRate).toBeGreaterThanOrEqual((row?.exactRate ?? 1) - 0.0005);
      expect(now.meanSimilarity).toBeGreaterThanOrEqual((row?.meanSimilarity ?? 1) - 0.0005);
    });
  }
});

describe('normalise and similarity', () => {
  it('treats curly, straight and single quotation marks and runs of spaces alike', () => {
    expect(normalise('“Title,”  ‘x’')).toBe(normalise('"Title," \'x\''));
  });

  it('scores identical texts 1 and one changed letter of ten 0.9', () => {
    expect(similarity('abcdefghij', 'abcdefghij')).toBe(1);
    expect(similarity('abcdefghij', 'abcdefghiX')).toBeCloseTo(0.9);
  });
});
