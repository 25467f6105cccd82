import { StemmerUk } from '@nlpjs/lang-uk';
import snowball from 'snowball-stemmers';
import type { TextLang } from './language.js';
import { normalWord } from './tokens.js';

/** Snowball for English and Russian; @nlpjs/lang-uk's stemmer for Ukrainian (Snowball has none). */
const en = snowball.newStemmer('english');
const ru = snowball.newStemmer('russian');
const uk = new StemmerUk();

/** The stem of a word, for grouping its forms (исследование, исследования → исследован). */
export function stem(word: string, lang: TextLang): string {
  const w = normalWord(word);
  if (lang === 'uk') return uk.stemWord(w.replace(/'/g, ''));
  return (lang === 'ru' ? ru : en).stem(lang === 'ru' ? w.replace(/ё/g, 'е') : w);
}
