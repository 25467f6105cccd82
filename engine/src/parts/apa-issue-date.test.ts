import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { apaIssueDated, apaNewspaperIssue } from './apa-issue-date.js';

const article = (series: Record<string, unknown>): Publication =>
  ({ idTypePublication: 1, series: { series: 'Коммерсант', ...series } }) as Publication;

describe('apaIssueDated / apaNewspaperIssue (APA 7, 10.1; APA 6, 7.01)', () => {
  it('dates an article with a day and no volume or issue by its issue, as a newspaper', () => {
    const pub = article({ publicDate: '2008-03-04' });
    expect(apaIssueDated(pub)).toBe(true);
    expect(apaNewspaperIssue(pub)).toBe(true);
  });
  it('dates a month-dated article by its issue, not as a newspaper', () => {
    const pub = article({ publicDate: '2002-06' });
    expect(apaIssueDated(pub)).toBe(true);
    expect(apaNewspaperIssue(pub)).toBe(false);
  });
  it('keeps the year for a journal article with a volume or an issue', () => {
    expect(apaIssueDated(article({ publicDate: '2008-03-04', volume: '12' }))).toBe(false);
    expect(apaIssueDated(article({ publicDate: '2008-03', issue: '3' }))).toBe(false);
    expect(apaIssueDated(article({}))).toBe(false);
  });
  it('dates a numbered issue with a day and no volume as a newspaper («Российская газета. – 2019. – 14 марта. – № 45»)', () => {
    const pub = article({ publicDate: '2019-03-14', issue: '45' });
    expect(apaIssueDated(pub)).toBe(true);
    expect(apaNewspaperIssue(pub)).toBe(true);
  });
  it('follows the record type of a magazine and a newspaper', () => {
    expect(apaIssueDated(article({ periodicalType: 1, volume: '39', issue: '5' }))).toBe(true);
    expect(apaNewspaperIssue(article({ periodicalType: 3 }))).toBe(true);
  });
});
