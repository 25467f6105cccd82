import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import type { Piece } from '../template/piece.js';
import { testContext } from '../template/test-context.js';
import {
  applicantAs,
  defencePlaceNote,
  dissertationAbbreviated,
  dissertationFull,
  dissertationOrganisation,
  isoDate,
  patentDates,
  patentNumberOf,
  replacesAndIntroduced,
  replacesAndIntroducedWith,
  specialtyFull,
  standardDeveloperStated,
} from './national-special.js';

const ctx = (locale: 'en' | 'ru' | 'uk') => testContext(locale, 'patent');
const text = (piece: Piece, pub: Publication, locale: 'ru' | 'uk' | 'en' = 'ru') =>
  piece(pub, ctx(locale))
    .map((r) => r.text)
    .join('');

describe('national special pieces', () => {
  it("names a master's thesis (degree 3) as such, never a science without its degree", () => {
    const masters: Publication = {
      idTypePublication: 4,
      specialData: { dissertation: true, idAcademicDegree: 3, idScience: 25 },
    };
    expect(text(dissertationAbbreviated, masters, 'uk')).toBe('магістерська дис.');
    expect(text(dissertationAbbreviated, masters, 'ru')).toBe('магистерская дис.');
    const candidate: Publication = { ...masters, specialData: { ...masters.specialData, idAcademicDegree: 1 } };
    expect(text(dissertationAbbreviated, candidate, 'uk')).toBe('дис. … канд. екон. наук');
    // In full words (gost2018) too, and an abstract of one names no science without a degree.
    expect(text(dissertationFull, masters, 'ru')).toBe('магистерская диссертация');
    expect(text(dissertationFull, masters, 'uk')).toBe('магістерська дисертація');
    const abstract: Publication = { ...masters, specialData: { ...masters.specialData, dissertation: false } };
    expect(text(dissertationFull, abstract, 'ru')).toBe('автореферат диссертации');
    expect(text(dissertationAbbreviated, abstract, 'ru')).toBe('автореф. дис.');
  });

  it('notes a defence place apart from the organisation, «Место защиты: …», once', () => {
    const pub: Publication = {
      idTypePublication: 4,
      specialData: { dissertation: false, organization: 'МГУ им. М. В. Ломоносова', defPlace: 'Ин-т психологии РАН' },
    };
    expect(text(defencePlaceNote, pub)).toBe('Место защиты: Ин-т психологии РАН');
    expect(text(defencePlaceNote, pub, 'uk')).toBe('Місце захисту: Ин-т психологии РАН');
    // A city, the organisation itself, a note that says it, an English thesis: nothing more.
    const city = { ...pub, specialData: { ...pub.specialData, defPlace: 'Москва' } };
    const same = { ...pub, specialData: { ...pub.specialData, defPlace: 'МГУ им. М. В. Ломоносова' } };
    expect(text(defencePlaceNote, city)).toBe('');
    expect(text(defencePlaceNote, same)).toBe('');
    expect(text(defencePlaceNote, { ...pub, note: 'Место защиты: Ин-т психологии РАН' })).toBe('');
    expect(text(defencePlaceNote, pub, 'en')).toBe('');
  });

  it("takes a defence place that is the dissertation's city for no organisation", () => {
    const city: Publication = {
      idTypePublication: 4,
      outputData: { editionPlace: 'Ижевск' },
      specialData: { dissertation: true, defPlace: 'Ижевск' },
    };
    expect(dissertationOrganisation(city)).toBeUndefined();
    const org: Publication = { ...city, specialData: { dissertation: true, defPlace: 'Удмуртский гос. ун-т' } };
    expect(dissertationOrganisation(org)).toBe('Удмуртский гос. ун-т');
  });

  it('names the applicant of a granted patent also its holder (GOST 7.1-2003, A.5), not of an application', () => {
    const granted: Publication = {
      idTypePublication: 6,
      specialData: { patentType: 1, organization: 'Воронеж. науч.-исслед. ин-т связи' },
    };
    expect(text(applicantAs(true), granted)).toBe('заявитель и патентообладатель Воронеж. науч.-исслед. ин-т связи');
    expect(text(applicantAs(false), granted)).toBe('заявитель Воронеж. науч.-исслед. ин-т связи');
    const application: Publication = { idTypePublication: 6, specialData: { patentType: 3, organization: 'БГТУ' } };
    expect(text(applicantAs(true), application)).toBe('заявитель БГТУ');
  });
  it('puts the previous standard and the introduction date in one area (GOST 7.1-2003; DSTU 8302:2015)', () => {
    const both: Publication = {
      idTypePublication: 5,
      specialData: { standardNumber: 'ГОСТ 7.53–86', date: '2002-07-01' },
    };
    expect(text(replacesAndIntroduced, both)).toBe('Взамен ГОСТ 7.53–86 ; введ. 01.07.2002');
    const dateOnly: Publication = { idTypePublication: 5, specialData: { date: '2016-07-01' } };
    expect(text(replacesAndIntroduced, dateOnly, 'uk')).toBe('Чинний від 01.07.2016');
    const invalid: Publication = { idTypePublication: 5, specialData: { date: '2016-02-30' } };
    expect(text(replacesAndIntroduced, invalid)).toBe('');
    // DSTU 8302:2015, А and STYLE-NOTES write the date of validity YYYY-MM-DD.
    expect(text(replacesAndIntroducedWith(isoDate), dateOnly, 'uk')).toBe('Чинний від 2016-07-01');
    expect(isoDate('2016-07')).toBe('2016-07');
    expect(isoDate('2016-02-30')).toBeUndefined();
  });
  it('introduces a standard’s developer with «разработан» (GOST R 7.0.100-2018)', () => {
    const pub: Publication = { idTypePublication: 5, specialData: { organization: 'ВНИИНМАШ' } };
    expect(text(standardDeveloperStated, pub)).toBe('разработан ВНИИНМАШ');
    expect(text(standardDeveloperStated, { ...pub, authors: { '5': [{ name: 'ВНИИНМАШ' }] } })).toBe('');
  });
  it('quotes a specialty in the quotation marks of the record’s language', () => {
    const pub: Publication = {
      idTypePublication: 4,
      specialData: { codeSpecialty: '122', specialty: '«Computer Science»' },
    };
    expect(text(specialtyFull, pub, 'en')).toBe('specialty 122 “Computer Science”');
    expect(text(specialtyFull, pub, 'ru')).toBe('специальность 122 «Computer Science»');
  });
});

