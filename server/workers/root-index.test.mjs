import { describe, expect, it } from 'vitest';
import { RootIndex, rootScore } from './root-index.mjs';

/** A .dic file from root lines, as Hunspell reads it (a count line first). */
function dic(lines) {
  return Buffer.from(`${lines.length}\n${lines.join('\n')}\n`);
}

const SMALL = ['комісія/%;', 'комісар/1', 'мова', 'корова/A', 'місія', 'Комісаров', 'конференція'];

describe('Hunspell root score', () => {
  it('is worked by hand for a short pair', () => {
    // «abc» against «abd»: letters a, b found (2), then pairs: «ab» found, «bc» not (1), fewer than
    // two so the count stops; no length penalty (3 − 3 − 2 < 0); common beginning «ab» (2). 2 + 1 + 2.
    expect(rootScore('abc', 'abd')).toBe(5);
    // A root 7 letters longer loses 7 − 2 = 5; «abcdefghij»: a, b, c (3) + ab, bc (2) + abc (1) + 3.
    expect(rootScore('abc', 'abcdefghij')).toBe(3 + 2 + 1 - 5 + 3);
  });
  it('ranks the root a typo comes from above roots sharing fewer letters, pairs and triples', () => {
    const word = 'коммісся';
    expect(rootScore(word, 'комісія')).toBeGreaterThan(rootScore(word, 'комісар'));
    expect(rootScore(word, 'комісар')).toBeGreaterThan(rootScore(word, 'місія'));
    expect(rootScore(word, 'місія')).toBeGreaterThan(rootScore(word, 'мова'));
  });
});

describe('trigram index of dictionary roots', () => {
  const index = RootIndex.fromDic(dic(SMALL));

  it('reads every root and gives back its .dic line, flags included', () => {
    expect(index.size).toBe(SMALL.length);
    expect(SMALL.map((_, r) => index.line(r))).toEqual(SMALL);
    expect(index.root(5)).toBe('комісаров'); // lower case, flags dropped
  });
  it('finds the roots of known typos first, ranked by Hunspell’s score', () => {
    const best = (word) => index.candidates(word).map((r) => index.root(r));
    expect(best('коммісся')[0]).toBe('комісія');
    expect(best('кормова')[0]).toBe('корова');
    expect(best('Комисар')[0]).toBe('комісар'); // a capital and a Russian и in a Ukrainian word
    // Ranked by score, not by shared trigrams alone.
    const ranked = index.candidates('коммісся').map((r) => rootScore('коммісся', index.root(r)));
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
  });
  it('leaves out roots of a very different length and words sharing no trigram', () => {
    // «конференція» is 11 letters, «комі» 4: Hunspell skips roots more than 4 letters longer or shorter.
    expect(index.candidates('комі').map((r) => index.root(r))).not.toContain('конференція');
    expect(index.candidates('xyz')).toEqual([]);
  });
  it('keeps to its memory bound by leaving out the commonest trigrams, and still finds roots by the rest', () => {
    const full = RootIndex.fromDic(dic(SMALL));
    const bounded = RootIndex.fromDic(dic(SMALL), { maxPostings: 20 });
    expect(full.postings.length).toBeGreaterThan(20);
    expect(bounded.postings.length).toBeLessThanOrEqual(20);
    expect(bounded.bytes).toBeLessThan(full.bytes);
    // The trigrams most roots share go first («^ко» begins five of the seven roots).
    expect(bounded.ids.size).toBeLessThan(full.ids.size);
    expect(bounded.root(bounded.candidates('конференція')[0])).toBe('конференція');
  });
});
