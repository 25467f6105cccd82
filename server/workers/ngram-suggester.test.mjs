import { loadModule } from 'hunspell-asm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NgramSuggester } from './ngram-suggester.mjs';

/** Words two edits from the dictionary: the edit-based search finds nothing, so the n-gram one answers. */
const FAR = {
  en: ['reccomendation', 'vrgenerous'],
  ru: ['коммисия', 'ссоедственныйт'],
  uk: ['коммісся', 'унівеситет'],
};

describe('n-gram suggestions over the roots a trigram index picks', () => {
  let factory;
  beforeAll(async () => {
    factory = await loadModule();
  });

  for (const lang of ['en', 'ru']) {
    it(`${lang}: the same first suggestion and the same set as Hunspell searching every root`, async () => {
      const { default: dictionary } = await import(`dictionary-${lang}`);
      const suggester = new NgramSuggester(factory, dictionary, `test-${lang}`);
      const full = factory.create(
        factory.mountBuffer(dictionary.aff, `full-${lang}.aff`),
        factory.mountBuffer(dictionary.dic, `full-${lang}.dic`),
      );
      for (const word of FAR[lang]) {
        const ours = suggester.suggest(word) ?? [];
        const theirs = full.suggest(word);
        expect(ours[0]).toBe(theirs[0]);
        // Roots of equal score may come in another order (Hunspell meets them in its hash table's).
        expect([...ours].sort()).toEqual([...theirs].sort());
      }
      full.dispose();
    });
  }

  it('uk: the right word first for words two edits away; nothing from the index for a word in another script', async () => {
    const { default: dictionary } = await import('dictionary-uk');
    const suggester = new NgramSuggester(factory, dictionary, 'test-uk');
    expect(suggester.suggest(FAR.uk[0])?.[0]).toBe('комісія');
    expect(suggester.suggest(FAR.uk[1])?.[0]).toBe('університет');
    // No Ukrainian root shares a trigram with it: the worker then asks the full speller.
    expect(suggester.suggest('qwzx')).toBeUndefined();
    // Bounded at 82 % of what Ukrainian needs, the index drops its commonest trigrams and still finds
    // the root (at 41 % it did not: «мракобісся» came first, so the default bound holds Ukrainian whole).
    const bounded = new NgramSuggester(factory, dictionary, 'test-uk-bounded', { maxPostings: 3_000_000 });
    expect(bounded.index.postings.length).toBeLessThanOrEqual(3_000_000);
    expect(bounded.suggest(FAR.uk[0])?.[0]).toBe('комісія');
  });
});
