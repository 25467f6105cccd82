import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { DEGREE_FIELDS, degreeOfRecord, degreeOfWords } from './degree-words.js';

const thesis = (specialData: Record<string, unknown>) => ({ idTypePublication: 4, specialData }) as Publication;

describe('degreeOfWords', () => {
  it('reads the words of exchange formats and reference strings', () => {
    expect(degreeOfWords('phdthesis')).toBe('phd');
    expect(degreeOfWords('Ph.D. dissertation')).toBe('phd');
    expect(degreeOfWords('Doctoral dissertation')).toBe('phd');
    expect(degreeOfWords('dissertation')).toBe('phd');
    expect(degreeOfWords('д-ра філософії')).toBe('phd');
    expect(degreeOfWords('mastersthesis')).toBe('masters');
    expect(degreeOfWords("Master's thesis")).toBe('masters');
    expect(degreeOfWords('M.S. thesis')).toBe('masters');
    expect(degreeOfWords('candidate')).toBe('candidate');
    expect(degreeOfWords('дис. … канд. экон. наук')).toBe('candidate');
    expect(degreeOfWords('Doctor of Sciences dissertation')).toBe('doctor');
    expect(degreeOfWords('doctor')).toBe('doctor');
    expect(degreeOfWords('дис. … д-ра техн. наук')).toBe('doctor');
    expect(degreeOfWords('thesis')).toBeUndefined();
  });
});

describe('degreeOfRecord', () => {
  it('reads back what DEGREE_FIELDS writes, and a PhD from science 23 with degree 2 or 3', () => {
    for (const kind of ['candidate', 'phd', 'doctor', 'masters'] as const)
      expect(degreeOfRecord(thesis(DEGREE_FIELDS[kind]))).toBe(kind);
    expect(degreeOfRecord(thesis({ idAcademicDegree: 3, idScience: 23 }))).toBe('phd');
    expect(degreeOfRecord(thesis({ idAcademicDegree: 1, idScience: 23 }))).toBe('candidate');
    expect(degreeOfRecord(thesis({}))).toBeUndefined();
  });
});
