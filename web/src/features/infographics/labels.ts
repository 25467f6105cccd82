import type { UiLocale } from '../../lib/locale.js';

/** The Intl locale of an interface language (Ukrainian is `uk`, not `ua`). */
export const intlLocale = (locale: UiLocale) => (locale === 'ua' ? 'uk' : locale);

/** "2026-03" → "Mar 2026" / "март 2026 г." / "бер. 2026 р." in the interface language. */
export function monthLabel(key: string, locale: UiLocale): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}
