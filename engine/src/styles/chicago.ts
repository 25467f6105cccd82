import type { Publication } from '../model/publication.js';
import { numberedBook } from '../parts/book-number.js';
import { bookSeries } from '../parts/book-series.js';
import { accessedPhrase, capitalised } from '../parts/capitalise.js';
import { closedLayouts } from '../parts/closing.js';
import { cmosPatentDates, cmosPatentDateWord, cmosPatentDesignation } from '../parts/cmos-patent.js';
import { compiledBy, titleDetails } from '../parts/compiled-by.js';
import { compilersAbbreviated } from '../parts/compilers-lead.js';
import { editorsOf, translatorsOf } from '../parts/contributors.js';
import { dateRangeForm } from '../parts/date-forms.js';
import { isDatedPeriodical, parseDate, publishedDateOf, yearOfRecord } from '../parts/dates.js';
import { standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import { creatorsOrEditors, noPeople } from '../parts/editors-lead.js';
import { accessedDateOf, pagesOf, personsOf, placeOf, publisherOf, str, titleOf, volumeOf } from '../parts/fields.js';
import { firstInverted, inline } from '../parts/first-inverted.js';
import { upperFirst } from '../parts/first-letter.js';
import { firstPlace } from '../parts/first-place.js';
import { coPublishers } from '../parts/first-publisher.js';
import { headlineEnglish as headline, headlined, headlinedVolume } from '../parts/foreign-title.js';
import {
  hostEditionOf,
  hostEditorsOf,
  hostPlaceOf,
  hostPublisherOf,
  hostVolumeTitleOf,
  withParts,
} from '../parts/host.js';
import { hostFullTitle } from '../parts/host-full-title.js';
import { hostDivision, hostOwnVolumeOf, hostSeries } from '../parts/host-series.js';
import { isIssueDatedOrNumbered } from '../parts/issue-dated.js';
import { issueNumberOf, labelledIssueOfYear } from '../parts/issue-label.js';
import { accessLink, hasPlainUrl } from '../parts/links.js';
import { fromCapitals } from '../parts/national-caps.js';
import { formatPages } from '../parts/pages.js';
import { patentWordOf } from '../parts/patent-named.js';
import { byline, byRole, hasCreator, type NameOptionsFor, namesWithRole } from '../parts/people.js';
import { periodicalTitleOf } from '../parts/periodical-title.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { placeInFull } from '../parts/place-in-full.js';
import { presentationOf } from '../parts/presentation.js';
import { ownTitle } from '../parts/proceedings-title.js';
import { curlyApostrophes, DOUBLE_QUOTES, quotedThen } from '../parts/quotes.js';
import { runningColon } from '../parts/running-colon.js';
import { editedAndTranslated } from '../parts/same-people.js';
import { siteNameOf } from '../parts/site-page.js';
import { thesisDatabaseOf, thesisKind, universityOf } from '../parts/thesis.js';
import { cleanTitleFully } from '../parts/title.js';
import { curledQuotes } from '../parts/typed-quotes.js';
import { volumeCount } from '../parts/volume-count.js';
import { volumeField } from '../parts/volume-label.js';
import { writtenDate } from '../parts/written-date.js';
import { yearRangeDash } from '../parts/year-range.js';
import type { Context } from '../template/context.js';
import { ended, field, first, group, isEmpty, italic, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * CMOS 16, 14.76: the first author inverted, the others not, a comma before "and" (also
 * with two: "Ward, Geoffrey C., and Ken Burns"); more than ten authors: the first seven,
 * then "et al." (spec §5: et al. from 11).
 */
const authorNames: NameOptionsFor = firstInverted({
  beforeLastAnd: ', ',
  // The comma between two closes the inverted first name ("Ward, Geoffrey C., and Ken Burns"),
  // so it stays in a Russian or Ukrainian list, «Иванов, И. П., и А. Б. Петров»; only the serial
  // comma before the last of three is the conjunction's own, dropped there (`serialComma`).
  beforeTwoAnd: ', ',
  etAl: { min: 11, useFirst: 7, delimiter: ', ' },
});

/** Editors and translators inside an entry: "edited by Jane Smith and Bob Lee" (14.88). */
const inlineNames: NameOptionsFor = inline(authorNames);

const authorDate = (_pub: Publication, ctx: Context): boolean => ctx.config.chicago?.variant === 'author-date';

/** 14.87 (14.103): with no author or editor the translator leads, "Lattimore, Richmond, trans." */
const translatorLeads = (pub: Publication): boolean =>
  noPeople(pub) && personsOf(pub, '3').length === 0 && personsOf(pub, '2').length === 0;
const translatorsAbbreviated: Piece = namesWithRole(
  byRole('4'),
  (ctx) => authorNames(ctx.labels),
  (l) => ({ one: l.translatorShort.toLocaleLowerCase(), other: l.translatorShort.toLocaleLowerCase() }),
);
const creators: Piece = first(
  creatorsOrEditors(authorNames),
  compilersAbbreviated(authorNames),
  translatorsAbbreviated,
);

/** CMOS 16 8.157 / MLA 8th 1.2.1: titles of English works in headline style. */
const title: Piece = headline((pub, ctx) => yearRangeDash(runningColon(cleanTitleFully(ownTitle(pub, ctx)))));
/**
 * Patent titles are given as issued (not titles of published works); a Russian or Ukrainian one
 * typed in capitals, as patent databases print them, takes the language's capitals as other
 * titles do («Способ получения водорода», parts/national-caps.ts).
 */
const asIssuedTitle: Piece = field((pub, ctx) =>
  runningColon(cleanTitleFully(ctx.locale === 'en' ? titleOf(pub) : fromCapitals(titleOf(pub), ctx.locale))),
);
/** The year; a page or issue dated only by its publication date gives that date's year. */
const year: Piece = field(yearOfRecord);

/** 15.44: an undated work gives "n.d." in the year's place of an author-date entry. */
const yearOrNoDate: Piece = first(
  year,
  field((_pub, ctx) => ctx.labels.noDate),
);
/** 15.5 (author-date): "Author. Year." — notes-bibliography leads with the author alone. */
const leadOf = (head: Piece): Piece =>
  when(
    authorDate,
    when((pub, ctx) => !isEmpty(head(pub, ctx)), seq(' ', [ended(head), ended(yearOrNoDate)])),
    ended(head),
  );
const lead: Piece = leadOf(creators);
/**
 * Author-date with no author (ch. 15, anonymous works): the title takes the author's place and
 * the year follows it, "“Title.” n.d. Site." — never a bare "n.d." opening the entry.
 */
const yearAfterTitle: Piece = when(
  (pub, ctx) => authorDate(pub, ctx) && isEmpty(creators(pub, ctx)),
  ended(yearOrNoDate),
);
/** The year closing the imprint in notes-bibliography, absent in author-date (it leads there). */
const trailingYear: Piece = when(authorDate, () => [], year);

/** 14.135: "Place: Publisher, Year" (author-date: "Place: Publisher"). */
// CMOS 16, 14.135: of several places only the first is given.
const imprint = (
  place: Piece = field((pub) => firstPlace(placeOf(pub))),
  publisher: Piece = field((pub) => coPublishers(publisherOf(pub), '; ')),
): Piece => seq(', ', [seq(': ', [placeInFull(place), publisher]), trailingYear]);

/** 9.64: inclusive numbers "321–28", "101–8", "1496–1504". */
const pages: Piece = field((pub) => formatPages(pagesOf(pub), { dash: '–', abbreviate: 'chicago' }));

/** 14.271 (16th): "doi:10.…", else the URL. */
const link: Piece = accessLink({ doi: 'prefix' });
const accessed: Piece = when(hasPlainUrl, (pub, ctx) => {
  const date = writtenDate(accessedDateOf(pub), ctx.labels, ctx.locale, { order: 'mdy' });
  return date ? [{ text: accessedPhrase(ctx.labels.accessDate, date, ctx.locale, true) }] : [];
});
/** 14.185: formally published sources need no access date, so most entries end with the link. */
const tail: Piece = ended(link);

/**
 * 14.88: "Translated by …. Edited by …." as sentences after the title; one person in both roles
 * is named once, "Edited and translated by Ursula Blank-Sangmeister." (14.88: "Edited and
 * translated by"), never twice.
 */
const otherContributors: Piece = ended(
  editedAndTranslated(
    (ctx) => ctx.labels.editedByWords,
    (ctx) => ctx.labels.translatedByWords,
    inlineNames,
    seq(' ', [
      ended(
        when(
          (pub) => !translatorLeads(pub),
          byline((ctx) => ctx.labels.translatedByWords, translatorsOf, inlineNames, true),
        ),
      ),
      ended(
        when(
          (pub) => !noPeople(pub),
          byline((ctx) => ctx.labels.editedByWords, editorsOf, inlineNames, true),
        ),
      ),
    ]),
    true,
    true,
  ),
);

/** "Translated by …" opening a sentence. */
const translatedBy: Piece = byline((ctx) => ctx.labels.translatedByWords, translatorsOf, inlineNames, true);

const edition: Piece = laterEdition();

/**
 * 14.171: an issue dated by its month gives it with the year, "113 (June 2008)" (the record's
 * `series.publicDate`, docs/model.md); else the year alone.
 */
const journalDate: Piece = first(
  field((pub, ctx) => {
    const d = parseDate(publishedDateOf(pub));
    if (!d?.month) return undefined;
    return writtenDate(`${d.year}-${String(d.month).padStart(2, '0')}`, ctx.labels, ctx.locale, { order: 'mdy' });
  }),
  year,
);

/**
 * 14.171 (N-B): *Journal* 104, no. 2 (2009): 439–58.
 * 15.47 (A-D): *Journal* 104 (2): 439–58.
 */
const journal: Piece = when(
  authorDate,
  seq(': ', [
    seq(' ', [
      italic(headline(periodicalTitleOf)),
      field(volumeOf),
      group(field(issueNumberOf), { prefix: '(', suffix: ')' }),
    ]),
    pages,
  ]),
  seq(': ', [
    seq(' ', [
      seq(', ', [seq(' ', [italic(headline(periodicalTitleOf)), field(volumeOf)]), field(labelledIssueOfYear)]),
      group(journalDate, { prefix: '(', suffix: ')' }),
    ]),
    pages,
  ]),
);

/**
 * 14.199 (magazines), 14.203 (newspapers): *New Yorker*, January 25, 2010, 68–74. — dated by
 * the issue, no volume; author-date (15.47, 15.49) leaves out the year, which leads the entry:
 * *New Yorker*, January 25, 68–74.
 */
const issueDate: Piece = first(
  field((pub, ctx) => {
    const date = writtenDate(publishedDateOf(pub), ctx.labels, ctx.locale, { order: 'mdy' });
    if (!date || !authorDate(pub, ctx)) return date;
    return date.replace(/,? \d{4}$/, '').replace(/^\d{4}$/, '') || undefined;
  }),
  trailingYear,
);
const issueDated: Piece = seq(', ', [italic(headline(periodicalTitleOf)), issueDate, pages]);

/**
 * A magazine or newspaper (`series.periodicalType`), or an issue with no volume or number whose
 * record gives the day it came out — a newspaper read from a pasted list, «Коммерсант. – 2008. –
 * 4 марта» (parts/issue-dated.ts) — is cited by its date (CMOS 14.199, 14.203); before, such an
 * unmarked newspaper printed "(март 2008): 3" and lost its day.
 */
const datedByIssue = (pub: Publication): boolean => isDatedPeriodical(pub) || isIssueDatedOrNumbered(pub);

const article: Piece = seq(' ', [
  lead,
  quotedThen(
    title,
    seq(' ', [
      yearAfterTitle,
      // 14.88 applies to articles too: "“Notes on the Phantom.” Translated by Nicholas Rand.
      // *Critical Inquiry* …" (before: an article's translator was dropped).
      ended(when((pub) => !translatorLeads(pub), translatedBy)),
      ended(when(datedByIssue, issueDated, journal)),
      tail,
    ]),
    DOUBLE_QUOTES,
    '.',
  ),
]);

/** 14.100: Author. *Title*. Translated by …. 2nd ed. Vol. 2. Place: Publisher, Year. */
const book: Piece = seq(' ', [
  lead,
  ended(italic(curledQuotes(title, DOUBLE_QUOTES))),
  yearAfterTitle,
  otherContributors,
  // 14.88: "Compiled by …" as a sentence, like "Edited by …"; a statement typed with the title too.
  ended(compiledBy(inlineNames, 'words', true)),
  ended(titleDetails('words', true)),
  ended(edition),
  // 14.119: a multivolume work cited as a whole, "2 vols."
  ended(volumeCount),
  // 14.121: "Vol. 1, The Emergence of the Catholic Tradition"; 14.123: the series before the imprint.
  ended(headlinedVolume),
  ended(headlined(bookSeries(' '))),
  ended(imprint()),
  tail,
]);

/** The host's place, else the conference's place the record gives (`specialData.place`). */
const hostPlaceIn = (pub: Publication): string | undefined => hostPlaceOf(pub) ?? str(pub.specialData?.place);
/** A host with no imprint to print: neither place nor publisher. */
const noHostImprint = (pub: Publication): boolean => !hostPlaceIn(pub) && !hostPublisherOf(pub);

/**
 * The shape chapters, papers and theses share: Author. “Title.” Details, joined by commas.
 * Then the sentences `after` and the link (14.112, 14.224, 14.226).
 */
const quotedWork = (details: Piece[], after: Piece[] = []): Piece =>
  seq(' ', [
    lead,
    quotedThen(title, seq(' ', [yearAfterTitle, ended(seq(', ', details)), ...after, tail]), DOUBLE_QUOTES, '.'),
  ]);

/**
 * 14.112: Author. “Title.” In *Book*, edited by …, 2nd ed., vol. 2, 171–200. Series. Place:
 * Publisher, Year. (14.123: the series after the book's details, before the imprint.) The
 * record is read through `partRecord` (parts/host.ts).
 */
const part: Piece = quotedWork(
  [
    seq(' ', [
      (_p, ctx) => [{ text: ctx.labels.in }],
      italic(
        curledQuotes(
          headline((pub, ctx) => yearRangeDash(hostFullTitle(pub, ctx))),
          DOUBLE_QUOTES,
        ),
      ),
    ]),
    byline((ctx) => ctx.labels.editedByWords, hostEditorsOf, inlineNames),
    // Ch. 14, parts of books: "In *Essays Critical and Clinical*, translated by Daniel W. Smith, 68–90" (before: dropped).
    when(
      (pub) => !translatorLeads(pub),
      byline((ctx) => ctx.labels.translatedByWords, translatorsOf, inlineNames),
    ),
    laterEdition((ctx) => ctx.labels.edition, hostEditionOf),
    volumeField(hostOwnVolumeOf, { lower: true }),
    // 14.121: a volume with its own title names it after its number, "vol. 5, *Akademie
    // Textausgabe*" (before: the host volume's title was dropped).
    italic(headline((pub) => runningColon(cleanTitleFully(hostVolumeTitleOf(pub))))),
    // A smaller division of the host's volume, «т. 1, ч. 2», «вып. 2», "no. 2" (before: dropped).
    hostDivision,
    pages,
    // A host with neither place nor publisher closes its details with the year, "In
    // *Proceedings …*, 1–10, 2019." — never a sentence of the year alone, "1–10. 2019."
    when(noHostImprint, trailingYear),
  ],
  [
    ended(headlined(hostSeries(' ', true))),
    when(
      (pub) => !noHostImprint(pub),
      ended(
        imprint(
          field(hostPlaceIn),
          field((pub) => coPublishers(hostPublisherOf(pub), '; ')),
        ),
      ),
    ),
  ],
);

/**
 * The meeting's dates, "November 21–24, 2009" (14.226); author-date leaves the year, which
 * leads the entry, "November 21–24" (15.49, as for a dated issue). Without a day, the year
 * alone as elsewhere.
 */
const meetingDates: Piece = (pub, ctx) => {
  const dates = dateRangeForm(pub.specialData?.date, pub.specialData?.dateEnd, ctx.labels, ctx.locale, {
    order: 'mdy',
    months: 'full',
    acrossMonths: true,
  });
  if (!dates || /^\d{4}$/.test(dates) || !/\d{4}$/.test(dates)) return trailingYear(pub, ctx);
  return [{ text: authorDate(pub, ctx) ? dates.replace(/,?\s*\d{4}$/, '') : dates }];
};

/**
 * 14.226: a paper read at a meeting and not published, which the record holds as the host's
 * title "Paper presented at …" (as APA's records do): "Adelman, Rachel. “…” Paper presented at
 * the annual meeting for the Society of Biblical Literature, New Orleans, Louisiana, November
 * 21–24, 2009." — the words as typed, then place and dates; never "In *Paper Presented at …*",
 * as if the meeting were a book (before).
 */
const presentation: Piece = quotedWork([
  field((pub) => {
    const typed = presentationOf(pub)?.typed;
    return typed ? upperFirst(typed) : undefined;
  }),
  field(hostPlaceIn),
  meetingDates,
]);

/** 14.224: Author. “Title.” PhD diss., University, Year. Database. */
const dissertation: Piece = quotedWork(
  [
    capitalised((pub, ctx) => [{ text: curlyApostrophes(thesisKind(pub, ctx, 'dissertationShort')) }]),
    // With no institution, the city where it was defended stands in its place («…, Ижевск»;
    // before, nothing followed the degree).
    first(field(universityOf), placeInFull(field(placeOf))),
    trailingYear,
  ],
  [ended(field(thesisDatabaseOf))],
);

/**
 * Standards as reports (ch. 14, reports): Org. *Title*. Designation. Place: Publisher, Year.
 * With no organisation the designation leads (ch. 15, anonymous works: the entry begins with
 * what identifies it), so author-date keeps "ISO 690:2010. 2010. *Title*".
 */
const standard: Piece = seq(' ', [
  leadOf(first(creators, field(standardDesignation))),
  ended(italic(curledQuotes(title, DOUBLE_QUOTES))),
  ended(when(hasCreator, field(standardDesignation))),
  ended(imprint()),
  tail,
]);

/** Ch. 14 (patents): Inventor. Title. US Patent 4,741,952, filed April 6, 1986, and issued May 3, 1988. */
const patent: Piece = seq(' ', [
  lead,
  ended(asIssuedTitle),
  // Author-date with no inventor: the year follows the title (before, it was missing).
  yearAfterTitle,
  ended(
    seq(', ', [
      field((pub, ctx) =>
        cmosPatentDesignation(pub, patentWordOf(pub, ctx.labels, ctx.locale === 'en'), ctx.locale === 'en'),
      ),
      first(
        field(cmosPatentDates),
        // A record dated by its year alone gives it as the date of issue, "issued 1895", «опубл.
        // 2002» (CMOS 16, ch. 14: the patent's date; before, no date at all), an application's as
        // its publication, "published 2004"; author-date has the year after the inventor already.
        when(
          (pub, ctx) => !authorDate(pub, ctx),
          field((pub, ctx) => {
            const y = yearOfRecord(pub);
            return y ? `${cmosPatentDateWord(pub, ctx)} ${y}` : undefined;
          }),
        ),
      ),
    ]),
  ),
  tail,
]);

/**
 * 14.245 (17th: 14.206–14.208): Author. “Title.” Site, Month D, Year. URL. The record's page date
 * is its publication date (docs/model.md), printed as the manual prints a dated post or news page
 * (“*Lingua Franca* (blog), Chronicle of Higher Education, February 15, 2017.”), with the year left
 * out in author-date as for a dated issue; “Last modified” belongs to a revision date, which the
 * record does not hold. An undated page takes “Accessed Month D, Year.”
 */
const web: Piece = seq(' ', [
  lead,
  quotedThen(
    title,
    seq(' ', [
      yearAfterTitle,
      ended(seq(', ', [field(siteNameOf), issueDate])),
      // 14.245: an access date only when the page gives no date.
      ended(when((pub) => parseDate(publishedDateOf(pub)) === undefined, accessed)),
      tail,
    ]),
    DOUBLE_QUOTES,
    '.',
  ),
]);

export const chicago: Style = {
  id: 'chicago',
  name: 'Chicago Manual of Style 16th edition (notes-bibliography; author-date by option)',
  transliterable: true,
  finalStop: true,
  // A romanised entry has no "(In Russ.)" and no "Publ.": the bracketed translation marks the language.
  kirillova: false,
  layouts: closedLayouts(
    placesFromPublishers(
      withParts(
        { article, book: numberedBook(book), conference: part, dissertation, standard, patent, web },
        part,
        (pub, ctx) => (presentationOf(pub) ? presentation : part)(pub, ctx),
      ),
    ),
  ),
};
