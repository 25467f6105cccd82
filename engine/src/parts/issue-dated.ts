import type { Publication } from '../model/publication.js';
import { isDatedPeriodical, parseDate, publishedDateOf } from './dates.js';
import { volumeOf } from './fields.js';
import { journalIssueOf } from './issue-label.js';

/**
 * A periodical identified by its issue's date, not by a volume: one marked a newspaper or
 * magazine (`series.periodicalType`) without a volume, or one with neither volume nor issue
 * whose record gives the day it came out — a newspaper read from a pasted list ("Хабаровские
 * вести. – 2013. – 23 декабря") carries no type, only that date. MLA 2.6.5 ("25 Jan. 2010"),
 * MHRA 10.2.8, Cite Them Right (newspapers) and ISO 690 7.2 then print the day and month.
 */
export function isIssueDated(pub: Publication, numbered = false): boolean {
  if (volumeOf(pub)) return false;
  if (isDatedPeriodical(pub)) return true;
  return (numbered || !journalIssueOf(pub)) && parseDate(publishedDateOf(pub))?.day !== undefined;
}

/**
 * `isIssueDated`, and a numbered issue whose record gives its day is dated by it too: «Российская
 * газета. – 2019. – 14 марта. – № 45» is a newspaper's issue (journals are dated by year, month or
 * season), "Российская газета, 14 марта 2019" (CMOS 16, 14.191; MLA 8th, 2.6.5; MHRA 10.2.8).
 * The styles that use it printed "№ 45 (март 2019)", the day dropped.
 */
export const isIssueDatedOrNumbered = (pub: Publication): boolean => isIssueDated(pub, true);
