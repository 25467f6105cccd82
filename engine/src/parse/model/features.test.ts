import { describe, expect, it } from 'vitest';
import { featuresOf } from './features.js';
import { featureKey, hashFeature, hashPair } from './hash.js';
import { tokenize } from './tokens.js';

describe('features of a reference', () => {
  const text = 'Smith, J. (2019). “Deep nets,” In: Proc. of ICML, pp. 1–10.';
  const tokens = tokenize(text);
  const at = (word: string): string[] => featuresOf(tokens)[tokens.findIndex((t) => t.text === word)] ?? [];

  it('splits at white space and keeps where each token is', () => {
    expect(tokens.map((t) => t.text)).toEqual([
      'Smith,',
      'J.',
      '(2019).',
      '“Deep',
      'nets,”',
      'In:',
      'Proc.',
      'of',
      'ICML,',
      'pp.',
      '1–10.',
    ]);
    expect(text.slice(tokens[2]!.start, tokens[2]!.end)).toBe('(2019).');
  });

  it('describes the word, its shape, class and punctuation', () => {
    expect(at('Smith,')).toEqual(
      expect.arrayContaining(['w=smith', 'shape=Xxx,', 'c=cap', 'start', 'pos=0', 'last=,']),
    );
    expect(at('J.')).toContain('c=initial');
    expect(at('(2019).')).toEqual(expect.arrayContaining(['c=year', 'inparen', '-1w=j']));
    expect(at('1–10.')).toEqual(expect.arrayContaining(['c=range', 'dashrange', 'end', '-1w=pp']));
  });

  it('marks quotes, "In" and the words that label fields', () => {
    expect(at('“Deep')).toContain('inquote');
    expect(at('nets,”')).toContain('inquote');
    expect(at('In:')).toEqual(expect.arrayContaining(['mark=in', 'afteryear']));
    expect(at('In:')).not.toContain('inquote');
    expect(at('Proc.')).toEqual(expect.arrayContaining(['afterin', 'journalword']));
    expect(at('pp.')).toContain('mark=pages');
  });

  it('adds what the rules read when hints are given', () => {
    const hints = tokens.map((_, i) => (i < 2 ? 'author' : '-'));
    const f = featuresOf(tokens, hints);
    expect(f[1]).toEqual(expect.arrayContaining(['rule=author', 'rule-1=author', 'rule+1=-']));
    expect(f[2]).toContain('rulestart=-');
    expect(featuresOf(tokens)[0]).not.toContain('rule=author');
  });

  it('hashes a name and value as it hashes the joined feature', () => {
    expect(hashPair(featureKey('w'), 'smith')).toBe(hashFeature('w=smith'));
    expect(hashPair(featureKey('bias'), '')).toBe(hashFeature('bias'));
    expect(hashPair(featureKey('rule+c'), '', 'cap')).toBe(hashFeature('rule+c=|cap'));
    expect(hashPair(featureKey('c+nextc'), 'cap', 'lower')).toBe(hashFeature('c+nextc=cap|lower'));
    expect(hashFeature('w=smith')).not.toBe(hashFeature('w=jones'));
  });
});
