import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { issueOf, numberOf, str } from './fields.js';

/**
 * A journal's issue for the international styles: `series.issue`, else the «№» a Russian or
 * Ukrainian record keeps in `series.number` («Т. 12, № 2» is volume 12, issue 2; APA 7 10.1
 * "12(2)", MLA "no. 2", CMOS 14.171 "12, no. 2"). A newspaper's number is not cited (CMOS
 * 14.191, APA 7 10.1 newspaper examples), nor is a book's number in its series.
 */
export function journalIssueOf(pub: Publication): string | undefined {
  const issue = issueOf(pub);
  if (issue) return issue;
  const article = str(pub.idTypePublication) === '1';
  return article && str(pub.series?.periodicalType) !== '3' ? numberOf(pub) : undefined;
}

/**
 * "no. 3" / «№ 3» before a journal's issue (MLA 2.6.4, CMOS 14.171); an issue typed with its
 * own word keeps it, lower-case as "no." is ("вип. 45", "suppl. 2"), and takes no second one
 * (never «№ Вип. 45»).
 */
export function labelledIssue(pub: Publication, ctx: Context): string | undefined {
  const issue = journalIssueOf(pub);
  if (!issue) return undefined;
  if (/^\p{L}{2,}\.\s/u.test(issue)) return `${issue.charAt(0).toLocaleLowerCase()}${issue.slice(1)}`;
  return `${ctx.labels.number.toLocaleLowerCase()} ${issue}`;
}
