import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { reportNumber } from './report-number.js';

const book = (series: Record<string, string>) => ({ idTypePublication: 2, series }) as Publication;

describe('a report’s kind and number (APA 7, 10.4: "(Report No. 123)")', () => {
  it('names the kind the series holds, or "Report" when only the number is given', () => {
    expect(reportNumber(book({ series: 'Technical Report', number: '99-02' }))).toBe('Technical Report No. 99-02');
    expect(reportNumber(book({ series: 'Research Report', number: 'RC-6947' }))).toBe('Research Report No. RC-6947');
    expect(reportNumber(book({ number: 'No. 123' }))).toBe('Report No. 123');
  });

  it('leaves a numbered book series alone', () => {
    expect(reportNumber(book({ series: 'Lecture Notes in Computer Science', number: '1234' }))).toBeUndefined();
    expect(reportNumber(book({ series: 'Technical Report' }))).toBeUndefined();
  });
});
