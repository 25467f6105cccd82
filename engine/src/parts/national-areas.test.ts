import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { ensureFinalStop } from '../template/final-stop.js';
import { field, type Piece } from '../template/piece.js';
import { testContext } from '../template/test-context.js';
import {
  accessArea,
  areas,
  citedVolume,
  citesPages,
  editionArea,
  extentArea,
  hasIssueMonthOnly,
  inVolumes,
  issueNumberAfter,
  journalVolumeIssue,
  type NationalOptions,
  noteArea,
  ownPartOf,
  pageDate,
  partPages,
  publicationArea,
  seriesArea,
  volumeIssueNumber,
  volumeWithCitedPages,
} from './national-areas.js';

const opts: NationalOptions = {
  areaSeparator: '. – ',
  responsibility: {
    headingMax: 3,
    headingAll: false,
    headingSeparator: ', ',
    repeat: true,
    listMax: 3,
    etAlFirst: 1,
    bracketMarker: true,
    fullWords: false,
  },
  materialDesignation: true,
  contentType: false,
  abbreviatePlaces: true,
  urlPrefix: 'access',
  articlePagesDigitsOnly: false,
  volumeTitleSeparator: '. ',
};
const ctx = (locale: 'en' | 'ru' | 'uk') => testContext(locale, 'article');
const text = (piece: Piece, pub: Publication, locale: 'ru' | 'uk' | 'en' = 'ru') =>
  piece(pub, ctx(locale))
    .map((r) => r.text)
    .join('');

