import { describe, expect, it } from 'vitest';
import { labelsFor } from '../locales/index.js';
import { apa7Names } from '../styles/apa7.js';
import { formatName, GIVEN_INITIALS, joinNames, listOfNames, type NameListOptions, nameList } from './names.js';

// The options of real styles, so the test follows them (APA 7, 9.8; NLM Citing Medicine).
const apa: NameListOptions = apa7Names;
const vancouver: NameListOptions = {
  ...apa,
  initialDot: '',
  initialSpace: '',
  sortSeparator: ' ',
  lastDelimiter: ', ',
  twoDelimiter: undefined,
  etAl: { min: 7, useFirst: 6, delimiter: ', ' },
};
const en = labelsFor('en');
const person = (surname: string, name?: string, fathername?: string) => ({ surname, name, fathername });
const many = (n: number) => Array.from({ length: n }, (_, i) => person(`S${i + 1}`, 'Ann'));

describe('formatName', () => {
  it('writes each form', () => {
    const p = person('Smith', 'John', 'Adam');
    expect(formatName(p, 'family-initials', apa)).toBe('Smith, J. A.');
    expect(formatName(p, 'initials-family', apa)).toBe('J. A. Smith');
    expect(formatName(p, 'family-given', apa)).toBe('Smith, John Adam');
    expect(formatName(p, 'given-family', apa)).toBe('John Adam Smith');
  });

  it('makes no initial of a particle typed after the given names: it joins the surname ("U. von Luxburg")', () => {
    expect(formatName(person('Luxburg', 'Ulrike', 'von'), 'initials-family', apa)).toBe('U. von Luxburg');
    expect(formatName(person('Luxburg', 'Ulrike von'), 'family-initials', apa)).toBe('von Luxburg, U.');
    expect(formatName(person('Dijk', 'Teun A. van'), 'family-initials', vancouver)).toBe('van Dijk TA');
    expect(formatName(person('Дейк', 'Т. А. ван'), 'initials-family', apa)).toBe('Т. А. ван Дейк');
    // Full given names keep the particle where it was typed (CMOS 17 8.5 allows either).
    expect(formatName(person('Luxburg', 'Ulrike von'), 'family-given', apa)).toBe('Luxburg, Ulrike von');
  });

  it('spaces initials typed together in the full-name forms ("J.D." → "J. D."), full names as typed', () => {
    expect(formatName(person('Salinger', 'J.D.'), 'family-given', apa)).toBe('Salinger, J. D.');
    expect(formatName(person('Петренко', 'І.П.'), 'given-family', apa)).toBe('І. П. Петренко');
    expect(formatName(person('Smith', 'J. Adam'), 'family-given', apa)).toBe('Smith, J. Adam');
  });

  it('reads initials typed without a space as two names («Д.В.» → «Д. В.»), hyphens kept', () => {
    expect(formatName(person('Задихайло', 'Д.В.'), 'family-initials', apa)).toBe('Задихайло, Д. В.');
    expect(formatName(person('Tolkien', 'J.R.R.'), 'initials-family', apa)).toBe('J. R. R. Tolkien');
    expect(formatName(person('Sartre', 'J.-P.'), 'family-initials', apa)).toBe('Sartre, J.-P.');
    expect(formatName(person('Smith', 'J.A.'), 'family-initials', vancouver)).toBe('Smith JA');
  });

  it('reads initials typed in the surname field, after or before the surname', () => {
    expect(formatName({ surname: 'Петренко І.П.' }, 'initials-family', apa)).toBe('І. П. Петренко');
    expect(formatName({ surname: 'Петренко І. П.' }, 'family-initials', apa)).toBe('Петренко, І. П.');
    expect(formatName({ surname: 'І. П. Петренко' }, 'family-initials', apa)).toBe('Петренко, І. П.');
    expect(formatName({ surname: 'Smith J.' }, 'initials-family', apa)).toBe('J. Smith');
    expect(formatName({ surname: 'St. John' }, 'family-initials', apa)).toBe('St. John');
    expect(formatName({ surname: 'Ван дер Берг' }, 'family-initials', apa)).toBe('Ван дер Берг');
  });

  it('writes names typed in capitals with a capital and small letters', () => {
    expect(formatName({ surname: 'ПЕТРЕНКО', name: 'ІВАН', fathername: 'ПЕТРОВИЧ' }, 'family-given', apa)).toBe(
      'Петренко, Іван Петрович',
    );
    expect(formatName({ surname: "П'ЯТАК-КОВАЛЬ", name: 'О.' }, 'family-initials', apa)).toBe("П'ятак-Коваль, О.");
    expect(formatName({ surname: "O'BRIEN", name: 'J.' }, 'family-initials', apa)).toBe("O'Brien, J.");
    expect(formatName({ surname: 'McDonald', name: 'J.' }, 'family-initials', apa)).toBe('McDonald, J.');
    expect(formatName({ surname: 'ПЕТРЕНКО І.П.' }, 'initials-family', apa)).toBe('І. П. Петренко');
  });

  it('keeps an initial of two or three letters as typed ("Ch.", "Yu.", «Дж.») where initials take a stop', () => {
    expect(formatName(person('Latham-Koenig', 'Ch.'), 'family-initials', apa)).toBe('Latham-Koenig, Ch.');
    expect(formatName(person('Kovalenko', 'Yu. P.'), 'initials-family', apa)).toBe('Yu. P. Kovalenko');
    expect(formatName(person('Сорос', 'Дж.'), 'family-initials', apa)).toBe('Сорос, Дж.');
    expect(formatName(person('Kovalenko', 'Yurii'), 'initials-family', apa)).toBe('Y. Kovalenko');
    expect(formatName(person('Latham-Koenig', 'Ch.'), 'family-initials', vancouver)).toBe('Latham-Koenig C');
  });

  it('keeps the hyphen of a hyphenated given name and writes initials without stops or spaces when asked', () => {
    expect(formatName(person('Sartre', 'Jean-Paul'), 'family-initials', apa)).toBe('Sartre, J.-P.');
    expect(formatName(person('Halpern', 'Scott', 'D.'), 'family-initials', vancouver)).toBe('Halpern SD');
  });

  it('keeps «Дж» whole in the initial of a Cyrillic given name (GOST 7.1-2003, A: «Дж. Клуни»)', () => {
    expect(formatName(person('Оруэлл', 'Джордж'), 'initials-family', apa)).toBe('Дж. Оруэлл');
    expect(formatName(person('Перроун', 'Поль', 'Дж.'), 'family-initials', apa)).toBe('Перроун, П. Дж.');
    expect(formatName(person('Смит', 'Дж.-Р.'), 'family-initials', apa)).toBe('Смит, Дж.-Р.');
    expect(formatName(person('Иванов', 'Дмитрий'), 'family-initials', apa)).toBe('Иванов, Д.');
  });

  it('takes a romanised person’s initials from its Cyrillic given names', () => {
    expect(formatName({ surname: 'Ivanov', name: 'Yurii', [GIVEN_INITIALS]: ['Yu'] }, 'family-initials', apa)).toBe(
      'Ivanov, Yu.',
    );
  });

  it('gives the surname alone, or the given names alone, when the other is missing', () => {
    expect(formatName(person('Plato'), 'family-initials', apa)).toBe('Plato');
    expect(formatName({ name: 'Homer' }, 'given-family', apa)).toBe('Homer');
    expect(formatName(person('Smith', 'John'), 'family-initials', { ...apa, upperFamily: true })).toBe('SMITH, J.');
  });
});

