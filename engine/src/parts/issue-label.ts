import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { isNewspaper } from './dates.js';
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
  return article && !isNewspaper(pub) ? numberOf(pub) : undefined;
}

/**
 * "no. 3" / «№ 3» before a journal's issue (MLA 2.6.4, CMOS 14.171); an issue typed with its
 * own word keeps it, lower-case as "no." is ("вип. 45", "suppl. 2"), and takes no second one
 * (never «№ Вип. 45»).
 */
export function labelledIssue(pub: Publication, ctx: Context): string | undefined {
  // The number word typed with it is the label's own: «№ 1 (52)» is labelled once, never «№ № 1».
  const issue = journalIssueOf(pub)?.replace(/^(?:№|no\.)\s*(?=\d)/iu, '');
  if (!issue) return undefined;
  if (/^\p{L}{2,}\.\s/u.test(issue)) return `${issue.charAt(0).toLocaleLowerCase()}${issue.slice(1)}`;
  return `${ctx.labels.number.toLocaleLowerCase()} ${issue}`;
}

/**
 * `labelledIssue` without the whole number Russian journals add in parentheses, for the styles
 * whose year follows the issue in parentheses (CMOS 14.171 "no. 1 (2010)", MHRA "№ 1 (2010)"):
 * «№ 1 (52) (2010)» stacked two bracketed numbers; the issue of the year is the one cited.
 */
export function labelledIssueOfYear(pub: Publication, ctx: Context): string | undefined {
  const issue = labelledIssue(pub, ctx);
  return issue === undefined ? undefined : withoutWholeNumber(issue);
}

/**
 * An issue without the whole number in parentheses («1 (52)» → «1»). Only a number that can
 * be a count since the first issue goes: one no smaller than the issue. A smaller one is a
 * part of the issue, needed to find the article («№ 2(1)», Вестник ВятГГУ, 2010).
 */
function withoutWholeNumber(issue: string): string {
  const m = /^(.*?(\d+))\s*\((\d+)\)$/u.exec(issue);
  if (!m) return issue;
  const whole = Number(m[3]);
  return whole >= Number(m[2]) ? (m[1] ?? issue) : issue;
}

/** The word of an issue typed before its number: «Вып. 3», «Вип. 3», «№ 3», "No. 3", "Iss. 3", "Issue 3". */
const ISSUE_WORD = /^(?:вып|вип|no|nr|iss|issue|№)\.?\s*(?=\d)/iu;

/**
 * The issue as a number, for the styles that print it bare or in parentheses (APA 7 10.1
 * "12(2)", Vancouver "12(2)", MHRA "12.2"): a word typed before it is dropped, since the
 * parentheses already say "issue" (never "12(Вып. 67)"), and so is the whole number that
 * Russian journals add in parentheses («№ 1 (52)» is issue 1 of the year, number 52 since the
 * first issue), which these styles do not cite. A supplement ("Suppl. 2") keeps its word.
 */
export function issueNumberOf(pub: Publication): string | undefined {
  const issue = journalIssueOf(pub);
  if (!issue) return undefined;
  return withoutWholeNumber(issue.replace(ISSUE_WORD, '')) || issue;
}
