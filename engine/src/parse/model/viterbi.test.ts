import { describe, expect, it } from 'vitest';
import { seededRandom } from './hash.js';
import { viterbi } from './viterbi.js';

/** The best path by trying every one: what Viterbi must agree with. */
function bruteForce(emit: number[], trans: number[], n: number, L: number): { path: number[]; score: number } {
  let best = { path: [] as number[], score: -Infinity };
  const path = new Array<number>(n).fill(0);
  for (let code = 0; code < L ** n; code++) {
    let c = code;
    for (let i = 0; i < n; i++) {
      path[i] = c % L;
      c = Math.floor(c / L);
    }
    let score = 0;
    for (let i = 0; i < n; i++) score += emit[i * L + path[i]!]! + trans[(i === 0 ? L : path[i - 1]!) * L + path[i]!]!;
    if (score > best.score) best = { path: [...path], score };
  }
  return best;
}

describe('Viterbi decoding', () => {
  it('follows the transitions over a weak emission (a tiny hand-built model)', () => {
    // Labels 0 = author, 1 = title. Author may not follow title; the start prefers author.
    const trans = [0, 1, -10, 0, 1, 0];
    // Token 1 leans slightly to author by itself, but the sequence reads author, title, title.
    const emit = [2, 0, 0.4, 0.5, 0, 2];
    expect(viterbi(emit, trans, 3, 2).labels).toEqual([0, 1, 1]);
    const { margins } = viterbi(emit, trans, 3, 2);
    expect(margins.every((m) => m > 0)).toBe(true);
    // The weakly decided middle token has the smallest margin.
    expect(margins[1]).toBeLessThan(margins[0]!);
  });

  it('finds the best path on random small models', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 40; round++) {
      const L = 2 + Math.floor(random() * 3);
      const n = 1 + Math.floor(random() * 4);
      const emit = Array.from({ length: n * L }, () => random() * 4 - 2);
      const trans = Array.from({ length: (L + 1) * L }, () => random() * 4 - 2);
      const got = viterbi(emit, trans, n, L).labels;
      const want = bruteForce(emit, trans, n, L);
      let score = 0;
      for (let i = 0; i < n; i++) score += emit[i * L + got[i]!]! + trans[(i === 0 ? L : got[i - 1]!) * L + got[i]!]!;
      expect(score).toBeCloseTo(want.score, 9);
    }
  });

  it('gives nothing for no tokens', () => {
    expect(viterbi([], [0], 0, 1)).toEqual({ labels: [], margins: [] });
  });
});
