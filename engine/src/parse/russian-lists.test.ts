import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

/**
 * Russian and Ukrainian reference lists as researchers type them (issue 15): strings of the
 * development part of fixtures/parser/ru-ua.json, one rule each.
 */
const read = (text: string) => {
  const p = parseCitation(text).publication;
  return {
    authors: (p.authors?.['1'] ?? []).map((a) => `${a?.surname} ${a?.name ?? ''}`.trim()),
    title: p.title?.publicationTitle,
    container: p.host?.title ?? p.series?.series,
    year: p.outputData?.year,
    volume: p.host?.volume ?? p.series?.volume,
    issue: p.series?.issue ?? p.series?.number,
    pages: p.physical?.pages,
    link: p.accessData?.link,
  };
};

describe('Russian and Ukrainian reference lists', () => {
  it('reads the issue before a running number in brackets: «№ 3 (44)», «Вып. 2 (23)»', () => {
    expect(
      read(
        '1. Багаутдинова Н.Г. Модель конкурентоспособности организации в условиях информационной экономики / Н.Г.  Багаутдинова, Р.А. Никулин // Бизнес. Образование. Право, 2018. № 3 (44). С. 18-25.',
      ),
    ).toMatchObject({ issue: '3', year: '2018', pages: '18–25' });
    expect(
      read(
        '6. Чупраков Д. В., Ведерникова А. В. О структуре конечных циклических полуколец с идемпотентным  коммутативным сложением // Вестник Сыктывкарского университета. Сер. 1: Математика, механика, информатика. 2017. Вып. 2 (23). С. 92–107.',
      ),
    ).toMatchObject({ issue: '2', year: '2017' });
  });

  it('does not read the «т.» of «ин-т.» as a volume', () => {
    expect(
      read(
        '9. Вечтомов Е. М. Теория решеток : учеб.-метод. разработка спецкурса. Киров : Киров. гос. пед. ин-т.  1995. 40 с.',
      ),
    ).toMatchObject({ year: '1995', volume: undefined });
  });

  it('takes the year that closes the imprint, not a year in a title or host', () => {
    expect(
      read(
        '10. Грефе Р. Сетчатые покрытия / Р. Грефе // Шухо.  В.Г. (1853–1939). Искусство конструкции / пер. с нем. Л.М. Глотова, М.М. Гаппоева; под ред. Р. Грефе, М.М. Гаппоева, О. Перчи. – М. : Мир, 1995. – С. 28–53.',
      ).year,
    ).toBe('1995');
    expect(
      read(
        '8. Старостенко, Ю.Д. Основные положения Генерального плана реконструкции Москвы 1935 г. в свете материалов фонда Л.М. Кагановича (РГАСПИ) // Архитектурное наследство. – 2017. – Вып. 67. – С. 233-248.',
      ).year,
    ).toBe('2017');
    expect(
      read(
        '12. Замки и укрепления Немецкого ордена в северной части Восточной Пруссии / автор-составитель А.П. Бахтин. – Калининград : Терра Балтика, 2005–2008. ISBN 5-98777-004-1.',
      ).year,
    ).toBe('2005');
  });
});
