import { readFileSync } from 'node:fs';
import snowball from 'snowball-stemmers';

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

export function stem(word: string): string {
  // ё and э are folded to е on both sides, so Ukrainian е/є meets Russian э (економіка ~ экономика).
  const w = word.toLowerCase().replace(/ё/g, 'е').replace(/э/g, 'е');
  if (/[а-яіїєґ]/.test(w)) return russian.stem(/[іїєґ]/.test(w) ? foldUkrainian(w) : w);
  return english.stem(w);
}

export interface StopWords {
  has(word: string): boolean;
}

/**
 * The stopwords-iso lists hold content words too (English "information", "computer",
 * "system"), which name classes here; a listed word that occurs in a caption is kept.
 */
export function stopWords(captionText: string[]): StopWords {
  const vocabulary = new Set(captionText.flatMap((c) => words(c).map((w) => w.toLowerCase())));
  const listed = ['en', 'ru', 'uk'].flatMap((l) => readData<string[]>(`classifiers/stopwords-${l}.json`));
  return new Set(listed.map((w) => w.toLowerCase()).filter((w) => !vocabulary.has(w) && w !== 'c'));
}

/** A term as indexed and searched: lower case, not a stop word, not a bare number, stemmed. */
export function termOf(word: string, stop: StopWords): string | null {
  const w = word.toLowerCase();
  if (w.length < 2 || stop.has(w) || /^\d+$/.test(w)) return null;
  return stem(w);
}