describe('national areas', () => {
  it('joins areas with the separator; a trailing comma gives way to the final stop', () => {
    const pub: Publication = { idTypePublication: 1, note: 'Примечание,', title: { publicationTitle: 'Title' } };
    const piece = areas(opts, [field((p) => p.title?.publicationTitle), field((p) => p.note)]);
    expect(text(piece, pub)).toBe('Title. – Примечание,');
    expect(text((p, c) => ensureFinalStop(piece(p, c)), pub)).toBe('Title. – Примечание.');
  });
  it('never puts the area separator after a stop: an abbreviation’s stop serves («вв.»)', () => {
    const pub: Publication = { idTypePublication: 1, note: 'Москва', title: { publicationTitle: 'Очерки XIX–XX вв.' } };
    const piece = areas(opts, [field((p) => p.title?.publicationTitle), field((p) => p.note)]);
    expect(text(piece, pub)).toBe('Очерки XIX–XX вв. – Москва');
  });
  it('abbreviates Moscow and puts «[Б. м.]» before a publisher without a place', () => {
    const moscow: Publication = {
      idTypePublication: 2,
      outputData: { editionPlace: 'Москва', publisher: 'Наука', year: 2019 },
    };
    expect(text(publicationArea(opts), moscow)).toBe('М. : Наука, 2019');
    const noPlace: Publication = { idTypePublication: 2, outputData: { publisher: 'Наука', year: 2019 } };
    expect(text(publicationArea(opts), noPlace)).toBe('[Б. м.] : Наука, 2019');
  });
  it('writes volume, issue and number with a capital on the first only', () => {
    const pub: Publication = { idTypePublication: 1, series: { volume: 5, issue: 2, number: 3 } };
    expect(text(volumeIssueNumber, pub)).toBe('Т. 5, вып. 2, № 3');
    expect(text(volumeIssueNumber, { idTypePublication: 1, series: { issue: 2 } }, 'uk')).toBe('Вип. 2');
    expect(text(volumeIssueNumber, { idTypePublication: 1, series: { volume: 474, number: 1 } }, 'en')).toBe(
      'Vol. 474, no. 1',
    );
    expect(text(volumeIssueNumber, { idTypePublication: 1, series: { number: 1 } }, 'en')).toBe('No. 1');
  });
  it('prints the record’s note as typed, in the notes area', () => {
    const pub: Publication = { idTypePublication: 1, note: 'Библиогр.: с. 25' };
    expect(text(noteArea, pub)).toBe('Библиогр.: с. 25');
    expect(text(noteArea, { idTypePublication: 1, note: '  ' })).toBe('');
  });
  it('keeps a division typed with its own word and calls the issue of proceedings a part', () => {
    const typed = (issue: string, volume?: number): Publication => ({
      idTypePublication: 2,
      series: { volume, issue },
    });
    // GOST R 7.0.100-2018, 7.6.2: «– Сб. 100»; 7.6.1.1: «Т. 17, вып. 2».
    expect(text(volumeIssueNumber, typed('Ч. 2'))).toBe('Ч. 2');
    expect(text(volumeIssueNumber, typed('Ч. 2', 1))).toBe('Т. 1, ч. 2');
    expect(text(volumeIssueNumber, typed('Сб. 100'))).toBe('Сб. 100');
    expect(text(volumeIssueNumber, typed('Вып. 3', 4))).toBe('Т. 4, вып. 3');
    const paper = (locale: 'en' | 'ru' | 'uk') => testContext(locale, 'conference');
    const issue2: Publication = { idTypePublication: 3, series: { issue: 2 } };
    expect(volumeIssueNumber(issue2, paper('ru'))[0]?.text).toBe('Ч. 2');
    expect(volumeIssueNumber(issue2, paper('en'))[0]?.text).toBe('Pt. 2');
    expect(issueNumberAfter(true)({ ...issue2, series: { issue: 2, number: 3 } }, paper('ru'))[0]?.text).toBe(
      'ч. 2, № 3',
    );
  });
  it('prints a page typed after its label as the page cited, a count as the extent', () => {
    const page = (pages: string): Publication => ({ idTypePublication: 2, physical: { pages } });
    expect(text(extentArea, page('С. 109'))).toBe('С. 109');
    expect(text(extentArea, page('109 с.'))).toBe('109 с.');
    expect(text(extentArea, page('109'))).toBe('109 с.');
    expect(text(extentArea, page('P. 12'), 'en')).toBe('P. 12');
  });
  it('spells out a place typed abbreviated when the style writes places in full (GOST R 7.0.100-2018)', () => {
    const full: NationalOptions = { ...opts, abbreviatePlaces: false, placesInFull: true };
    const typed: Publication = {
      idTypePublication: 2,
      outputData: { editionPlace: 'М.', publisher: 'Наука', year: 2019 },
    };
    expect(text(publicationArea(full), typed)).toBe('Москва : Наука, 2019');
  });
  it('prints a journal issue as its number, a выпуск only when the record says so', () => {
    expect(text(journalVolumeIssue, { idTypePublication: 1, series: { volume: 12, issue: 2 } })).toBe('Т. 12, № 2');
    expect(text(journalVolumeIssue, { idTypePublication: 1, series: { issue: 3 } }, 'uk')).toBe('№ 3');
    expect(text(journalVolumeIssue, { idTypePublication: 1, series: { issue: 'Вип. 45' } }, 'uk')).toBe('Вип. 45');
    // Another division typed with its word keeps it (GOST R 7.0.100-2018, 7.7.1: «— 1926. — Кн. 1/2»).
    expect(text(journalVolumeIssue, { idTypePublication: 1, series: { issue: 'Кн. 1/2' } })).toBe('Кн. 1/2');
    expect(text(journalVolumeIssue, { idTypePublication: 1, series: { volume: 5, issue: 'Кн. 2' } })).toBe(
      'Т. 5, кн. 2',
    );
    expect(text(journalVolumeIssue, { idTypePublication: 1, series: { issue: '№ 6' } })).toBe('№ 6');
    expect(text(journalVolumeIssue, { idTypePublication: 1, series: { volume: 5, issue: 2, number: 3 } })).toBe(
      'Т. 5, вып. 2, № 3',
    );
    expect(text(journalVolumeIssue, { idTypePublication: 1, series: { volume: 521, issue: 7553 } }, 'en')).toBe(
      'Vol. 521, no. 7553',
    );
  });
  it('strips everything but digits and the hyphen from article pages when asked', () => {
    const pub: Publication = { idTypePublication: 1, physical: { pages: 'pp. 10 - 20.' } };
    expect(text(partPages(true), pub)).toBe('С. 10–20');
    expect(text(partPages(false), pub, 'en')).toBe('P. 10–20');
  });
  it('prints a URL with the access date and a DOI with the resolver', () => {
    const url: Publication = {
      idTypePublication: 7,
      accessData: { link: 'https://example.org/a.', type: 'url', accessedDate: '2020-05-01' },
    };
    expect(text(accessArea(opts), url)).toBe('Режим доступа: https://example.org/a (дата обращения: 01.05.2020)');
    const doi: Publication = { idTypePublication: 1, accessData: { link: 'doi:10.1000/xyz', type: 'doi' } };
    expect(text(accessArea(opts), doi)).toBe('DOI: https://doi.org/10.1000/xyz');
    expect(text(accessArea(opts, true), doi)).toBe('DOI: 10.1000/xyz');
  });
  it('writes the access date label in the list language when asked (dstu: «дата звернення» for every record)', () => {
    const url: Publication = {
      idTypePublication: 7,
      accessData: { link: 'https://example.org/a', type: 'url', accessedDate: '2020-05-01' },
    };
    const uk: NationalOptions = { ...opts, urlPrefix: 'url', accessDateLocale: 'uk' };
    expect(text(accessArea(uk), url, 'en')).toBe('URL: https://example.org/a (дата звернення: 01.05.2020)');
    expect(text(accessArea({ ...uk, accessDateLocale: undefined }), url, 'en')).toBe(
      'URL: https://example.org/a (accessed: 01.05.2020)',
    );
  });
  it('drops a publisher’s stray stop and writes a place typed inside the publisher as the style writes places', () => {
    const copied: Publication = {
      idTypePublication: 2,
      outputData: { editionPlace: 'London.', publisher: 'Red Globe Press.', year: 2019 },
    };
    expect(text(publicationArea(opts), copied, 'en')).toBe('London : Red Globe Press, 2019');
    const coPublisher: Publication = {
      idTypePublication: 5,
      outputData: { editionPlace: 'Минск', publisher: 'Межгос. совет ; М. : Изд-во стандартов', year: 2002 },
    };
    expect(text(publicationArea(opts), coPublisher)).toBe('Минск : Межгос. совет ; М. : Изд-во стандартов, 2002');
    const inFull: NationalOptions = { ...opts, abbreviatePlaces: false, placesInFull: true };
    expect(text(publicationArea(inFull), coPublisher)).toBe('Минск : Межгос. совет ; Москва : Изд-во стандартов, 2002');
    const placeInPublisher: Publication = {
      idTypePublication: 2,
      outputData: { publisher: 'М. : Флинта : Наука', year: 2013 },
    };
    expect(text(publicationArea(inFull), placeInPublisher)).toBe('Москва : Флинта : Наука, 2013');
  });
});

