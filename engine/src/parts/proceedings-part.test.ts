import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { testContext } from '../template/test-context.js';
import { proceedingsPart } from './proceedings-part.js';

const inPart = (issue: string, language: 'EN' | 'RU' | 'UA'): Publication =>
  ({ idTypePublication: 3, language, series: { series: 'Proceedings', issue } }) as Publication;

describe('proceedingsPart (series.issue of a conference, docs/model.md)', () => {
  it('names the part in Russian and Ukrainian', () => {
    expect(proceedingsPart(inPart('2', 'RU'), testContext('ru', 'conference'))).toBe('Ч. 2');
    expect(proceedingsPart(inPart('2', 'UA'), testContext('uk', 'conference'))).toBe('Ч. 2');
  });

  it('keeps a part typed with its word', () => {
    expect(proceedingsPart(inPart('Ч. 3', 'RU'), testContext('ru', 'conference'))).toBe('Ч. 3');
    expect(proceedingsPart(inPart('Pt. 2', 'EN'), testContext('en', 'conference'))).toBe('Pt. 2');
  });

  it('does not call a bare English number a part, nor an issue of another type', () => {
    expect(proceedingsPart(inPart('2', 'EN'), testContext('en', 'conference'))).toBeUndefined();
    expect(proceedingsPart(inPart('2', 'RU'), testContext('ru', 'article'))).toBeUndefined();
  });
});
