import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';
import { NO_YEAR_CONFIDENCE } from './title-year.js';

const yearOf = (text: string) => {
  const r = parseCitation(text);
  return { year: r.publication.outputData?.year, confidence: r.confidence.year };
};

describe('a year inside the title', () => {
  it('is not the year of publication when no other year is printed', () => {
    expect(yearOf('Иванов И. И. Стратегия развития 2019–2043. М. : Наука.')).toEqual({
      year: undefined,
      confidence: NO_YEAR_CONFIDENCE,
    });
    expect(yearOf('Стратегия 2019–2043 / под ред. А. А. Петрова.').year).toBeUndefined();
    expect(yearOf('Smith, J. Brazil, 1889–1930: a history of the republic. Penguin.').year).toBeUndefined();
  });

  it('gives way to a year printed outside the title', () => {
    expect(yearOf('Иванов И. И. Стратегия развития 2019–2043. М. : Наука, 2018. 200 с.').year).toBe('2018');
    expect(yearOf('Иванов И. И. Стратегия развития 2019–2043. М. : Наука, 2019. 200 с.').year).toBe('2019');
    expect(yearOf('Smith, J. (2004). Brazil, 1889–1930: a history of the republic. Penguin.').year).toBe('2004');
  });
});

describe('a title opening with a year after the date', () => {
  it('keeps the year as the title\'s first word ("(1984). 1984 revisited: …"; composed, the kind s9-parse found)', () => {
    const r = parseCitation('Smith, J. (1984). 1984 revisited: Totalitarianism in our century. New York: Harper.');
    expect(r.publication.title?.publicationTitle).toBe('1984 revisited: Totalitarianism in our century');
    expect(r.publication.outputData?.year).toBe('1984');
  });
});
