import type { Draft } from './draft.js';

/** A caption or a numbered part of a paper: "Table 2.", "Figure 3:", "Рис. 2", "Chapter 5." */
const CAPTION =
  /^(?:Table|Figure|Fig\.|Chart|Scheme|Equation|Section|Chapter|Appendix|Таблица|Таблиця|Рисунок|Рис\.|Схема|Глава|Розділ|Раздел)\s*\d/u;
/** A heading of a paper's section, alone or opening the text: "Introduction", "1. Introduction", «Введение.» */
const HEADING =
  /^(?:Introduction|Conclusions?|Abstract|Acknowledge?ments?|References|Bibliography|Discussion|Results|Methods|Summary|Keywords|Введение|Заключение|Аннотация|Выводы|Список литературы|Вступ|Висновки|Анотація|Список використаних джерел)(?:[.:]\s|$)/u;
/**
 * A sentence of a paper or a letter, in the first person or addressed to the reader; a word in
 * lower case must follow, as a title in headline style has none ("We Have Never Been Modern",
 * "Thank You for Smoking").
 */
const SENTENCE =
  /(?:^|[.!?]\s)(?:We|Our|Please|Thank you|In this (?:paper|article|study|work|section)|This (?:paper|article|study)|В (?:данной|этой|настоящей) (?:работе|статье)|У (?:цій|даній) (?:роботі|статті))\s\p{Ll}/u;

/**
 * A caption, a section heading or a sentence of a paper ("Table 2. Results of the experiment in
 * 2019.", «Введение. В данной работе …», "Please send the report by Monday, 12 March 2020.") is
 * no reference, though it has a year or what reads as a host: unless names, a link, an
 * identifier or an imprint say otherwise, the parser says it found none rather than return a book.
 */
export function readsAsProse(raw: string, d: Draft): boolean {
  if (!CAPTION.test(raw) && !HEADING.test(raw) && !SENTENCE.test(raw)) return false;
  const people = d.authors.length || d.editors.length || d.hostEditors.length || d.organisation;
  const identified = d.link || d.isbn || d.issn || d.patent || d.standard || d.dissertation;
  // An imprint ("Oxford: Oxford University Press, 1987") makes a book of a title in sentence case ("Our common future.").
  const imprint = d.publisher && (d.place || d.year);
  return !people && !identified && !imprint;
}
