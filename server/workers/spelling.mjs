// Hunspell (WebAssembly, hunspell-asm) in a worker thread: loading a dictionary takes seconds
// (Ukrainian ~4 s under load) and checking is synchronous, so it must not run on the server's event loop.
// Plain JavaScript so the same file runs under the built server and under the tests.
// Dictionaries are the npm packages dictionary-en, dictionary-ru and dictionary-uk, read at run time
// (dictionary-uk is GPL-3.0: it stays its own package and data file, never bundled into our code;
// the trigram index below is derived from it at run time and held in memory only).
//
// Suggestion speed (issue 20, target ≤ 300 ms): ~90 % of Hunspell's suggest time for Russian and
// Ukrainian went to its n-gram search, which scans the whole word list, while the edit-based search
// (swapped, missing, extra, wrong letters; REP and MAP tables) takes 15–80 ms. So this file runs in
// two workers (workerData.mode): "fast" (the dictionary with `MAXNGRAMSUGS 0`, the n-gram pass off)
// checks and suggests; "ngram" is asked only when the fast one finds nothing (two edits away, e.g.
// «коммисия»). The ngram worker builds a trigram index of the dictionary's roots (0.1–1.5 s) and
// answers with Hunspell's n-gram search over the few roots the index picks (ngram-suggester.mjs): the
// full search took ~200 ms for Ukrainian even with the dictionary loaded. Only if no root shares a
// trigram with the word does it load the full speller (once) and ask it. It is told to load ("warm")
// as soon as a language is first checked, so the index is built while the fast speller loads.
// Answers are kept in a small LRU cache, since a word is usually asked about again.
import { parentPort, workerData } from 'node:worker_threads';
import { loadModule } from 'hunspell-asm';
import { NgramSuggester } from './ngram-suggester.mjs';

const mode = workerData?.mode === 'ngram' ? 'ngram' : 'fast';
let factory;
const spellers = new Map();
const suggesters = new Map();
const CACHE_SIZE = 2000;
const cache = new Map();

async function dictionaryOf(lang) {
  factory ??= await loadModule();
  return (await import(`dictionary-${lang}`)).default;
}

/** The fast worker's speller (no n-gram pass), or, in the ngram worker, the full one (its fallback). */
function speller(lang) {
  let loading = spellers.get(lang);
  if (!loading) {
    loading = (async () => {
      const dictionary = await dictionaryOf(lang);
      const aff =
        mode === 'fast'
          ? Buffer.from(`${Buffer.from(dictionary.aff).toString('utf8')}\nMAXNGRAMSUGS 0\n`)
          : dictionary.aff;
      const affFile = factory.mountBuffer(aff, `${lang}.aff`);
      const dicFile = factory.mountBuffer(dictionary.dic, `${lang}.dic`);
      return factory.create(affFile, dicFile);
    })();
    spellers.set(lang, loading);
  }
  return loading;
}

/** The ngram worker's index-backed suggester of a language, built once. */
function suggester(lang) {
  let building = suggesters.get(lang);
  if (!building) {
    building = dictionaryOf(lang).then((dictionary) => {
      const built = new NgramSuggester(factory, dictionary, lang);
      // After the questions that came in during the build (a first cold one often does): warming up
      // would only delay them.
      setImmediate(() => built.asked || built.warmUp());
      return built;
    });
    suggesters.set(lang, building);
  }
  return building;
}

async function uncachedSuggest(lang, word) {
  if (mode === 'fast') return (await speller(lang)).suggest(word);
  // The same roots would give the full speller's n-gram search the same answer, empty or not: it is
  // loaded (seconds) only for a word whose trigrams no root shares.
  return (await suggester(lang)).suggest(word) ?? (await speller(lang)).suggest(word);
}

async function suggest(lang, word) {
  const key = `${lang}:${word}`;
  let result = cache.get(key);
  if (result)
    cache.delete(key); // re-inserted below: Map order is the recency order
  else result = (await uncachedSuggest(lang, word)).slice(0, 6);
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value);
  return result;
}

parentPort.on('message', async ({ id, op, lang, words }) => {
  try {
    let result = [];
    if (op === 'check') {
      const h = await speller(lang);
      result = words.filter((w) => !h.spell(w));
    } else if (op === 'warm') {
      await (mode === 'fast' ? speller(lang) : suggester(lang));
    } else {
      result = await suggest(lang, words[0]);
    }
    parentPort.postMessage({ id, result });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
