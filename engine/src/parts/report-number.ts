import type { Publication } from '../model/publication.js';
import { containerOf, numberOf } from './fields.js';

/**
 * A series name that is a report's kind ("Technical Report", "Working Paper", "NIH Publication",
 * and as the IEEE Reference Guide shortens them, "Tech. Rep.", "Tech. Memo."), not a book series.
 */
const REPORT_KIND = /\b(?:report|paper|memorandum|publication)\b|\b(?:rep|memo)\.(?=\s|$)/i;
/** A number typed with its word ("No. 123"). */
const NUMBER_WORD = /^(?:no\.|№|nr\.)\s*/iu;

/**
 * A report as the importers write it: a book whose series holds its kind and number
 * (docs/model.md, interop/report-kind.ts). A book series that is no report's kind ("Lecture
 * Notes in Computer Science") is not one.
 * @example reportOf({ series: { series: 'Technical Report', number: 'No. 99-02' } }) // { kind: 'Technical Report', number: '99-02' }
 */
export function reportOf(pub: Publication): { kind: string; number?: string } | undefined {
  const kind = containerOf(pub);
  if (!kind || !REPORT_KIND.test(kind)) return undefined;
  return { kind, number: numberOf(pub)?.replace(NUMBER_WORD, '') || undefined };
}

/**
 * A report's kind and number as APA prints them after the title, "(Report No. 123)",
 * "(Technical Report No. 99-02)" (APA 7, 10.4; APA 6, 7.03). A number with no kind is not
 * taken for a report's: a book's series number alone printed "(Report No. 12)".
 * @example reportNumber({ series: { series: 'Technical Report', number: '99-02' } }) // 'Technical Report No. 99-02'
 */
export function reportNumber(pub: Publication): string | undefined {
  const report = reportOf(pub);
  return report?.number ? `${report.kind} No. ${report.number}` : undefined;
}
