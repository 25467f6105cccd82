import { describe, expect, it } from 'vitest';
import { toText } from '../rich/to-text.js';
import { ensureFinalStop, trimEntry } from './final-stop.js';

describe('ensureFinalStop', () => {
  it('adds one full stop, or keeps "?" and "!"', () => {
    expect(toText(ensureFinalStop([{ text: 'Moscow, 2020' }]))).toBe('Moscow, 2020.');
    expect(toText(ensureFinalStop([{ text: 'Really?' }]))).toBe('Really?');
    expect(toText(ensureFinalStop([{ text: 'Done.' }]))).toBe('Done.');
  });

  it('turns a dangling comma, semicolon or colon into the stop', () => {
    expect(toText(ensureFinalStop([{ text: 'Moscow, 2020,' }]))).toBe('Moscow, 2020.');
    expect(toText(ensureFinalStop([{ text: 'Kyiv ; ' }]))).toBe('Kyiv.');
  });

  it('lets an abbreviation’s stop serve as the entry’s', () => {
    expect(toText(ensureFinalStop([{ text: 'Trade policy of the U.S.' }]))).toBe('Trade policy of the U.S.');
  });

  it('adds the stop after a link without touching the address', () => {
    const out = ensureFinalStop([{ text: 'URL: ' }, { text: 'https://a.org/x', href: 'https://a.org/x' }]);
    expect(out).toEqual([{ text: 'URL: ' }, { text: 'https://a.org/x', href: 'https://a.org/x' }, { text: '.' }]);
  });

  it('leaves an empty entry empty', () => {
    expect(ensureFinalStop([{ text: '  ' }])).toEqual([]);
  });
});

describe('trimEntry', () => {
  it('trims both ends and settles the seams of a hand-built entry', () => {
    expect(toText(trimEntry([{ text: ' : Title ' }, { text: ', 2020 ' }]))).toBe(': Title, 2020');
  });
});
