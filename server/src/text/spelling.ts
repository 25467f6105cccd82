import { Worker } from 'node:worker_threads';
import type { TextLang } from './language.js';
import { scienceTerms } from './science-terms.js';
import { isAbbreviation } from './sentences.js';
import { tokens } from './tokens.js';

/** A word Hunspell does not know, where it stands. */
export interface Misspelling {
  word: string;
  start: number;
  end: number;
}

const DICTIONARY: Record<TextLang, 'en' | 'ru' | 'uk'> = { en: 'en', ru: 'ru', uk: 'uk' };

type Mode = 'fast' | 'ngram';
const workers = new Map<Mode, Worker>();
let next = 0;
const waiting = new Map<number, { resolve: (v: string[]) => void; reject: (e: Error) => void }>();

/**
 * The spelling worker of a mode, started on first use (dictionaries load lazily inside it, once per
 * language): "fast" checks and suggests without Hunspell's n-gram search, "ngram" (a trigram index of
 * the dictionary's roots narrowing that search) is asked only when the fast one finds nothing
 * (server/workers/spelling.mjs says why there are two).
 */
function spellingWorker(mode: Mode): Worker {
  let w = workers.get(mode);
  if (!w) {
    // server/src/text and server/dist/text are both two levels below server/.
    const started = new Worker(new URL('../../workers/spelling.mjs', import.meta.url), { workerData: { mode } });
    started.unref(); // never keeps the process (or a test run) alive
    started.on('message', ({ id, result, error }: { id: number; result?: string[]; error?: string }) => {
      const p = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) p?.reject(new Error(error));
      else p?.resolve(result ?? []);
    });
    started.on('error', (e) => {
      for (const p of waiting.values()) p.reject(e);
      waiting.clear();
      workers.delete(mode);
    });
    workers.set(mode, started);
    w = started;
  }
  return w;
}

function ask(mode: Mode, op: 'check' | 'suggest' | 'warm', lang: TextLang, words: string[]): Promise<string[]> {
  const id = ++next;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    spellingWorker(mode).postMessage({ id, op, lang: DICTIONARY[lang], words });
  });
}

/**
 * Starts loading a language's dictionaries in both workers (in parallel) and returns at once: the
 * page asks for it when an analysis runs, so the spelling check and the first suggestion, asked
 * seconds later, find them loaded.
 */
export function warmSpelling(lang: TextLang): void {
  for (const mode of ['fast', 'ngram'] as const) void ask(mode, 'warm', lang, []).catch(() => undefined);
}

/** Latin words of academic citation English dictionaries lack ("et al.", "ibid."). */
const CITATION_LATIN = new Set(['et', 'al', 'ibid', 'idem', 'viz', 'passim', 'cf', 'sic']);

/**
 * Words the spell-checker need not see: acronyms (ВАК, UDC), words with digits or inner capitals
 * (MinHash, COVID-19), all-Latin terms inside a Cyrillic text (Snowball, et al.), scientific terms
 * Hunspell lacks (science-terms.ts) and the user's own words (`accepted`); both matched ignoring case.
 */
function skipped(word: string, lang: TextLang, accepted: ReadonlySet<string>): boolean {
  const lower = word.toLocaleLowerCase();
  if (accepted.has(lower) || CITATION_LATIN.has(lower) || scienceTerms(lang).has(lower)) return true;
  if (/^\p{Lu}{2,}/u.test(word) || /\d/.test(word) || /\p{Ll}\p{Lu}/u.test(word)) return true;
  // A word all in Latin letters is a term; one mixing scripts (Latin i in «дослiдження») is a slip to flag.
  return lang !== 'en' && /^[\p{Script=Latin}'’-]+$/u.test(word);
}

/** The words Hunspell's dictionary alone rejects (no term list, no user's words). */
export async function rejectedByHunspell(words: string[], lang: TextLang): Promise<string[]> {
  // The n-gram index starts building now (if the page has not warmed it), in its own thread, so a
  // later suggestion does not wait for it.
  void ask('ngram', 'warm', lang, []).catch(() => undefined);
  return words.length ? ask('fast', 'check', lang, words) : [];
}

/** Every occurrence of a word Hunspell rejects; each distinct word is checked once. */
export async function misspellings(text: string, lang: TextLang, accepted: string[] = []): Promise<Misspelling[]> {
  const own = new Set(accepted.map((w) => w.toLocaleLowerCase()));
  // Initials and known abbreviations before their dot («А.», «табл.», "e.g.") are not words to check.
  const dotted = (t: { word: string; end: number }) =>
    text[t.end] === '.' && (/^\p{L}$/u.test(t.word) || isAbbreviation(t.word, lang));
  const words = tokens(text).filter((t) => !dotted(t) && !skipped(t.word, lang, own));
  const distinct = [...new Set(words.map((t) => t.word.replace(/’/g, "'")))];
  const wrong = new Set(await rejectedByHunspell(distinct, lang));
  const found = words.filter((t) => wrong.has(t.word.replace(/’/g, "'")));
  prefetch([...new Set(found.map((t) => t.word))].slice(0, PREFETCH), lang);
  return found.map((t) => ({ word: t.word, start: t.start, end: t.end }));
}

/** How many of a check's misspelt words get their suggestions worked out before they are asked for. */
const PREFETCH = 5;

/**
 * Works out the suggestions for the first misspelt words in the background, one after another, so
 * the answer is in the workers' caches when the page asks (an indexed n-gram search still takes tens
 * of ms). One at a time, so a word the user asks about waits for at most one search ahead of it.
 */
function prefetch(words: string[], lang: TextLang): void {
  void words.reduce<Promise<unknown>>(
    (previous, w) => previous.then(() => suggestions(w, lang)).catch(() => undefined),
    Promise.resolve(),
  );
}

/** Hunspell's suggestions for one word, best first (at most 6). */
export async function suggestions(word: string, lang: TextLang): Promise<string[]> {
  const quick = await ask('fast', 'suggest', lang, [word]);
  return quick.length ? quick : ask('ngram', 'suggest', lang, [word]);
}
