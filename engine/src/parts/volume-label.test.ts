import { describe, expect, it } from 'vitest';
import { format } from '../index.js';
import { testContext } from '../template/test-context.js';
import { labelledVolume, otherUnitTyped } from './volume-label.js';

const ctx = (locale: 'en' | 'ru' | 'uk') => testContext(locale);

describe('labelledVolume: the one volume-label rule', () => {
  it('labels a bare number, in roman numerals where the style asks', () => {
    expect(labelledVolume('2', ctx('en'))).toBe('Vol. 2');
    expect(labelledVolume('2', ctx('en'), { lower: true })).toBe('vol. 2');
    expect(labelledVolume('12', ctx('ru'), { roman: true })).toBe('Т. XII');
  });
  it('does not double the label of a volume typed with it', () => {
    expect(labelledVolume('Vol. 4', ctx('en'), { lower: true })).toBe('vol. 4');
    expect(labelledVolume('Т. 3', ctx('ru'), { roman: true })).toBe('Т. III');
    expect(labelledVolume('Том 3', ctx('ru'))).toBe('Т. 3');
  });
  it('keeps a part, book or issue as typed, its first letter in the case of the position', () => {
    expect(labelledVolume('Ч. 2', ctx('ru'))).toBe('Ч. 2');
    expect(labelledVolume('Ч. 2', ctx('ru'), { lower: true })).toBe('ч. 2');
    expect(labelledVolume('кн. 1', ctx('ru'), { roman: true })).toBe('Кн. 1');
    expect(labelledVolume('Part 2', ctx('en'))).toBe('Part 2');
    expect(labelledVolume('Iss. 3', ctx('en'))).toBe('Iss. 3');
    expect(labelledVolume('Часть II', ctx('ru'), { roman: true })).toBe('Часть II');
    // A numbered collection (GOST R 7.0.100-2018, 7.6.2: «— Сб. 100. — С. 5—10»), never «Т. Сб. 100».
    expect(labelledVolume('Сб. 100', ctx('ru'), { roman: true })).toBe('Сб. 100');
    expect(labelledVolume('Зб. 12', ctx('uk'))).toBe('Зб. 12');
    // A chapter (GOST 7.1-2003, A, Глазырин: «— Гл. 14 — С. 281—298»), never «Т. Гл. 14» or "Vol. Ch. 14".
    expect(labelledVolume('Гл. 14', ctx('ru'), { roman: true })).toBe('Гл. 14');
    expect(labelledVolume('Ch. 14', ctx('en'))).toBe('Ch. 14');
  });
  it('keeps a romanised Russian or Ukrainian unit as typed (never "Vol. Gl. 14")', () => {
    expect(labelledVolume('Gl. 14', ctx('en'))).toBe('Gl. 14');
    expect(labelledVolume('Vyp. 3', ctx('en'), { lower: true })).toBe('vyp. 3');
    expect(labelledVolume('Kn. 2', ctx('en'))).toBe('Kn. 2');
    expect(labelledVolume('Sb. 100', ctx('en'))).toBe('Sb. 100');
    expect(labelledVolume('Chast’ 2', ctx('en'))).toBe('Chast’ 2');
  });
  it('labels a volume that is words, not a unit and a number, as before', () => {
    expect(labelledVolume('Special issue', ctx('en'))).toBe('Vol. Special issue');
  });
  it('prints «Ч. 2» once in the national styles (before: «Т. Ч. 2»)', () => {
    const pub = {
      idTypePublication: 2,
      language: 'RU',
      title: { publicationTitle: 'Основы' },
      series: { volume: 'Ч. 2' },
      outputData: { year: 2010, editionPlace: 'Москва', publisher: 'Наука' },
    };
    for (const style of ['gost', 'gost2018', 'dstu'] as const) {
      expect(format(pub, style).text, style).toMatch(/Основы(?: \[Текст\])?\. Ч\. 2/);
      expect(format(pub, style).text, style).not.toContain('Т.');
    }
  });
});

describe('otherUnitTyped', () => {
  it('reads a number typed with a unit of its own as inside a sentence', () => {
    expect(otherUnitTyped('Ч. 2')).toBe('ч. 2');
    expect(otherUnitTyped('Part 3')).toBe('part 3');
  });

  it('leaves a bare number and a number word alone', () => {
    expect(otherUnitTyped('12')).toBeUndefined();
    expect(otherUnitTyped('No. 3')).toBeUndefined();
    expect(otherUnitTyped('№ 3')).toBeUndefined();
  });
});
