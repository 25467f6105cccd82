import { describe, expect, it } from 'vitest';
import { blocksToText } from '../../lib/blocks.js';
import { formOrder, listOfWorks, rowOf, shortName, volumeOf } from './list-of-works.js';
import { blankEntry, type CatalogueInput } from './model.js';
import { entryErrors } from './rules.js';
import { publicationOf, styledList } from './styled-list.js';

const owner = { surname: 'Иванова', name: 'Анна', patronymic: 'Сергеевна' };
const entry = (over: Partial<CatalogueInput>): CatalogueInput => ({ ...blankEntry(), ...over });

describe('the list of scientific works', () => {
  it('orders scientific works, patents, teaching works; each chronological; numbered through', () => {
    const list = [
      entry({ title: 'Б', date: '2021', category: 'scientific' }),
      entry({ title: 'Патент', date: '2019', category: 'patent', type: 'patent' }),
      entry({ title: 'А', date: '2021', category: 'scientific' }),
      entry({ title: 'Ранняя', date: '2018-05-01', category: 'scientific' }),
      entry({ title: 'Пособие', date: '2017', category: 'educational', type: 'textbook' }),
    ];
    expect(formOrder(list).map((g) => [g.category, g.items.map((e) => e.title)])).toEqual([
      ['scientific', ['Ранняя', 'А', 'Б']],
      ['patent', ['Патент']],
      ['educational', ['Пособие']],
    ]);
    const text = blocksToText(listOfWorks(list, owner, 'ru'));
    expect(text).toContain('СПИСОК\n\nнаучных трудов Иванова Анна Сергеевна');
    expect(text).toContain('б) авторские свидетельства, дипломы, патенты');
    expect(text).toContain('4.\tПатент (патент)');
    expect(text).toContain('5.\tПособие (учебное пособие)');
    expect(text).toContain('Соискатель ____________ Иванова А. С.');
  });

  it('fills the six columns in the form’s language', () => {
    const e = entry({
      title: 'Метод',
      type: 'article',
      character: 'printed',
      outputData: 'Вестник. 2020. № 3. С. 15–67',
      pages: '15-67',
      coauthors: [
        { surname: 'Петров', name: 'Виктор', patronymic: 'Николаевич' },
        { surname: 'Lee', name: 'Ann', patronymic: '' },
      ],
    });
    expect(rowOf(e, 1, 'ru')).toEqual([
      '1.',
      'Метод (статья)',
      'печ.',
      'Вестник. 2020. № 3. С. 15–67',
      '53 с.',
      'Петров В. Н., Lee A.',
    ]);
    expect(rowOf(e, 2, 'ua').slice(1, 3)).toEqual(['Метод (стаття)', 'друк.']);
    expect(blocksToText(listOfWorks([e], owner, 'ua'))).toContain('наукових праць');
  });

  it('gives the volume as written, or counts the pages', () => {
    expect(volumeOf({ volume: '1,5 п. л.', pages: '1-10' }, 'ru')).toBe('1,5 п. л.');
    expect(volumeOf({ volume: '', pages: '320' }, 'ru')).toBe('320 с.');
    expect(volumeOf({ volume: '', pages: '' }, 'en')).toBe('');
    expect(shortName({ surname: 'Шевченко', name: 'тарас', patronymic: '' })).toBe('Шевченко Т.');
  });
});

describe('the styled list', () => {
  it('formats the entries with the engine, the author first', () => {
    const e = entry({
      title: 'On usage',
      date: '2019',
      outputData: 'Psychological Review',
      pages: '1-51',
      sourceType: '1',
    });
    const pub = publicationOf(e, { surname: 'McCauley', name: 'Stewart', patronymic: '' });
    expect(pub).toMatchObject({
      idTypePublication: 1,
      series: { series: 'Psychological Review' },
      outputData: { year: '2019' },
    });
    const { blocks } = styledList(
      [e],
      { surname: 'McCauley', name: 'Stewart', patronymic: '' },
      'apa7',
      () => undefined,
    );
    expect(blocksToText(blocks)).toBe('McCauley, S. (2019). On usage. Psychological Review, 1–51.');
    const ieee = styledList([e, e], { surname: 'McCauley', name: 'Stewart', patronymic: '' }, 'ieee', () => undefined);
    expect(blocksToText(ieee.blocks)).toMatch(/^\[1\] S\. McCauley/);
  });

  it('uses the linked bibliography record where there is one', () => {
    const linked = { idTypePublication: 2, title: { publicationTitle: 'Linked book' }, outputData: { year: 2020 } };
    const { blocks } = styledList([entry({ title: 'X', bibliographyId: 7 })], owner, 'apa7', (id) =>
      id === 7 ? linked : undefined,
    );
    expect(blocksToText(blocks)).toContain('Linked book');
  });
});

describe('entryErrors', () => {
  it('names the fields the spec rules reject', () => {
    const six = Array.from({ length: 6 }, () => ({ surname: 'S', name: '', patronymic: '' }));
    expect(entryErrors(entry({ title: '', link: 'not a link', pages: '1–2x', coauthors: six, date: '20' }))).toEqual({
      title: 'catalog.errors.title',
      coauthors: 'catalog.errors.coauthors',
      link: 'catalog.errors.link',
      pages: 'catalog.errors.pages',
      date: 'catalog.errors.date',
    });
    expect(entryErrors(entry({ title: 'T', link: '10.1037/rev0000126' }))).toEqual({});
  });
});
