import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

/**
 * Details of GOST/DSTU descriptions that the labelled set does not score but the formatted
 * reference shows. The inputs are strings from the development part of fixtures/parser/ru-ua.json.
 */
const pub = (text: string) => parseCitation(text).publication;

describe('GOST details as printed', () => {
  it('keeps closing quotes of publishers and other title information (ru-ua development)', () => {
    const a = pub(
      '1. Каганович, Л.М. О строительстве метрополитена и плане  города Москвы : речь тов. Л. М. Кагановича на пленуме Моссовета с участием ударников Метростроя, фабрик и заводов Москвы 16 июля 1934 г. – М. : Издание газеты «Ударник Метростроя», 1934.',
    );
    expect(a.outputData?.publisher).toBe('Издание газеты «Ударник Метростроя»');
    // …and the stop of «г.» before the zone dash.
    expect(a.title?.infoAbouteTitle).toMatch(/16 июля 1934 г\.$/u);
    const b = pub(
      'Коцупатрий, М. М. Облік і звітність в оподаткуванні у схемах і таблицях : навч. посіб. для студ. напряму підгот. 6.030509 "Облік і аудит" / М. М. Коцупатрий, С. І. Ковач, К. В. Безверхий ; Держ. вищ. навч. заклад "Київський нац. екон. ун-т ім. В. Гетьмана". – К. : КНЕУ, 2015. – 196 с. : іл. – Глосарій с. 183-193. – Бібліогр.: с. 194-196',
    );
    expect(b.title?.infoAbouteTitle).toMatch(/"Облік і аудит"$/u);
  });

  it('keeps the stop of an abbreviation that ends other title information (ru-ua development)', () => {
    const p = pub(
      'Пушкар, О. І. Ілюстрування : навч. посіб. / О. І. Пушкар, Т. Ю. Андрющенко ; Харківський національний економічний університет ім. С. Кузнеця. – Х. : ХНЕУ ім. С. Кузнеця, 2015. – 126 с. : іл. – Бібліогр.: с. 123-124',
    );
    expect(p.title?.infoAbouteTitle).toBe('навч. посіб.');
  });
});

describe('GOST and DSTU dissertations', () => {
  // Composed in the shape of the Russian State Library's catalogue records (statement of
  // responsibility «Фамилия Имя Отчество ; [Место защиты: …]», MARC 245$c), not a copied string.
  it('reads a catalogue record’s «[Место защиты: …]» as the body and its full name into the initials', () => {
    const p = pub(
      'Петров П.П. Методы анализа данных : дис. ... канд. техн. наук : 05.13.01 / Петров Петр Петрович ; [Место защиты: С.-Петерб. гос. ун-т]. – СПб., 2015. – 150 с.',
    );
    expect(p.specialData?.defPlace).toBe('С.-Петерб. гос. ун-т');
    expect(p.authors?.['1']).toEqual([{ surname: 'Петров', name: 'Петр', fathername: 'Петрович' }]);
  });
  it('keeps the heading’s initials when the statement names someone else', () => {
    const p = pub(
      'Петров П.П. Методы анализа данных : дис. ... канд. техн. наук : 05.13.01 / Петров Иван Сергеевич. – СПб., 2015. – 150 с.',
    );
    expect(p.authors?.['1']?.[0]).toMatchObject({ surname: 'Петров', name: 'П.', fathername: 'П.' });
  });

  it('marks an author’s abstract whatever its case (ru-ua development)', () => {
    const p = pub(
      '5. Азимова Д.Х. Воспитание у старших дошкольников эмоционально-положительного отношения к сверстникам: Автореф. дисс. канд. пед. наук. М., 1992. 20 с.',
    );
    expect(p.specialData).toMatchObject({ dissertation: false, idAcademicDegree: 1 });
  });

  it('keeps the city as the edition place, not the defence place, and takes the university', () => {
    const city = pub(
      '6. Мензаирова Е.А. Актуализация концептов "любовь" и "женщина" в песенном дискурсе: Дисс. … канд. филол. наук. Ижевск, 2010. 187 с.',
    );
    expect(city.outputData?.editionPlace).toBe('Ижевск');
    expect(city.specialData?.defPlace).toBeUndefined();
    // «СПб» and «Ростов-н/д» typed without their stops are places all the same (ru-ua development).
    expect(
      pub(
        'Сиргия А. С. Творчество Раджниша в контексте взаимодействия культур востока и  Запада: дисс. канд. филос. наук. СПб, 2013.',
      ).outputData?.editionPlace,
    ).toBe('СПб');
    expect(
      pub(
        '7. Николаева Е.С. Междометия в прагмалингвистическом аспекте (на материале русского и английского языков): Дисс. … канд. филол. наук. Ростов-н/д, 2006. 164 с.',
      ).outputData?.editionPlace,
    ).toBe('Ростов-н/д');
    const body = pub(
      'Петренко О. В. Фінансове забезпечення розвитку підприємств : дис. … д-ра філософії : 072 / Петренко Олена Василівна ; Харк. нац. екон. ун-т ім. С. Кузнеця. – Х., 2021. – 220 с.',
    );
    expect(body.specialData).toMatchObject({ defPlace: 'Харк. нац. екон. ун-т ім. С. Кузнеця' });
    // «д-ра філософії» is a PhD: science 23 with a doctor's degree (parts/degree.ts).
    expect(body.specialData).toMatchObject({ dissertation: true, idAcademicDegree: 2, idScience: 23 });
  });
});

