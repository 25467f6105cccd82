import { describe, expect, it } from 'vitest';
import { semicolonNames } from './semicolon-names.js';

describe('semicolonNames', () => {
  it('reads a semicolon-separated list as BibTeX names joined by "and"', () => {
    expect(semicolonNames('author = {Baklouti, F.; Huang, S. C.; Benz, E. J.},')).toBe(
      'author = {Baklouti, F. and Huang, S. C. and Benz, E. J.},',
    );
    expect(semicolonNames('@book{k,\n  editor = "Tang, T. K.;Delaunay, J.",\n}')).toBe(
      '@book{k,\n  editor = "Tang, T. K. and Delaunay, J.",\n}',
    );
  });

  it('leaves lists with their own "and", braced names, other fields and files without semicolons alone', () => {
    for (const text of [
      'author = {Smith, J. and Doe; A.}',
      'author = {{Smith; Sons} and Doe, A.}',
      'title = {One; two}, author = {Doe, A.}',
      'author = {Doe, A.}',
      'note = {author = {a}}; x',
    ])
      expect(semicolonNames(text)).toBe(text);
  });

  it('keeps every line where it was', () => {
    const text = '@article{a,\n author = {A, B.;\n C, D.},\n title = {T}\n}\n@book{b, title={X}}';
    const out = semicolonNames(text);
    expect(out.split('\n').length).toBe(text.split('\n').length);
    expect(out.indexOf('@book')).toBe(text.indexOf('@book') + (out.length - text.length));
  });
});

describe('semicolonNames on names that contain "and"', () => {
  it('touches only the separators', () => {
    expect(semicolonNames('author = {de andrade, M.;Alexander, A.; Anders, B.}')).toBe(
      'author = {de andrade, M. and Alexander, A. and Anders, B.}',
    );
  });
});
