// Hunspell (WebAssembly, hunspell-asm) in a worker thread: loading a dictionary takes seconds
// (Ukrainian ~4 s) and checking is synchronous, so it must not run on the server's event loop.
// Plain JavaScript so the same file runs under the built server and under the tests.
// Dictionaries are the npm packages dictionary-en, dictionary-ru and dictionary-uk, read at run time
// (dictionary-uk is GPL-3.0: it stays its own package and data file, never bundled into our code).
import { parentPort } from 'node:worker_threads';
import { loadModule } from 'hunspell-asm';

let factory;
const spellers = new Map();

function speller(lang) {
  let loading = spellers.get(lang);
  if (!loading) {
    loading = (async () => {
      factory ??= await loadModule();
      const { default: dictionary } = await import(`dictionary-${lang}`);
      const aff = factory.mountBuffer(dictionary.aff, `${lang}.aff`);
      const dic = factory.mountBuffer(dictionary.dic, `${lang}.dic`);
      return factory.create(aff, dic);
    })();
    spellers.set(lang, loading);
  }
  return loading;
}

parentPort.on('message', async ({ id, op, lang, words }) => {
  try {
    const h = await speller(lang);
    const result = op === 'check' ? words.filter((w) => !h.spell(w)) : h.suggest(words[0]).slice(0, 6);
    parentPort.postMessage({ id, result });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
