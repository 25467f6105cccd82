import { describe, expect, it } from 'vitest';
import { isNumericStyle, numberEntry } from './numbering.js';

describe('numberEntry', () => {
  it('puts [n] before an IEEE entry', () => {
    expect(numberEntry('ieee', 3, [{ text: 'A. Author' }])).toEqual([{ text: '[3] ' }, { text: 'A. Author' }]);
  });

  it('puts "n. " before a Vancouver entry', () => {
    expect(numberEntry('vancouver', 12, [{ text: 'Author A.' }])[0]).toEqual({ text: '12. ' });
  });

  it('leaves author-date entries unnumbered', () => {
    expect(numberEntry('apa7', 1, [{ text: 'Author' }])).toEqual([{ text: 'Author' }]);
    expect(isNumericStyle('apa7')).toBe(false);
    expect(isNumericStyle('ieee')).toBe(true);
  });
});
