import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { testContext } from '../template/test-context.js';
import { issueNumberOf, journalIssueOf, labelledIssue, labelledIssueOfYear } from './issue-label.js';

const article = (series: Record<string, unknown>, type = 1): Publication =>
  ({ idTypePublication: type, language: 'RU', title: { publicationTitle: 'T' }, series }) as unknown as Publication;

describe('journalIssueOf', () => {
  it('takes series.issue first, then a journal’s «№» from series.number', () => {
    expect(journalIssueOf(article({ issue: 3, number: 7 }))).toBe('3');
    expect(journalIssueOf(article({ volume: 12, number: 2 }))).toBe('2');
  });

  it('never takes a newspaper’s number or a book’s number in its series', () => {
    expect(journalIssueOf(article({ periodicalType: 3, number: 54 }))).toBeUndefined();
    expect(journalIssueOf(article({ number: 12 }, 2))).toBeUndefined();
  });
});

describe('issueNumberOf', () => {
  it('drops a typed issue word, since the parentheses say "issue" (never "12(Вып. 67)")', () => {
    expect(issueNumberOf(article({ issue: 'Вып. 67' }))).toBe('67');
    expect(issueNumberOf(article({ issue: 'Вип. 3' }))).toBe('3');
    expect(issueNumberOf(article({ issue: 'No. 4' }))).toBe('4');
    expect(issueNumberOf(article({ issue: '№ 5' }))).toBe('5');
    expect(issueNumberOf(article({ issue: 'Issue 6' }))).toBe('6');
  });

  it('drops the whole number of «№ 1 (52)» and keeps a supplement’s word', () => {
    expect(issueNumberOf(article({ number: '1 (52)' }))).toBe('1');
    expect(issueNumberOf(article({ issue: 'Suppl. 2' }))).toBe('Suppl. 2');
    expect(issueNumberOf(article({ issue: '3-4' }))).toBe('3-4');
  });
});

describe('labelledIssue', () => {
  it('labels a bare issue and keeps a typed word instead of doubling it (never «№ Вып. 67»)', () => {
    const ctx = testContext('ru', 'article');
    expect(labelledIssue(article({ issue: 3 }), ctx)).toBe('№ 3');
    expect(labelledIssue(article({ issue: 'Вып. 67' }), ctx)).toBe('вып. 67');
    // A number word typed with it is the label's own (DSTU example data «№ 1 (52)»).
    expect(labelledIssue(article({ issue: '№ 1 (52)' }), ctx)).toBe('№ 1 (52)');
    expect(labelledIssue(article({ issue: 'No. 4' }), testContext('en', 'article'))).toBe('no. 4');
  });
});

describe('labelledIssueOfYear', () => {
  it('drops the whole number in parentheses, where the year follows in parentheses', () => {
    const ctx = testContext('uk', 'article');
    expect(labelledIssueOfYear(article({ issue: '№ 1 (52)' }), ctx)).toBe('№ 1');
    expect(labelledIssueOfYear(article({ issue: '3' }), ctx)).toBe('№ 3');
  });
});

describe('the whole number of an issue', () => {
  const pub = (issue: string) =>
    ({ idTypePublication: 1, title: { publicationTitle: 'T' }, series: { series: 'J', issue } }) as Publication;
  it('drops a count since the first issue and keeps a part of the issue', () => {
    expect(issueNumberOf(pub('№ 1 (52)'))).toBe('1');
    expect(issueNumberOf(pub('2(1)'))).toBe('2(1)');
    expect(issueNumberOf(pub('№ 3 (7)'))).toBe('3');
    expect(issueNumberOf(pub('№ 4 (2)'))).toBe('4 (2)');
  });
});
