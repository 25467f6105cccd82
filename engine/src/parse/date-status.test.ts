import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

describe('a date status in place of the year', () => {
  // Real strings of AnyStyle's core set (fixtures/parser/anystyle_core.xml).
  it('reads "(in preparation)" after the names as the date, not the title', () => {
    const r = parseCitation(
      'Furhmann, T.* & Blikstein, P. (in preparation). Introducing concepts in design and engineering to first grade students. Journal of Engineering Education',
    );
    expect(r.dateStatus).toBe('in preparation');
    expect(r.publication.title?.publicationTitle).toBe(
      'Introducing concepts in design and engineering to first grade students',
    );
    expect(r.publication.authors?.['1']?.map((p) => p.surname)).toEqual(['Furhmann', 'Blikstein']);
    expect(r.publication.outputData?.year).toBeUndefined();
  });

  it('reads "(n.d.)" and leaves a year in the title to the title', () => {
    const r = parseCitation(
      'U.S. Department of Veterans Affairs. (n.d.). The Veteran population projection model 2014 (VetPop2014). Retrieved from http://www.va.gov/vetdata/',
    );
    expect(r.dateStatus).toBe('no date');
    expect(r.publication.outputData?.year).toBeUndefined();
  });

  it('takes "n.d." off the end of the imprint', () => {
    const r = parseCitation(
      'Schopenhauer, Arthur. Die Welt als Wille und Vorstellung. In Sämtliche Werke, edited by Paul Deussen, vol. 1. Munich: Carl Hanser, n.d.',
    );
    expect(r.dateStatus).toBe('no date');
    expect(r.publication.host?.publisher).toBe('Carl Hanser');
  });

  it('reads "(in press)" and "in press" closing the host', () => {
    expect(parseCitation('Smith, J. (in press). A title of paper. Journal of Things.').dateStatus).toBe('in press');
    const r = parseCitation('Jones, A. Title of the paper. Journal of Things, in press.');
    expect(r.dateStatus).toBe('in press');
    expect(r.publication.series?.series).toBe('Journal of Things');
  });

  it('is absent where a year is printed, and "S.A." of a company is no "s.a."', () => {
    expect(parseCitation('Smith, J. (2019). A title of paper. Journal of Things, 8, 1–9.').dateStatus).toBeUndefined();
    const r = parseCitation('Garcia, M. Historia de España. Barcelona: Editorial Planeta, S.A., 1990.');
    expect(r.dateStatus).toBeUndefined();
    expect(r.publication.outputData?.year).toBe('1990');
  });
});
