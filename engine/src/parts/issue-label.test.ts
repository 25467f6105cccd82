import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { journalIssueOf } from './issue-label.js';

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
