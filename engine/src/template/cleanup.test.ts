import { describe, expect, it } from 'vitest';
import { toText } from '../rich/to-text.js';
import { cleanRich } from './cleanup.js';

const clean = (...texts: string[]) => toText(cleanRich(texts.map((text) => ({ text }))));

describe('cleanRich', () => {
  it('removes double spaces and spaces before "," and "."', () => {
    expect(clean('Title  ,  Journal .')).toBe('Title, Journal.');
  });

  it('turns ",." into "." and collapses a doubled full stop', () => {
    expect(clean('Moscow,.', ' ed..')).toBe('Moscow. ed.');
  });

  it('keeps an ellipsis and drops the stop after "?" or "!"', () => {
    expect(clean('Smith, J., … Doe, A.')).toBe('Smith, J., … Doe, A.');
    expect(clean('Why?', '. Journal')).toBe('Why? Journal');
  });

  it('keeps GOST’s spaced " : ", " / ", " // " and " ; "', () => {
    expect(clean('Title : subtitle / A. Author // Host ; 2')).toBe('Title : subtitle / A. Author // Host ; 2');
  });

  it('drops empty brackets left by missing fields', () => {
    expect(clean('Title () [] end')).toBe('Title end');
  });

  it('works across run boundaries and keeps the marks', () => {
    const out = cleanRich([{ text: 'Why?', marks: ['italic'] }, { text: '. Next' }]);
    expect(out).toEqual([{ text: 'Why?', marks: ['italic'] }, { text: ' Next' }]);
  });

  it('leaves a link’s text alone', () => {
    const out = cleanRich([{ text: 'See ' }, { text: 'http://a.org/x..y', href: 'http://a.org/x..y' }]);
    expect(toText(out)).toBe('See http://a.org/x..y');
  });
});
