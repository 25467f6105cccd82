import { describe, expect, it } from 'vitest';
import { isActive, LIMITS, planFrom } from './plans.js';

const now = new Date('2026-11-22T12:00:00Z');
const past = new Date('2026-11-01T00:00:00Z');
const future = new Date('2026-12-01T00:00:00Z');

describe('subscription status (spec §4)', () => {
  it('status 4 is active regardless of End; others only while End is not in the past', () => {
    expect(isActive({ plan: 'start', status: 4, end: past }, now)).toBe(true);
    expect(isActive({ plan: 'start', status: 4, end: null }, now)).toBe(true);
    for (const status of [3, 11, 14]) {
      expect(isActive({ plan: 'start', status, end: future }, now)).toBe(true);
      expect(isActive({ plan: 'start', status, end: past }, now)).toBe(false);
      expect(isActive({ plan: 'start', status, end: null }, now)).toBe(false);
    }
    expect(isActive({ plan: 'start', status: 14, end: now.getTime() }, now)).toBe(true);
  });

  it('picks the best active plan, trial without one', () => {
    expect(planFrom([], now)).toBe('trial');
    expect(planFrom([{ plan: 'base', status: 14, end: past }], now)).toBe('trial');
    expect(
      planFrom(
        [
          { plan: 'start', status: 4, end: null },
          { plan: 'base', status: 11, end: future },
        ],
        now,
      ),
    ).toBe('base');
  });

  it('holds the spec §6 table', () => {
    expect(LIMITS.trial.counts).toEqual({ bibliography: 1, annotations: 1, ratings: 1, catalogue: 1, cards: 0 });
    expect(LIMITS.start.counts).toEqual({ bibliography: 8, annotations: 3, ratings: 3, catalogue: 3, cards: 100 });
    expect(Object.values(LIMITS.base.counts).every((n) => n === null)).toBe(true);
    expect([LIMITS.trial.textMining, LIMITS.start.textMining, LIMITS.base.textMining]).toEqual([0, 1000, null]);
    expect(LIMITS.trial.classifiers).toEqual(['udc']);
    expect(Object.values(LIMITS.trial.features).every((on) => !on)).toBe(true);
  });
});
