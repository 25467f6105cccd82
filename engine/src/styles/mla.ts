import { journalTitleKey } from '../abbrev/journal-title-key.js';
import { abbreviatePublisherMla, MLA_MONTHS } from '../abbrev/mla.js';
import { plural } from '../locales/plural.js';
import type { Publication } from '../model/publication.js';
import { numberedBook } from '../parts/book-number.js';
import { bookSeries, volumeTitleOf } from '../parts/book-series.js';
import { accessedPhrase, capitalised } from '../parts/capitalise.js';
import { closedLayouts } from '../parts/closing.js';
import { compiledBy, titleDetails } from '../parts/compiled-by.js';
import { compilersAbbreviated, compilerWord } from '../parts/compilers-lead.js';
import { editorsOf, translatorsOf } from '../parts/contributors.js';
import { dateOf, isDatedPeriodical, parseDate, publishedDateOf, yearOfRecord } from '../parts/dates.js';
import { standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import { noPeople } from '../parts/editors-lead.js';
import {
  accessedDateOf,
  containerOf,
  organisationsOf,
  personsOf,
  placeOf,
  publisherOf,
  volumeOf,
} from '../parts/fields.js';
import { firstInverted, inline } from '../parts/first-inverted.js';
import { coPublishers } from '../parts/first-publisher.js';
import { englishHeadline, headlinedTitleCase as headlined } from '../parts/foreign-title.js';
import { hostEditionOf, hostEditorsOf, hostPublisherOf, hostVolumeTitleOf, withParts } from '../parts/host.js';
import { hostFullTitle } from '../parts/host-full-title.js';
import { hostDivision, hostOwnVolumeOf, hostSeries } from '../parts/host-series.js';
import { isIssueDatedOrNumbered } from '../parts/issue-dated.js';
import { labelledIssue } from '../parts/issue-label.js';
import { accessLink, hasPlainUrl } from '../parts/links.js';
import { labelledPages } from '../parts/page-label.js';
import { namedPatent } from '../parts/patent-named.js';
import { byline, type NameOptionsFor, namesIn, organisationsIn } from '../parts/people.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { placeInFull } from '../parts/place-in-full.js';
import { ownTitle } from '../parts/proceedings-title.js';
import { curlyApostrophes, DOUBLE_QUOTES, quotedThen } from '../parts/quotes.js';
import { runningColon } from '../parts/running-colon.js';
import { editedAndTranslated } from '../parts/same-people.js';
import { siteTitleOf } from '../parts/site-page.js';
import { thesisKindInside, universityOf } from '../parts/thesis.js';
import { cleanTitle, cleanTitleFully } from '../parts/title.js';
import { curledQuotes } from '../parts/typed-quotes.js';
import { volumeCount } from '../parts/volume-count.js';
import { volumeField } from '../parts/volume-label.js';
import { writtenDate } from '../parts/written-date.js';
import type { Context } from '../template/context.js';
import { ended, field, first, italic, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * MLA Handbook 8th, 2.1.1–2.1.3: the first author inverted with the full given name; two
 * authors "Dorris, Michael, and Louise Erdrich"; three or more: the first, then "et al.".
 */
const authorNames: NameOptionsFor = firstInverted({
  beforeLastAnd: ', ',
  beforeTwoAnd: ', ',
  etAl: { min: 3, useFirst: 1, delimiter: ', ' },
});

/** Contributors inside an element are not inverted: "edited by Jane Smith and Bob Lee" (2.6.2). */
const inlineNames: NameOptionsFor = (labels) => ({
  ...inline(authorNames)(labels),
  // 2.1.3: "edited by Matilda White Riley et al." — no comma after a name in normal order.
  etAl: { min: 3, useFirst: 1, delimiter: ' ' },
});

/**
 * MLA 8th 2.1.3 / 9th 5.7: an organisation that is both author and publisher is not given as
 * author; the entry begins with the title and names the organisation as publisher only
 * ("MLA Handbook. 9th ed., Modern Language Association of America, 2021."). On the web the
 * website titled with the organisation's name publishes the page.
 */
const authorIsPublisher = (pub: Publication, ctx: Context): boolean => {
  const orgs = organisationsOf(pub);
  if (orgs.length !== 1 || !orgs[0]) return false;
  const org = journalTitleKey(orgs[0]);
  const site = ctx.type === 'web' ? containerOf(pub) : undefined;
  return [publisherOf(pub), site].some((name) => name !== undefined && journalTitleKey(name) === org);
};

/** 2.1.3: with no author the editors lead, followed by "editor" or "editors". */
const creators: Piece = first(
  namesIn('1', authorNames),
  when((pub, ctx) => !authorIsPublisher(pub, ctx), organisationsIn(authorNames)),
  (pub, ctx) => {
    const eds = namesIn('3', authorNames)(pub, ctx);
    if (!eds.length) return [];
    const word = plural(ctx.labels.editorWordOrAbbr, personsOf(pub, '3').length, ctx.locale);
    return [...eds, { text: `, ${word}` }];
  },
  // Compilers likewise, "compiler", "compilers" (2.1.3 labels a contributor by the role's word),
  // «сост.», «упоряд.»; before, a compiled book lost them.
  compilersAbbreviated(authorNames, (l) =>
    l.national.compilerAbbr === 'comp.' ? { one: 'compiler', other: 'compilers' } : compilerWord(l),
  ),
);

/** CMOS 16 8.157 / MLA 8th 1.2.1: titles of English works in headline style. */
const title: Piece = englishHeadline((pub, ctx) => runningColon(cleanTitleFully(ownTitle(pub, ctx))));
/** The year; a page or issue dated only by its publication date gives that date's year. */
const year: Piece = field(yearOfRecord);

/** 2.5.2: "UP", "U", "P" and no business words (see abbrev/mla.ts). */
const publisher = (get: (pub: Publication) => string | undefined = publisherOf): Piece =>
  field((pub, ctx) => {
    // Co-publishers typed the GOST way, "Лаком-книга : Габестро", or imported as a list,
    // "Springer; Routledge", are separated by a slash (MLA 8th, the publisher element:
    // publishers equally responsible are separated by " / ").
    const p = coPublishers(get(pub), ' / ');
    if (!p) return undefined;
    return ctx.locale === 'en' ? abbreviatePublisherMla(p) : p;
  });

/** 2.6.2: "translated by …, edited by …" (editors only when they are not the creators). */
const translatedEdited: Piece = seq(', ', [
  byline((ctx) => ctx.labels.translatedByWords, translatorsOf, inlineNames),
  when(
    (pub) => !noPeople(pub),
    byline((ctx) => ctx.labels.editedByWords, editorsOf, inlineNames),
  ),
]);

/**
 * One person who both edited and translated the work is named once, "Edited and translated by
 * J. Hercz" (2.6.2: the description names each role; before, "Translated by J. Hercz, edited by
 * J. Hercz").
 */
const otherContributors: Piece = editedAndTranslated(
  (ctx) => ctx.labels.editedByWords,
  (ctx) => ctx.labels.translatedByWords,
  inlineNames,
  translatedEdited,
  false,
  true,
);

/** 2.6.4 version: "2nd ed."; number: "vol. 2", "no. 3". */
const edition: Piece = laterEdition();
const volume: Piece = volumeField(volumeOf, { lower: true });
const issue: Piece = field(labelledIssue);

/** 2.6.7: page ranges above 99 keep the last two digits ("pp. 153-68"); MLA uses a hyphen. */
const pages: Piece = labelledPages({ dash: '-', abbreviate: true });

/** 2.5.4: DOI as "doi:…", URLs without "http://". */
const link: Piece = accessLink({ doi: 'prefix', stripScheme: true });

/** 2.6.8 (optional element): "Accessed 25 Apr. 2013." after a URL. */
const accessed: Piece = when(hasPlainUrl, (pub, ctx) => {
  const date = writtenDate(accessedDateOf(pub), ctx.labels, ctx.locale, {
    order: 'dmy',
    months: 'short',
    englishMonths: MLA_MONTHS,
  });
  return date ? [{ text: accessedPhrase(ctx.labels.accessDate, date, ctx.locale, true) }] : [];
});

/** 2.6.5: a full publication date "25 Apr. 2013" where the record has one, else the year. */
const publicationDate: Piece = first(
  field((pub, ctx) =>
    writtenDate(dateOf(pub.specialData?.datePublication, pub.series?.publicDate), ctx.labels, ctx.locale, {
      order: 'dmy',
      months: 'short',
      englishMonths: MLA_MONTHS,
    }),
  ),
  year,
);

/**
 * 2.6.5: a journal issue dated by its month gives it with the year, "vol. 128, no. 1, Jan.
 * 2013" (MLA 8th, 2.6.5, Baron example); a day is not printed for a journal, only the year
 * when the record has no month.
 */
const journalDate: Piece = first(
  field((pub, ctx) => {
    const d = parseDate(publishedDateOf(pub));
    if (!d?.month) return undefined;
    return writtenDate(`${d.year}-${String(d.month).padStart(2, '0')}`, ctx.labels, ctx.locale, {
      order: 'dmy',
      months: 'short',
      englishMonths: MLA_MONTHS,
    });
  }),
  year,
);

/** A container: its elements joined by commas and closed by a full stop (2.6). */
const container = (...pieces: Piece[]): Piece => ended(capitalised(seq(', ', pieces)));

/**
 * 2.6 (journal article): Author. “Title.” *Journal*, vol. 8, no. 3, 2019, pp. 207-17. https://doi.org/…;
 * a magazine or newspaper by its issue date, “*The New Yorker*, 25 Jan. 2010, pp. 68-74” (2.6.5).
 */
const article: Piece = seq(' ', [
  ended(creators),
  quotedThen(
    title,
    seq(' ', [
      // 2.6.2: a contributor of the article, not of the journal, follows its title: "“Notes on the
      // Phantom.” Translated by Nicholas Rand. *Critical Inquiry*, …" (before: dropped).
      ended(byline((ctx) => ctx.labels.translatedByWords, translatorsOf, inlineNames, true)),
      container(
        italic(englishHeadline((pub) => runningColon(containerOf(pub)))),
        volume,
        issue,
        when((pub) => isDatedPeriodical(pub) || isIssueDatedOrNumbered(pub), publicationDate, journalDate),
        pages,
        link,
      ),
    ]),
    DOUBLE_QUOTES,
    '.',
  ),
  accessed,
]);

/**
 * 2.6 (book): Author. *Title*. Translated by …, 2nd ed., vol. 2, Publisher, Year. A volume with
 * its own title is the source and the multivolume work its container, numbered (2.6.2 title of
 * container, 2.6.4 number): Author. *Volume Title*. *Work Title*, vol. 1, Publisher, Year.
 */
const book: Piece = seq(' ', [
  ended(creators),
  ended(
    italic(
      curledQuotes(
        first(
          englishHeadline((pub) => runningColon(cleanTitleFully(volumeTitleOf(pub)))),
          title,
        ),
        DOUBLE_QUOTES,
      ),
    ),
  ),
  container(
    when((pub) => volumeTitleOf(pub) !== undefined, italic(curledQuotes(title, DOUBLE_QUOTES))),
    otherContributors,
    // 2.6.2: other contributors, "compiled by …"; a statement typed with the title too.
    compiledBy(inlineNames, 'words'),
    titleDetails('words'),
    edition,
    volume,
    publisher(),
    year,
    link,
  ),
  // Optional element: a multivolume work cited as a whole ends with its number of volumes,
  // "… Vintage Books, 1990-2012. 4 vols." (MLA 8th, optional elements; before: dropped).
  ended(volumeCount),
  // 2.7.3 (optional element): the series after the container.
  ended(headlined(bookSeries(', '))),
  accessed,
]);

/**
 * 2.6 (work in a collection, paper in proceedings): Author. “Title.” *Book*, edited by …, 2nd
 * ed., vol. 2, Publisher, Year, pp. x-y. The host's series, an optional element, follows
 * (2.7.3). The record is read through `partRecord` (parts/host.ts).
 */
const part: Piece = seq(' ', [
  ended(creators),
  quotedThen(
    title,
    container(
      italic(curledQuotes(englishHeadline(hostFullTitle), DOUBLE_QUOTES)),
      byline((ctx) => ctx.labels.editedByWords, hostEditorsOf, inlineNames),
      // 2.6.2: other contributors, "translated by …" (before: dropped).
      byline((ctx) => ctx.labels.translatedByWords, translatorsOf, inlineNames),
      laterEdition((ctx) => ctx.labels.edition, hostEditionOf),
      volumeField(hostOwnVolumeOf, { lower: true }),
      // The volume's own title after its number, "vol. 3, *Polymers of Hexadromicon*" (2.6.4, as a
      // titled volume of a book; before: dropped).
      italic(englishHeadline((pub) => runningColon(cleanTitleFully(hostVolumeTitleOf(pub))))),
      // A smaller division of the host's volume, "т. 1, ч. 2" (before: dropped).
      hostDivision,
      publisher(hostPublisherOf),
      year,
      pages,
      link,
    ),
    DOUBLE_QUOTES,
    '.',
  ),
  ended(headlined(hostSeries(', ', true))),
  accessed,
]);

/**
 * MLA Style Center (8th ed., dissertations): Author. *Title*. Year. University, PhD
 * dissertation. — the degree follows the institution as an optional element (2.7.3).
 */
/**
 * The database or repository a thesis was published in, when it is not the university
 * (docs/model.md): a publisher that names part of the university ("Computer Science Division,
 * University of California" of "…, Berkeley") is that university, not a second container
 * (before: "… U of California, Berkeley, PhD dissertation. Computer Science Division, University
 * of California.").
 */
const thesisDatabase = (pub: Publication): string | undefined => {
  const name = publisherOf(pub);
  const university = universityOf(pub);
  if (name === undefined || university === undefined) return name === university ? undefined : name;
  const [a, b] = [name.toLocaleLowerCase(), university.toLocaleLowerCase()];
  return a.includes(b) || b.includes(a) ? undefined : name;
};

/**
 * … and a database or repository that holds it is a second container with the location,
 * "Northwestern U, MA thesis. *ProQuest*, search.proquest.com/…" (as guides to the 9th
 * edition print it); without one the link closes the first container.
 */
const dissertation: Piece = seq(' ', [
  ended(creators),
  ended(italic(curledQuotes(title, DOUBLE_QUOTES))),
  ended(year),
  container(
    // With no institution, the city where it was defended stands in its place, «Ижевск, дис. …»
    // (as chicago and mhra print it; before, the city was dropped).
    first(publisher(universityOf), placeInFull(field((pub) => placeOf(pub)))),
    (pub, ctx) => [{ text: curlyApostrophes(thesisKindInside(pub, ctx, 'dissertation')) }],
    when((pub) => !thesisDatabase(pub), link),
  ),
  when((pub) => !!thesisDatabase(pub), container(italic(field(thesisDatabase)), link)),
  accessed,
]);

/** Standards as reports by a corporate author (2.1.3): Org. *Title*. Designation, Publisher, Year. */
const standard: Piece = seq(' ', [
  ended(creators),
  ended(italic(curledQuotes(title, DOUBLE_QUOTES))),
  container(field(standardDesignation), publisher(), year, link),
  accessed,
]);

/** Patents (MLA Style Center, government publications): Inventor. *Title*. US Patent 4,741,952, 3 May 1988. */
const patent: Piece = seq(' ', [
  ended(creators),
  ended(italic(curledQuotes(title, DOUBLE_QUOTES))),
  container(
    field((pub, ctx) => namedPatent(pub, ctx.labels, ctx.locale === 'en')),
    publicationDate,
    link,
  ),
  accessed,
]);

/** 2.6 (web page): Author. “Title.” *Site*, Publisher, 25 Apr. 2013, URL. Accessed 4 May 2016. */
const web: Piece = seq(' ', [
  ended(creators),
  when(
    (pub) => siteTitleOf(pub) !== undefined,
    quotedThen(
      title,
      container(
        italic(englishHeadline((pub) => runningColon(cleanTitle(siteTitleOf(pub))))),
        publisher((pub) => (publisherOf(pub) !== siteTitleOf(pub) ? publisherOf(pub) : undefined)),
        publicationDate,
        link,
      ),
      DOUBLE_QUOTES,
      '.',
    ),
    seq(' ', [ended(italic(curledQuotes(title, DOUBLE_QUOTES))), container(publisher(), publicationDate, link)]),
  ),
  accessed,
]);

export const mla: Style = {
  id: 'mla',
  name: 'MLA 8th edition',
  transliterable: true,
  finalStop: true,
  // A romanised entry has no "(In Russ.)" and no "Publ.": the bracketed translation marks the language.
  kirillova: false,
  layouts: closedLayouts(
    placesFromPublishers(
      withParts({ article, book: numberedBook(book), conference: part, dissertation, standard, patent, web }, part),
    ),
  ),
};
