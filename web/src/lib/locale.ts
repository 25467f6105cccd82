/** Interface languages of spec §2: the path prefix is en, ru or ua. */
export const LOCALES = ['en', 'ru', 'ua'] as const;
export type UiLocale = (typeof LOCALES)[number];

const STORAGE_KEY = 'referent.locale';

export function isLocale(value: string | undefined): value is UiLocale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value);
}

/** Spec §4: the locale comes from the path, else storage, else en. */
export function storedLocale(): UiLocale {
  try {
    const value = localStorage.getItem(STORAGE_KEY) ?? undefined;
    return isLocale(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export function rememberLocale(locale: UiLocale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage may be disabled; the path still carries the locale.
  }
}

/** The HTML `lang` of an interface locale (Ukrainian is `uk` in BCP 47). */
export function htmlLang(locale: UiLocale): string {
  return locale === 'ua' ? 'uk' : locale;
}
