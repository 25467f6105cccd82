import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { periodicalTitleCased, periodicalTitleOf } from './periodical-title.js';

const periodical = (series: string): Publication => ({ idTypePublication: 1, series: { series } }) as Publication;

describe('periodicalTitleOf', () => {
  it('drops an initial "The" (CMOS FAQ faq0016)', () => {
    expect(periodicalTitleOf(periodical('The New York Times'))).toBe('New York Times');
    expect(periodicalTitleOf(periodical('The Georgia Review'))).toBe('Georgia Review');
  });
  it('keeps a title without it, and one that is only "The…" in a word', () => {
    expect(periodicalTitleOf(periodical('Classical Philology'))).toBe('Classical Philology');
    expect(periodicalTitleOf(periodical('Theory and Society'))).toBe('Theory and Society');
    expect(periodicalTitleOf(periodical('Вопросы экономики'))).toBe('Вопросы экономики');
  });
  it('gives a name typed the GOST way the colon of running text (CMOS 16, 6.63)', () => {
    expect(
      periodicalTitleOf(periodical('Monitoring obshchestvennogo mneniya : ekonomicheskiye i sotsial’nyye peremeny')),
    ).toBe('Monitoring obshchestvennogo mneniya: ekonomicheskiye i sotsial’nyye peremeny');
  });
});

const en = { locale: 'en', language: 'EN' } as const;
const ru = { locale: 'ru', language: 'RU' } as const;

describe('periodicalTitleCased', () => {
  it("writes a Russian or Ukrainian title typed in capitals with its language's capitals", () => {
    const pub = periodical('ВЕСТН. МОСК. УН-ТА. СЕР. 3, ФИЗИКА. АСТРОНОМИЯ');
    expect(periodicalTitleCased(pub, ru)).toBe('Вестн. Моск. ун-та. Сер. 3, Физика. Астрономия');
  });
  it('keeps an English title with its capitals and a Russian one as typed, with the colon of running text', () => {
    expect(periodicalTitleCased(periodical('JAMA'), en)).toBe('JAMA');
    expect(periodicalTitleCased(periodical('PLoS ONE'), en)).toBe('PLoS ONE');
    expect(periodicalTitleCased(periodical('Мир России : социология'), ru)).toBe('Мир России: социология');
  });
  it('writes an English journal typed in sentence case or small letters in title case', () => {
    expect(periodicalTitleCased(periodical('Physical review e'), en)).toBe('Physical Review E');
    expect(periodicalTitleCased(periodical('chemistry of materials'), en)).toBe('Chemistry of Materials');
  });
  it("puts IEEE Xplore's inverted name in its running order", () => {
    const pub = periodical('Systems, Man and Cybernetics, IEEE Transactions on');
    expect(periodicalTitleCased(pub, en)).toBe('IEEE Transactions on Systems, Man and Cybernetics');
  });
});