describe('joinNames', () => {
  it('uses the two-name delimiter for exactly two and the last delimiter before the last of more', () => {
    expect(joinNames(['A', 'B'], { delimiter: ', ', lastDelimiter: ', and ', twoDelimiter: ' and ' })).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'], { delimiter: ', ', lastDelimiter: ', and ' })).toBe('A, B, and C');
    expect(joinNames(['A'], { delimiter: ', ', lastDelimiter: ' & ' })).toBe('A');
    expect(joinNames([], { delimiter: ', ', lastDelimiter: ' & ' })).toBe('');
  });
});

describe('nameList', () => {
  it('lists everyone below the et-al threshold', () => {
    expect(nameList(many(2), apa, en)).toBe('S1, A., & S2, A.');
    expect(nameList(many(6), vancouver, en)).toBe('S1 A, S2 A, S3 A, S4 A, S5 A, S6 A');
  });

  it('shortens at the threshold: first names and the marker, or APA’s ellipsis and the last name', () => {
    expect(nameList(many(7), vancouver, en)).toBe(`S1 A, S2 A, S3 A, S4 A, S5 A, S6 A, ${en.etAl}`);
    const apaList = nameList(many(21), apa, en);
    expect(apaList.startsWith('S1, A., S2, A.,')).toBe(true);
    expect(apaList.endsWith('S19, A., … S21, A.')).toBe(true);
  });

  it('skips people with neither surname nor name', () => {
    expect(nameList([person(''), person('Smith', 'John')], apa, en)).toBe('Smith, J.');
  });
});

describe('listOfNames', () => {
  const ru = labelsFor('ru');
  const gost = { delimiter: ', ', lastDelimiter: ', ', etAl: { min: 5, useFirst: 3, bracket: true } };
  it('is the one list rule of people and organisations: GOST’s «[и др.]» after the first three of five', () => {
    expect(listOfNames(['А', 'Б', 'В', 'Г'], gost, ru)).toBe('А, Б, В, Г');
    expect(listOfNames(['А', 'Б', 'В', 'Г', 'Д'], gost, ru)).toBe('А, Б, В [и др.]');
  });
  it('writes the marker bare, after its own delimiter, or as APA’s ellipsis and the last name', () => {
    expect(
      listOfNames(['A', 'B', 'C'], { delimiter: ', ', lastDelimiter: ' and ', etAl: { min: 3, useFirst: 1 } }, en),
    ).toBe('A et al.');
    expect(
      listOfNames(
        ['A', 'B', 'C'],
        { delimiter: ', ', lastDelimiter: ', ', etAl: { min: 3, useFirst: 2, delimiter: ', ' } },
        en,
      ),
    ).toBe('A, B, et al.');
    expect(
      listOfNames(
        ['A', 'B', 'C', 'D'],
        { delimiter: ', ', lastDelimiter: ', & ', etAl: { min: 3, useFirst: 2, last: true } },
        en,
      ),
    ).toBe('A, B, … D');
  });
  it('joins a list below the threshold with the style’s two-name and last delimiters', () => {
    expect(listOfNames(['A', 'B'], { delimiter: ', ', lastDelimiter: ', and ', twoDelimiter: ' and ' }, en)).toBe(
      'A and B',
    );
    expect(listOfNames([], { delimiter: ', ', lastDelimiter: ', ' }, en)).toBe('');
  });
});
