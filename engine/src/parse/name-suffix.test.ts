import { describe, expect, it } from 'vitest';
import { readNames } from './names.js';

// Author lists of real strings (fixtures/parser/anystyle_core.xml, AnyStyle's labelled set, BSD-2).
describe('readNames: name suffixes', () => {
  it('keeps "Jr." with its person wherever it is typed, never as a surname', () => {
    expect(readNames('Accordino, M. P. & Guerney, Jr., B. G.').people).toEqual([
      { surname: 'Accordino', name: 'M.', fathername: 'P.' },
      { surname: 'Guerney', name: 'B.', fathername: 'G. Jr.' },
    ]);
    expect(readNames('Baes Jr., C. F., Mesmer, R. E.').people).toEqual([
      { surname: 'Baes', name: 'C.', fathername: 'F. Jr.' },
      { surname: 'Mesmer', name: 'R.', fathername: 'E.' },
    ]);
    expect(readNames('Ferren, W. R., Jr.').people).toEqual([{ surname: 'Ferren', name: 'W.', fathername: 'R. Jr.' }]);
    expect(readNames('Pettingill, Olin Sewall, Jr.').people).toEqual([
      { surname: 'Pettingill', name: 'Olin', fathername: 'Sewall Jr.' },
    ]);
  });

  it('keeps the suffix in the middle of a list with the person it follows', () => {
    const { people } = readNames('Snow, R. W., M. A. Miller, W. E. Meshaka, Jr., P. T. Andreadis, and K. M. Hart.');
    expect(people.map((p) => p.surname)).toEqual(['Snow', 'Miller', 'Meshaka', 'Andreadis', 'Hart']);
    expect(people[2]).toEqual({ surname: 'Meshaka', name: 'W.', fathername: 'E. Jr.' });
  });
});
