import { describe, expect, it } from 'vitest';
import { ftsMatch, searchPrefixes, tsQuery } from './search.js';

describe('searchPrefixes', () => {
  it('stems Russian, Ukrainian and English words to prefixes', () => {
    expect(searchPrefixes('Идеи')).toEqual(['ид']);
    expect(searchPrefixes('ідеї')).toEqual(['іде']);
    expect(searchPrefixes('linking notes')).toEqual(['link', 'note']);
  });

  it('keeps only letters and digits, so query syntax cannot be injected', () => {
    expect(searchPrefixes('"a" OR * NEAR( x:* & !y')).toEqual(['a', 'or', 'near', 'x', 'y']);
    expect(ftsMatch(searchPrefixes('a b'))).toBe('"a"* AND "b"*');
    expect(tsQuery(searchPrefixes('a b'))).toBe('a:* & b:*');
    expect(searchPrefixes('  ...  ')).toEqual([]);
  });
});
