import { describe, expect, it } from 'vitest';
import { availableStyles, styleById } from '../styles/index.js';
import { romanizeList } from './list.js';

const article = {
  idTypePublication: 1,
  language: 'RU',
  title: {
    publicationTitle: 'Экономика знаний и инновационное развитие регионов',
    parallelTitles: [{ text: 'Knowledge economy and innovative development of regions' }],
  },
  authors: { '1': [{ surname: 'Щукин', name: 'Юрий', fathername: 'Петрович' }] },
  series: { series: 'Вопросы экономики', volume: '12', issue: '3' },
  outputData: { year: 2019 },
  physical: { pages: '45-67' },
};
const book = {
  idTypePublication: 2,
  language: 'RU',
  title: { publicationTitle: 'Библиотеки вузов в цифровой среде' },
  authors: { '1': [{ surname: 'Иванов', name: 'Иван', fathername: 'Иванович' }] },
  outputData: { year: 2015, publisher: 'Наука', editionPlace: 'Москва' },
  physical: { pages: '250' },
};
const english = {
  idTypePublication: 2,
  language: 'EN',
  title: { publicationTitle: 'Mathematical methods of classical mechanics' },
  authors: { '1': [{ surname: 'Arnold', name: 'Vladimir' }] },
  outputData: { year: 1989, publisher: 'Springer', editionPlace: 'New York' },
};

// Every style the romanised list may use (gost, dstu and gost2018 are not transliterable).
const styles = availableStyles().filter((id) => styleById(id)?.transliterable);
const text = (pub: unknown, style: string) => {
  const [entry] = romanizeList([pub], { style } as never);
  return entry && 'text' in entry ? entry.text : String(entry && 'error' in entry ? entry.error : '');
};

describe('a romanised title keeps the capitals of its Cyrillic original (CMOS 16, 10.3, 14.107: titles in other languages sentence style)', () => {
  it.each(styles)('%s: a Russian article and its journal are not title-cased as English', (style) => {
    const entry = text(article, style);
    expect(entry).toContain(
      'Ekonomika znaniy i innovatsionnoye razvitiye regionov [Knowledge economy and innovative development of regions]',
    );
    expect(entry).toContain('Voprosy ekonomiki');
    // The English title folded into the title is not printed a second time (APA's translation).
    expect(entry.split('[Knowledge economy').length).toBe(2);
  });

  it.each(styles)('%s: a Russian book’s title keeps its sentence case', (style) => {
    expect(text(book, style)).toContain('Biblioteki vuzov v tsifrovoy srede');
  });

  it('an English record in the romanised list is still capitalised as English (CMOS 16, 8.157)', () => {
    expect(text(english, 'chicago')).toContain('Mathematical Methods of Classical Mechanics');
  });
});
