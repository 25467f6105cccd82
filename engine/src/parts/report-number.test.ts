import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { reportNumber } from './report-number.js';

const book = (series: Record<string, string>) => ({ idTypePublication: 2, series }) as Publication;

describe('a report’s kind and number (APA 7, 10.4: "(Report No. 123)")', () => {
  it('names the kind the series holds', () => {
    expect(reportNumber(book({ series: 'Technical Report', number: '99-02' }))).toBe('Technical Report No. 99-02');
    expect(reportNumber(book({ series: 'Research Report', number: 'RC-6947' }))).toBe('Research Report No. RC-6947');
    expect(reportNumber(book({ series: 'Report', number: 'No. 123' }))).toBe('Report No. 123');
  });

  it('takes a series number with no series named for no report (a book is not "Report No. 12")', () => {
    expect(reportNumber(book({ number: '12' }))).toBeUndefined();
  });

  it('leaves a numbered book series alone', () => {
    expect(reportNumber(book({ series: 'Lecture Notes in Computer Science', number: '1234' }))).toBeUndefined();
    expect(reportNumber(book({ series: 'Technical Report' }))).toBeUndefined();
  });
});
