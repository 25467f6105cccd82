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

  it('reads the names of an article printed without its title: «Авторы // Журнал. 2009»', () => {
    expect(read('1. Царев С.В., Хаитов М.Р. // Рос. мед. журн. 2009. № 2. С. 136–139.')).toMatchObject({
      authors: ['Царев С.', 'Хаитов М.'],
      title: undefined,
      container: 'Рос. мед. журн',
      year: '2009',
    });
  });

  it('runs a title typed without GOST marks to its imprint, over the stops inside it', () => {
    expect(
      read('11. Чернявская В.Е. Лингвистика текста. Лингвистика дискурса. М. : Флинта: наука, 2013. 208 с..'),
    ).toMatchObject({
      authors: ['Чернявская В.'],
      title: 'Лингвистика текста. Лингвистика дискурса',
      year: '2013',
    });
    expect(
      read(
        'Алаев Л. Б. Южная Индия. Общественно-политический строй VIII—XIII веков. М.: Институт востоковедения РАН, 2011.',
      ).title,
    ).toBe('Южная Индия. Общественно-политический строй VIII—XIII веков');
    expect(read('1. Березкина Э.И. Математика в девяти книгах. М., 1957. С. 340.')).toMatchObject({
      title: 'Математика в девяти книгах',
      pages: '340',
    });
  });

  it('keeps the form of the book out of the title: «: учебник», «. Учебное пособие»', () => {
    expect(
      read('1. Кушнир А.А. Педагогика иностранного языка: учебник / А.А. Кушнир. М.: Школьные технологии, 1997. 191 с.')
        .title,
    ).toBe('Педагогика иностранного языка');
    expect(
      read('3. Игнатюк А.З. Таможенное право  таможенного союза. Учебное пособие / А.З. Игнатюк. – М., 2010.  – 250 с.')
        .title,
    ).toBe('Таможенное право таможенного союза');
  });

  it('reads an imprint typed into the title zone and a dash inside a title before its host', () => {
    expect(
      read(
        '4. Крадин, Н.П. Зодчие Хабаровска (1858–2013). Хабаровск : Хабаровская краевая типография, 2013. – С. 96–103, 251–255.',
      ),
    ).toMatchObject({ title: 'Зодчие Хабаровска (1858–2013)', year: '2013' });
    expect(
      read(
        '8. Мамешин, Е.Д. Большой Хабаровск – как он есть и каким он будет // Дальний Восток. – 1963. – № 5. – С. 143–147.',
      ),
    ).toMatchObject({ title: 'Большой Хабаровск – как он есть и каким он будет', container: 'Дальний Восток' });
    expect(read('6. Крадин, Н.П. Архитектор Мамешин // Хабаровская недвижимость. –1998. – № 4.')).toMatchObject({
      container: 'Хабаровская недвижимость',
      year: '1998',
    });
  });

  it('does not split zones at a dash inside brackets, and reads a slash glued to the title', () => {
    expect(
      read(
        'Шейко, В. М. Формування основ культурології в добу цивілізаційної глобалізації (друга половина ХIХ - початок ХХI ст.) : [монографія] / В. М. Шейко, Ю. П. Богуцький. – К. : Генеза, 2005. – 591 с. : іл. – Імен. покажч.: с. 571-588. – Бібліогр.: с. 525-570',
      ),
    ).toMatchObject({
      authors: ['Шейко В.', 'Богуцький Ю.'],
      title: 'Формування основ культурології в добу цивілізаційної глобалізації (друга половина ХIХ – початок ХХI ст.)',
      year: '2005',
    });
    expect(
      read(
        '15. Нугманова, Г.Г. Российская власть, европейская модель, татарская традиция: трансформация городского пространства Казани и свобода выбора в рамках государственной регламентации/ Г.Г. Нугманова // Ab Imperio / Отв. ред. И.В. Герасимов. – М., 2016. – № 3. – С. 76–117.',
      ).title,
    ).toBe(
      'Российская власть, европейская модель, татарская традиция: трансформация городского пространства Казани и свобода выбора в рамках государственной регламентации',
    );
  });

  it('ends the title at a dissertation statement followed by a dash without a stop', () => {
    expect(
      read(
        '3. Кульвер В. Л. Русский балет как феномен духовности: Автореферат дисс. … кандидата искусствоведения. — СПб.,  1995. — 21 с.',
      ),
    ).toMatchObject({ title: 'Русский балет как феномен духовности', year: '1995' });
  });

  it('joins a URL that a PDF broke with a space after a slash or a stop', () => {
    expect(
      read(
        '30. Албин, И.Н. Генеральный план Санкт-Петербурга 2019–2043: стратегия и тактика [Электронный ресурс] / И.Н. Албин // КиберЛенинка. – Режим доступа: https://cyberleninka.ru/article/n/ generalnyy-plan-sankt-peterburga-2019-2043strategiya-i-taktika (дата обращения 10.01.2019).',
      ).link,
    ).toBe('https://cyberleninka.ru/article/n/generalnyy-plan-sankt-peterburga-2019-2043strategiya-i-taktika');
    expect(read('Doe J. Title. URL: https://x.org/ and more text.').link).toBe('https://x.org/');
  });

  it('reads surname-first names in Cyrillic lists, a former surname in brackets with them', () => {
    expect(
      read(
        '2. Литвинова П. П. Фразеология. Повышаем речевую готовность на английском: учебное пособие для самообразования. — М.: Примстрой, 2001.',
      ),
    ).toMatchObject({ authors: ['Литвинова П.'], title: 'Фразеология. Повышаем речевую готовность на английском' });
    expect(
      read(
        '4. Вечтомов Е. М., Лубягина (Орлова) И. В. Циклические полукольца с идемпотентным некоммутативным // Фундаментальная и прикладная математика. 2015. Т. 20. № 6. С. 17–41.',
      ),
    ).toMatchObject({
      authors: ['Вечтомов Е.', 'Лубягина (Орлова) И.'],
      title: 'Циклические полукольца с идемпотентным некоммутативным',
    });
  });

  it('reads a host without its heading author and without the kind of publication it is', () => {
    expect(
      read(
        'Топоров В. Н. Первобытные представления о мире // Топоров В. Н. Мировое дерево: Универсальные знаковые комплексы. Т. 1. М.: Рукописные памятники Древней Руси, 2010. С. 25–52.',
      ),
    ).toMatchObject({ container: 'Мировое дерево: Универсальные знаковые комплексы', year: '2010', pages: '25–52' });
    expect(
      read(
        'Новикова А. А. Некромантия в работах Элифаса Леви // Aliter: научно-теоретический  журнал, 2016. № 6. С. 26–45.',
      ).container,
    ).toBe('Aliter');
  });
});
