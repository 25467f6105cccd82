import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { containerOf, issueOf, numberOf, volumeOf } from './fields.js';

/** A number typed with its number word, which the label would repeat («№ 5», "No. 5"). */
const NUMBER_WORD = /^(?:№|no\.?|nr\.?)\s*/iu;
/** A number typed with a word of its own («Вып. 35», «Ч. 2»). */
const OWN_WORD = /^\p{L}+\.?\s*\S/u;
/** The part of whole proceedings (`series.issue` of a conference, docs/model.md), as the national styles write it. */
const PART_WORD = { ru: 'Ч.', uk: 'Ч.', en: 'Pt.' } as const;

/**
 * A book's number with no series to belong to: an issue of a continuing collection,
 * «Вопросы инженерной сейсмологии. Вып. 35, Прогнозирование землетрясений» (`series.issue`;
 * of whole proceedings, their part, «Информационные технологии в науке: … Ч. 2», docs/model.md),
 * or a numbered issue, «Светлый путь. № 5 (9)» (`series.number`), is a division of the work and
 * prints where the style prints a volume, with its word (GOST 7.1-2003, 7.5.1.1; CMOS 16,
 * 14.121 "Vol. 1, The Emergence…"). Before, chicago, asa, mla, mhra, gsa and iso dropped it
 * (the series pieces print a number only after a series title). Used by those six styles, and by apa, apa7 and harvard (session 12; before, they dropped «Вып. 35» too). An
 * English record's number takes "No.", as a report's number is printed ("No. 99-02"); «Вып.»
 * has no English calque "Iss." (before, "Vol. Iss. 99-02").
 * With `numbers: false` (apa, apa7: APA prints no book series, so a bare series number is a
 * series whose name is missing, APA 7 10.2) only an issue is a division; a number is left as it is.
 */
export function numberedBook(layout: Piece, { numbers = true }: { numbers?: boolean } = {}): Piece {
  return (pub, ctx: Context) => {
    const issue = issueOf(pub);
    const number = numbers ? numberOf(pub) : undefined;
    if (containerOf(pub) || volumeOf(pub) || (!issue && !number)) return layout(pub, ctx);
    const division = number
      ? `${ctx.labels.number} ${number.replace(NUMBER_WORD, '')}`
      : OWN_WORD.test(issue as string)
        ? (issue as string)
        : `${ctx.type === 'conference' ? PART_WORD[ctx.locale] : ctx.locale === 'en' ? ctx.labels.number : ctx.labels.issue} ${issue}`;
    const { issue: _i, number: _n, ...series } = pub.series ?? {};
    const kept = numbers || pub.series?.number === undefined ? {} : { number: pub.series.number };
    return layout({ ...pub, series: { ...series, ...kept, volume: division } }, ctx);
  };
}
