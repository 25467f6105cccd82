import { describe, expect, it } from 'vitest';
import { isoOfRisDate, risOfIsoDate } from './ris-date.js';

describe('RIS dates', () => {
  it('keeps the month of a date with an empty day (Zotero writes a magazine issue "2019/03//")', () => {
    expect(isoOfRisDate('2019/03//')).toEqual({ iso: '2019-03' });
  });
  it('reads the day, the year alone, ISO dates and timestamps', () => {
    expect(isoOfRisDate('2019/05/17')).toEqual({ iso: '2019-05-17' });
    expect(isoOfRisDate('2019/05/17/')).toEqual({ iso: '2019-05-17' });
    expect(isoOfRisDate('2019')).toEqual({ iso: '2019' });
    expect(isoOfRisDate('2019///')).toEqual({ iso: '2019' });
    expect(isoOfRisDate('2019-3-5')).toEqual({ iso: '2019-03-05' });
    expect(isoOfRisDate('2020-05-12 10:31:02')).toEqual({ iso: '2020-05-12' });
  });
  it('returns the "other" part, which no Publication date holds', () => {
    expect(isoOfRisDate('2019///Spring')).toEqual({ iso: '2019', other: 'Spring' });
    expect(isoOfRisDate('1998/09/10/Fall meeting')).toEqual({ iso: '1998-09-10', other: 'Fall meeting' });
  });
  it('gives nothing for text without a leading year', () => {
    expect(isoOfRisDate('Spring 2019')).toBeUndefined();
    expect(isoOfRisDate('')).toBeUndefined();
  });
  it('writes ISO dates in the specification form, which reads back the same', () => {
    for (const iso of ['2019', '2019-03', '2019-05-17']) expect(isoOfRisDate(risOfIsoDate(iso))?.iso).toBe(iso);
    expect(risOfIsoDate('2019-03')).toBe('2019/03//');
  });
});
