import { ownEntry } from '../model/own-entry.js';

/** Reading the written dates of access notes into `YYYY-MM-DD`. */

const MONTHS: Record<string, number> = {};

const MONTH_NAMES: [number, string[]][] = [
  [1, ['jan', 'january', 'янв', 'января', 'январь', 'січ', 'січня', 'січень']],
  [2, ['feb', 'february', 'фев', 'февраля', 'февраль', 'лют', 'лютого', 'лютий']],
  [3, ['mar', 'march', 'мар', 'марта', 'март', 'бер', 'березня', 'березень']],
  [4, ['apr', 'april', 'апр', 'апреля', 'апрель', 'квіт', 'квітня', 'квітень']],
  [5, ['may', 'мая', 'май', 'трав', 'травня', 'травень']],
  [6, ['jun', 'june', 'июн', 'июня', 'июнь', 'черв', 'червня', 'червень']],
  [7, ['jul', 'july', 'июл', 'июля', 'июль', 'лип', 'липня', 'липень']],
  [8, ['aug', 'august', 'авг', 'августа', 'август', 'серп', 'серпня', 'серпень']],
  [9, ['sep', 'sept', 'september', 'сен', 'сент', 'сентября', 'сентябрь', 'вер', 'верес', 'вересня', 'вересень']],
  [10, ['oct', 'october', 'окт', 'октября', 'октябрь', 'жовт', 'жовтня', 'жовтень']],
  [11, ['nov', 'november', 'ноя', 'нояб', 'ноября', 'ноябрь', 'лист', 'листопада', 'листопад']],
  [12, ['dec', 'december', 'дек', 'декабря', 'декабрь', 'груд', 'грудня', 'грудень']],
];
for (const [n, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = n;

const pad = (n: number) => String(n).padStart(2, '0');

function iso(y: number, m: number, d: number): string | undefined {
  if (y < 1000 || y > 2999 || m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** The month a word names (`June`, `Jun.`, `мая`, `травня`), or undefined. */
export function month(word: string): number | undefined {
  return ownEntry(MONTHS, word.toLowerCase().replace(/\.$/, ''));
}

/** The date pattern `readDate` understands, as a regex source (no capture groups). */
export const DATE_SOURCE =
  '(?:\\d{1,2}\\.\\s?\\d{1,2}\\.\\s?\\d{4}|\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}\\s+\\p{L}{3,10}\\.?\\s+\\d{4}|\\p{L}{3,10}\\.?\\s+\\d{1,2},?\\s+\\d{4}|\\d{4}\\s+\\p{L}{3,10}\\.?\\s+\\d{1,2}|\\d{1,2}/\\d{1,2}/\\d{4})';

/**
 * Reads `12.03.2020`, `2020-03-12`, `12 March 2020`, `March 12, 2020`, `2020 Mar 12`,
 * `12 марта 2020`, `3/12/2020` (month first, as US sources write it).
 */
export function readDate(text: string): string | undefined {
  const t = text.trim();
  // «01.11. 2018»: lists type a space after a stop.
  let m = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})/.exec(t);
  if (m) return iso(+m[3]!, +m[2]!, +m[1]!);
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})\s+(\p{L}+)\.?\s+(\d{4})/u.exec(t);
  if (m && month(m[2]!)) return iso(+m[3]!, month(m[2]!)!, +m[1]!);
  m = /^(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})/u.exec(t);
  if (m && month(m[1]!)) return iso(+m[3]!, month(m[1]!)!, +m[2]!);
  m = /^(\d{4})\s+(\p{L}+)\.?\s+(\d{1,2})/u.exec(t);
  if (m && month(m[2]!)) return iso(+m[1]!, month(m[2]!)!, +m[3]!);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(t);
  if (m) return iso(+m[3]!, +m[1]!, +m[2]!);
  return undefined;
}
