import type { Locale } from '../model/language.js';

function englishSuffix(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** Ukrainian neuter ordinals (видання): перше, друге, третє, четверте … сьоме, восьме. */
function ukrainianSuffix(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 19) return 'те';
  if (mod100 === 40) return 'ве';
  switch (n % 10) {
    case 1:
      return 'ше';
    case 2:
      return 'ге';
    case 3:
      return 'тє';
    case 7:
    case 8:
      return 'ме';
    default:
      return 'те';
  }
}

/**
 * An edition number with its ordinal suffix (spec §5): English st/nd/rd/th, Russian -е,
 * Ukrainian -ше/-ге/-тє/-те/-ме. Text that is not a number is returned as it is.
 * @example ordinal('2', 'ru') // '2-е'
 */
export function ordinal(value: string | number, locale: Locale): string {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return text;
  const n = Number(text);
  if (locale === 'en') return `${n}${englishSuffix(n)}`;
  if (locale === 'ru') return `${n}-е`;
  return `${n}-${ukrainianSuffix(n)}`;
}
