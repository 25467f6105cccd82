import { describe, expect, it } from 'vitest';
import typos from './misspellings.json' with { type: 'json' };
import { scienceTerms } from './science-terms.js';
import { misspellings, rejectedByHunspell, suggestions } from './spelling.js';

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
  it('accepts scientific terms Hunspell alone rejects, and still flags a real misspelling next to them', async () => {
    // The terms come from server/data/text/terms (journal names, UDC captions); Hunspell rejects each.
    expect(await rejectedByHunspell(['proteomics', 'nanomaterials'], 'en')).toEqual(['proteomics', 'nanomaterials']);
    expect(await rejectedByHunspell(['минераловедение', 'двупреломление'], 'ru')).toEqual([
      'минераловедение',
      'двупреломление',
    ]);
    const en = await misspellings('Proteomics of nanomaterials: we recieve the data.', 'en');
    expect(en.map((w) => w.word)).toEqual(['recieve']);
    const ru = await misspellings('Минераловедение и двупреломление в исследаваниях.', 'ru');
    expect(ru.map((w) => w.word)).toEqual(['исследаваниях']);
    // The English list holds the term; Ukrainian has no list (none openly licensed was found).
    expect(scienceTerms('en').has('proteomics')).toBe(true);
    expect(scienceTerms('uk').size).toBe(0);
  });
  it('the right word first for typical misspellings in each language, one edit away or more (the index)', async () => {
    // The list the bench compares with Hunspell searching every root (tests/bench/text.mjs --quality).
    for (const lang of ['en', 'ru', 'uk'] as const) {
      for (const [typo, right] of typos[lang])
        expect([typo, (await suggestions(typo!, lang))[0]]).toEqual([typo, right]);
    }
  });
});
