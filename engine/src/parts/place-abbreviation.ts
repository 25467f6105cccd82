import type { Locale } from '../model/language.js';

/**
 * GOST 7.1-2003, 4.6.3.1 (and GOST 7.0.12-2011 on city names): Moscow and Saint
 * Petersburg (and a few others) are abbreviated in the publication area («М.», «СПб.»).
 * GOST R 7.0.100-2018 writes every place in full, so only the gost style uses this.
 */
const ABBREVIATED: Record<Locale, Record<string, string>> = {
  ru: {
    Москва: 'М.',
    'Санкт-Петербург': 'СПб.',
    Ленинград: 'Л.',
    'Ростов-на-Дону': 'Ростов н/Д',
    'Нижний Новгород': 'Н. Новгород',
  },
  uk: { Москва: 'М.', 'Санкт-Петербург': 'СПб.' },
  en: {},
};

/**
 * The place as GOST 7.1-2003 writes it; several places (the publication area separates them
 * by " ; ") are each abbreviated, «М. ; СПб.».
 * @example abbreviatePlace('Москва ; Санкт-Петербург', 'ru') // 'М. ; СПб.'
 */
export function abbreviatePlace(place: string | undefined, locale: Locale): string | undefined {
  if (!place) return undefined;
  return place
    .split(/\s*;\s*/)
    .map((one) => ABBREVIATED[locale][one] ?? one)
    .join(' ; ');
}