describe('GOST notes and editions', () => {
  it('takes the pages of appendices, a glossary or an index as notes, not the extent (ru-ua development)', () => {
    const p = pub(
      'Андрущенко, В. Л. Морально-етичні імперативи податків та оподаткування (західна традиція) : монографія / В. Л. Андрущенко, Т. В. Тучак ; Нац. ун-т держ. податкової служби Укр., Наук.-дослід. ін-т фін. права. – К. : Алерта, 2013. – 382 с. : іл. – Дод.: с. 369-382. – Бібліогр.: с. 356-368',
    );
    expect(p.physical?.pages).toBe('382');
    const q = pub(
      'Сенчуков, В. Ф. Вища математика. Загальні розділи : навч. посіб.; рекоменд. МОН. Ч. 2 / В. Ф. Сенчуков, Т. В. Денисова ; Харківський національний економічний університет. – Х. : ХНЕУ, 2013. – 295 с. : іл. – Предм. покажч.: с. 290-292. – Бібліогр.: с. 284-285',
    );
    expect(q.physical?.pages).toBe('295');
  });

  it('keeps an edition statement with words whole (ru-ua development)', () => {
    const p = pub(
      '2. Ожегов С. И. Толковый словарь русского языка / Под ред.  докт. филол. наук, проф. Н. Ю. Шведовой. — 16-е изд.,  испр. — М.: Рус. яз., 1984.',
    );
    expect(p.edition).toBe('16-е изд., испр.');
    // The em dash after the edition, whose stop went with it, still opens the imprint.
    expect(p.outputData).toMatchObject({ editionPlace: 'М.', publisher: 'Рус. яз.', year: '1984' });
    expect(
      pub('Иванов И. И. Экономика : учебник. – 5-е изд., перераб. и доп. – М. : Юрайт, 2019. – 300 с.').edition,
    ).toBe('5-е изд., перераб. и доп.');
    expect(pub('30. Курош А. Г. Лекции по общей алгебре. 2-е изд. М. : Наука, 1973. 400 с.').edition).toBe('2');
  });
});

