import { describe, expect, it } from 'vitest';
import { arxivIdOf } from './arxiv.js';

describe('arxivIdOf', () => {
  it('reads new and old identifiers with their version', () => {
    expect(arxivIdOf('https://arxiv.org/abs/1008.2849v1')).toBe('1008.2849v1');
    expect(arxivIdOf('https://arxiv.org/abs/math/0307200v3')).toBe('math/0307200v3');
    expect(arxivIdOf('http://arxiv.org/pdf/2101.12345.pdf')).toBe('2101.12345');
    expect(arxivIdOf('arxiv.org/abs/hep-th/9603067')).toBe('hep-th/9603067');
  });

  it('is undefined for any other address', () => {
    expect(arxivIdOf('https://arxiv.org/list/math/new')).toBeUndefined();
    expect(arxivIdOf('https://example.org/abs/1008.2849')).toBeUndefined();
    expect(arxivIdOf(undefined)).toBeUndefined();
  });
});
