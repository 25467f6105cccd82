import type { Publication } from '../model/publication.js';
import { containerOf, numberOf } from './fields.js';

/** A series name that is a report's kind ("Technical Report", "Working Paper", "NIH Publication"), not a book series. */
const REPORT_KIND = /\b(?:report|paper|memorandum|publication)\b/i;
/** A number typed with its word ("No. 123"). */
const NUMBER_WORD = /^(?:no\.|№|nr\.)\s*/iu;

/**
 * A report's kind and number as APA prints them after the title, "(Report No. 123)",
 * "(Technical Report No. 99-02)" (APA 7, 10.4; APA 6, 7.03). The importers write a report as a
 * book whose series holds its kind and number (docs/model.md, interop/report-kind.ts); a number
 * with no kind is not taken for a report's. A book series with a
 * number that is no report's kind ("Lecture Notes in Computer Science 1234") is not one.
 * @example reportNumber({ series: { series: 'Technical Report', number: '99-02' } }) // 'Technical Report No. 99-02'
 */
export function reportNumber(pub: Publication): string | undefined {
  const number = numberOf(pub)?.replace(NUMBER_WORD, '');
  if (!number) return undefined;
  // A number with no series named says nothing of a report: a book's series number alone
  // printed "(Report No. 12)".
  const kind = containerOf(pub);
  if (!kind || !REPORT_KIND.test(kind)) return undefined;
  return `${kind} No. ${number}`;
}
