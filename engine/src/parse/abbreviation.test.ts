import { describe, expect, it } from 'vitest';
import { endsInAbbreviation } from './abbreviation.js';

describe('endsInAbbreviation', () => {
  it('knows short words and Cyrillic words cut before a vowel after another abbreviation', () => {
    for (const s of [
      'Москвы 16 июля 1934 г.',
      'навч. посіб.',
      'для вузов высш. учеб. завед.',
      '5-е изд., перераб. и доп.',
    ])
      expect(endsInAbbreviation(s), s).toBe(true);
  });

  it('does not take a full word for one', () => {
    for (const s of ['учеб. пособие.', 'Маркетинг.', 'Вестник МГУ.', 'Основы теории дискурса.'])
      expect(endsInAbbreviation(s), s).toBe(false);
  });
});
