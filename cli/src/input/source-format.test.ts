import { describe, expect, it } from 'vitest';
import { UsageError } from '../io.js';
import { detectSourceFormat, sourceFormatOf } from './source-format.js';

const pub = { idTypePublication: 2, title: { publicationTitle: 'T' }, accessData: { link: 'x', type: 'url' } };
const csl = { id: 'a', type: 'book', title: 'T' };

describe('detectSourceFormat', () => {
  it('goes by the file extension first', () => {
    expect(detectSourceFormat('refs.bib', '')).toBe('bibtex');
    expect(detectSourceFormat('refs.RIS', '')).toBe('ris');
    expect(detectSourceFormat('refs.jsonl', '')).toBe('ndjson');
  });

  it('tells BibTeX and RIS by their first characters', () => {
    expect(detectSourceFormat(undefined, '\n  @article{k, title={T}}')).toBe('bibtex');
    expect(detectSourceFormat(undefined, 'TY  - JOUR\nTI  - T\nER  - \n')).toBe('ris');
  });

  it('tells NDJSON from a JSON document by a whole object on the first line', () => {
    expect(detectSourceFormat(undefined, `${JSON.stringify(pub)}\n${JSON.stringify(pub)}\n`)).toBe('ndjson');
    expect(detectSourceFormat(undefined, JSON.stringify(pub, null, 2))).toBe('publication-json');
    expect(detectSourceFormat(undefined, JSON.stringify([pub, pub]))).toBe('publication-json');
  });

  it('tells CSL-JSON by its items’ type, also from the head of a large file', () => {
    expect(detectSourceFormat('zotero.json', JSON.stringify([csl]))).toBe('csl-json');
    const head = JSON.stringify(Array(500).fill(csl), null, 2).slice(0, 8192);
    expect(detectSourceFormat('zotero.json', head)).toBe('csl-json');
    expect(detectSourceFormat(undefined, `${JSON.stringify(csl)}\n${JSON.stringify(csl)}\n`)).toBe('csl-json');
    expect(detectSourceFormat('pubs.json', JSON.stringify(Array(500).fill(pub)).slice(0, 8192))).toBe(
      'publication-json',
    );
  });
});

describe('sourceFormatOf', () => {
  it('accepts the names and their aliases, and rejects others as a usage error', () => {
    expect(sourceFormatOf('biblatex')).toBe('bibtex');
    expect(sourceFormatOf('csl')).toBe('csl-json');
    expect(() => sourceFormatOf('marc')).toThrow(UsageError);
  });
});