describe('GOST numbers and dates', () => {
  it('dates a newspaper issue by the day and month after its year (ru-ua development)', () => {
    const p = pub('8. Раннев, В. Попсоляризация фасада / В. Раннев // Коммерсант. – 2008. – 4 марта. – С. 3.');
    expect(p.series).toMatchObject({ series: 'Коммерсант', publicDate: '2008-03-04' });
  });

  it('keeps every page range after the label (ru-ua development)', () => {
    const p = pub(
      '3. Крадин, Н.П. Архитектура и архитекторы Хабаровска. – Хабаровск : Кн. изд-во, 2003. – С. 54–58, 128–130.',
    );
    expect(p.physical?.pages).toBe('54–58, 128–130');
  });

  it('keeps the label of a page cited from a book, which is no extent', () => {
    expect(pub('Лотман Ю. М. О поэтах и поэзии. – М. : Наука, 1957. – С. 340.').physical?.pages).toBe('С. 340');
    expect(pub('Лотман Ю. М. О поэтах и поэзии. – М. : Наука, 1957. – 340 с.').physical?.pages).toBe('340');
  });
});

describe('GOST volumes', () => {
  it('reads the title of a volume after its number into title.nameVolume', () => {
    const p = pub(
      'Выготский Л. С. Собрание сочинений : в 6 т. Т. 4. Детская психология / Л. С. Выготский. – М. : Педагогика, 1984. – 433 с.',
    );
    expect(p.title).toMatchObject({ publicationTitle: 'Собрание сочинений', nameVolume: 'Детская психология' });
    expect(p.series?.volume).toBe('4');
  });
});

describe('GOST years', () => {
  it('takes no year from a span in a title nor from an access date (ru-ua development)', () => {
    const span = pub(
      '30. Албин, И.Н. Генеральный план Санкт-Петербурга 2019–2043: стратегия и тактика [Электронный ресурс] / И.Н. Албин // КиберЛенинка. – Режим доступа: https://cyberleninka.ru/article/n/ generalnyy-plan-sankt-peterburga-2019-2043strategiya-i-taktika (дата обращения 10.01.2019).',
    );
    expect(span.outputData?.year).toBeUndefined();
    const access = pub(
      'Головин Е. В. Муравьиный лик (Якоб Беме о грехопадении): [Электронный ресурс] // Фонд Е. В. Головина. URL: http://golovinfond.ru/content/muravinyy-lik (дата обращения: 01.11. 2018).',
    );
    expect(access.outputData?.year).toBeUndefined();
    expect(access.accessData?.accessedDate).toBe('2018-11-01');
  });
});

describe('GOST journals', () => {
  it('reads «Proc. Natl. Acad. Sci. USA» as a journal, not proceedings (ru-ua development)', () => {
    const p = pub(
      '13. Dukhanina E.A., Kabanova O.D., Lukyanova T.I., Shatalov Y.V., Yashin D.V., Romanova E.A., Gnuchev N.V., Galkin A.V., Georgiev G.P., Sashchenko L.P. // Proc. Natl. Acad. Sci. USA. 2009. V. 106. № 33. P. 13963–13967.',
    );
    expect(p).toMatchObject({ idTypePublication: 1, series: { series: 'Proc. Natl. Acad. Sci. USA', volume: '106' } });
  });
});

describe('GOST hosts', () => {
  it('reads the host’s imprint after its volume or edition (ru-ua development)', () => {
    const p = pub(
      'Топоров В. Н. Первобытные представления о мире // Топоров В. Н. Мировое дерево: Универсальные знаковые комплексы. Т. 1. М.: Рукописные памятники Древней Руси, 2010. С. 25–52.',
    );
    expect(p.host).toMatchObject({ editionPlace: 'М.', publisher: 'Рукописные памятники Древней Руси', volume: '1' });
    const q = pub(
      'Павленков Ф. Ф. Некромантия // Павленков Ф. Ф. Словарь иностранных слов, вошедших в состав русского языка. 2-е изд. СПб: Типографiя Ю. Н. Эрлихъ, 1910.',
    );
    // Typed «Типографiя» with a Latin i: read as the Cyrillic «і» it looks like (look-alikes.ts).
    expect(q.host).toMatchObject({ editionPlace: 'СПб', publisher: 'Типографія Ю. Н. Эрлихъ' });
  });
});

