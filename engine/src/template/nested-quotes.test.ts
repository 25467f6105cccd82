import { describe, expect, it } from 'vitest';
import { toText } from '../rich/to-text.js';
import { endsInQuotation, innerPair, nestQuotes } from './nested-quotes.js';

const DOUBLE = { open: '“', close: '”' };
const SINGLE = { open: '‘', close: '’' };
const GUILLEMETS = { open: '«', close: '»' };
const nest = (text: string, outer = DOUBLE) => toText(nestQuotes([{ text }], outer));

describe('innerPair', () => {
  it('flips double and single in English and takes „ “ inside « » (Russian, Ukrainian)', () => {
    expect(innerPair(DOUBLE)).toEqual(SINGLE);
    expect(innerPair(SINGLE)).toEqual(DOUBLE);
    expect(innerPair(GUILLEMETS)).toEqual({ open: '„', close: '“' });
  });
});

describe('nestQuotes', () => {
  it('sets a quotation inside a double-quoted title in single marks, however it was typed', () => {
    expect(nest('Why “Moby Dick” Matters')).toBe('Why ‘Moby Dick’ Matters');
    expect(nest('Why "Moby Dick" Matters')).toBe('Why ‘Moby Dick’ Matters');
    expect(nest('Why «Moby Dick» Matters')).toBe('Why ‘Moby Dick’ Matters');
  });

  it('sets it in double marks inside single ones (MHRA), and in „ “ inside « »', () => {
    expect(nest('Why “Moby Dick” Matters', SINGLE)).toBe('Why “Moby Dick” Matters');
    expect(nest('Why ‘Moby Dick’ Matters', SINGLE)).toBe('Why “Moby Dick” Matters');
    expect(nest('Роман «Мастер и Маргарита»', GUILLEMETS)).toBe('Роман „Мастер и Маргарита“');
  });

  it('alternates at every level', () => {
    expect(nest('On “a ‘b’ c”')).toBe('On ‘a “b” c’');
    expect(nest('О «Слове „о полку“»', GUILLEMETS)).toBe('О „Слове «о полку»“');
  });

  it('reads typewriter single marks as a quotation, not an apostrophe inside a word', () => {
    expect(nest("Jean de Meun's 'Roman de la Rose'", SINGLE)).toBe("Jean de Meun's “Roman de la Rose”");
    expect(nest("Reading 'The Raven' Today")).toBe('Reading ‘The Raven’ Today');
    expect(nest('‘Plato’s Republic’ Revisited', SINGLE)).toBe('“Plato’s Republic” Revisited');
    expect(nest("Rock 'n' Roll")).toBe("Rock 'n' Roll");
    // The elision's marks inside a quotation neither open nor close it.
    expect(nest("The 'Rock 'n' Roll' Years")).toBe("The ‘Rock 'n' Roll’ Years");
    expect(nest('Notes on ‘Rock ’n’ Roll’', SINGLE)).toBe('Notes on “Rock ’n’ Roll”');
    expect(nest("'Rock 'n' Roll'")).toBe("‘Rock 'n' Roll’");
    expect(nest("'Tis the Season")).toBe("'Tis the Season");
  });

  it('leaves apostrophes, stray marks and marks around no word as typed', () => {
    expect(nest('It’s Smith’s book')).toBe('It’s Smith’s book');
    expect(nest('A stray " mark')).toBe('A stray " mark');
    expect(nest('Empty " " pair')).toBe('Empty " " pair');
  });

  it('leaves a link’s text alone and keeps the other runs’ marks', () => {
    const out = nestQuotes(
      [{ text: 'See “the', marks: ['italic'] }, { text: 'x', href: 'https://a.org/"x"' }, { text: 'page” now' }],
      DOUBLE,
    );
    expect(out).toEqual([
      { text: 'See ‘the', marks: ['italic'] },
      { text: 'x', href: 'https://a.org/"x"' },
      { text: 'page’ now' },
    ]);
  });
});

describe('endsInQuotation', () => {
  it('is true when the text ends with the closing mark of a typed quotation, not an apostrophe', () => {
    expect(endsInQuotation([{ text: 'On "Moby Dick"' }])).toBe(true);
    expect(endsInQuotation([{ text: 'О «Слове»' }])).toBe(true);
    expect(endsInQuotation([{ text: 'The Smiths’' }])).toBe(false);
    expect(endsInQuotation([{ text: '"Moby Dick" again' }])).toBe(false);
  });
});
