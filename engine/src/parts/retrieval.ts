import type { Publication } from '../model/publication.js';
import type { Piece } from '../template/piece.js';
import { doiOf, urlOf } from './access.js';
import { dateForm } from './date-forms.js';
import { accessedDateOf } from './fields.js';
import { accessLink } from './links.js';

export interface RetrievalOptions {
  /**
   * Whether the record's content is taken to change over time. APA gives a retrieval date
   * only for such pages (APA 7, 9.16; APA 6, 6.32); the record cannot say so, so each style
   * passes its test (APA: an undated page whose access date is known).
   */
  changing: (pub: Publication) => boolean;
}

/**
 * "Retrieved July 3, 2019, from URL" for a page designed to change (APA 7, 9.16 and the
 * U.S. Census Bureau population-clock example; APA 6, 6.32); otherwise the plain link run.
 * A DOI is never given a retrieval date. The link is one run, locked against clean-up.
 * @example retrievalLink({ changing: () => true }) // "Retrieved July 3, 2019, from https://…"
 */
export function retrievalLink(opts: RetrievalOptions): Piece {
  return (pub, ctx) => {
    if (!urlOf(pub) || doiOf(pub) || !opts.changing(pub)) return [];
    const date = dateForm(accessedDateOf(pub), ctx.labels, ctx.locale, { order: 'mdy', months: 'full' });
    if (!date) return [];
    const link = accessLink({ doi: 'resolver' })(pub, ctx);
    // English sets the year off with a comma, "July 3, 2019, from"; Russian and Ukrainian write
    // the year with its «г.»/«р.» and no comma, «Извлечено 11 марта 2019 г. из …».
    const when = ctx.locale === 'en' ? `${date},` : `${date} ${ctx.labels.national.yearAbbr}`;
    return [{ text: `${ctx.labels.retrieved} ${when} ${ctx.labels.from} ` }, ...link];
  };
}
