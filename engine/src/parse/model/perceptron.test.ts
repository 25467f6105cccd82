import { describe, expect, it } from 'vitest';
import { fromModelData, toModelData } from './model-data.js';
import { type TrainingSequence, trainPerceptron } from './perceptron.js';
import { tokenize } from './tokens.js';

/** "Surname, I. Title words. Journal, 12." with its labels. */
function example(surname: string, initial: string, title: string, journal: string, volume: number): TrainingSequence {
  const parts: [string, string][] = [
    [`${surname}, ${initial}.`, 'author'],
    [`${title}.`, 'title'],
    [`${journal},`, 'journal'],
    [`${volume}.`, 'volume'],
  ];
  const text = parts.map(([t]) => t).join(' ');
  return { tokens: tokenize(text), labels: parts.flatMap(([t, l]) => tokenize(t).map(() => l)) };
}

const TOY: TrainingSequence[] = [
  example('Smith', 'J', 'Deep nets for words', 'Nature', 12),
  example('Jones', 'K', 'Sparse codes', 'Science', 3),
  example('Brown', 'A', 'A theory of parsing strings', 'Cognition', 45),
  example('Lee', 'M', 'Learning to read references', 'Nature', 7),
  example('Khan', 'S', 'Why models help', 'Science', 19),
];
const LABELS = ['author', 'title', 'journal', 'volume'];

describe('averaged perceptron training', () => {
  const model = trainPerceptron(TOY, { labels: LABELS, bits: 12, epochs: 10, seed: 1 });

  it('learns the toy set', () => {
    for (const s of TOY) expect(model.label(s.tokens).labels).toEqual(s.labels);
  });

  it('labels a new string of the same shape', () => {
    const unseen = example('Garcia', 'P', 'Labels from weights', 'Cognition', 8);
    expect(model.label(unseen.tokens).labels).toEqual(unseen.labels);
  });

  it('is deterministic for a seed', () => {
    const again = trainPerceptron(TOY, { labels: LABELS, bits: 12, epochs: 10, seed: 1 });
    expect(toModelData(again, 0.01)).toEqual(toModelData(model, 0.01));
  });

  it('survives quantisation and the shipped encoding', () => {
    const data = toModelData(model, 0.01);
    const loaded = fromModelData(JSON.parse(JSON.stringify(data)));
    for (const s of TOY) expect(loaded.label(s.tokens).labels).toEqual(s.labels);
    expect(() => fromModelData({ ...data, emission: `${data.emission}*` })).toThrow();
  });

  it('refuses a label it does not know', () => {
    const bad = { tokens: tokenize('x'), labels: ['publisher'] };
    expect(() => trainPerceptron([bad], { labels: LABELS, bits: 8, epochs: 1, seed: 1 })).toThrow(/Unknown label/);
  });
});
