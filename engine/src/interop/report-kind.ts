import type { FieldIssue } from '../dispatch.js';
import { getPath, setPath } from './field-path.js';
import { joinedTitle } from './title-parts.js';

/**
 * A report's kind ("Technical Report", «отчет о НИР») as a Publication holds it: in an English
 * record, the series the report is numbered in (`series.series`, its number in
 * `series.number`: "Technical Report 99-02", CMOS 14.249, BibLaTeX's @report); in a Russian or
 * Ukrainian record, other title information with the report's number after it, as GOST 7.1-2003
 * writes a report («Проведение испытаний : отчет о НИР : 42-44»). A kind that finds its place
 * taken (a report in a series of its own) is named in the warnings.
 */
export function placeReportKind(pub: Record<string, unknown>, kind: string, field: string): FieldIssue[] {
  const national = isNationalRecord(pub, kind);
  const series = getPath(pub, 'series.series');
  if (national && !series) {
    const number = getPath(pub, 'series.number');
    const info = number ? `${kind} : ${number}` : kind;
    setPath(pub, 'title.infoAbouteTitle', joinedTitle(getPath(pub, 'title.infoAbouteTitle'), info) ?? info);
    if (number) delete (pub.series as Record<string, unknown>).number;
    if (!Object.keys(pub.series as object).length) delete pub.series;
    return [];
  }
  if (!series) {
    setPath(pub, 'series.series', kind);
    return [];
  }
  return [{ field, message: `report type "${kind}" not kept beside its series "${series}"` }];
}

/** A Russian or Ukrainian record: its language, or without one, Cyrillic in its title or `text`. */
export function isNationalRecord(pub: Record<string, unknown>, text = ''): boolean {
  const language = pub.language as string | undefined;
  if (language) return language !== 'EN';
  return /\p{Script=Cyrillic}/u.test(`${getPath(pub, 'title.publicationTitle') ?? ''}${text}`);
}
