import { describe, expect, it } from 'vitest';
import { type Plural, plural } from './plural.js';

const EDITOR: Plural = { one: 'editor', other: 'editors' };
/** A numeral-governed noun: Russian and Ukrainian agree it with the number («2 автора», «5 авторов»). */
const AUTHOR_RU: Plural = { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' };
const AUTHOR_UK: Plural = { one: 'автор', few: 'автори', many: 'авторів', other: 'автора' };

describe('plural', () => {
  it('English: one, other', () => {
    expect(plural(EDITOR, 1, 'en')).toBe('editor');
    expect(plural(EDITOR, 2, 'en')).toBe('editors');
    expect(plural(EDITOR, 21, 'en')).toBe('editors');
  });

  it('Russian: a numeral governs the form (1, 2, 5, 21, 11)', () => {
    expect([1, 2, 5, 21, 11].map((n) => plural(AUTHOR_RU, n, 'ru'))).toEqual([
      'автор',
      'автора',
      'авторов',
      'автор',
      'авторов',
    ]);
  });

  it('Ukrainian: the same categories (1, 2, 5, 21, 11, 22)', () => {
    expect([1, 2, 5, 21, 11, 22].map((n) => plural(AUTHOR_UK, n, 'uk'))).toEqual([
      'автор',
      'автори',
      'авторів',
      'автор',
      'авторів',
      'автори',
    ]);
  });

  it('a singular/plural pair follows the number of people: 21 editors are «редакторы»', () => {
    const editorRu: Plural = { one: 'редактор', other: 'редакторы' };
    expect(plural(editorRu, 1, 'ru')).toBe('редактор');
    expect(plural(editorRu, 2, 'ru')).toBe('редакторы');
    expect(plural(editorRu, 21, 'ru')).toBe('редакторы');
  });
});
