import { describe, expect, it } from 'vitest';
import { readability } from './readability.js';

const value = (id: string, scores: ReturnType<typeof readability>) => scores.find((s) => s.id === id)?.value;

describe('Russian readability coefficients (docs/text.md says where each was checked)', () => {
  // 2 sentences, 20 words, 49 syllables, 5 words of ≥ 4 syllables:
  // ASL = 20 / 2 = 10; ASW = 49 / 20 = 2.45; share of words of > 3 syllables = 5 / 20 = 25 %.
  const scores = readability(
    { sentences: 2, words: 20, syllables: 49, letters: 120, polysyllables3: 8, polysyllables4: 5 },
    'ru',
  );
  it('Oborneva (Flesch adapted, 1.3 / 60.1): 206.835 − 1.3 × 10 − 60.1 × 2.45 = 206.835 − 13 − 147.245 = 46.59', () => {
    expect(value('oborneva', scores)).toBe(46.59);
  });
  it('Solovyev–Ivanov–Solnyshkina (0.36 / 5.76 / 11.97): 3.6 + 14.112 − 11.97 = 5.742 → 5.74', () => {
    expect(value('solovyev', scores)).toBe(5.74);
  });
  it('Matskovsky (0.62 / 0.123 / 0.051, words of more than three syllables): 6.2 + 3.075 + 0.051 = 9.326 → 9.33', () => {
    expect(value('matskovsky', scores)).toBe(9.33);
  });
  it('names the source of each, and gives none for Ukrainian', () => {
    expect(scores.map((s) => [s.id, s.scale])).toEqual([
      ['oborneva', 'ease'],
      ['solovyev', 'grade'],
      ['matskovsky', 'grade'],
    ]);
    expect(
      readability({ sentences: 2, words: 20, syllables: 49, letters: 120, polysyllables3: 8, polysyllables4: 5 }, 'uk'),
    ).toEqual([]);
  });
});
