import { describe, expect, it } from 'vitest';
import { PROSE_NOT_REFERENCE, parseCitation } from './parse-citation.js';

describe('a caption, a heading or a sentence of a paper', () => {
  it('is no reference: no fake book, no confidence', () => {
    for (const text of [
      'Table 2. Results of the experiment in 2019.',
      'Please send the report by Monday, 12 March 2020.',
      'Введение. В данной работе рассматривается задача.',
      'Acknowledgements. We thank J. Smith for comments.',
      '1. Introduction',
      'Chapter 5. Results and discussion, pp. 45-67.',
    ]) {
      const r = parseCitation(text);
      expect(r.recognised, text).toBe(false);
      expect(r.confidence).toEqual({});
    }
    expect(parseCitation('Table 2. Results of the experiment in 2019.').warnings).toContain(PROSE_NOT_REFERENCE);
  });

  it('leaves titles that open with such words, and books with an imprint', () => {
    for (const text of [
      'We Have Never Been Modern. Cambridge, MA: Harvard University Press, 1993.',
      'Our common future. Oxford: Oxford University Press, 1987.',
      'Introduction to Algorithms. MIT Press, 2009.',
      'Latour, B. (1993). We have never been modern. Harvard University Press.',
    ])
      expect(parseCitation(text).recognised, text).toBe(true);
  });
});
