import { CUT } from './draft.js';

/**
 * Where the imprint of a Russian or Ukrainian reference typed without GOST's zone marks
 * begins: `Title. Subtitle. М.: Наука, 1980. 335 с.`, `… книгах. М., 1957. С. 340`. Lists
 * typed this way put full stops inside the title ("Лингвистика текста. Лингвистика
 * дискурса"), so the title runs to the place of publication, not to its first stop.
 */

/**
 * A place: `М.`, `СПб.`, `Екатеринбург`, `Ростов-на-Дону`, `Ростов н/Д`, `Н. Новгород`,
 * `Нижний Новгород` — one word, as a subtitle's two capitalised words are not a place.
 */
const PLACE = String.raw`(?:\p{Lu}\.\s?\p{Lu}[\p{L}-]+|Нижний Новгород|Великий Новгород|\p{Lu}[\p{L}-]*\.?(?:\sн\/Д)?)`;
const YEAR = String.raw`\[?(?:1[5-9]\d\d|20\d\d)\]?`;

/** The places GOST 7.0.12 and DSTU 3582 abbreviate: Москва, Ленинград, Санкт-Петербург, Київ, Харків, Мінськ … */
const ABBREVIATED_PLACE = String.raw`(?:М|Л|К|Х|Мн|СПб|Н\.\s?Новгород|Ростов н\/Д)\.`;

/** An abbreviated city glued to its publisher, «Мн.Вида-Н., 2002»: the colon and space typed away. */
const GLUED_PLACE = new RegExp(
  String.raw`(?<=[.)\]»"]\s{1,2})(М|Л|К|Х|Мн|СПб)\.(?=\p{Lu}\p{Ll}[^,:${CUT}]{1,80},\s?${YEAR}(?=[.,;\s]|$))`,
  'gu',
);

/** «Мн.Вида-Н., 2002» → «Мн.: Вида-Н., 2002», so the place is read as a place, not as the publisher's first word. */
export function separateGluedPlace(s: string): string {
  return s.replace(GLUED_PLACE, '$1.: ');
}

/**
 * `. Place : Publisher, Year`, `. Place: Year`, `. Place, Year` after a stop or a bracket; after a
 * comma only an abbreviated city and its colon ("Психология обучения …, М.: Просвещение, 2007").
 */
const imprintRe = (place: string) =>
  new RegExp(
    String.raw`(?<=[.)\]»"]\s{1,2}|,\s(?=${ABBREVIATED_PLACE}\s?:))${place}\s?(?::\s?[^,${CUT}]{2,120}?,\s?|:\s?|,\s?)${YEAR}(?=[.,;\s]|$)`,
    'gu',
  );
const IMPRINT = imprintRe(PLACE);
/** In a journal's title a last word before the year may be the title's ("Бизнес. Образование. Право, 2018"). */
const ABBREVIATED_IMPRINT = imprintRe(ABBREVIATED_PLACE);

/**
 * What may not lie between a title and its imprint: a cut-out piece, a host (`В кн.:`, `In:`,
 * `//`, a collection or conference), an edition or a bracketed note — the title ends before them.
 */
const NOT_TITLE = new RegExp(
  String.raw`${CUT}|\/\/|\[|(?<![\p{L}])(?:[ВвУу](?:\sкн\.)?:|In:|[Тт]ез\p{L}*\.?|[Мм]атериал\p{L}*|[Мм]атеріал\p{L}*|[Сс]б\.|[Зз]б\.|[Сс]борник\p{L}*|[Зз]бірник\p{L}*|[Кк]онф\p{L}*\.?|[Тт]руды|[Пп]раці|[Ии]зд\.|[Вв]ид\.)(?![\p{L}])`,
  'u',
);

/** The index where the imprint begins, if one follows `from` with nothing but title before it. */
export function imprintStart(text: string, from = 0, abbreviated = false): number | undefined {
  for (const m of text.matchAll(abbreviated ? ABBREVIATED_IMPRINT : IMPRINT)) {
    if (m.index < from) continue;
    if (NOT_TITLE.test(text.slice(from, m.index))) return undefined;
    return m.index;
  }
  return undefined;
}

/** A place named alone is a word or an abbreviation, never an acronym ("РГБ, 1999" names a publisher); «СПб», «Ростов-н/д» and «М» («– М, 2010») are typed without their stop too. */
const LONE_PLACE = String.raw`(?:Ростов[\s-]?н\/[Дд]|СПб|\p{Lu}\.\s?\p{Lu}\p{Ll}[\p{L}-]*|Нижний Новгород|Великий Новгород|\p{Lu}\p{Ll}[\p{L}-]*\.?(?:\sн\/Д)?|\p{Lu}\p{L}{0,2}\.|\p{Lu}(?=,))`;
const PLACE_YEAR = new RegExp(
  String.raw`^[\s${CUT}.,]*(?:[–—-]\s*)?(${LONE_PLACE})\s?[,:]\s?${YEAR}(?=[.,;\s${CUT}]|$)`,
  'u',
);

/** The place of an imprint that gives no publisher: "М., 1983", "Ижевск, 2010", "Ростов н/Д, 2006", «Н.: 2013». */
export function placeBeforeYear(zone: string): string | undefined {
  return PLACE_YEAR.exec(zone)?.[1];
}
