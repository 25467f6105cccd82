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
  it('a word two edits away still gets its suggestion (the full n-gram search), and asking again gives the same', async () => {
    // «коммисия»: the fast edit-based search finds nothing, so the worker asks the full speller.
    expect((await suggestions('коммисия', 'ru'))[0]).toBe('комиссия');
    expect(await suggestions('коммисия', 'ru')).toEqual(await suggestions('коммисия', 'ru'));
    expect(await suggestions('мовва', 'uk')).toContain('мова');
    expect((await suggestions('виданння', 'uk'))[0]).toBe('видання');
  });
});
