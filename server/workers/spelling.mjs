// Hunspell (WebAssembly, hunspell-asm) in a worker thread: loading a dictionary takes seconds
// (Ukrainian ~4 s) and checking is synchronous, so it must not run on the server's event loop.
// Plain JavaScript so the same file runs under the built server and under the tests.
// Dictionaries are the npm packages dictionary-en, dictionary-ru and dictionary-uk, read at run time
// (dictionary-uk is GPL-3.0: it stays its own package and data file, never bundled into our code).
//
// Suggestion speed (issue 20, target ≤ 300 ms): profiling showed ~90 % of Hunspell's suggest time
// for Russian and Ukrainian in its n-gram search, which scans the whole word list (200–1400 ms),
// while the edit-based search (swapped, missing, extra, wrong letters; REP and MAP tables) takes
// 15–80 ms. So each language has a "fast" speller (the same dictionary with `MAXNGRAMSUGS 0`, which
// turns the n-gram pass off) used for checking and for suggestions; only when it finds nothing
// (two edits away, e.g. «коммисия») is the full speller asked — loaded then, once per process.
// Answers are kept in a small LRU cache, since a word is usually asked about again.
import { parentPort } from 'node:worker_threads';
import { loadModule } from 'hunspell-asm';

let factory;
const spellers = new Map();
const CACHE_SIZE = 2000;
const cache = new Map();

function speller(lang, mode) {
  const key = `${lang}:${mode}`;
  let loading = spellers.get(key);
  if (!loading) {
    loading = (async () => {
      factory ??= await loadModule();
      const { default: dictionary } = await import(`dictionary-${lang}`);
      const aff =
        mode === 'fast'
          ? Buffer.from(`${Buffer.from(dictionary.aff).toString('utf8')}\nMAXNGRAMSUGS 0\n`)
          : dictionary.aff;
      const affFile = factory.mountBuffer(aff, `${key}.aff`);
      const dicFile = factory.mountBuffer(dictionary.dic, `${key}.dic`);
      return factory.create(affFile, dicFile);
    })();
    spellers.set(key, loading);
  }
  return loading;
}

async function suggest(lang, word) {
  const key = `${lang}:${word}`;
  let result = cache.get(key);
  if (result) {
    cache.delete(key); // re-inserted below: Map order is the recency order
  } else {
    result = (await speller(lang, 'fast')).suggest(word);
    if (result.length === 0) result = (await speller(lang, 'full')).suggest(word);
    result = result.slice(0, 6);
  }
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value);
  return result;
}

parentPort.on('message', async ({ id, op, lang, words }) => {
  try {
    let result;
    if (op === 'check') {
      const h = await speller(lang, 'fast');
      result = words.filter((w) => !h.spell(w));
    } else {
      result = await suggest(lang, words[0]);
    }
    parentPort.postMessage({ id, result });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
