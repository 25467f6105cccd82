import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.js';
import { ru } from '../locales/ru.js';
import { uk } from '../locales/uk.js';
import { degreeOf, isAbstract } from './degree.js';

const pub = (degree: unknown, science: unknown) => ({
  idTypePublication: 4,
  specialData: { idAcademicDegree: degree as number, idScience: science as number },
});

describe('degreeOf', () => {
  it('abbreviates a Russian candidate of technical sciences', () => {
    expect(degreeOf(pub(1, 18), ru, 'ru', false)).toBe('канд. техн. наук');
  });
  it('writes a doctor of economic sciences in full for GOST R 7.0.100-2018', () => {
    expect(degreeOf(pub('2', 25), ru, 'ru', true)).toBe('доктора экономических наук');
  });
  it('uses the Ukrainian science names', () => {
    expect(degreeOf(pub(1, 18), uk, 'uk', false)).toBe('канд. техн. наук');
    expect(degreeOf(pub(1, 22), uk, 'uk', true)).toBe('кандидата філологічних наук');
  });
  it("gives a PhD for science 23 without a candidate's degree", () => {
    expect(degreeOf(pub(3, 23), uk, 'uk', false)).toBe('д-ра філософії');
    expect(degreeOf(pub(2, 23), uk, 'uk', false)).toBe('д-ра філософії');
    expect(degreeOf(pub(undefined, 23), uk, 'uk', false)).toBe('д-ра філософії');
    expect(degreeOf(pub(3, 23), en, 'en', true)).toBe('Doctor of Philosophy');
  });
  it("reads science 23 with a candidate's degree as philosophy («канд. филос. наук»)", () => {
    expect(degreeOf(pub(1, 23), ru, 'ru', false)).toBe('канд. филос. наук');
    expect(degreeOf(pub('1', 23), ru, 'ru', true)).toBe('кандидата философских наук');
  });
  it('gives nothing without a degree or a science', () => {
    expect(degreeOf(pub(undefined, undefined), ru, 'ru', false)).toBeUndefined();
    expect(degreeOf(pub(3, 99), ru, 'ru', false)).toBeUndefined();
  });
});

describe('isAbstract', () => {
  it('reads false, 0 and "false" as an abstract', () => {
    for (const v of [false, 0, 'false', ' 0 '])
      expect(isAbstract({ idTypePublication: 4, specialData: { dissertation: v } })).toBe(true);
    for (const v of [true, 1, 'true', undefined])
      expect(isAbstract({ idTypePublication: 4, specialData: { dissertation: v } })).toBe(false);
  });
});
