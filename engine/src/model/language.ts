/** Source languages as the spec writes them (`language` field). */
export const SOURCE_LANGUAGES = ['EN', 'RU', 'UA'] as const;
export type SourceLanguage = (typeof SOURCE_LANGUAGES)[number];

/** Label-table locales (ISO 639-1: Ukrainian is `uk`). */
export type Locale = 'en' | 'ru' | 'uk';

export function localeOf(language: SourceLanguage): Locale {
  return language === 'RU' ? 'ru' : language === 'UA' ? 'uk' : 'en';
}

const UKRAINIAN_ONLY = /[іїєґІЇЄҐ]/;
const RUSSIAN_ONLY = /[ыэъёЫЭЪЁ]/;
const CYRILLIC = /[\u0400-\u04FF]/;

/**
 * Detects a record's language from its script when it has no `language`:
 * і ї є ґ → UA, other Cyrillic → RU, otherwise EN.
 * @example detectLanguage('Згорани') // 'RU' (no Ukrainian-only letters)
 */
export function detectLanguage(text: string): SourceLanguage {
  if (UKRAINIAN_ONLY.test(text) && !RUSSIAN_ONLY.test(text)) return 'UA';
  if (CYRILLIC.test(text)) return 'RU';
  return 'EN';
}
