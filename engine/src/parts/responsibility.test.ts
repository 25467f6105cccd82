import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { testContext } from '../template/test-context.js';
import { heading, inventors, type ResponsibilityOptions, statement } from './responsibility.js';

const gost: ResponsibilityOptions = {
  headingMax: 3,
  headingAll: false,
  headingSeparator: ', ',
  repeat: true,
  listMax: 3,
  etAlFirst: 1,
  bracketMarker: true,
  fullWords: false,
};
const gost2018: ResponsibilityOptions = { ...gost, listMax: 4, etAlFirst: 3, fullWords: true };
const dstu: ResponsibilityOptions = {
  ...gost,
  headingAll: true,
  headingSeparator: ' ',
  repeat: false,
  bracketMarker: false,
};

const ctx = (locale: 'en' | 'ru' | 'uk') => testContext(locale);
const authors = (n: number): Publication => ({
  idTypePublication: 2,
  authors: {
    '1': Array.from({ length: n }, (_, i) => ({ surname: `Фамилия${i + 1}`, name: 'Иван', fathername: 'Петрович' })),
  },
});
const text = (rich: { text: string }[]) => rich.map((r) => r.text).join('');

describe('heading', () => {
  it('holds the first of 1–3 authors for GOST, «Фамилия1, И. П.»', () => {
    expect(text(heading(gost)(authors(3), ctx('ru')))).toBe('Фамилия1, И. П.');
  });
  it('holds all of 1–3 authors without a comma after the surname for DSTU', () => {
    expect(text(heading(dstu)(authors(2), ctx('uk')))).toBe('Фамилия1 И. П., Фамилия2 И. П.');
  });
  it('is empty with 4 authors', () => {
    expect(text(heading(gost)(authors(4), ctx('ru')))).toBe('');
  });
});

describe('statement', () => {
  it('repeats 3 authors after the slash in GOST', () => {
    expect(text(statement(gost)(authors(3), ctx('ru')))).toBe('И. П. Фамилия1, И. П. Фамилия2, И. П. Фамилия3');
  });
  it('gives the first and «[и др.]» for 4 authors in GOST', () => {
    expect(text(statement(gost)(authors(4), ctx('ru')))).toBe('И. П. Фамилия1 [и др.]');
  });
  it('lists 4 and gives the first three and «[et al.]» for 5 in GOST R 7.0.100-2018', () => {
    expect(text(statement(gost2018)(authors(4), ctx('ru'))).split(', ')).toHaveLength(4);
    expect(text(statement(gost2018)(authors(5), ctx('en')))).toBe(
      'И. П. Фамилия1, И. П. Фамилия2, И. П. Фамилия3 [et al.]',
    );
  });
  it('does not repeat heading authors in DSTU and uses a bare «та ін.» from 4', () => {
    expect(text(statement(dstu)(authors(3), ctx('uk')))).toBe('');
    expect(text(statement(dstu)(authors(4), ctx('uk')))).toBe('И. П. Фамилия1 та ін.');
  });
  it('adds editors, translators and organisations (first + marker from 3) after « ; »', () => {
    const pub: Publication = {
      idTypePublication: 2,
      authors: {
        '3': [{ surname: 'Петров', name: 'Пётр' }],
        '4': [{ surname: 'Сидоров', name: 'Сидор' }],
        '5': [{ name: 'ИНИОН' }, { name: 'РГБ' }, { name: 'РНБ' }],
      },
    };
    // GOST 7.1-2003, A: the names after «под ред.» and «пер.» in the genitive.
    expect(text(statement(gost)(pub, ctx('ru')))).toBe('под ред. П. Петрова ; пер. С. Сидорова ; ИНИОН [и др.]');
    expect(text(statement(gost2018)(pub, ctx('ru')))).toBe(
      'под редакцией П. Петрова ; перевод С. Сидорова ; ИНИОН [и др.]',
    );
  });
});

describe('inventors', () => {
  it('writes inventors surname first without a comma', () => {
    expect(text(inventors(gost)(authors(2), ctx('ru')))).toBe('Фамилия1 И. П., Фамилия2 И. П.');
  });
});
