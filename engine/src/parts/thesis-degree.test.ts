import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { testContext } from '../template/test-context.js';
import { thesisName } from './thesis-degree.js';

const thesis = (specialData: Record<string, unknown>): Publication =>
  ({ idTypePublication: 4, language: 'EN', title: { publicationTitle: 'T' }, specialData }) as unknown as Publication;

describe('thesisName', () => {
  it('prints the manual’s words for a degree the record names', () => {
    const ctx = testContext('en', 'dissertation');
    expect(thesisName(thesis({ idAcademicDegree: 2 }), ctx, ctx.labels.thesisIeee, 'dissertation')).toBe(
      'Ph.D. dissertation',
    );
    expect(thesisName(thesis({ idAcademicDegree: 3 }), ctx, ctx.labels.thesisIeee, 'dissertation')).toBe('M.S. thesis');
  });

  it('reads a dissertation naming no degree as doctoral in English, never as a master’s thesis', () => {
    const ctx = testContext('en', 'dissertation');
    expect(thesisName(thesis({}), ctx, ctx.labels.thesisIeee, 'dissertation')).toBe('Ph.D. dissertation');
  });

  it('claims no degree for a Russian or Ukrainian dissertation naming none («диссертация», not «дис. д-ра наук»)', () => {
    const ru = testContext('ru', 'dissertation');
    const uk = testContext('uk', 'dissertation');
    expect(thesisName(thesis({}), ru, ru.labels.thesisIeee, 'dissertation')).toBe('диссертация');
    expect(thesisName(thesis({}), uk, uk.labels.thesisAcs, 'dissertation')).toBe('дисертація');
  });

  it('keeps a romanised candidate’s or doctor’s degree with or without its science, never "PhD"', () => {
    const romanised = { ...testContext('en', 'dissertation'), titleLanguage: 'RU' as const };
    const table = romanised.labels.thesisIeee;
    expect(thesisName(thesis({ idAcademicDegree: 1 }), romanised, table, 'diss.')).toBe('Cand. Sci. diss.');
    expect(thesisName(thesis({ idAcademicDegree: 2 }), romanised, table, 'diss.')).toBe('Dr. Sci. diss.');
    const english = testContext('en', 'dissertation');
    expect(thesisName(thesis({ idAcademicDegree: 1 }), english, table, 'diss.')).toBe('Ph.D. dissertation');
  });
});
