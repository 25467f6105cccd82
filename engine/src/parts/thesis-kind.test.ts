import { describe, expect, it } from 'vitest';
import { publicationSchema } from '../model/publication.js';
import { thesisKindOf } from './thesis-kind.js';

const thesis = (specialData: Record<string, unknown>) => publicationSchema.parse({ idTypePublication: 4, specialData });

describe('thesisKindOf', () => {
  it('reads degree 2 as doctoral and degree 1 as a candidate dissertation', () => {
    expect(thesisKindOf(thesis({ idAcademicDegree: 2 }))).toBe('doctoral');
    expect(thesisKindOf(thesis({ idAcademicDegree: '1' }))).toBe('candidate');
  });

  it('reads science 23 (PhD) as doctoral and anything else as a master’s thesis', () => {
    expect(thesisKindOf(thesis({ idScience: 23 }))).toBe('doctoral');
    expect(thesisKindOf(thesis({ idAcademicDegree: 3 }))).toBe('masters');
  });

  it('reads dissertation: false as an abstract whatever the degree', () => {
    expect(thesisKindOf(thesis({ idAcademicDegree: 2, dissertation: false }))).toBe('abstract');
  });
});
