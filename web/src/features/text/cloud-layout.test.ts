import { describe, expect, it } from 'vitest';
import { fontSize, seeded } from './cloud-layout.js';

describe('word cloud sizes', () => {
  it('grows with the square root of the count, from 12 px to a maximum set by the width', () => {
    // 1200 px wide: largest = min(56, 1200 / 12 = 100) = 56; 390 px: 390 / 12 = 32.5.
    expect(fontSize(1, 1, 100, 1200)).toBe(12);
    expect(fontSize(100, 1, 100, 1200)).toBe(56);
    // √25 = 5: (5 − 1) / (10 − 1) = 0.444…; 12 + 0.444 × 44 = 31.6 → 32.
    expect(fontSize(25, 1, 100, 1200)).toBe(32);
    expect(fontSize(100, 1, 100, 390)).toBe(33);
  });
  it('gives one middle size when all counts are equal', () => {
    expect(fontSize(3, 3, 3, 1200)).toBe(34);
  });
  it('the seeded generator repeats itself and stays in [0, 1)', () => {
    const a = seeded(42);
    const b = seeded(42);
    const run = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(run);
    expect(run.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(run).size).toBe(5);
  });
});