describe('Russian imprints typed without GOST’s marks', () => {
  it('keeps the label of a cited page and reads a place before a year (ru-ua development)', () => {
    expect(
      pub('Рогова Е.В. Исправительные работы и особенности их применения к несовершеннолетним. Иркутск, 2004. С. 180.')
        .physical?.pages,
    ).toBe('С. 180');
    const p = pub(
      '3. Бологова Н.А. Жанровые особенности притчи в современной отечественной литературе. Критика и семиотика / Н.А.  Бологова. Н.: 2013. Вып. 8. 132 с.',
    );
    expect(p.outputData).toEqual({ year: '2013', editionPlace: 'Н.' });
  });
});

describe('GOST title zone', () => {
  it('takes a bare dash before the responsibility for title text (ru-ua development)', () => {
    const p = pub(
      'Лебедєва, І. Л. Розв\'язання завдань з навчальної дисципліни "Оптимізаційні методи і моделі" у середовищі MS Excel - 2010 : навч.-практ. посіб. для інозем. студ. / І. Л. Лебедєва, Л. О. Норік ; Харківський національний економічний університет ім. С. Кузнеця. – Х. : ХНЕУ ім. С. Кузнеця, 2015. – 218 с. : іл. – Глосарій с. 209-214. – Бібліогр.: с. 215',
    );
    expect(p.authors?.['1']?.map((a) => a?.surname)).toEqual(['Лебедєва', 'Норік']);
    expect(p.title?.publicationTitle).toMatch(/MS Excel – 2010$/u);
    expect(p.physical?.pages).toBe('218');
  });
});

describe('an issue of a collection', () => {
  it('keeps its word «Вып.», so the styles print a выпуск, never a bare part «Ч. 8» (ru-ua development)', () => {
    const a = pub(
      '6. Нугманова, Г.Г. История планировки и строительства Казанского Богородицкого монастыря / Г.Г. Нугманова // Памятники русской архитектуры и монументального искусства / Отв. ред. Е.Г. Щеболева. – М. : Наука, 2010. – Вып. 8. – 581 с. – С.172–216.',
    );
    expect(a.idTypePublication).toBe(3);
    expect(a.series?.issue).toBe('Вып. 8');
  });
});

