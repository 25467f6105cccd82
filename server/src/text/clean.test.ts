import { describe, expect, it } from 'vitest';
import { applyFixes, cleaningFixes } from './clean.js';

const NB = '\u00A0';

describe('typographic cleaning, fix by fix', () => {
  it('Russian: quotes, PDF hyphenation, dashes, ellipsis, ranges, no-break spaces, invisible characters', () => {
    const text =
      'Это  "важное" иссле-\nдование А. С. Пушкина - см. с. 25... Вес 5 кг, годы 1990-2000, дата 2020-01-02.\u00AD\u200B';
    const fixes = cleaningFixes(text, 'ru');
    expect(fixes.map((f) => f.kind)).toEqual([
      'doubleSpace',
      'quotes',
      'quotes',
      'lineBreakHyphen',
      'nbsp',
      'nbsp',
      'dash',
      'nbsp',
      'nbsp',
      'ellipsis',
      'nbsp',
      'numberRange',
      'softHyphen',
      'invisible',
    ]);
    expect(applyFixes(text, fixes)).toBe(
      `Это «важное» исследование А.${NB}С.${NB}Пушкина${NB}— см.${NB}с.${NB}25… Вес 5${NB}кг, годы 1990–2000, дата 2020-01-02.`,
    );
  });
  it('any fix can be left out (undone) on its own', () => {
    const text = 'Он сказал "да"... и ушёл';
    const fixes = cleaningFixes(text, 'ru');
    const ellipsis = fixes.find((f) => f.kind === 'ellipsis');
    expect(applyFixes(text, fixes, new Set([ellipsis?.id ?? 0]))).toBe('Он сказал «да»... и ушёл');
  });
  it('English and Ukrainian quote and dash forms', () => {
    const en = 'He said "hello" - twice... pp. 10-12.';
    expect(applyFixes(en, cleaningFixes(en, 'en'))).toBe(`He said “hello”—twice… pp.${NB}10–12.`);
    const uk = 'Слово "мова" - це 5 грн';
    expect(applyFixes(uk, cleaningFixes(uk, 'uk'))).toBe(`Слово «мова»${NB}— це 5${NB}грн`);
  });
});