describe('pageDate: the day of a dated page of a named site', () => {
  const page = (publicDate: string, year?: number, series?: string): Publication => ({
    idTypePublication: 7,
    series: { series, publicDate },
    outputData: year ? { year } : undefined,
  });
  it('gives day and month after the year, the month abbreviated by GOST 7.12-93', () => {
    expect(text(pageDate({ ...opts, abbreviateMonths: true }), page('2018-02-02', 2018, 'Газета.ru'))).toBe('2 февр.');
    expect(text(pageDate({ ...opts, abbreviateMonths: true }), page('2006-01-25', undefined, 'PROGNOSIS.RU'))).toBe(
      '25 янв.',
    );
  });
  it('gives no day for a whole site or a page dated in another year than the record', () => {
    expect(text(pageDate(opts), page('2018-02-02', 2018))).toBe('');
    expect(text(pageDate(opts), page('2017-11-08', 2018, 'Сайт'))).toBe('');
  });
});

describe('journal issues typed with their label', () => {
  const article = (series: Publication['series']): Publication => ({ idTypePublication: 1, series });
  it('labels an issue typed «№ 6» or "No. 6" once', () => {
    expect(text(journalVolumeIssue, article({ volume: 'Т. 20', issue: '№ 6' }))).toBe('Т. 20, № 6');
    expect(text(journalVolumeIssue, article({ issue: 'No. 6' }), 'en')).toBe('No. 6');
  });
  it('keeps «Вып.» of a выпуск once, "Issue 6" as "Iss. 6"', () => {
    expect(text(journalVolumeIssue, article({ issue: 'Вып. 2', number: '3' }))).toBe('Вып. 2, № 3');
    expect(text(journalVolumeIssue, article({ issue: 'Issue 6' }), 'en')).toBe('Iss. 6');
  });
});

describe('a series issue typed with its word', () => {
  it('prints «вып. 3» once', () => {
    const book: Publication = { idTypePublication: 2, series: { series: 'Библиотека студента', issue: 'Вып. 3' } };
    expect(text(seriesArea, book)).toBe('(Библиотека студента ; вып. 3)');
  });
  it("keeps another division's word: «; ч. 2», never «; вып. Ч. 2»", () => {
    const book: Publication = { idTypePublication: 2, series: { series: 'Библиотека студента', issue: 'Ч. 2' } };
    expect(text(seriesArea, book)).toBe('(Библиотека студента ; ч. 2)');
  });
});

describe('a number with no series title', () => {
  const book: Publication = { idTypePublication: 2, series: { issue: '8' } };
  it('is the part the record describes, «Вып. 8», not a series area «(вып. 8)»', () => {
    expect(text(field(ownPartOf), book)).toBe('Вып. 8');
    expect(text(seriesArea, book)).toBe('');
    const numbered: Publication = { idTypePublication: 2, series: { number: '5 (9)' } };
    expect(text(field(ownPartOf), numbered)).toBe('№ 5 (9)');
    expect(text(seriesArea, numbered)).toBe('');
  });
  it('stays a series where a title names it, and an English report number stays "(No. 99-02)"', () => {
    expect(ownPartOf({ idTypePublication: 2, series: { series: 'Труды', issue: '8' } }, ctx('ru'))).toBeUndefined();
    expect(text(seriesArea, { idTypePublication: 2, series: { issue: '99-02' } }, 'en')).toBe('(No. 99-02)');
  });
});

