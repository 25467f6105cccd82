import type { Context } from '../template/context.js';

/**
 * Whether the record's titles are English, so a style may apply its English capitalisation
 * (headline style, sentence case). A romanised Russian or Ukrainian record has English labels
 * but transliterated titles, which keep the capitals of the Cyrillic original, sentence style
 * (CMOS 16, 10.3 and 14.107: titles in other languages take sentence-style capitals; MLA 8th,
 * 1.2.1; the styles' own rules for titles in other languages, parts/foreign-title.ts).
 * @example englishTitles({ language: 'EN', titleLanguage: 'RU' }) // false
 */
export const englishTitles = (ctx: Pick<Context, 'language' | 'titleLanguage'>): boolean =>
  (ctx.titleLanguage ?? ctx.language) === 'EN';
