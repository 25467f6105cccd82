import { describe, expect, it } from 'vitest';
import { tokenize } from '../../engine/src/parse/model/tokens.js';
// @ts-expect-error — a plain ES module script without types
import { labelFormatted } from '../../scripts/parser-synthetic.mjs';

const article = {
  idTypePublication: 1,
  title: { publicationTitle: 'Emotions in storybooks' },
  series: { series: 'Psychology of Popular Media Culture', volume: 8, issue: 3 },
  outputData: { year: 2019 },
  physical: { pages: '207-217' },
  authors: {
    '1': [
      { surname: 'Grady', name: 'Jessica', fathername: 'S.' },
      { surname: 'Her', name: 'Malina' },
    ],
  },
};

const labelsOf = (text: string, input: unknown): string[] | undefined => labelFormatted(text, tokenize(text), input);

describe('labelFormatted (synthetic training strings)', () => {
  it('labels each token of a formatted string from the publication’s fields', () => {
    const text =
      'Grady, J. S., & Her, M. (2019). Emotions in storybooks. Psychology of Popular Media Culture, 8(3), 207-217.';
    expect(labelsOf(text, article)).toEqual([
      ...['author', 'author', 'author', 'author', 'author', 'author'],
      'date',
      ...['title', 'title', 'title'],
      ...['journal', 'journal', 'journal', 'journal', 'journal'],
      'volume',
      'pages',
    ]);
  });
  it('labels `pp.` and `Vol.` as the field they lead', () => {
    const text =
      'Grady J. S., Her M. Emotions in storybooks. Psychology of Popular Media Culture. 2019. Vol. 8. pp. 207-217.';
    const labels = labelsOf(text, article)!;
    const tokens = tokenize(text).map((t) => t.text);
    expect(labels[tokens.indexOf('Vol.')]).toBe('volume');
    expect(labels[tokens.indexOf('pp.')]).toBe('pages');
  });
  it('leaves out a string whose host the style abbreviated', () => {
    expect(
      labelsOf('Grady J. S., Her M. Emotions in storybooks. Psychol. Pop. Media Cult. 2019;8:207-217.', article),
    ).toBe(undefined);
  });
});
