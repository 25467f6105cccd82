import { describe, expect, it } from 'vitest';
import { sentences } from './sentences.js';

const texts = (t: string, lang: 'en' | 'ru' | 'uk') => sentences(t, lang).map((s) => s.text);

describe('sentence splitter', () => {
  it('keeps Russian academic abbreviations and initials inside the sentence', () => {
    expect(
      texts(
        'Это показано А. С. Ивановым, т. е. давно (см. с. 25). Книги, статьи и др. Новый абзац. И т. п. Далее в 2020 г. Затем конец.',
        'ru',
      ),
    ).toEqual([
      'Это показано А. С. Ивановым, т. е. давно (см. с. 25).',
      'Книги, статьи и др.',
      'Новый абзац.',
      'И т. п.',
      'Далее в 2020 г.',
      'Затем конец.',
    ]);
    expect(texts('Список и др. статей. Вот!', 'ru')).toEqual(['Список и др. статей.', 'Вот!']);
  });
  it('knows English abbreviations: et al., e.g., i.e., Fig., p., initials', () => {
    expect(
      texts(
        'Smith et al. showed it, e.g. in Fig. 2 on p. 5. J. R. R. Tolkien agreed, i.e. twice. Really? Yes… Done.',
        'en',
      ),
    ).toEqual([
      'Smith et al. showed it, e.g. in Fig. 2 on p. 5.',
      'J. R. R. Tolkien agreed, i.e. twice.',
      'Really?',
      'Yes…',
      'Done.',
    ]);
    expect(texts('As shown by Lee et al. The result holds.', 'en')).toEqual([
      'As shown by Lee et al.',
      'The result holds.',
    ]);
  });
  it('knows Ukrainian ones and ends a sentence at a blank line', () => {
    expect(texts('Див. с. 12 і т. д. Нове речення. Т. Г. Шевченко писав\n\nЗаголовок', 'uk')).toEqual([
      'Див. с. 12 і т. д.',
      'Нове речення.',
      'Т. Г. Шевченко писав',
      'Заголовок',
    ]);
  });
  it('gives offsets into the text', () => {
    const [a, b] = sentences('  One. Two.', 'en');
    expect(a).toEqual({ text: 'One.', start: 2, end: 6 });
    expect(b).toEqual({ text: 'Two.', start: 7, end: 11 });
  });
});
