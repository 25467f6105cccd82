// Hunspell (WebAssembly, hunspell-asm) in a worker thread: loading a dictionary takes seconds
// (Ukrainian ~4 s under load) and checking is synchronous, so it must not run on the server's event loop.
// Plain JavaScript so the same file runs under the built server and under the tests.
// Dictionaries are the npm packages dictionary-en, dictionary-ru and dictionary-uk, read at run time
// (dictionary-uk is GPL-3.0: it stays its own package and data file, never bundled into our code).
//
// Suggestion speed (issue 20, target ≤ 300 ms): ~90 % of Hunspell's suggest time for Russian and
// Ukrainian went to its n-gram search, which scans the whole word list, while the edit-based search
// (swapped, missing, extra, wrong letters; REP and MAP tables) takes 15–80 ms. So this file runs in
// two workers (workerData.mode): "fast" (the dictionary with `MAXNGRAMSUGS 0`, the n-gram pass off)
// checks and suggests; "full" (the dictionary as shipped) is asked only when the fast one finds
// nothing (two edits away, e.g. «коммисия»). The full one is told to load ("warm") as soon as a
// language is first checked: in its own thread it loads in parallel and never holds up the fast
// one, so the first full search no longer pays the load (~200 ms ru, ~850 ms uk on a quiet machine).
// Answers are kept in a small LRU cache, since a word is usually asked about again.
import { parentPort, workerData } from 'node:worker_threads';
import { loadModule } from 'hunspell-asm';

const mode = workerData?.mode === 'full' ? 'full' : 'fast';
let factory;
const spellers = new Map();
const CACHE_SIZE = 2000;
const cache = new Map();

function speller(lang) {
  let loading = spellers.get(lang);
  if (!loading) {
    loading = (async () => {
      factory ??= await loadModule();
      const { default: dictionary } = await import(`dictionary-${lang}`);
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

async function suggest(lang, word) {
  const key = `${lang}:${word}`;
  let result = cache.get(key);
  if (result)
    cache.delete(key); // re-inserted below: Map order is the recency order
  else result = (await speller(lang)).suggest(word).slice(0, 6);
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
      await speller(lang);
    } else {
      result = await suggest(lang, words[0]);
    }
    parentPort.postMessage({ id, result });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
