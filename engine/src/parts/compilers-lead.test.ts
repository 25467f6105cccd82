import { describe, expect, it } from 'vitest';
import { LABELS } from '../locales/index.js';
import type { Publication } from '../model/publication.js';
import { toText } from '../rich/to-text.js';
import type { Context } from '../template/context.js';
import { compilersAbbreviated, compilerWord, compilerWordBritish } from './compilers-lead.js';
import { firstInverted } from './first-inverted.js';

const names = firstInverted({ beforeLastAnd: ', ', beforeTwoAnd: ', ' });
const two = {
  authors: {
    '2': [
      { surname: 'Marshall', name: 'Gordon' },
      { surname: 'Scott', name: 'John' },
    ],
  },
} as Publication;

describe('compilersAbbreviated', () => {
  it('names the compilers with "comp." / "comps." (CMOS 16, 14.87)', () => {
    const ctx = { labels: LABELS.en, locale: 'en' } as Context;
    expect(toText(compilersAbbreviated(names)(two, ctx))).toBe('Marshall, Gordon, and John Scott, comps.');
    expect(compilerWord(LABELS.en).one).toBe('comp.');
  });
  it('keeps one Russian or Ukrainian form for one and several, and the British plural without a stop', () => {
    expect(compilerWord(LABELS.uk)).toEqual({ one: 'упоряд.', other: 'упоряд.' });
    expect(compilerWord(LABELS.ru).other).toBe('сост.');
    expect(compilerWordBritish(LABELS.en).other).toBe('comps');
  });
  it('gives nothing without compilers', () => {
    const ctx = { labels: LABELS.en, locale: 'en' } as Context;
    expect(compilersAbbreviated(names)({} as Publication, ctx)).toEqual([]);
  });
});
