import { describe, expect, it } from 'vitest';
import { editionText } from './edition.js';

describe('editionText', () => {
  it('gives a number its ordinal and the style’s word', () => {
    expect(editionText('2', 'en', 'ed.')).toBe('2nd ed.');
    expect(editionText('3', 'uk', 'вид.')).toBe('3-тє вид.');
  });
  it('never doubles the word of an edition typed in words', () => {
    expect(editionText('2nd rev. ed.', 'en', 'ed.')).toBe('2nd rev. ed.');
    expect(editionText('2-е изд., испр.', 'ru', 'изд.')).toBe('2-е изд., испр.');
    expect(editionText('Fall 2007 ed.', 'en', 'edn')).toBe('Fall 2007 ed.');
    expect(editionText('Rev.', 'en', 'ed.')).toBe('Rev. ed.');
    // A romanised Russian or Ukrainian edition statement names itself too.
    expect(editionText('2-e izd., pererab.', 'en', 'ed.')).toBe('2-e izd., pererab.');
    expect(editionText('3-tie vyd.', 'en', 'ed.')).toBe('3-tie vyd.');
  });
  it('prints a named version as typed (MLA 9th 5.50: "Authorized King James Version")', () => {
    expect(editionText('Authorized King James Version', 'en', 'ed.')).toBe('Authorized King James Version');
    expect(editionText('Norton Critical Edition', 'en', 'ed.')).toBe('Norton Critical Edition');
    expect(editionText('Expanded', 'en', 'ed.')).toBe('Expanded ed.');
  });
});
