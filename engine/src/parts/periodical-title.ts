import { runningOrderOf } from '../abbrev/inverted-title.js';
import { withoutLeadingArticle } from '../abbrev/journal-titles.js';
import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { englishTitles } from './english-titles.js';
import { containerOf } from './fields.js';
import { headlineTextUncached, looksForeign } from './foreign-title.js';
import { nationalCapitals } from './national-caps.js';
import { runningColon } from './running-colon.js';

/**
 * A periodical's title without an initial "The", as the Chicago Manual prints journals, magazines
 * and newspapers in notes and bibliographies (CMOS FAQ, Capitalization, Titles, faq0016: "In notes
 * and bibliographies, an initial 'the' is omitted"; the quick guide's "New York Times", "New
 * Yorker") and as ASA, which follows CMOS there, prints them ("New York Times", ASA Style Guide
 * 7th ed., appendix). Books keep theirs. Newspapers lose it too, unlike NLM's and CASSI's
 * `withoutLeadingArticle` rule that this reuses. A name typed the GOST way, "Monitoring
 * obshchestvennogo mneniya : ekonomicheskiye …", takes the colon of running text as titles do
 * (CMOS 16, 14.89 and 6.63; parts/running-colon.ts).
 * @example periodicalTitleOf({ series: { series: 'The New York Times' } }) // 'New York Times'
 */
export const periodicalTitleOf = (pub: Publication): string | undefined => {
  const title = runningColon(containerOf(pub));
  return title && withoutLeadingArticle(title);
};

/**
 * A periodical's title as APA, Cite Them Right, GSA and ISO 690 (6.3, as on the source) print it: the colon of
 * running text, and a Russian or Ukrainian title typed in capitals, as journals' sites give it,
 * with its language's capitals («ВЕСТН. МОСК. УН-ТА. СЕР. 3, ФИЗИКА» → «Вестн. Моск. ун-та. Сер. 3,
 * Физика», parts/national-caps.ts), as the national styles and ieee, acs and vancouver write it.
 * @example periodicalTitleCased({ series: { series: 'ЭКОНОМИКА УКРАИНЫ' } }, ctx) // 'Экономика Украины'
 */
export const periodicalTitleCased = (
  pub: Publication,
  ctx: Pick<Context, 'locale' | 'language' | 'titleLanguage'>,
): string | undefined => {
  const title = runningOrderOf(runningColon(nationalCapitals(containerOf(pub), ctx.locale)));
  // An English journal typed in sentence case or small letters ("Physical review e", "chemistry
  // of materials") is named as it names itself, in title case (APA 7, 9.25 and 6.29; APA 6, 6.29;
  // Cite Them Right: the journal's title as on the journal); one typed with its capitals stays.
  return title && englishTitles(ctx) && typedLower(title) && !looksForeign(title) ? headlineTextUncached(title) : title;
};

/** No capital after the first word but in a minor word's place: "Physical review e", "chemistry of materials". */
const typedLower = (title: string): boolean => {
  const words = title.split(/\s+/).slice(1);
  return words.length > 0 && words.every((w) => !/\p{Lu}/u.test(w));
};