describe('a number of volumes typed with its words', () => {
  it('keeps the number only: «в 3 т.», never «в 3 т. т.»', () => {
    const set = (countVolume: string): Publication => ({ idTypePublication: 2, series: { countVolume } });
    expect(text(inVolumes, set('3 т.'))).toBe('в 3 т.');
    expect(text(inVolumes, set('в 3 т.'))).toBe('в 3 т.');
    expect(text(inVolumes, set('3'))).toBe('в 3 т.');
    expect(text(inVolumes, set('4 vols.'), 'en')).toBe('in 4 vols.');
  });
});

describe('an edition typed as a bare ordinal', () => {
  it('takes the edition word: «2-е изд.», «3-тє вид.», "2nd ed."', () => {
    const book = (edition: string): Publication => ({ idTypePublication: 2, edition });
    expect(text(editionArea, book('2-е'))).toBe('2-е изд.');
    expect(text(editionArea, book('3-тє'), 'uk')).toBe('3-тє вид.');
    expect(text(editionArea, book('2nd'), 'en')).toBe('2nd ed.');
    expect(text(editionArea, book('Изд. 4-е'))).toBe('Изд. 4-е');
    expect(text(editionArea, book('2-е изд., перераб.'))).toBe('2-е изд., перераб.');
  });
  it('opens the area with a capital and gives a lone ordinal word its edition word: «Третє вид.», "Second ed."', () => {
    const book = (edition: string): Publication => ({ idTypePublication: 2, edition });
    expect(text(editionArea, book('третє'), 'uk')).toBe('Третє вид.');
    expect(text(editionArea, book('второе'))).toBe('Второе изд.');
    expect(text(editionArea, book('second'), 'en')).toBe('Second ed.');
    expect(text(editionArea, book('перераб. и доп.'))).toBe('Перераб. и доп.');
    expect(text(editionArea, book('Summer 2019'), 'en')).toBe('Summer 2019');
    expect(text(editionArea, book('3rd digital'), 'en')).toBe('3rd digital ed.');
    expect(text(editionArea, book('3rd ed.'), 'en')).toBe('3rd ed.');
    expect(text(editionArea, book('Rev. ed.'), 'en')).toBe('Rev. ed.');
  });
});

describe('hasIssueMonthOnly', () => {
  const issue = (series: Publication['series']): Publication => ({ idTypePublication: 1, series });
  it('is true of an issue dated to the month with nothing else to tell it by', () => {
    expect(hasIssueMonthOnly(issue({ series: 'Wired', publicDate: '2004-05' }))).toBe(true);
  });
  it('is false of an issue dated to the day, or with a volume or number', () => {
    expect(hasIssueMonthOnly(issue({ series: 'Wired', publicDate: '2004-05-12' }))).toBe(false);
    expect(hasIssueMonthOnly(issue({ series: 'Time', publicDate: '2019-03', volume: '193' }))).toBe(false);
    expect(hasIssueMonthOnly(issue({ series: 'Огонёк', publicDate: '2019-03', number: '5' }))).toBe(false);
    expect(hasIssueMonthOnly(issue({ series: 'Огонёк' }))).toBe(false);
  });
  it('is false of a month in another year than the record’s', () => {
    expect(
      hasIssueMonthOnly({ idTypePublication: 1, series: { publicDate: '2018-12' }, outputData: { year: 2019 } }),
    ).toBe(false);
  });
});

describe('a volume with the pages cited from it (DSTU 8302:2015, 4.6: «Київ, 1995. Т. 2. С. 72.»)', () => {
  const book = (pages: string, volume?: string): Publication => ({
    idTypePublication: 2,
    series: volume ? { volume } : {},
    physical: { pages },
  });
  it('reads a range or a page typed after its label as pages cited, a count or a typed extent as none', () => {
    expect(citesPages(book('36-37'))).toBe(true);
    expect(citesPages(book('С. 72'))).toBe(true);
    expect(citesPages(book('633'))).toBe(false);
    expect(citesPages(book('V, 44'))).toBe(false);
    expect(citesPages(book('390 с., [24] л. ил.'))).toBe(false);
  });
  it('is taken out of the title area only where the style asks and a volume is named', () => {
    const on = volumeWithCitedPages({ ...opts, volumeBeforeCitedPages: true });
    expect(on(book('С. 72', '2'))).toBe(true);
    expect(on(book('633', '2'))).toBe(false);
    expect(on(book('С. 72'))).toBe(false);
    expect(volumeWithCitedPages(opts)(book('С. 72', '2'))).toBe(false);
  });
  it('gives the volume as typed with its title after " : "', () => {
    expect(text(citedVolume, { ...book('С. 72', '9'), title: { publicationTitle: 'Е', nameVolume: 'Т – Я' } })).toBe(
      'Т. 9 : Т – Я',
    );
  });
});
