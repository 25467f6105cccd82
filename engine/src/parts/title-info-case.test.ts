import { describe, expect, it } from 'vitest';
import { otherTitleInfoCase, titleWithInfoCase } from './title-info-case.js';

describe('other title information in lower case (GOST 7.1-2003, 4.11.1)', () => {
  it('lowers a word naming the kind of document', () => {
    expect(otherTitleInfoCase('Учебное пособие')).toBe('учебное пособие');
    expect(otherTitleInfoCase('Монография')).toBe('монография');
    expect(otherTitleInfoCase('[Монография]')).toBe('[монография]');
    expect(otherTitleInfoCase('Навч. посіб.')).toBe('навч. посіб.');
    expect(otherTitleInfoCase('Матеріали Міжнародної конференції')).toBe('матеріали Міжнародної конференції');
    expect(otherTitleInfoCase('В 2 т.')).toBe('в 2 т.');
    expect(otherTitleInfoCase('Роман')).toBe('роман');
  });
  it('keeps another title, a proper name, an abbreviation and English as typed', () => {
    expect(otherTitleInfoCase('Буранный полустанок')).toBe('Буранный полустанок');
    expect(otherTitleInfoCase('Федеральный закон № 131-ФЗ')).toBe('Федеральный закон № 131-ФЗ');
    expect(otherTitleInfoCase('В поисках смысла')).toBe('В поисках смысла');
    expect(otherTitleInfoCase('Романовы')).toBe('Романовы');
    expect(otherTitleInfoCase('НИИ')).toBe('НИИ');
    expect(otherTitleInfoCase('Textbook')).toBe('Textbook');
  });
  it('lowers the information typed after " : " in a host title', () => {
    expect(titleWithInfoCase('Информационные технологии : Материалы конф.')).toBe(
      'Информационные технологии : материалы конф.',
    );
    expect(titleWithInfoCase('Социальная власть языка')).toBe('Социальная власть языка');
  });
});

describe('other title information typed in capitals', () => {
  it('takes the capitals of the language, a kind of document in small letters', () => {
    expect(otherTitleInfoCase('УЧЕБНОЕ ПОСОБИЕ')).toBe('учебное пособие');
    expect(otherTitleInfoCase('МОНОГРАФИЯ')).toBe('монография');
    expect(otherTitleInfoCase('МАТЕРИАЛЫ МЕЖДУНАРОДНОЙ КОНФЕРЕНЦИИ')).toBe('материалы международной конференции');
    // One word that names no kind of document may be an acronym.
    expect(otherTitleInfoCase('НИИ')).toBe('НИИ');
    expect(otherTitleInfoCase('ГОСТ Р 51771–2001')).toBe('ГОСТ Р 51771–2001');
  });
});
