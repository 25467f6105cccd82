import { readFileSync } from 'node:fs';
import type { TextLang } from './language.js';

/**
 * Stop words per language, copied into server/data/text/stopwords with their provenance:
 * stopwords-iso (MIT) for English and Russian, skupriienko's 1,983-word list (CC BY-SA 4.0)
 * for Ukrainian, whose stopwords-iso list (73 words) is too small. Read once, on first use.
 */
const FILES: Record<TextLang, string> = {
  en: 'stopwords-iso_en.txt',
  ru: 'stopwords-iso_ru.txt',
  uk: 'uk_skupriienko_1983.txt',
};

const cache = new Map<TextLang, ReadonlySet<string>>();

export function stopwords(lang: TextLang): ReadonlySet<string> {
  let set = cache.get(lang);
  if (!set) {
    // server/src/text and server/dist/text are both two levels below server/.
    const file = new URL(`../../data/text/stopwords/${FILES[lang]}`, import.meta.url);
    const words = readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .map((w) => w.trim().toLocaleLowerCase().replace(/[’ʼ]/g, "'"))
      // stopwords-iso ru line 1 is a Latin "c" (a slip in the source); en has tokens like "10".
      .filter((w) => w !== '' && /^\p{L}/u.test(w) && !(lang !== 'en' && /^[a-z]+$/.test(w)));
    set = new Set(words);
    cache.set(lang, set);
  }
  return set;
}
