import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { romanizeList, romanizeOptions } from './list.js';

const mixed: unknown[] = JSON.parse(
  readFileSync(new URL('../../../fixtures/translit/mixed-list.json', import.meta.url), 'utf8'),
);

const texts = (entries: ReturnType<typeof romanizeList>) => entries.map((e) => ('text' in e ? e.text : e.error));

describe('the romanised References list (default layout)', () => {
  it('romanises RU and UA sources by their schemes, adds the English title and the language note, keeps EN', () => {
    expect(texts(romanizeList(mixed, { russian: 'bgn', ukrainian: 'national' }))).toEqual([
      'Shchukin Yu.P., Zhukova Ye.A. Ekonomika znaniy i innovatsionnoye razvitiye regionov [Knowledge economy and innovative development of regions]. Voprosy ekonomiki, 2019, vol. 12, no. 3, pp. 45–67. (In Russ.) DOI: 10.32609/0042-8736-2019-3-45-67',
      'Yizhakevych Ye.Yu. Istoriia ukrainskoi literatury [History of Ukrainian literature]. 2nd ed. Kyiv, Naukova dumka Publ., 2010. 320 p. (In Ukr.)',
      'Arnold V.I. Mathematical methods of classical mechanics. New York, Springer, 1989. 520 p.',
      'Chernyayev A.Yu. Modelirovaniye finansovykh rynkov [Modelling of financial markets]. Cand. Sci. diss. Moscow, 2012. 180 p. (In Russ.)',
      'Zghorany: istoriia sela [Zghorany: a village history]. Volyn istorychna. (In Ukr.) Available at: https://example.org/zghorany (accessed 10 May 2024)',
    ]);
  });

  it('follows the journal’s scheme: LC for Russian, GOST 7.79 B', () => {
    const [lc] = texts(romanizeList(mixed.slice(0, 1), { russian: 'lc' }));
    expect(lc).toMatch(/^Shchukin Iu\.P\., Zhukova E\.A\. Ekonomika znanii i innovatsionnoe razvitie regionov/);
    const [b] = texts(romanizeList(mixed.slice(0, 1), { russian: 'gost2000B' }));
    expect(b).toMatch(/^Shhukin Yu\.P\./);
  });

  it('formats with an international style on request, with English labels, and numbers numeric styles', () => {
    const [apa] = texts(romanizeList(mixed.slice(1, 2), { style: 'apa7' }));
    expect(apa).toContain('Istoriia ukrainskoi literatury [History of Ukrainian literature]');
    expect(apa).toContain('(2nd ed.)');
    expect(apa).toMatch(/\(In Ukr\.\)$/);
    expect(apa).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('leaves out the Russian journals’ marks in chicago, mla and mhra, whose manuals have none (CMOS 16, 14.108)', () => {
    for (const style of ['chicago', 'mla', 'mhra']) {
      const [, book, , thesis] = texts(romanizeList(mixed, { style }));
      expect(book).toContain('Istoriia ukrainskoi literatury [History of Ukrainian literature]');
      expect(book).toContain('Naukova dumka');
      expect(book).not.toMatch(/Publ\.|\(In Ukr\.\)/);
      // A candidate's thesis keeps its degree, never "PhD" (before: "PhD diss.").
      expect(thesis).toContain('Cand. Sci.');
      expect(thesis).not.toMatch(/PhD|doctoral|\(In Russ\.\)/);
    }
    const [chicago] = texts(romanizeList(mixed.slice(1, 2), { style: 'chicago' }));
    expect(chicago).toBe(
      'Yizhakevych, Yevhen Yuriiovych. Istoriia ukrainskoi literatury [History of Ukrainian literature]. 2nd ed. Kyiv: Naukova dumka, 2010.',
    );
  });

  it('lays out standards, patents, conference papers and abstracts of dissertations', () => {
    const records = [
      {
        idTypePublication: 5,
        language: 'RU',
        title: {
          publicationTitle: 'Библиографическая ссылка. Общие требования и правила составления',
          parallelTitles: [{ text: 'Bibliographic reference. General requirements and rules' }],
          standartNumber: [{ standart: 'ГОСТ Р', number: '7.0.5–2008' }],
        },
        outputData: { year: 2008, publisher: 'Стандартинформ', editionPlace: 'М.' },
        physical: { pages: '19' },
      },
      {
        idTypePublication: 6,
        language: 'RU',
        title: { publicationTitle: 'Способ получения водорода' },
        authors: { '1': [{ surname: 'Иванов', name: 'Иван', fathername: 'Иванович' }] },
        specialData: {
          patentNumber: '2345678',
          patentOffice: 'Российская Федерация, RU',
          datePublication: '2010-05-20',
        },
      },
      {
        idTypePublication: 3,
        language: 'UA',
        title: { publicationTitle: 'Моделі ринку праці' },
        authors: { '1': [{ surname: 'Ярошенко', name: 'Юрій' }] },
        series: { series: 'Матеріали міжнародної конференції' },
        outputData: { year: 2019, publisher: 'Либідь', editionPlace: 'Київ' },
        physical: { pages: '12-15' },
      },
      {
        idTypePublication: 4,
        language: 'UA',
        title: { publicationTitle: 'Економічна безпека' },
        authors: { '1': [{ surname: 'Щербак', name: 'Олег' }] },
        specialData: { place: 'Харків', idAcademicDegree: 2, dissertation: false },
        outputData: { year: 2015 },
        physical: { pages: '40' },
      },
    ];
    expect(texts(romanizeList(records))).toEqual([
      'GOST R 7.0.5–2008. Bibliograficheskaya ssylka. Obshchiye trebovaniya i pravila sostavleniya [Bibliographic reference. General requirements and rules]. Moscow, Standartinform Publ., 2008. 19 p. (In Russ.)',
      'Ivanov I.I. Sposob polucheniya vodoroda. Patent RF no. 2345678, 2010. (In Russ.)',
      'Yaroshenko Yu. Modeli rynku pratsi. Materialy mizhnarodnoi konferentsii. Kyiv, Lybid Publ., 2019, pp. 12–15. (In Ukr.)',
      'Shcherbak O. Ekonomichna bezpeka. Abstract of Dr. Sci. diss. Kharkiv, 2015. 40 p. (In Ukr.)',
    ]);
  });

  it('reports invalid records as entries and refuses non-transliterable styles', () => {
    const [bad] = romanizeList([{ title: 'x' }]);
    expect(bad && 'error' in bad ? bad.error : '').toMatch(/idTypePublication/);
    expect(() => romanizeOptions({ style: 'gost2018' })).toThrow(/not transliterable/);
    expect(() => romanizeOptions({ style: 'nope' })).toThrow(/Unknown style/);
    expect(() => romanizeOptions({ russian: 'dstu9112' })).toThrow(/no rules for Russian/);
  });
});

describe("a host's statement of responsibility typed after « / »", () => {
  it('is not printed with the host title, in the References layout nor in an international style', () => {
    const record = {
      idTypePublication: 2,
      language: 'RU',
      title: { publicationTitle: 'Комплимент' },
      authors: { '1': [{ surname: 'Двинянинова', name: 'Г.', fathername: 'С.' }] },
      host: {
        title: 'Социальная власть языка : сб. науч. тр. / Воронеж. гос. ун-т',
        editionPlace: 'Воронеж',
        year: 2001,
      },
      physical: { pages: '101-106' },
    };
    for (const style of ['references', 'chicago']) {
      const [text] = texts(romanizeList([record], { style }));
      expect(text).toContain('sb. nauch. tr.');
      expect(text).not.toContain('Voronezh. gos. un-t');
    }
  });
});
