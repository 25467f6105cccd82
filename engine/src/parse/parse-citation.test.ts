import { describe, expect, it } from 'vitest';
import { NOT_RECOGNISED, parseCitation } from './parse-citation.js';

const authorsOf = (r: ReturnType<typeof parseCitation>) =>
  (r.publication.authors?.['1'] ?? []).map(
    (p) => `${p.surname} ${p.name ?? ''}${p.fathername ? ` ${p.fathername}` : ''}`,
  );

describe('parseCitation', () => {
  it('reads a GOST 7.0.5 journal article with // host and numbered zones', () => {
    const r = parseCitation(
      '1. Иванов, А. В. Моделирование тепловых процессов / А. В. Иванов, С. П. Петров // Известия вузов. Приборостроение. – 2018. – Т. 61, № 4. – С. 345–352.',
    );
    expect(r.recognised).toBe(true);
    expect(r.publication).toMatchObject({
      idTypePublication: 1,
      language: 'RU',
      title: { publicationTitle: 'Моделирование тепловых процессов' },
      series: { series: 'Известия вузов. Приборостроение', volume: '61', number: '4' },
      outputData: { year: '2018' },
      physical: { pages: '345–352' },
    });
    expect(authorsOf(r)).toEqual(['Иванов А. В.', 'Петров С. П.']);
  });

  it('reads an APA article with a DOI and expands nothing it need not', () => {
    const r = parseCitation(
      'LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature, 521(7553), 436–444. https://doi.org/10.1038/nature14539',
    );
    expect(r.publication).toMatchObject({
      idTypePublication: 1,
      language: 'EN',
      title: { publicationTitle: 'Deep learning' },
      series: { series: 'Nature', volume: '521', issue: '7553' },
      outputData: { year: '2015' },
      accessData: { link: 'https://doi.org/10.1038/nature14539', type: 'doi' },
    });
    expect(authorsOf(r)).toEqual(['LeCun Y.', 'Bengio Y.', 'Hinton G.']);
    expect(r.confidence.link).toBe(1);
  });

  it('reads a Vancouver issue printed without its volume, not the year as the volume', () => {
    // A real string of AnyStyle's core set (development part).
    const p = parseCitation(
      '1. Schneider D. Using Drosophila as a model Insect Nat Rev Genet. 2000;(3):218-226.',
    ).publication;
    expect(p.series).toEqual({ series: 'Nat Rev Genet', issue: '3' });
    expect(p.outputData?.year).toBe('2000');
    expect(p.physical?.pages).toBe('218–226');
  });

  it('reads names given first with a capital inside the surname and an accent apart', () => {
    // A real string of AnyStyle's core set (development part), its "é" as the PDF gave it.
    const p = parseCitation(
      '[103] Yann LeCun, Le\u0301on Bottou, Yoshua Bengio, and Patrick Haffner. Gradient-based learning applied to document recognition. Proceedings of the IEEE, 86(11):2278–2324, 1998.',
    ).publication;
    expect(p.authors?.['1']?.map((x) => x.surname)).toEqual(['LeCun', 'Bottou', 'Bengio', 'Haffner']);
  });

  it('reads Vancouver and expands abbreviated page ranges', () => {
    const r = parseCitation('Hardin G. The tragedy of the commons. Science. 1968;162(3859):1243-8.');
    expect(r.publication).toMatchObject({
      title: { publicationTitle: 'The tragedy of the commons' },
      series: { series: 'Science', volume: '162', issue: '3859' },
      physical: { pages: '1243–1248' },
    });
  });

  it('reads a DSTU 8302 book with place, publisher and extent', () => {
    const r = parseCitation('Мельник В. П. Основи філософії : навч. посіб. Київ : Знання, 2015. 287 с.');
    expect(r.publication).toMatchObject({
      idTypePublication: 2,
      language: 'UA',
      outputData: { year: '2015', editionPlace: 'Київ', publisher: 'Знання' },
      physical: { pages: '287' },
    });
  });

  it('recognises dissertations, standards and patents', () => {
    const diss = parseCitation(
      'Михайлов, К. Г. Оптимизация логистических цепей : дис. ... канд. экон. наук : 08.00.05 / Михайлов Константин Геннадьевич. – СПб., 2015. – 180 с.',
    );
    expect(diss.publication.idTypePublication).toBe(4);
    expect(diss.publication.specialData).toMatchObject({
      dissertation: true,
      idAcademicDegree: 1,
      codeSpecialty: '08.00.05',
    });
    const std = parseCitation('ГОСТ Р 7.0.5–2008. Библиографическая ссылка. – М. : Стандартинформ, 2008. – 19 с.');
    expect(std.publication.idTypePublication).toBe(5);
    expect(std.publication.title?.standartNumber).toEqual([{ standart: 'ГОСТ Р', number: '7.0.5–2008' }]);
    const pat = parseCitation(
      'Пат. 2156450 Российская Федерация. Способ определения влажности / Иванов И. И. – опубл. 20.09.2000.',
    );
    expect(pat.publication.idTypePublication).toBe(6);
    expect(pat.publication.specialData?.patentNumber).toBe('2156450');
  });

  it('reads the access date and the URL of a web page', () => {
    const r = parseCitation(
      'Официальный сайт Минобрнауки [Электронный ресурс]. – URL: https://minobrnauki.gov.ru (дата обращения: 01.02.2022).',
    );
    expect(r.publication.idTypePublication).toBe(7);
    expect(r.publication.accessData).toEqual({
      link: 'https://minobrnauki.gov.ru',
      type: 'url',
      accessedDate: '2022-02-01',
    });
  });

  it('cuts out «Режим доступа» with a link typed without its scheme, so it is no host', () => {
    // A real string of fixtures/parser/ru-ua.json.
    const r = parseCitation(
      '2. Мультикоптер. [Электронный ресурс]. Режим доступа: ru.wikipedia.org/wiki/Мультикоптер/ (дата обращения:  4.10.2017).',
    );
    expect(r.publication.series?.series).toBeUndefined();
    expect(r.publication.title?.publicationTitle).toBe('Мультикоптер');
    expect(r.publication.accessData?.link).toBe('https://ru.wikipedia.org/wiki/Мультикоптер/');
  });

  it('reads a revised edition as the edition, never the title', () => {
    // A real string of AnyStyle's core set (fixtures/parser/anystyle_core.xml).
    const p = parseCitation(
      'Benedict Anderson, Imagined Communities: Reflections on the Origin and Spread of Nationalism, rev. ed. (London: Verso, 1991), 39 .',
    ).publication;
    expect(p.edition).toBe('Rev. ed.');
    expect(p.title?.publicationTitle).toBe('Imagined Communities: Reflections on the Origin and Spread of Nationalism');
    expect(
      parseCitation('Smith, J. (2010). The book of things (2nd rev. ed.). New York: Wiley.').publication.edition,
    ).toBe('2nd rev. ed.');
  });

  it('warns when several references are pasted and parses the first', () => {
    const r = parseCitation(
      '1. Hardin G. The tragedy of the commons. Science. 1968;162:1243-8.\n2. Breiman L. Random forests. Mach Learn. 2001;45:5-32.',
    );
    expect(r.warnings.some((w) => /2 references/.test(w))).toBe(true);
    expect(r.publication.title?.publicationTitle).toBe('The tragedy of the commons');
  });

  it('reads a GOST book series, an MLA link without a scheme and a shortened author list', () => {
    const book = parseCitation(
      'Шевчук В. О., Ткаченко І. П. Історія української культури : навч. посіб. Київ : Либідь, 2019. 368 с. (Бібліотека студента ; № 12).',
    );
    expect(book.publication.idTypePublication).toBe(2);
    expect(book.publication.series).toEqual({ series: 'Бібліотека студента', number: '12' });
    const web = parseCitation(
      'Петров, Пётр Петрович. “Правила оформления.” Научная библиотека, 2021, lib.example.ru/rules. Дата обращения 5 мая 2021.',
    );
    expect(web.publication.accessData).toEqual({
      link: 'https://lib.example.ru/rules',
      type: 'url',
      accessedDate: '2021-05-05',
    });
    const etAl = parseCitation(
      'Vaswani A, Shazeer N, Parmar N, et al. Attention is all you need. Adv Neural Inf Process Syst. 2017;30:5998-6008.',
    );
    expect(etAl.publication.authors?.['1']).toHaveLength(3);
    expect(etAl.warnings.some((w) => /et al/.test(w))).toBe(true);
  });

  it('takes the hinted language only when the script cannot tell', () => {
    // Ukrainian letters decide whatever the hint says.
    expect(parseCitation('Петренко О. Назва праці. Наука, 2019.', { hintLanguage: 'RU' }).publication.language).toBe(
      'UA',
    );
    // Letters both languages share: the hint decides, Russian without one.
    expect(parseCitation('Петренко О. Модель. Наука, 2019.', { hintLanguage: 'UA' }).publication.language).toBe('UA');
    expect(parseCitation('Петренко О. Модель. Наука, 2019.').publication.language).toBe('RU');
  });

  it('says so when there is nothing to read', () => {
    expect(parseCitation('').warnings).toContain(NOT_RECOGNISED);
    expect(parseCitation('   ').recognised).toBe(false);
  });

  it('puts the host of a chapter or collection paper in publication.host, a journal in series', () => {
    const apa = parseCitation(
      'Smith, J. (2010). A chapter title. In A. Jones (Ed.), The big book (pp. 10–20). London: Penguin.',
    ).publication;
    expect(apa).toMatchObject({
      idTypePublication: 3,
      host: { title: 'The big book', editionPlace: 'London', publisher: 'Penguin' },
      physical: { pages: '10–20' },
    });
    // The host's editors go with the host (docs/model.md), not among the chapter's own people.
    expect(apa.host?.editors).toEqual([{ surname: 'Jones', name: 'A.' }]);
    expect(apa.authors?.['3']).toBeUndefined();
    expect(apa.series?.series).toBeUndefined();
    expect(apa.outputData?.publisher).toBeUndefined();
    const gost = parseCitation(
      'Иванов И. И. Статья о чём-то // Сборник научных трудов. – М. : Наука, 2010. – С. 12–20.',
    ).publication;
    expect(gost).toMatchObject({
      host: { title: 'Сборник научных трудов', editionPlace: 'М.', publisher: 'Наука' },
      outputData: { year: '2010' },
      physical: { pages: '12–20' },
    });
    const article = parseCitation('Иванов И. И. Статья // Вестник МГУ. – 2010. – № 3. – С. 565—583.').publication;
    expect(article.host).toBeUndefined();
    expect(article.series).toMatchObject({ series: 'Вестник МГУ', number: '3' });
  });

  it('reads surnames with particles before or after the given names, and em-dash page ranges', () => {
    const r = parseCitation(
      'Da Matta, R., & van der Berg, J. (2005). Title of the paper. Journal of Things, 12(3), 565—583.',
    );
    expect(authorsOf(r)).toEqual(['Da Matta R.', 'van der Berg J.']);
    expect(r.publication.physical?.pages).toBe('565–583');
    expect(
      authorsOf(parseCitation('Da Matta, Roberto. 1991. Carnivals, rogues, and heroes. Notre Dame: UNDP.')),
    ).toEqual(['Da Matta Roberto']);
    for (const text of [
      'de Saussure, F. (1916). Cours de linguistique générale. Paris: Payot.',
      'Saussure, F. de. (1916). Cours de linguistique générale. Paris: Payot.',
      'Saussure, F. de, & Bally, C. (1916). Cours de linguistique générale. Paris: Payot.',
    ]) {
      const p = parseCitation(text);
      expect(authorsOf(p)[0]).toBe('de Saussure F.');
      expect(p.publication.authors?.['5']).toBeUndefined();
      expect(p.publication.title?.publicationTitle).toBe('Cours de linguistique générale');
    }
  });
});
