import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const patent = (text: string) => {
  const p = parseCitation(text).publication;
  return { type: p.idTypePublication, title: p.title?.publicationTitle, special: p.specialData };
};

// Composed in the forms the style helpers met (session 8): GOST 7.1's patent with the office
// abbreviated by GOST 7.12, and a number printed with its office code and kind.
describe('a patent’s number and office', () => {
  it('«Пат. 2637215 Рос. Федерация, МПК …»: the office, in full, is no part of the title', () => {
    expect(
      patent(
        'Пат. 2637215 Рос. Федерация, МПК C01B 32/05. Способ получения графена / Иванов И.И.; заявл. 01.02.2016; опубл. 06.12.2017, Бюл. № 34.',
      ),
    ).toMatchObject({
      type: 6,
      title: 'Способ получения графена',
      special: { patentNumber: '2637215', patentOffice: 'Российская Федерация', datePublication: '2017-12-06' },
    });
  });

  it('«Пат. 2156450 Российская Федерация.» keeps its office; «RU2013151824A» gives number and code', () => {
    expect(
      patent('Пат. 2156450 Российская Федерация. Способ определения влажности / Иванов И. И. – опубл. 20.09.2000.')
        .special,
    ).toMatchObject({ patentNumber: '2156450', patentOffice: 'Российская Федерация' });
    expect(patent('Способ получения: пат. RU2013151824A / Иванов И.И. 2015.').special).toMatchObject({
      patentNumber: '2013151824',
      patentOffice: 'RU',
    });
  });

  it('an IPC with its editions’ stops after the office is no part of the title (GOST R 7.0.100-2018 example, gost2018 fixture)', () => {
    expect(
      patent(
        'Патент № 2637215 Российская Федерация, МПК B02C 19/16 (2006.01), B02C 17/00 (2006.01). Вибрационная мельница : № 2017105030 : заявл. 15.02.2017 : опубл. 01.12.2017 / Артеменко К. И., Богданов Н. Э. ; заявитель БГТУ. – 4 с. : ил. – Текст : непосредственный.',
      ),
    ).toMatchObject({ title: 'Вибрационная мельница', special: { patentOffice: 'Российская Федерация' } });
  });

  it('«Патент РУз IDP 05370. 31.10.2002.» (ru-ua-2.json, development): a Cyrillic office and a series before the number; the year of the date that ends it', () => {
    const p = parseCitation(
      '4. Аликулов Д.Е. Способ установки заготовок зубчатых колёс на зуборезных станках. Патент РУз IDP 05370. 31.10.2002.',
    ).publication;
    expect(p.idTypePublication).toBe(6);
    expect(p.title?.publicationTitle).toBe('Способ установки заготовок зубчатых колёс на зуборезных станках');
    expect(p.specialData).toMatchObject({ patentNumber: 'IDP05370', patentOffice: 'РУз' });
    expect(p.outputData?.year).toBe('2002');
  });

  it('«Патент, RU2013151824A, Россия, A61P 37/02, 2013»: the word, the office and its classification typed with commas are no part of the title or host', () => {
    const p = parseCitation('Иванов И.И. Способ. Патент, RU2013151824A, Россия, A61P 37/02, 2013').publication;
    expect(p.specialData).toMatchObject({ patentNumber: '2013151824', patentOffice: 'Россия, RU' });
    expect(p.title?.publicationTitle).toBe('Способ');
    expect(p.series?.series).toBeUndefined();
    expect(p.outputData?.year).toBe('2013');
  });
});
