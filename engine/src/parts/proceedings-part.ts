import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { str } from './fields.js';

/** «Ч.» in Russian and Ukrainian ("Pt." in APA's list of abbreviations). */
const PART_WORD = { ru: 'Ч.', uk: 'Ч.' } as const;

/**
 * The part of a conference's proceedings (`series.issue` of a conference, docs/model.md):
 * «Ч. 2»; one typed with its own word («Ч. 2», "Pt. 2") as typed. Before, the part was dropped, so a
 * paper in part 2 read as one in the whole proceedings.
 */
export function proceedingsPart(pub: Publication, ctx: Context): string | undefined {
  const issue = ctx.type === 'conference' ? str(pub.series?.issue) : undefined;
  if (!issue) return undefined;
  if (/^\p{L}{1,8}\.\s*\d/u.test(issue)) return issue;
  // A bare number in an English record is more often the issue of a journal the paper was
  // imported with (BibTeX `number`, RIS IS) than a part: it is not called a part.
  return ctx.locale === 'en' ? undefined : `${PART_WORD[ctx.locale]} ${issue}`;
}
