import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.js';
import { LABELS } from '../locales/index.js';
import { ru } from '../locales/ru.js';
import type { Publication } from '../model/publication.js';
import { plain } from '../rich/run.js';
import type { Context } from '../template/context.js';
import { field, lit } from '../template/piece.js';
import { closed } from './closing.js';
import { patentDesignation, standardDesignation } from './designations.js';
import { chicagoRange, formatPages } from './pages.js';
import { DOUBLE_QUOTES, quotedThen } from './quotes.js';
import { thesisKind } from './thesis.js';
import { cleanTitleFully } from './title.js';
import { writtenDate } from './written-date.js';

const ctx = { labels: en, locale: 'en' } as Context;
const pub = {} as Publication;

describe('chicagoRange (CMOS 16, 9.64)', () => {
  it.each([
    ['3', '10', '3–10'],
    ['71', '72', '71–72'],
    ['100', '104', '100–104'],
    ['1100', '1113', '1100–1113'],
    ['101', '108', '101–8'],
    ['808', '833', '808–33'],
    ['1103', '1104', '1103–4'],
    ['321', '328', '321–28'],
    ['498', '532', '498–532'],
    ['1087', '1089', '1087–89'],
    ['1496', '1504', '1496–1504'],
    ['11564', '11615', '11564–615'],
  ])('%s–%s → %s', (a, b, out) => {
    expect(`${a}–${chicagoRange(a, b)}`).toBe(out);
  });

  it('is reached through formatPages', () => {
    expect(formatPages('439-458', { dash: '–', abbreviate: 'chicago' })).toBe('439–58');
    expect(formatPages('321-328', { dash: '–', abbreviate: true })).toBe('321–28');
  });
});

describe('quotedThen (CMOS 16, 6.9; MLA 8th, 1.3.7)', () => {
  const title = (t: string) => field(() => t);
  it('puts the punctuation inside the closing mark when something follows', () => {
    expect(plain(quotedThen(title('Title'), lit('Journal'), DOUBLE_QUOTES, '.')(pub, ctx))).toBe('“Title.” Journal');
  });
  it('adds none after a title ending in ? or !', () => {
    expect(plain(quotedThen(title('Why?'), lit('Journal'), DOUBLE_QUOTES, '.')(pub, ctx))).toBe('“Why?” Journal');
  });
  it('adds none when nothing, or only punctuation, follows', () => {
    expect(plain(quotedThen(title('Title'), lit(''), DOUBLE_QUOTES, '.')(pub, ctx))).toBe('“Title”');
    expect(plain(quotedThen(title('Title'), lit(' , '), DOUBLE_QUOTES, '.')(pub, ctx))).toBe('“Title”');
  });
  it('leaves no empty quotes for a title of bare punctuation', () => {
    expect(plain(quotedThen(title('( )'), lit('Journal'), DOUBLE_QUOTES, '.')(pub, ctx))).toBe('Journal');
  });
});

describe('writtenDate', () => {
  it('writes English dates in the style order', () => {
    expect(writtenDate('2006-06-18', en, 'en', { order: 'dmy' })).toBe('18 June 2006');
    expect(writtenDate('2006-06-18', en, 'en', { order: 'mdy' })).toBe('June 18, 2006');
    expect(writtenDate('2006-06', en, 'en', { order: 'mdy' })).toBe('June 2006');
  });
  it('writes Russian dates day-first with the genitive month', () => {
    expect(writtenDate('2023-05-05', ru, 'ru', { order: 'mdy', months: 'short' })).toBe('5 мая 2023');
  });
  it('prints nothing for an invalid date', () => {
    expect(writtenDate('2020-02-30', en, 'en', { order: 'dmy' })).toBeUndefined();
  });
});

describe('designations and thesis kinds', () => {
  it('joins standard designations', () => {
    expect(
      standardDesignation({ title: { standartNumber: [{ standart: 'ISO', number: '690:2010' }] } } as Publication),
    ).toBe('ISO 690:2010');
  });
  it('orders the patent designation by language', () => {
    const p = { specialData: { patentNumber: '2 712 345', patentOffice: 'Российская Федерация, RU' } } as Publication;
    expect(patentDesignation(p, 'Патент', false)).toBe('Патент 2 712 345 Российская Федерация');
    expect(
      patentDesignation(
        { specialData: { patentNumber: '174,465', patentOffice: 'US' } } as Publication,
        'Patent',
        true,
      ),
    ).toBe('US Patent 174,465');
    expect(
      patentDesignation(
        { specialData: { patentNumber: '1700367', patentOffice: 'European Patent Office' } } as Publication,
        'Patent',
        true,
      ),
    ).toBe('European Patent 1700367');
    expect(
      patentDesignation(
        { specialData: { patentNumber: '2637215', patentOffice: 'RU' } } as Publication,
        'Патент',
        false,
      ),
    ).toBe('Патент RU 2637215');
  });
  it('names the thesis by degree', () => {
    const p = { specialData: { idAcademicDegree: 1 } } as Publication;
    const en = { ...ctx, language: 'EN' } as Context;
    const ru = { labels: LABELS.ru, locale: 'ru', language: 'RU' } as Context;
    const romanised = { ...ctx, language: 'RU' } as Context;
    expect(thesisKind(p, en, 'dissertationShort')).toBe('PhD diss.');
    expect(thesisKind(p, ru, 'dissertation')).toBe('дис. … канд. наук');
    expect(thesisKind({} as Publication, en, 'thesis')).toBe('Thesis');
    // An English doctorate is a PhD, never "DSc"; degree 3 is a master's thesis.
    expect(thesisKind({ specialData: { idAcademicDegree: 2 } } as Publication, en, 'dissertation')).toBe(
      'PhD dissertation',
    );
    expect(thesisKind({ specialData: { idAcademicDegree: 3 } } as Publication, en, 'thesis')).toBe("master's thesis");
    // A Russian degree with its branch of science, in Russian and romanised.
    const econ = { specialData: { idAcademicDegree: 1, idScience: 25 } } as Publication;
    expect(thesisKind(econ, ru, 'dissertation')).toBe('дис. … канд. экон. наук');
    expect(thesisKind(econ, romanised, 'dissertationShort')).toBe('Cand. Sci. (Econ.) diss.');
    expect(
      thesisKind({ specialData: { idAcademicDegree: 2, idScience: 18 } } as Publication, romanised, 'thesis'),
    ).toBe('Dr. Sci. (Tech.) thesis');
  });
});

describe('closing and title clean-up', () => {
  it('closes an entry with one full stop', () => {
    expect(plain(closed(lit('Moscow, 2020'))(pub, ctx))).toBe('Moscow, 2020.');
    expect(plain(closed(lit('Why?'))(pub, ctx))).toBe('Why?');
    expect(plain(closed(lit('Wait...'))(pub, ctx))).toBe('Wait...');
  });
  it('strips stops separated by spaces', () => {
    expect(cleanTitleFully('a . .')).toBe('a');
    expect(cleanTitleFully('Wait...')).toBe('Wait...');
    expect(cleanTitleFully('Why?')).toBe('Why?');
  });
});
