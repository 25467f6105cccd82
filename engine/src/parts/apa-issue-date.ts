import type { Publication } from '../model/publication.js';
import { isDatedPeriodical, isNewspaper, parseDate, publishedDateOf } from './dates.js';
import { volumeOf } from './fields.js';
import { issueNumberOf } from './issue-label.js';

/**
 * An article APA cites by the date of its issue: a magazine or newspaper by its type (with or
 * without a volume: "Monitor on Psychology, 39(5)" is still "(2008, May)"), or one whose record
 * gives a month or day of publication and neither volume nor issue number — a newspaper read
 * from a reference list, «Коммерсант. – 2008. – 4 марта. – С. 3.», which names no type. APA 7,
 * 10.1 ex. 15–17 and APA 6, 7.01 ex. 7–11 date such articles "(2008, March 4)"; a journal
 * article, cited by volume and issue, keeps the year alone. (The other styles' rule, which
 * wants a day and no volume, is `isIssueDated` in issue-dated.ts.)
 */
export function apaIssueDated(pub: Publication): boolean {
  if (isDatedPeriodical(pub)) return true;
  if (volumeOf(pub)) return false;
  const date = parseDate(publishedDateOf(pub));
  // A numbered issue dated to the day is a newspaper's, «Российская газета. – 2019. – 14 марта. –
  // № 45» (journals are dated by year, month or season): "(2019, March 14)", as
  // `isIssueDatedOrNumbered` reads it for the other styles; before, "(2019)" and the day lost.
  if (issueNumberOf(pub)) return date?.day !== undefined;
  return Boolean(date?.month);
}

/** A newspaper by its type, or an article dated to the day with neither volume nor issue (`apaIssueDated`). */
export function apaNewspaperIssue(pub: Publication): boolean {
  if (isNewspaper(pub)) return true;
  return !isDatedPeriodical(pub) && apaIssueDated(pub) && Boolean(parseDate(publishedDateOf(pub))?.day);
}
