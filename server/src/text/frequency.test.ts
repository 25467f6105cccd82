import { describe, expect, it } from 'vitest';
import { frequencies } from './frequency.js';

const top = (f: ReturnType<typeof frequencies>) => f.terms.map((t) => [t.term, t.count]);

describe('word frequencies by stem, without stop words', () => {
  it('Russian: groups word forms, counts phrases, suggests keywords', () => {
    const f = frequencies(
      'Языковая модель обучается на корпусе. Языковые модели обучаются быстро. Корпус текстов важен для языковой модели.',
      'ru',
      4,
    );
    // 15 words, of which на, для are stop words.
    expect(f).toMatchObject({ words: 15, contentWords: 13 });
    expect(top(f)).toEqual([
      ['модели', 3],
      ['языковая', 3],
      ['корпус', 2],
      ['обучается', 2],
    ]);
    expect(f.terms[0]?.forms).toEqual(['модели', 'модель']);
    expect(f.bigrams.map((b) => [b.term, b.count])).toEqual([
      ['языковая модель', 3],
      ['модели обучаются', 2],
    ]);
    expect(f.trigrams.map((b) => [b.term, b.count])).toEqual([['языковая модель обучается', 2]]);
    expect(f.keywords).toEqual(['языковая модель обучается', 'корпус']);
  });
  it('Ukrainian: the nlp.js stemmer and the 1,983-word stop list', () => {
    const f = frequencies(
      'Мовна модель навчається на корпусі. Мовні моделі швидкі. Корпус для мовної моделі.',
      'uk',
      3,
    );
    expect(top(f)).toEqual([
      ['мовна', 3],
      ['моделі', 3],
      ['корпус', 2],
    ]);
    expect(f.bigrams[0]).toMatchObject({ term: 'мовна модель', count: 3 });
  });
  it('English: Snowball stems, stop words out', () => {
    const f = frequencies('The models learn. A model learned the task; models of the task.', 'en', 3);
    expect(top(f)).toEqual([
      ['models', 3],
      ['learn', 2],
      ['task', 2],
    ]);
  });
});

describe('what frequencies leave out', () => {
  it('keeps acronyms in capitals and skips reference abbreviations such as «см.», «табл.»', () => {
    const f = frequencies('ВАК утверждает, см. табл. 2. ВАК решает.', 'ru');
    expect(f.terms.map((t) => [t.term, t.count])).toEqual([
      ['ВАК', 2],
      ['решает', 1],
      ['утверждает', 1],
    ]);
  });
});
