import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { reportNumber, reportOf } from './report-number.js';

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

describe('a report as the importers write it (a book whose series is its kind)', () => {
  it('reads the kind the IEEE guide abbreviates, with or without a number', () => {
    expect(reportOf(book({ series: 'Tech. Rep.', number: 'TR-0200 (4230-46)-3' }))).toEqual({
      kind: 'Tech. Rep.',
      number: 'TR-0200 (4230-46)-3',
    });
    expect(reportOf(book({ series: 'Tech. Memo.' }))).toEqual({ kind: 'Tech. Memo.', number: undefined });
  });

  it('takes no word that only begins like a report kind for one ("Repertory")', () => {
    expect(reportOf(book({ series: 'Repertory of Songs' }))).toBeUndefined();
    expect(reportOf(book({ series: 'Lecture Notes in Computer Science', number: '1234' }))).toBeUndefined();
  });
});
