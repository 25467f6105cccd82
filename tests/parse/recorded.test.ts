/**
 * The parser's measured accuracy may not fall (issue 7). `npm run parse-eval -- --write`
 * records the figures (docs/parsing.md, fixtures/parse/recorded.json) and every scored text
 * behind them: style, case, a fingerprint of the formatted text and the fields recovered.
 * Other engineers keep adding fixtures and refining styles, so the round trip is compared on
 * the texts that are still the same: over those, no style's share of any field may drop below
 * what was recorded for them. New or changed texts are measured by `npm run parse-eval` and
 * held to a floor once the figures are recorded again.
 */
import { availableStyles } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import {
  EVAL_FIELDS,
  type EvalField,
  messy,
  parseItemLine,
  type RoundTripItem,
  roundTrip,
  share,
} from '../../engine/src/parse/evaluate.js';
import { fixtureCorpus, messyCases, recorded } from './corpus.js';

const floor = recorded();

function tally(items: RoundTripItem[], style: string, field: EvalField): { hit: number; total: number } {
  const mine = items.filter((i) => i.style === style && i.scored.includes(field));
  return { hit: mine.filter((i) => i.hit.includes(field)).length, total: mine.length };
}

describe('parser accuracy does not drop below the recorded figures', () => {
  it('round trip, per style and field, over the texts that have not changed since recording', () => {
    const before = new Map(
      floor.items.map((line) => [`${parseItemLine(line).style}|${parseItemLine(line).key}`, parseItemLine(line)]),
    );
    const keys = new Set(floor.corpus);
    const styles = availableStyles().filter((s) => floor.styles.includes(s));
    const now = roundTrip(
      fixtureCorpus().filter((c) => keys.has(c.key)),
      styles,
    ).items;
    const same = now.filter((i) => before.get(`${i.style}|${i.key}`)?.print === i.print);
    const then = same.map((i) => before.get(`${i.style}|${i.key}`) as RoundTripItem);
    // Most of the recorded corpus must still be comparable, or the test would prove nothing.
    expect(same.length).toBeGreaterThan(floor.items.length / 4);
    const drops: string[] = [];
    for (const style of styles) {
      for (const field of EVAL_FIELDS) {
        const was = tally(then, style, field);
        const is = tally(same, style, field);
        if (was.total > 0 && share(is) < share(was))
          drops.push(`${style} ${field}: ${is.hit}/${is.total} < ${was.hit}/${was.total}`);
      }
    }
    expect(drops).toEqual([]);
    // 819 inputs × 15 styles formatted and parsed back: some 15 s on an idle core.
  }, 120_000);

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
