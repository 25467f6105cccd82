import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { testContext } from '../template/test-context.js';
import { formulatedTitle } from './formulated-title.js';

describe('formulated title', () => {
  it('names the kind of document in brackets (GOST R 7.0.100-2018, 5.2.3.12)', () => {
    const article: Publication = { idTypePublication: 1, series: { series: 'PLoS One' } };
    expect(formulatedTitle(article, testContext('en', 'article'))).toBe('[Article]');
    expect(formulatedTitle(article, testContext('ru', 'article'))).toBe('[Статья]');
    expect(formulatedTitle(article, testContext('uk', 'article'))).toBe('[Стаття]');
  });
  it('calls a part of a book a chapter and a whole item untitled', () => {
    const chapter: Publication = { idTypePublication: 2, host: { title: 'Handbook' } };
    expect(formulatedTitle(chapter, testContext('ru', 'book'))).toBe('[Глава]');
    expect(formulatedTitle({ idTypePublication: 2 }, testContext('ru', 'book'))).toBe('[Без заглавия]');
    expect(formulatedTitle({ idTypePublication: 7 }, testContext('en', 'web'))).toBe('[Untitled]');
    const paper: Publication = { idTypePublication: 3, series: { series: 'Proceedings' } };
    expect(formulatedTitle(paper, testContext('uk', 'conference'))).toBe('[Стаття]');
  });
});
