import { describe, expect, it } from 'vitest';
import { fromCapitals, inCapitals, withCapitalFirst } from './national-caps.js';

describe('titles typed in capitals', () => {
  it('are written with the capitals of the language (GOST 7.1-2003, 4.11.1)', () => {
    expect(fromCapitals('ІННОВАЦІЙНИЙ РОЗВИТОК ПІДПРИЄМСТВ УКРАЇНИ', 'uk')).toBe(
      'Інноваційний розвиток підприємств України',
    );
    expect(fromCapitals('ЕКОНОМІКА ЄС У XXI СТОЛІТТІ: ВИКЛИКИ ДЛЯ КИЄВА', 'uk')).toBe(
      'Економіка ЄС у XXI столітті: виклики для Києва',
    );
    expect(fromCapitals("ОБ'ЄДНАННЯ ГРОМАД. ДОСВІД ПОЛЬЩІ", 'uk')).toBe("Об'єднання громад. Досвід Польщі");
    expect(fromCapitals('DIGITAL TRANSFORMATION OF THE EU ECONOMY', 'en')).toBe(
      'Digital transformation of the EU economy',
    );
  });

  it('leave a title with small letters, or a short code, as typed', () => {
    expect(fromCapitals('Розвиток ІТ в Україні', 'uk')).toBe('Розвиток ІТ в Україні');
    expect(inCapitals('ISO 690')).toBe(false);
    expect(inCapitals('НАТО')).toBe(false);
    expect(fromCapitals(undefined, 'uk')).toBeUndefined();
  });
});

describe('withCapitalFirst', () => {
  it('gives a title typed in small letters its first capital', () => {
    expect(withCapitalFirst('executive compensation as an agency problem')).toBe(
      'Executive compensation as an agency problem',
    );
    expect(withCapitalFirst('бібліотеки в цифрову епоху')).toBe('Бібліотеки в цифрову епоху');
  });
  it('keeps a first word with a capital inside, and text that opens with no letter', () => {
    expect(withCapitalFirst('iPhone development')).toBe('iPhone development');
    expect(withCapitalFirst('mRNA vaccines')).toBe('mRNA vaccines');
    expect(withCapitalFirst('«пустое занятие»')).toBe('«пустое занятие»');
    expect(withCapitalFirst('3D printing')).toBe('3D printing');
  });
});

describe('proper adjectives of Russian cities and regions', () => {
  it('keep their capital in a title typed in capitals', () => {
    expect(fromCapitals('ВЕСТНИК МОСКОВСКОГО УНИВЕРСИТЕТА', 'ru')).toBe('Вестник Московского университета');
    expect(fromCapitals('ИЗВЕСТИЯ ТОМСКОГО ПОЛИТЕХНИЧЕСКОГО УНИВЕРСИТЕТА', 'ru')).toBe(
      'Известия Томского политехнического университета',
    );
    // Abbreviated as the journal lists abbreviate them, with a numbered series after a comma.
    expect(fromCapitals('ВЕСТН. МОСК. УН-ТА. СЕР. 3, ФИЗИКА. АСТРОНОМИЯ', 'ru')).toBe(
      'Вестн. Моск. ун-та. Сер. 3, Физика. Астрономия',
    );
    expect(fromCapitals('ВІСНИК ЗАПОРІЗЬКОГО НАЦІОНАЛЬНОГО УНІВЕРСИТЕТУ', 'uk')).toBe(
      'Вісник Запорізького національного університету',
    );
  });
});
