import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const yearOf = (text: string) => parseCitation(text).publication.outputData?.year;

describe('a span of years of publication', () => {
  it('is kept whole, not cut to its first year', () => {
    // fixtures/parser/ru-ua.json (a library's acquisitions list); AnyStyle's core set.
    expect(
      yearOf(
        '12. Замки и укрепления Немецкого ордена в северной части Восточной Пруссии / автор-составитель А.П. Бахтин. – Калининград : Терра Балтика, 2005–2008. ISBN 5-98777-004-1.',
      ),
    ).toBe('2005–2008');
    expect(yearOf('Messiaen, Olivier, Saint François d’Assise, 8 vols. (Paris: Alphonse Leduc, 1988–1992).')).toBe(
      '1988–1992',
    );
  });

  it('is the title’s when it is inside the title', () => {
    expect(
      yearOf('Wordsworth, William. The Prelude: The Four Texts (1798, 1799, 1805, 1850). London: Penguin, 1995.'),
    ).not.toMatch(/–/u);
    expect(yearOf('Smith, J. Brazil, 1889–1930: a history of the republic. London: Penguin, 2001.')).toBe('2001');
  });
});
