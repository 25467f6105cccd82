/// <reference path="./vendor.d.ts" />
import { StemmerUk } from '@nlpjs/lang-uk';
import snowball from 'snowball-stemmers';
import type { TextLang } from './language.js';
import { normalWord } from './tokens.js';

/** Snowball for English and Russian; @nlpjs/lang-uk's stemmer for Ukrainian (Snowball has none). */
const en = snowball.newStemmer('english');
const ru = snowball.newStemmer('russian');
const uk = new StemmerUk();

/** Stems already computed: a text repeats its words, and stemming is the costly step. */
const memo: Record<TextLang, Map<string, string>> = { en: new Map(), ru: new Map(), uk: new Map() };
const MEMO_MAX = 100_000;

/** The stem of a word, for grouping its forms (исследование, исследования → исследован). */
export function stem(word: string, lang: TextLang): string {
  const w = normalWord(word);
  const cache = memo[lang];
  let s = cache.get(w);
  if (s === undefined) {
    if (lang === 'uk') s = uk.stemWord(w.replace(/'/g, ''));
    else s = (lang === 'ru' ? ru : en).stem(lang === 'ru' ? w.replace(/ё/g, 'е') : w);
    if (cache.size >= MEMO_MAX) cache.clear();
    cache.set(w, s);
  }
  return s;
}
