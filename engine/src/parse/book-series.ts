import { CUT, type Draft, tidy } from './draft.js';

/** GOST 7.1, 5.6: the series of a book in brackets with its number, "(Title ; № 12)". */
const NUMBERED_SERIES = /\((?!\d)([^()]{3,100}?)\s;\s(?:№|[Вв]ып\.|[Вв]ип\.|[Nn]o\.|[Vv]ol\.|[Тт]\.)\s?(\d+)\)/u;

/**
 * A series named by its word or as a library («(Серия «Мир искусства»)», «(Серія: …)»,
 * «(Библиотека студента)»), with or without a number («, 12», «, № 12») or a part typed with its
 * word («, Ч. 2»): researchers type it so after the imprint or the extent, and it is no part of
 * the title, the publisher or the extent.
 */
const NAMED_SERIES =
  /\((?:(?:Серия|Серія|Series|Сер\.)\s*:?\s*[«"“]?([^()«»"“”;]{2,100}?)[»"”]?|((?:Библиотека|Бібліотека)\s[^()«»;]{2,100}?))(?:\s*[;,]\s*(?:(?:№|[Nn]o\.)\s?)?(?:(\d+)|((?:[ЧчКк]н?|[Вв]ып|[Вв]ип|[Тт])\.\s?\d+)))?\s*\)/u;

/**
 * Takes a book's series out of `s` into `d.bookSeries` (before "№" is read as an issue) and
 * returns the rest; the build prints it only for a book.
 */
export function takeBookSeries(s: string, d: Draft): string {
  const numbered = NUMBERED_SERIES.exec(s);
  const named = numbered ? null : NAMED_SERIES.exec(s);
  const m = numbered ?? named;
  if (!m) return s;
  const title = numbered ? numbered[1]! : (named![1] ?? named![2]!);
  const number = numbered ? numbered[2] : named![3];
  const part = named?.[4];
  d.bookSeries = {
    title: tidy(title) ?? title,
    ...(number ? { number } : {}),
    ...(part ? { issue: part[0]!.toLocaleUpperCase('ru') + part.slice(1) } : {}),
  };
  return `${s.slice(0, m.index)}${CUT}${s.slice(m.index + m[0].length)}`;
}
