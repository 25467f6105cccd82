import { describe, expect, it } from 'vitest';
import { conferenceDayRanges } from './conference-date.js';
import { parseCitation } from './parse-citation.js';

const pages = (text: string) => parseCitation(text).publication.physical?.pages;

describe('conferenceDayRanges', () => {
  it('finds the days of a meeting printed with their month, in each language', () => {
    expect(conferenceDayRanges('конф. (Москва, 12–14 мая 2019 г.)')).toEqual(['12–14']);
    expect(conferenceDayRanges('Conference on Things, June 3-5, 2019')).toEqual(['3–5']);
    expect(conferenceDayRanges('Conference on Things; 2019 Jun 3-5; Boston')).toEqual(['3–5']);
    expect(conferenceDayRanges('конференції, 3–5 червня 2020 р.')).toEqual(['3–5']);
  });

  it('leaves page ranges and numbers that no month names alone', () => {
    expect(conferenceDayRanges('Journal 8, 207–217 (2019)')).toEqual([]);
    expect(conferenceDayRanges('Vol. 12, pp. 3-5')).toEqual([]);
  });
});

describe('a conference’s days are not the pages (real strings)', () => {
  it('AnyStyle core, development part', () => {
    expect(
      pages(
        'Ripley, B. (1992). Statistical aspects of neural networks. Invited lectures for SemStat (Seminaire Europeen de Statistique, Sandbjerg, Denmark, 25-30 April 1992).',
      ),
    ).toBeUndefined();
    expect(
      pages(
        'Cédric Durand, R. Keucheyan 2012 AFEP-IIPPE-AHE joint conference, Paris, July 5-8. A Gramscian outlook on Europe and the first great economic crisis of the XXI century',
      ),
    ).toBeUndefined();
  });

  it('ru-ua, development part', () => {
    expect(
      pages(
        'Сиргия А. С. Неосанньяса XXI века и интернет // Мистико-эзотерические движения  в теории и практике: Мистицизм и эзотеризм в мире технологий. Сб. материалов Восьмой  международной научной конференции (24–26 марта 2016 г., Санкт-Петербург) / Отв. ред.',
      ),
    ).toBeUndefined();
  });

  it('the pages printed after the date are read (composed, as Chicago prints a paper)', () => {
    const r = parseCitation(
      'Smith J. New methods // Наука и образование : материалы конф., 12-14 мая 2019 г. – М., 2019. – 10-15.',
    ).publication;
    expect(r.physical?.pages).toBe('10–15');
    expect(
      parseCitation(
        'Smith, J. (2019). New methods. Paper presented at the Conference on Things, June 3-5, 2019, Boston, MA.',
      ).publication.physical?.pages,
    ).toBeUndefined();
  });
});
