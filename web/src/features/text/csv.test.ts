import { describe, expect, it } from 'vitest';
import { frequencyCsv } from './csv.js';
import { applyFixes, visible } from './fixes.js';

describe('frequency CSV', () => {
  it('quotes fields that need it and keeps Cyrillic', () => {
    const csv = frequencyCsv(
      [{ term: 'модель', stem: 'модел', count: 3, share: 0.25, forms: ['модель', 'модели'] }],
      [{ term: 'языковая модель', stem: 'x', count: 2, share: 0.1, forms: ['a "b"', 'c'] }],
      [],
      ['kind', 'term', 'count', 'share', 'forms'],
    );
    expect(csv).toBe(
      '\uFEFFkind,term,count,share,forms\r\nword,модель,3,0.25,модель модели\r\nbigram,языковая модель,2,0.1,"a ""b"" | c"\r\n',
    );
  });
});

describe('fixes in the browser', () => {
  it('applies all but the undone ones and shows invisible characters', () => {
    const fixes = [
      { id: 1, kind: 'quotes' as const, start: 0, end: 1, before: '"', after: '«' },
      { id: 2, kind: 'quotes' as const, start: 3, end: 4, before: '"', after: '»' },
      { id: 3, kind: 'nbsp' as const, start: 4, end: 5, before: ' ', after: '\u00A0' },
    ];
    expect(applyFixes('"да" —', fixes)).toBe('«да»\u00A0—');
    expect(applyFixes('"да" —', fixes, new Set([2]))).toBe('«да"\u00A0—');
    expect(visible('\u00A0')).toBe('⍽');
    expect(visible('')).toBe('∅');
  });
});
