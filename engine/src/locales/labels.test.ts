import { describe, expect, it } from 'vitest';
import { LABELS } from './index.js';

/** Labels a language prints as nothing, on purpose (see their comments in labels.ts). */
const EMPTY_ON_PURPOSE: Record<string, readonly string[]> = {
  en: ['national.yearAbbr'],
  ru: ['inJournal'],
  uk: ['inJournal'],
};

/** Every string in a table with its path ("editorShort.one", "months.0", "national.patentAbbr"). */
function leaves(value: unknown, path: string, out: [string, unknown][]): [string, unknown][] {
  if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, out);
  else out.push([path, value]);
  return out;
}

describe('label tables', () => {
  for (const [locale, table] of Object.entries(LABELS)) {
    it(`${locale}: every label has a value`, () => {
      const all = leaves(table, '', []);
      expect(all.filter(([, v]) => typeof v !== 'string').map(([p]) => p)).toEqual([]);
      const empty = all.filter(([, v]) => typeof v === 'string' && v.trim() === '').map(([p]) => p);
      expect(empty).toEqual(EMPTY_ON_PURPOSE[locale]);
    });
  }

  it('the three tables have the same labels', () => {
    const paths = (locale: keyof typeof LABELS) =>
      leaves(LABELS[locale], '', [])
        .map(([p]) => p)
        .sort();
    expect(paths('ru')).toEqual(paths('en'));
    expect(paths('uk')).toEqual(paths('en'));
  });
});
