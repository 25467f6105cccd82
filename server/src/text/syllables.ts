import { syllable } from 'syllable';
import type { TextLang } from './language.js';

const VOWELS: Record<'ru' | 'uk', RegExp> = {
  ru: /[аеёиоуыэюя]/giu,
  uk: /[аеєиіїоуюя]/giu,
};

/**
 * Syllables of one word. Russian and Ukrainian: one per vowel letter (exact for both, and what
 * the Russian formulas were fitted with); a word of consonants only («в», «ВКЛ») counts 0.
 * English: the `syllable` package's rules and exception list (spelling does not show English syllables).
 */
export function syllables(word: string, lang: TextLang): number {
  if (lang === 'en') return syllable(word);
  return word.match(VOWELS[lang])?.length ?? 0;
}
