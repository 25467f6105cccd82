import { describe, expect, it } from 'vitest';
import { latexCommand } from './latex-commands.js';

describe('latexCommand', () => {
  it('gives the text of textcomp commands and of the TeX logos', () => {
    expect(latexCommand('\\textquotesingle')).toBe("'");
    expect(latexCommand('\\TeX')).toBe('TeX');
    expect(latexCommand('\\BibTeX ')).toBe('BibTeX');
    expect(latexCommand('\\hyphen')).toBe('-');
    expect(latexCommand('\\ ')).toBe(' ');
  });

  it('prints nothing, knowingly, for commands that only steer TeX', () => {
    expect(latexCommand('\\protect')).toBe('');
    expect(latexCommand('\\autocap')).toBe('');
  });

  it('does not know what it does not know', () => {
    expect(latexCommand('\\frobnicate')).toBeUndefined();
    expect(latexCommand('plain')).toBeUndefined();
  });
});