describe('the role words of a responsibility', () => {
  const people = (text: string) => {
    const a = pub(text).authors ?? {};
    const nm = (ps: unknown) =>
      ((ps as { surname?: string; name?: string }[] | undefined) ?? []).map((p) => `${p.surname} ${p.name}`);
    return { authors: nm(a['1']), compilers: nm(a['2']), editors: nm(a['3']) };
  };

  it('keep the editor after «Гл. ред.», «Отв. редактор и составитель», «відп. ред.», «під заг. ред.»', () => {
    // Composed on the form of a ru-ua string (an encyclopedia's chief editor).
    expect(
      people('Большая советская энциклопедия / Гл. ред. Б. А. Введенский. – М. : Сов. энцикл., 1953. – 640 с.'),
    ).toMatchObject({
      editors: ['Введенский Б.'],
    });
    // ru-ua development strings.
    expect(
      people(
        'Біоенергетичні проекти: від ідеї до втілення : практ. посіб. / [під заг. ред. Р.Ю. Тормосова]. - К. : [Поліграф плюс], 2015. - 206 с. : іл., фотогр. - Дод.: с. 179-205. - Бібліогр. до кожн. розд. - ISBN 978-966-8977-61-9.',
      ),
    ).toMatchObject({ editors: ['Тормосов Р.'] });
    const host = pub(
      'Вечерина О. П. Значение феномена сумасшествия в тамильском шайва-бхакти // Психотехники и измененные состояния сознания. Сб. материалов Третьей международной  конференции (19–21 марта 2015 г., Санкт-Петербург) / Отв. редактор и составитель  С. В. Пахомов. Санкт-Петербург: Издательство РХГА, 2016. С. 281–295.',
    ).host;
    expect(host?.editors).toEqual([{ surname: 'Пахомов', name: 'С.', fathername: 'В.' }]);
  });

  it('read the editor past a degree and rank, and before a year run into the statement (ru-ua development)', () => {
    expect(
      people(
        '2. Ожегов С. И. Толковый словарь русского языка / Под ред.  докт. филол. наук, проф. Н. Ю. Шведовой. — 16-е изд.,  испр. — М.: Рус. яз., 1984.',
      ),
    ).toEqual({ authors: ['Ожегов С.'], compilers: [], editors: ['Шведова Н.'] });
    const host = pub(
      '2. Белова Е.О. Оценка конкурентоспособности и формирования конкурентных преимуществ предприятия / Е.О. Белова.  В сб.: Современные проблемы управления и регулирования: теория, методология, практика. II Международная  научно-практическая конференция. / Под общ. ред. Г.Ю. Гуляева, 2017. С. 130-133.',
    ).host;
    expect(host?.editors).toEqual([{ surname: 'Гуляев', name: 'Г.', fathername: 'Ю.' }]);
  });

  it('give «уклад.» and «сост.» to the compilers (composed)', () => {
    expect(
      people('Словник іншомовних слів / уклад. Л. О. Пустовіт, О. І. Скопненко. – К. : Довіра, 2000. – 1018 с.'),
    ).toMatchObject({ compilers: ['Пустовіт Л.', 'Скопненко О.'], editors: [] });
  });

  it('leave a journal’s own editor out of the article’s responsibility (ru-ua development)', () => {
    const a = pub(
      '15. Нугманова, Г.Г. Российская власть, европейская модель, татарская традиция: трансформация городского пространства Казани и свобода выбора в рамках государственной регламентации/ Г.Г. Нугманова // Ab Imperio / Отв. ред. И.В. Герасимов. – М., 2016. – № 3. – С. 76–117.',
    );
    expect(a.series?.series).toBe('Ab Imperio');
    expect(a.authors?.['3']).toBeUndefined();
  });
});

describe('a host that records a conference', () => {
  // Composed in the form of GOST R 7.0.100-2018's examples of papers in proceedings (6.2.4,
  // «: материалы … конференции (Место, даты)»), not a copied string.
  it('keeps the conference’s description, place and days', () => {
    const p = pub(
      'Иванов И. И. Анализ рынка // Экономика и управление : материалы междунар. науч.-практ. конф. (24–26 марта 2016 г., СПб). – СПб. : СПбГУ, 2016. – С. 12–15.',
    );
    expect(p.idTypePublication).toBe(3);
    expect(p.host?.title).toBe('Экономика и управление');
    expect(p.title?.infoAbouteTitle).toBe('материалы междунар. науч.-практ. конф.');
    expect(p.specialData).toMatchObject({ place: 'СПб', date: '2016-03-24', dateEnd: '2016-03-26' });
  });
});

describe('a heading that is one name', () => {
  it('reads a known one-name author at the head (ru-ua development)', () => {
    const p = pub('Ошо. О мужчинах / Пер. с англ. М.: София, 2014.');
    expect(p.authors?.['1']).toEqual([{ surname: 'Ошо' }]);
    expect(p.title?.publicationTitle).toBe('О мужчинах');
  });
  it('keeps a one-word title that is no known author as the title', () => {
    const p = pub('Экономика. Учебник / под ред. А. И. Иванова. – М. : Наука, 2010. – 300 с.');
    expect(p.authors?.['1']).toBeUndefined();
    expect(p.title?.publicationTitle).toBe('Экономика');
  });
});
