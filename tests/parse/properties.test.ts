/**
 * Bad input never breaks the parser (issue 7): arbitrary strings, empty text, a random
 * paragraph and a megabyte of text give a result (recognised or not) quickly, never an
 * exception, and the publication always validates.
 */
import { parseCitation, publicationSchema } from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const PIECES = [
  'Иванов И. И.',
  ' // ',
  ' / ',
  '. – ',
  'С. 45–60',
  'Т. 4',
  '№ 2',
  'Вип. 3',
  'pp. 1-10',
  'vol. 8',
  '(2019)',
  'doi:10.1000/xyz',
  'https://example.org/a',
  '“',
  '”',
  '«',
  '»',
  'et al.',
  'и др.',
  'та ін.',
  '[Текст]',
  ' : ',
  'ГОСТ Р 7.0.100–2018',
  'Пат. 2 712 345',
  'дис. … канд. техн. наук',
  '\n',
  '\u00AD',
  '1.',
  '[12]',
  ',',
  ';',
  '(',
  ')',
];

const citationish = fc
  .array(
    fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 8 })),
    {
      maxLength: 40,
    },
  )
  .map((parts) => parts.join(''));

function checkResult(text: string): void {
  const result = parseCitation(text);
  expect(publicationSchema.safeParse(result.publication).success).toBe(true);
  expect(result.warnings).not.toContain('The parser failed on this text; nothing was read from it.');
  if (!result.recognised) expect(result.warnings.join(' ')).toMatch(/Could not recognise/);
  for (const value of Object.values(result.confidence)) {
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(1);
  }
}

describe('parseCitation on arbitrary input', () => {
  it('never throws on arbitrary strings and always returns a valid publication', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), checkResult), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), checkResult), { numRuns: 300 });
  });

  it('never throws on strings built from citation pieces', () => {
    fc.assert(fc.property(citationish, checkResult), { numRuns: 1000 });
  });

  it('says it could not recognise empty text and text without letters', () => {
    for (const text of ['', '   ', '\n\n', '12345 678', '—–…', '[1]']) {
      const result = parseCitation(text);
      expect(result.recognised).toBe(false);
      expect(result.warnings).toContain('Could not recognise a citation in this text.');
    }
  });

  it('reads a random paragraph as at most a partial publication with low confidence', () => {
    const paragraph =
      'The weather was fine and we walked along the river for a while, talking about nothing in particular until the evening came.';
    const result = parseCitation(paragraph);
    expect(result.publication.authors).toBeUndefined();
    expect(result.confidence.type ?? 0).toBeLessThan(0.8);
  });

  it('handles a megabyte of text quickly', () => {
    const line = 'Иванов И. И. Теория всего // Вестник. 2019. Т. 1, № 2. С. 3–4. ';
    const big = line.repeat(Math.ceil(1_048_576 / line.length));
    const started = performance.now();
    const result = parseCitation(big);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.warnings.some((w) => /longer than/.test(w))).toBe(true);
    const noise = 'a('.repeat(524_288);
    const t2 = performance.now();
    checkResult(noise);
    expect(performance.now() - t2).toBeLessThan(5000);
  });
});
