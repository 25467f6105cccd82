import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

describe('the parser keeps the ISBN and ISSN it finds in the publication', () => {
  it('a book’s ISBN in outputData, and still in identifiers', () => {
    const r = parseCitation('Иванов И. И. История. М.: Наука, 2010. 320 с. ISBN 978-5-02-037144-7.');
    expect(r.publication.outputData?.isbn).toBe('978-5-02-037144-7');
    expect(r.identifiers).toEqual({ isbn: '978-5-02-037144-7' });
  });
  it('a journal’s ISSN with its series', () => {
    const r = parseCitation('Smith, J. (2020). A study. Journal of Things, 12(3), 1-10. ISSN 0317-8471');
    expect(r.publication.series?.issn).toBe('0317-8471');
    expect(r.identifiers.issn).toBe('0317-8471');
  });
});
