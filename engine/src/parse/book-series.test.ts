import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const read = (text: string) => {
  const p = parseCitation(text).publication;
  return { title: p.title?.publicationTitle, series: p.series, publisher: p.outputData?.publisher };
};

// Composed in the form the style helpers met (session 8): the series after the extent, named by
// its word or as a library; none of the real sets' books prints one.
describe('a book series in brackets named by its word', () => {
  it('«(Серия «…»)» is the series, without its word and quotes', () => {
    expect(
      read('Лотман Ю.М. Беседы о русской культуре. СПб.: Искусство-СПБ, 1994. 399 с. (Серия «Мир искусства»)'),
    ).toEqual({ title: 'Беседы о русской культуре', series: { series: 'Мир искусства' }, publisher: 'Искусство-СПБ' });
  });

  it('«(Библиотека …)» is the series, with a number or a part when printed', () => {
    expect(
      read('Лотман Ю.М. Беседы о русской культуре. СПб.: Искусство-СПБ, 1994. 399 с. (Библиотека студента)').series,
    ).toEqual({
      series: 'Библиотека студента',
    });
    expect(
      read('Шипачев, В.С. (1998) Высшая математика. Москва: Высшая школа (Библиотека студента, Ч. 2).').series,
    ).toEqual({
      series: 'Библиотека студента',
      issue: 'Ч. 2',
    });
    expect(
      read('Шевчук, В.О. (2019) Історія української культури. Київ: Либідь (Бібліотека студента, 12).').series,
    ).toEqual({
      series: 'Бібліотека студента',
      number: '12',
    });
  });
});
