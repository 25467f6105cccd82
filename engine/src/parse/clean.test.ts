import { describe, expect, it } from 'vitest';
import { cleanReference, splitReferences } from './clean.js';

describe('cleanReference', () => {
  it('removes numbering, soft hyphens, line breaks and doubled spaces, and unifies dashes', () => {
    expect(cleanReference('[12]  Ива\u00ADнов И. И. Био-\nграфия\u2014жизнь  и  дело \u2013 2019')).toBe(
      'Иванов И. И. Биография—жизнь и дело – 2019',
    );
    expect(cleanReference('3) Smith J.\r\nTitle')).toBe('Smith J. Title');
  });

  it('drops the markup of italics copied with the text', () => {
    // A real string of AnyStyle's core set (development part).
    expect(
      cleanReference(
        'Sera, W. E., and C. N. Early. 2003. <italic>Microtus montanus.</italic> Mammalian Species 716: 1-10.',
      ),
    ).toBe('Sera, W. E., and C. N. Early. 2003. Microtus montanus. Mammalian Species 716: 1-10.');
  });

  it('reads initials bracketed after the surnames at the head, as French lists print them', () => {
    // Real strings of AnyStyle's core set (development part).
    expect(
      cleanReference('SIERVO (M.), GREY (P.), NYAN (O.A.), PRENTICE (A.M.) 2006, A pilot study on body image'),
    ).toBe('SIERVO, M., GREY, P., NYAN, O.A., PRENTICE, A.M. 2006, A pilot study on body image');
    expect(cleanReference('ALY (M.I.), NAGEB (R.), HERBIN (Fr.-R.), « Présentation »')).toBe(
      'ALY, M.I., NAGEB, R., HERBIN, Fr.-R., « Présentation »',
    );
    // A role or an acronym in brackets is no initial.
    expect(cleanReference('World Health Organization (WHO). Report')).toBe('World Health Organization (WHO). Report');
    expect(cleanReference('Smith J (Ed.). Book')).toBe('Smith J (Ed.). Book');
  });

  it('joins an accent given as its own character to its letter, so names are read', () => {
    // As the PDF string of AnyStyle's core set (development part) has it: "Le\u0301on Bottou".
    expect(cleanReference('Yann LeCun, Le\u0301on Bottou')).toBe('Yann LeCun, Léon Bottou');
  });

  it('keeps a year that starts the text', () => {
    expect(cleanReference('2019. Annual report')).toBe('2019. Annual report');
  });
});

describe('splitReferences', () => {
  it('splits a numbered list, joining lines that continue a reference', () => {
    expect(splitReferences('1. Smith J. A study //\nJournal. 2019.\n2. Doe J. Another. 2020.')).toEqual([
      'Smith J. A study // Journal. 2019.',
      'Doe J. Another. 2020.',
    ]);
  });

  it('in a list numbered only in part, starts a reference at an unnumbered line that reads as one', () => {
    // Real strings (fixtures/parser/ru-ua.json): a numbered one, then two typed without numbers.
    const list = [
      '1. Бестужев А. С. Конечные идемпотентные циклические полукольца // Математический вестник  педвузов и университетов Волго-Вятского региона. 2011. Вып. 13. С. 71–78.',
      'Кремнев, Г. П. Системы технологий : учеб. пособие / Г. П. Кремнев, Ф. В. Новиков, В. М. Колесник. – Днепропетровск : ЛИРА, 2015. – 140 с. : ил.',
      'XST User Guide for Virtex-4, Virtex-5, Spartan-3, and Newer CPLD Devices [Электронный ресурс]. – Режим доступа: http://www.xilinx.com/support',
      '2. Smith, J. (2019). A study of things.',
      'С. Есенин и его окружение / И. И. Степанченко. – Х., 2016. – 240 с.',
    ];
    expect(splitReferences(list.join('\n'))).toHaveLength(5);
    // A numbered reference wrapped over lines stays one: its host, its numbers, a line after
    // an entry that has not ended, a line with no year or link of its own.
    expect(
      splitReferences(
        [
          '1. Smith, J. (2019). A study of things in the',
          'Journal of Stuff, 2019, 12, 1–10.',
          '2. Doe J. Another title. 2020.',
          'In Proceedings of the Conference on Things, 2020, pp. 1–10.',
          '3. Roe J. Title of the paper. 2021.',
          'Journal of Stuff, vol. 12, pp. 1–10.',
          '4. Иванов И. И. Статья // Вестник. – 2019. – № 3.',
          'С. 10–20.',
        ].join('\n'),
      ),
    ).toHaveLength(4);
  });

  it('splits one reference per line, or at blank lines only', () => {
    expect(splitReferences('Smith J. A. 2019.\nDoe J. B. 2020.')).toHaveLength(2);
    expect(splitReferences('Smith J. A. 2019.\nDoe J. B. 2020.', { byLine: false })).toHaveLength(1);
    expect(splitReferences('Smith J. A. 2019.\n\nDoe J. B. 2020.', { byLine: false })).toHaveLength(2);
  });
});

describe('a backtick typed for an apostrophe', () => {
  it('is the apostrophe, so the word stays whole ("Teacher`s Book")', () => {
    expect(cleanReference('Oxenden, C. New English File. Intermediate Teacher`s Book. 2018.')).toBe(
      'Oxenden, C. New English File. Intermediate Teacher’s Book. 2018.',
    );
  });
});