describe('patent numbers typed with «№»', () => {
  const patent: Publication = {
    idTypePublication: 6,
    specialData: {
      patentNumber: '№ 2637215',
      registerNum: '№ 2017105030',
      buleten: '№ 34',
      datePublication: '2017-12-01',
    },
  };
  it('are labelled once', () => {
    expect(patentNumberOf(patent)).toBe('2637215');
    expect(text(patentDates(' ; '), patent)).toBe('№ 2017105030 ; опубл. 01.12.2017, Бюл. № 34');
  });
});

describe('a patent dated by its year alone', () => {
  it('keeps the year as the date of publication, «опубл. 2013»', () => {
    const patent: Publication = {
      idTypePublication: 6,
      outputData: { year: 2013 },
      specialData: { patentNumber: '1' },
    };
    expect(text(patentDates(' ; '), patent)).toBe('опубл. 2013');
  });
  it('gives way to a full date of publication or an application date', () => {
    const published: Publication = {
      idTypePublication: 6,
      outputData: { year: 2013 },
      specialData: { datePublication: '2013-05-20' },
    };
    expect(text(patentDates(' ; '), published)).toBe('опубл. 20.05.2013');
    const applied: Publication = {
      idTypePublication: 6,
      outputData: { year: 2013 },
      specialData: { applicationDate: '2012-05-20' },
    };
    expect(text(patentDates(' ; '), applied)).toBe('заявл. 20.05.2012');
  });
});
