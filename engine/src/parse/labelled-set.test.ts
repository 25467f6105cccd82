import { describe, expect, it } from 'vitest';
import { nameWords, partOf, readAnystyle, scoreLabelled } from './labelled-set.js';

describe('labelled real strings', () => {
  it('reads AnyStyle sequences, unescaping XML', () => {
    const [c] = readAnystyle(
      '<dataset><sequence><author>Lee, L. &amp; Marsh, R.</author><date>(1990).</date><title>Gophers.</title></sequence></dataset>',
    );
    expect(c?.text).toBe('Lee, L. & Marsh, R. (1990). Gophers.');
    expect(c?.labels).toEqual({ authors: 'Lee, L. & Marsh, R.', year: '(1990).', title: 'Gophers.' });
  });

  it('compares names by their words, initials aside', () => {
    expect(nameWords('Pérez-Higueras JJ, Arias A, and de la Macorra JC.')).toEqual(
      ['arias', 'de', 'higueras', 'la', 'macorra', 'pérez'].sort(),
    );
    expect(nameWords('SMITH, John')).toEqual(['john', 'smith']);
  });

  it('scores a right and a wrong reading', () => {
    const right = scoreLabelled([
      {
        text: 'Hardin, G. (1968). The tragedy of the commons. Science, 162(3859), 1243–1248.',
        labels: { authors: 'Hardin, G.', year: '(1968).', title: 'The tragedy of the commons.', pages: '1243–1248.' },
      },
    ]);
    expect(right.scores.core).toEqual({ hit: 1, total: 1 });
    const wrong = scoreLabelled([
      { text: 'Hardin, G. (1968). The tragedy of the commons.', labels: { title: 'Something else' } },
    ]);
    expect(wrong.scores.fields.title).toEqual({ hit: 0, total: 1 });
    expect(wrong.misses[0]?.field).toBe('title');
  });

  it('compares a title labelled with a PDF ligature as the letters the parser restores', () => {
    // AnyStyle's labels keep the PDF's characters ("ﬁve", "e↵ects"); the parser reads "five", "effects".
    const { scores } = scoreLabelled([
      {
        text: 'Cluxton, R. J. (1979). Comparison of ﬁve services: e↵ects. Journal, 36, 1215–1218.',
        labels: { title: 'Comparison of ﬁve services: e↵ects.' },
      },
    ]);
    expect(scores.fields.title).toEqual({ hit: 1, total: 1 });
  });

  it('splits by the text, not by position', () => {
    expect(partOf('abc')).toBe(partOf('  abc  '));
  });
});
