import { internationalLabels } from '../locales/international.js';
import { closedLayouts } from '../parts/closing.js';
import { parseDate, yearOf } from '../parts/dates.js';
import { patentDesignation, standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import { creatorsOrEditors, editorsAbbreviated } from '../parts/editors-lead.js';
import {
  accessedDateOf,
  containerOf,
  issueOf,
  pagesOf,
  placeOf,
  publisherOf,
  str,
  titleOf,
  volumeOf,
} from '../parts/fields.js';
import { accessLink, hasPlainUrl } from '../parts/links.js';
import type { NameListOptions } from '../parts/names.js';
import { formatPages, parsePages } from '../parts/pages.js';
import { hasCreator, type NameOptionsFor, namesIn } from '../parts/people.js';
import { thesisKind, universityOf } from '../parts/thesis.js';
import { cleanTitleFully } from '../parts/title.js';
import { writtenDate } from '../parts/written-date.js';
import type { Context } from '../template/context.js';
import { field, first, group, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * GSA Reference Guidelines and Examples: every author inverted with initials closed up
 * ("Smith, A.B."), a comma before "and" even with two authors; "for references with more
 * than 10 authors, shorten the author list to the first author's name plus 'et al.'".
 */
const authorNames: NameOptionsFor = (labels): NameListOptions => ({
  first: 'family-initials',
  rest: 'family-initials',
  initialDot: '.',
  initialSpace: '',
  sortSeparator: ', ',
  delimiter: ', ',
  lastDelimiter: `, ${labels.and} `,
  twoDelimiter: `, ${labels.and} `,
  etAl: { min: 11, useFirst: 1, delimiter: ' ' },
});

const intl = (ctx: Context) => internationalLabels(ctx.locale);

/** GSA: "in Smith, A.B., ed.," before the host volume. */
const editors: Piece = editorsAbbreviated(authorNames);

const creators: Piece = creatorsOrEditors(authorNames);

const title: Piece = field((pub) => cleanTitleFully(titleOf(pub)));
const year: Piece = field((pub) => yearOf(pub.outputData?.year));

/** Nothing is italic in GSA references; the title joins what follows with a colon ("crust?: Geology"). */
const joined = (head: Piece, rest: Piece): Piece => seq(': ', [head, rest]);

/** "p. 633–636": GSA keeps full ranges and uses "p." for one page and for ranges. */
const pages: Piece = field((pub, ctx) => {
  const p = formatPages(pagesOf(pub), { dash: '–' });
  if (!p) return undefined;
  return `${ctx.locale === 'en' ? intl(ctx).pagesCount : ctx.labels.pages} ${p}`;
});

/** Extent of a book or thesis: "304 p.". */
const extent: Piece = field((pub, ctx) => {
  const p = parsePages(pagesOf(pub));
  return p && !p.last ? `${p.first} ${intl(ctx).pagesCount}` : undefined;
});

/**
 * DOI as https://doi.org/…; a URL followed by the month and year of access, "(accessed
 * March 2016)" (GSA guidelines: "include the month and year the site was accessed").
 */
const online: Piece = seq(' ', [
  accessLink({ doi: 'resolver' }),
  when(hasPlainUrl, (pub, ctx) => {
    const d = parseDate(accessedDateOf(pub));
    const date = d?.month
      ? writtenDate(`${d.year}-${String(d.month).padStart(2, '0')}`, ctx.labels, ctx.locale, { order: 'dmy' })
      : undefined;
    return date ? [{ text: `(${ctx.labels.accessDate} ${date})` }] : [];
  }),
]);

/** "Authors, Year, " — the year set off by commas after the authors. */
const lead = (rest: Piece, head: Piece = creators): Piece => seq(', ', [head, year, rest]);

/** Author, Year, Title: Journal, v. 34, no. 2, p. 633–636, https://doi.org/… */
const article: Piece = lead(
  joined(
    title,
    seq(', ', [
      field(containerOf),
      field((pub, ctx) => (volumeOf(pub) ? `${intl(ctx).volumeShort} ${volumeOf(pub)}` : undefined)),
      field((pub, ctx) => (issueOf(pub) ? `${ctx.labels.number.toLocaleLowerCase()} ${issueOf(pub)}` : undefined)),
      pages,
      online,
    ]),
  ),
);

/** Author, Year, Title (2nd ed.): Place, Publisher, 304 p. */
const book: Piece = lead(
  joined(
    seq(' ', [title, group(laterEdition(), { prefix: '(', suffix: ')' })]),
    seq(', ', [field(placeOf), field(publisherOf), extent, online]),
  ),
);

/** Author, Year, Title, in Editor, A.B., ed., Proceedings: Place, Publisher, p. 1–15. */
const conference: Piece = lead(
  seq(', ', [
    title,
    joined(
      seq(' ', [
        (pub, ctx) =>
          containerOf(pub) || namesIn('3', authorNames)(pub, ctx).length
            ? [{ text: intl(ctx).in.toLocaleLowerCase() }]
            : [],
        seq(', ', [editors, field(containerOf)]),
      ]),
      seq(', ', [field((pub) => placeOf(pub) ?? str(pub.specialData?.place)), field(publisherOf), pages, online]),
    ),
  ]),
);

/** Author, Year, Title [Ph.D. thesis]: Place, University, 304 p. */
const dissertation: Piece = lead(
  joined(
    seq(' ', [
      title,
      (pub, ctx) => {
        const kind = thesisKind(pub, intl(ctx), ctx.locale, 'thesis').replace(/^PhD\b/, 'Ph.D.');
        return [{ text: `[${kind}]` }];
      },
    ]),
    seq(', ', [field((pub) => str(pub.specialData?.place) ?? placeOf(pub)), field(universityOf), extent, online]),
  ),
);

/** Org, Year, Designation, Title: Place, Publisher, 20 p. */
const standard: Piece = lead(
  joined(
    seq(', ', [when(hasCreator, field(standardDesignation)), title]),
    seq(', ', [field(placeOf), field(publisherOf), extent, online]),
  ),
  // With no organisation the designation leads, so the year keeps its place after it.
  first(creators, field(standardDesignation)),
);

/** Inventor, Year, Title: US Patent 4,741,952. */
const patent: Piece = lead(
  joined(
    title,
    seq(', ', [field((pub, ctx) => patentDesignation(pub, intl(ctx).patent, ctx.locale === 'en')), online]),
  ),
);

/** Author, Year, Title: Site, URL (accessed 12 March 2014). */
const web: Piece = lead(joined(title, seq(', ', [field((pub) => containerOf(pub) ?? publisherOf(pub)), online])));

export const gsa: Style = {
  id: 'gsa',
  name: 'Geological Society of America',
  transliterable: true,
  finalStop: true,
  layouts: closedLayouts({ article, book, conference, dissertation, standard, patent, web }),
};
