import type { Context } from '../template/context.js';

/** English names of the record languages that are not English (spec §3 `language`). */
const LANGUAGE_NAMES = { RU: 'Russian', UA: 'Ukrainian' } as const;

/**
 * The English name of a romanised record's language, which the international manuals print
 * so a reader knows the work is not in English: IEEE "(in Japanese)" after the publisher
 * (Reference Guide, Book Translated), Citing Medicine's "Language" element, "… 2002;122(8):785-7.
 * Norwegian." (ICMJE sample, article not in English). Nothing for an English record, or for a
 * record printed in its own script and labels.
 * @example romanisedLanguage({ language: 'RU', locale: 'en', … }) // 'Russian'
 */
export function romanisedLanguage(ctx: Context): string | undefined {
  if (ctx.locale !== 'en' || ctx.language === 'EN') return undefined;
  return LANGUAGE_NAMES[ctx.language];
}
