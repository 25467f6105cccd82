import { describe, expect, it } from 'vitest';
import { subtitleLower } from './subtitle-lower.js';

describe('subtitleLower (Citing Medicine, titles in sentence case)', () => {
  it.each([
    [
      'Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States',
      'Emotions in storybooks: a comparison of storybooks that represent ethnic and racial groups in the United States',
    ],
    [
      'The psychology of prejudice: From attitudes to social action',
      'The psychology of prejudice: from attitudes to social action',
    ],
    [
      'Infant sleep and feeding: a telephone survey of Hispanic Americans',
      'Infant sleep and feeding: a telephone survey of Hispanic Americans',
    ],
    // A proper noun (or any word outside the list) keeps its capital.
    ['Diabetes in pregnancy: Hispanic women at risk', 'Diabetes in pregnancy: Hispanic women at risk'],
    ['Depression in adolescents: MRI findings in a cohort', 'Depression in adolescents: MRI findings in a cohort'],
    // A title in title case is left as typed.
    [
      'The Christian Tradition: A History of the Development of Doctrine',
      'The Christian Tradition: A History of the Development of Doctrine',
    ],
    ['Reading between the Lines: A Study of Irony', 'Reading between the Lines: A Study of Irony'],
    ['Ratio 3:2 and t-tests', 'Ratio 3:2 and t-tests'],
    ['Nurses and care: “The” word in quotes', 'Nurses and care: “the” word in quotes'],
  ])('%s → %s', (input, output) => {
    expect(subtitleLower(input)).toBe(output);
  });
});

describe('subtitleLower with commonWords (Citing Medicine)', () => {
  it.each([
    [
      'Alkanethiolate gold cluster molecules: Core and monolayer properties as a function of core size',
      'Alkanethiolate gold cluster molecules: core and monolayer properties as a function of core size',
    ],
    [
      'Twice-born, once conceived: Meaning construction and culture',
      'Twice-born, once conceived: meaning construction and culture',
    ],
    ['Media effects: Advances in theory and research', 'Media effects: advances in theory and research'],
    // Names stay: the dictionary's, and unknown words without a common ending.
    ['Diabetes in pregnancy: Hispanic women at risk', 'Diabetes in pregnancy: Hispanic women at risk'],
    ['Penicillin: Fleming and the mould', 'Penicillin: Fleming and the mould'],
    ['A survey: Kabir and others', 'A survey: Kabir and others'],
    ["A study: Freud's legacy", "A study: Freud's legacy"],
  ])('%s → %s', (input, output) => {
    expect(subtitleLower(input, { commonWords: true })).toBe(output);
  });
  it('is off by default (Harvard)', () => {
    expect(subtitleLower('Media effects: Advances in theory and research')).toBe(
      'Media effects: Advances in theory and research',
    );
  });
});
