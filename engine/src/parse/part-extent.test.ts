import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

// Real strings of fixtures/parser/ru-ua.json (a student's list, GOST 7.1 typed by hand).
describe('the extent after a journal issue', () => {
  it('is not the article’s pages', () => {
    const r = parseCitation(
      '2. Михлин А. Пути нормализации  ситуации в следственных изоляторах / А. Мухлин // Российская  юстиция. – М., 1997. – №1. – 46 с.',
    );
    expect(r.publication.idTypePublication).toBe(1);
    expect(r.publication.physical?.pages).toBeUndefined();
    expect(r.confidence.pages).toBeUndefined();
    expect(r.warnings.join(' ')).toMatch(/extent of the whole \(46 pages\)/u);
  });

  it('leaves a book’s extent and an article’s labelled pages as they were', () => {
    expect(
      parseCitation('Иванов И. И. Экономика предприятия : учебник / И. И. Иванов. – М. : Наука, 2010. – 46 с.')
        .publication.physical?.pages,
    ).toBe('46');
    expect(
      parseCitation('Иванов, А. В. Моделирование / А. В. Иванов // Известия вузов. – 2018. – Т. 61, № 4. – С. 345–352.')
        .publication.physical?.pages,
    ).toBe('345–352');
  });
});
