/// <reference path="./untyped-packages.d.ts" />
import { readFileSync } from 'node:fs';
import snowball from 'snowball-stemmers';
import { eng, rus, ukr } from 'stopword';

/** Where the committed reference data lives (server/data), from src/ and dist/ alike. */
export const DATA_DIR = new URL('../../data/', import.meta.url);

export function readData<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, DATA_DIR), 'utf8')) as T;
}

const english = snowball.newStemmer('english');
const russian = snowball.newStemmer('russian');

/** Letters of any script with inner apostrophes/hyphens kept out: each part is a word. */
const WORD = /[\p{L}\p{N}]+/gu;

export function words(text: string): string[] {
  return text.normalize('NFC').match(WORD) ?? [];
}

/**
 * Snowball has no Ukrainian stemmer and the data sets have no Ukrainian captions, so a
 * Ukrainian word is folded to Russian spelling (і/ї→и, є→е, ґ→г) before the Russian
 * stemmer; the search's typo tolerance bridges the rest (інформаційн ~ информационн).
 */
function foldUkrainian(w: string): string {
  return w.replace(/[іїi]/g, 'и').replace(/є/g, 'е').replace(/ґ/g, 'г');
}

/** Stems by word: the vocabulary is small and Snowball is the costly part of indexing 27,000 journals. */
const stems = new Map<string, string>();

export function stem(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const s = stemUncached(word);
  if (stems.size < 200_000) stems.set(word, s);
  return s;
}

function stemUncached(word: string): string {
  // ё and э are folded to е on both sides, so Ukrainian е/є meets Russian э (економіка ~ экономика).
  const w = word.toLowerCase().replace(/ё/g, 'е').replace(/э/g, 'е');
  if (/[а-яіїєґ]/.test(w)) return russian.stem(/[іїєґ]/.test(w) ? foldUkrainian(w) : w);
  return english.stem(w);
}

export interface StopWords {
  has(word: string): boolean;
}

/**
 * Function words of English, Russian and Ukrainian (the `stopword` package's lists: articles,
 * prepositions, pronouns — no content words such as "information" or "system").
 */
export const STOP: StopWords = new Set([...eng, ...rus, ...ukr].map((w) => w.toLowerCase()));

/** A term as indexed and searched: lower case, not a stop word, not a bare number, stemmed. */
export function termOf(word: string, stop: StopWords = STOP): string | null {
  const w = word.toLowerCase();
  if (w.length < 2 || stop.has(w) || /^\d+$/.test(w)) return null;
  return stem(w);
}
