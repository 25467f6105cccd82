import { describe, expect, it } from 'vitest';
import { misspellings, suggestions } from './spelling.js';

describe('spelling with Hunspell in a worker', () => {
  it('Russian: finds the misspelt word, suggests the right one, skips acronyms, Latin terms and the user’s words', async () => {
    const text =
      'Исследавание ВАК по методу MinHash и Snowball (см. табл. 2, т. е. А. С. Пушкин) дало коммисии новый тезаурус.';
    const wrong = await misspellings(text, 'ru', ['тезаурус']);
    expect(wrong.map((w) => w.word)).toEqual(['Исследавание', 'коммисии']);
    expect(text.slice(wrong[0]?.start, wrong[0]?.end)).toBe('Исследавание');
    expect((await suggestions('исследавание', 'ru'))[0]).toBe('исследование');
  });
  it('English and Ukrainian', async () => {
    expect((await misspellings('We recieve the language data.', 'en')).map((w) => w.word)).toEqual(['recieve']);
    expect(await suggestions('recieve', 'en')).toContain('receive');
    // «дослiдження» is typed with a Latin i, a common slip.
    expect((await misspellings('Мова дослідження і дослiдження.', 'uk')).map((w) => w.word)).toEqual(['дослiдження']);
  });
});
