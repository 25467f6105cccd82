import { describe, expect, it } from 'vitest';
import type { Span } from './spans.js';
import { keepTitleYears } from './title-years.js';

const text = 'Smith, J. Brazil, 1889–1930: a history of the republic. Penguin.';
const span = (label: string, piece: string, confidence = 0.9): Span => {
  const start = text.indexOf(piece);
  return { label, text: piece, start, end: start + piece.length, confidence };
};
// What a retrained model read: the title cut at its own span of years.
const read = [
  span('author', 'Smith, J. Brazil,'),
  span('date', '1889–1930:'),
  span('title', 'a history of the republic.'),
  span('publisher', 'Penguin.'),
];

describe('keepTitleYears', () => {
  it("leaves out the spans over the rules' title when the model dates a span of years inside it", () => {
    expect(keepTitleYears(read, text, 'Brazil, 1889–1930: a history of the republic').map((s) => s.label)).toEqual([
      'publisher',
    ]);
  });

  it('keeps the spans when the date is outside the title or is no span of years', () => {
    expect(keepTitleYears(read, text, 'a history of the republic')).toEqual(read);
    expect(keepTitleYears(read, text, undefined)).toEqual(read);
  });
});
