import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hitRates } from '../../server/src/classifiers/hit-rate.js';
import { suggest } from '../../server/src/classifiers/search.js';

// Suggest measured on real papers whose JEL codes were assigned by their authors / EconLit
// (fixtures/classifier-suggest, provenance in its README). The floors are the rates recorded
// in docs/classifiers.md, so a change that makes suggestions worse fails here.

interface Paper {
  title: string;
  abstract: string;
  jel: string[];
}

const { papers } = JSON.parse(
  readFileSync(new URL('../../fixtures/classifier-suggest/jel-papers.json', import.meta.url), 'utf8'),
) as { papers: Paper[] };

describe('suggest hit rates on real papers (JEL)', () => {
  it('has at least 100 papers with abstracts and codes', () => {
    expect(papers.length).toBeGreaterThanOrEqual(100);
  });
  it('keeps the recorded top-1 and top-5 rates', () => {
    const cases = papers.map((p) => ({
      codes: p.jel,
      suggested: suggest('jel', `${p.title}\n${p.abstract}`, 'en', 5),
    }));
    const rates = hitRates(cases);
    console.info('JEL suggest hit rates', JSON.stringify(rates));
    expect(rates.papers).toBe(208);
    // Recorded 2026-11-24: top-1 31.7 %, top-5 61.1 %; subfield (E5 ~ E52) 40.4 % and 75.0 %.
    expect(rates.top1).toBeGreaterThanOrEqual(0.317);
    expect(rates.top5).toBeGreaterThanOrEqual(0.611);
    expect(rates.top1Subfield).toBeGreaterThanOrEqual(0.404);
    expect(rates.top5Subfield).toBeGreaterThanOrEqual(0.75);
  });
});
