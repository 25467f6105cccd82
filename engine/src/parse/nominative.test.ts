import { describe, expect, it } from 'vitest';
import type { Person } from '../model/publication.js';
import { inGenitive } from '../parts/declension.js';
import { inNominative } from './nominative.js';

const nom = (surname: string, locale: 'ru' | 'uk' = 'ru', extra: Partial<Person> = { name: 'А.', fathername: 'А.' }) =>
  inNominative({ surname, ...extra }, locale).surname;

describe('inNominative: a genitive printed after «под ред.», «за ред.», «пер.» read back', () => {
  it('Russian men’s and women’s surnames, adjectival ones and double ones', () => {
    expect(nom('Иванова')).toBe('Иванов');
    expect(nom('Майбуровой')).toBe('Майбурова');
    expect(nom('Потаповой')).toBe('Потапова');
    expect(nom('Соколовской')).toBe('Соколовская');
    expect(nom('Шмидта')).toBe('Шмидт');
    expect(nom('Достоевского')).toBe('Достоевский');
    expect(nom('Ильина')).toBe('Ильин');
    expect(nom('Римского-Корсакова')).toBe('Римский-Корсаков');
    // A vowel before «-я» is a «-й» surname's, never «-ь» («под ред. В.А. Смолия» gave «Смолиь»).
    expect(nom('Смолия')).toBe('Смолий');
    expect(nom('Гордия')).toBe('Гордий');
  });

  it('Ukrainian surnames', () => {
    expect(nom('Бондаренка', 'uk')).toBe('Бондаренко');
    expect(nom('Азарової', 'uk')).toBe('Азарова');
    expect(nom('Грушевського', 'uk')).toBe('Грушевський');
    expect(nom('Ткачука', 'uk')).toBe('Ткачук');
    expect(nom('Коваля', 'uk')).toBe('Коваль');
    expect(nom('Гордія', 'uk')).toBe('Гордій');
    expect(nom('Смолія', 'uk')).toBe('Смолій');
  });

  it('keeps indeclinable and unsure surnames, full given names, Latin names and English records as printed', () => {
    expect(nom('Мартыненко')).toBe('Мартыненко');
    expect(nom('Седых')).toBe('Седых');
    expect(nom('Винер')).toBe('Винер');
    expect(nom('Иванова', 'ru', { name: 'Ивана', fathername: 'Ивановича' })).toBe('Иванова');
    expect(nom('Smith')).toBe('Smith');
    expect(inNominative({ surname: 'Иванова', name: 'А.' }, 'en').surname).toBe('Иванова');
  });

  it('gives back, for every surname the declension changes, a nominative that declines to the same genitive', () => {
    for (const [surname, locale] of [
      ['Петров', 'ru'],
      ['Петрова', 'ru'],
      ['Толстой', 'ru'],
      ['Белая', 'ru'],
      ['Шевченко', 'uk'],
      ['Франко', 'uk'],
      ['Бондар', 'uk'],
      ['Ковальська', 'uk'],
    ] as const) {
      const person = { surname, name: 'А.', fathername: 'А.' };
      const genitive = inGenitive(person, locale);
      const back = inNominative(genitive, locale);
      expect(inGenitive(back, locale).surname, surname).toBe(genitive.surname);
    }
  });
});
