import { Worker } from 'node:worker_threads';
import type { TextLang } from './language.js';
import { isAbbreviation } from './sentences.js';
import { tokens } from './tokens.js';

/** A word Hunspell does not know, where it stands. */
export interface Misspelling {
  word: string;
  start: number;
  end: number;
}

const DICTIONARY: Record<TextLang, 'en' | 'ru' | 'uk'> = { en: 'en', ru: 'ru', uk: 'uk' };

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, { resolve: (v: string[]) => void; reject: (e: Error) => void }>();

/** The spelling worker, started on first use (the dictionaries load lazily inside it, once per language). */
function spellingWorker(): Worker {
  if (!worker) {
    // server/src/text and server/dist/text are both two levels below server/.
    const w = new Worker(new URL('../../workers/spelling.mjs', import.meta.url));
    w.unref(); // never keeps the process (or a test run) alive
    w.on('message', ({ id, result, error }: { id: number; result?: string[]; error?: string }) => {
      const p = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) p?.reject(new Error(error));
      else p?.resolve(result ?? []);
    });
    w.on('error', (e) => {
      for (const p of waiting.values()) p.reject(e);
      waiting.clear();
      worker = null;
    });
    worker = w;
  }
  return worker;
}

function ask(op: 'check' | 'suggest', lang: TextLang, words: string[]): Promise<string[]> {
  const id = ++next;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    spellingWorker().postMessage({ id, op, lang: DICTIONARY[lang], words });
  });
}

/**
 * Words the spell-checker need not see: acronyms (ВАК, UDC), words with digits or inner capitals
 * (MinHash, COVID-19), all-Latin terms inside a Cyrillic text (Snowball, et al.), and the user's
 * own words (`accepted`, matched case-insensitively).
 */
/** Latin words of academic citation English dictionaries lack ("et al.", "ibid."). */
const CITATION_LATIN = new Set(['et', 'al', 'ibid', 'idem', 'viz', 'passim', 'cf', 'sic']);

function skipped(word: string, lang: TextLang, accepted: ReadonlySet<string>): boolean {
  const lower = word.toLocaleLowerCase();
  if (accepted.has(lower) || CITATION_LATIN.has(lower)) return true;
  if (/^\p{Lu}{2,}/u.test(word) || /\d/.test(word) || /\p{Ll}\p{Lu}/u.test(word)) return true;
  // A word all in Latin letters is a term; one mixing scripts (Latin i in «дослiдження») is a slip to flag.
  return lang !== 'en' && /^[\p{Script=Latin}'’-]+$/u.test(word);
}

/** Every occurrence of a word Hunspell rejects; each distinct word is checked once. */
export async function misspellings(text: string, lang: TextLang, accepted: string[] = []): Promise<Misspelling[]> {
  const own = new Set(accepted.map((w) => w.toLocaleLowerCase()));
  // Initials and known abbreviations before their dot («А.», «табл.», "e.g.") are not words to check.
  const dotted = (t: { word: string; end: number }) =>
    text[t.end] === '.' && (/^\p{L}$/u.test(t.word) || isAbbreviation(t.word, lang));
  const words = tokens(text).filter((t) => !dotted(t) && !skipped(t.word, lang, own));
  const distinct = [...new Set(words.map((t) => t.word.replace(/’/g, "'")))];
  const wrong = new Set(distinct.length ? await ask('check', lang, distinct) : []);
  return words
    .filter((t) => wrong.has(t.word.replace(/’/g, "'")))
    .map((t) => ({ word: t.word, start: t.start, end: t.end }));
}

/** Hunspell's suggestions for one word, best first (at most 6). */
export function suggestions(word: string, lang: TextLang): Promise<string[]> {
  return ask('suggest', lang, [word]);
}
