/**
 * The parser's measured accuracy may not fall (issue 7): the figures recorded by
 * `npm run parse-eval -- --write` in fixtures/parse/recorded.json (and printed in
 * docs/parsing.md) are the floor, over the corpus recorded with them (case names and a
 * hash of each input), so fixtures other engineers add later do not move the figures; they
 * are measured by `npm run parse-eval` and held to a floor once recorded again.
 */
import { availableStyles } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { EVAL_FIELDS, messy, roundTrip, share } from '../../engine/src/parse/evaluate.js';
import { fixtureCorpus, messyCases, recorded } from './corpus.js';

const floor = recorded();

describe('parser accuracy does not drop below the recorded figures', () => {
  it('round trip over the fixture corpus, per style and field', () => {
    const styles = availableStyles().filter((s) => floor.styles.includes(s));
    const keys = new Set(floor.corpus);
    const corpus = fixtureCorpus().filter((c) => keys.has(c.key));
    expect(corpus.length).toBeGreaterThan(0);
    const result = roundTrip(corpus, styles);
    const drops: string[] = [];
    for (const style of styles) {
      for (const field of EVAL_FIELDS) {
        const was = floor.roundTrip.byStyle[style]?.[field];
        const tally = result.byStyle[style]?.[field];
        if (was === null || was === undefined || !tally || tally.total === 0) continue;
        if (share(tally) < was)
          drops.push(`${style} ${field}: ${(share(tally) * 100).toFixed(1)}% < ${(was * 100).toFixed(1)}%`);
      }
    }
    expect(drops).toEqual([]);
  });

  it('the hand-collected messy set, per field', () => {
    const cases = messyCases();
    expect(cases.length).toBeGreaterThanOrEqual(150);
    const { scores } = messy(cases);
    const drops = EVAL_FIELDS.filter((f) => {
      const was = floor.messy[f];
      return was !== null && was !== undefined && share(scores[f]) < was;
    }).map((f) => `${f}: ${(share(scores[f]) * 100).toFixed(1)}% < ${((floor.messy[f] ?? 0) * 100).toFixed(1)}%`);
    expect(drops).toEqual([]);
  });
});
