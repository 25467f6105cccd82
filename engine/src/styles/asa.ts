import type { Publication } from '../model/publication.js';
import { numberedBook } from '../parts/book-number.js';
import { bookSeries } from '../parts/book-series.js';
import { capitalise, capitalised } from '../parts/capitalise.js';
import { closedLayouts } from '../parts/closing.js';
import { cmosPatentDates, cmosPatentDesignation } from '../parts/cmos-patent.js';
import { compilersAbbreviated } from '../parts/compilers-lead.js';
import { editorsOf, translatorsOf } from '../parts/contributors.js';
import { isDatedPeriodical, publishedDateOf, yearOrAdoption } from '../parts/dates.js';
import { standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import { creatorsOrEditors, noPeople } from '../parts/editors-lead.js';
import { accessedDateOf, pagesOf, placeOf, publisherOf, str, volumeOf } from '../parts/fields.js';
import { firstInverted, inline } from '../parts/first-inverted.js';
import { firstPlace } from '../parts/first-place.js';
import { coPublishers } from '../parts/first-publisher.js';
import { headlineEnglish as headline, headlined, headlinedVolume } from '../parts/foreign-title.js';
import {
  hostEditionOf,
  hostEditorsOf,
  hostPlaceOf,
  hostPublisherOf,
  hostVolumeOf,
  hostVolumeTitleOf,
  withParts,
} from '../parts/host.js';
import { hostFullTitle } from '../parts/host-full-title.js';
import { hostDivision, hostSeries } from '../parts/host-series.js';
import { isIssueDated } from '../parts/issue-dated.js';
import { issueNumberOf, labelledIssueOfYear } from '../parts/issue-label.js';
import { accessLink, hasPlainUrl } from '../parts/links.js';
import { labelledPages } from '../parts/page-label.js';
import { formatPages } from '../parts/pages.js';
import { patentWordOf } from '../parts/patent-named.js';
import { byline, hasCreator, type NameOptionsFor } from '../parts/people.js';
import { periodicalTitleOf } from '../parts/periodical-title.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { placeInFull } from '../parts/place-in-full.js';
import { ownTitle } from '../parts/proceedings-title.js';
import { curlyApostrophes, DOUBLE_QUOTES, quotedThen } from '../parts/quotes.js';
import { runningColon } from '../parts/running-colon.js';
import { editedAndTranslated } from '../parts/same-people.js';
import { siteNameOf } from '../parts/site-page.js';
import { thesisDatabaseOf, thesisKind, universityOf } from '../parts/thesis.js';
import { cleanTitleFully } from '../parts/title.js';
import { volumeCount } from '../parts/volume-count.js';
import { labelledVolume } from '../parts/volume-label.js';
import { writtenDate } from '../parts/written-date.js';
import type { Context } from '../template/context.js';
import { cat, ended, field, first, group, isEmpty, italic, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * ASA Style Guide 7th, 18.2: the first author inverted, the others not, full given names, all
 * listed (no "et al."); a comma before "and" also between two, "Kao, Grace, and Jennifer
 * Thompson" (American Sociological Review, author instructions citing the 7th edition, 2025:
 * "Jones, Arthur B., Colin D. Smith, and James Petersen", "Szelényi, Szonja, and Jacqueline
 * Olvera"). That comma closes the inverted first name, so a Russian or Ukrainian pair keeps it,
 * «Иванов, И. П., и А. Б. Петров», as in chicago; only the serial comma before the last of three
 * is the conjunction's own and a Cyrillic list drops it (`serialComma`).
 */
const authorNames: NameOptionsFor = firstInverted({ beforeLastAnd: ', ', beforeTwoAnd: ', ' });

const inlineNames: NameOptionsFor = inline(authorNames);

const creators: Piece = first(creatorsOrEditors(authorNames), compilersAbbreviated(authorNames));

/** CMOS 16 8.157 / MLA 8th 1.2.1: titles of English works in headline style. */
const title: Piece = headline((pub, ctx) => runningColon(cleanTitleFully(ownTitle(pub, ctx))));
/**
 * The year; a page or issue dated only by its publication date gives that date's year; an
 * undated work "N.d." (ASA 7th, 18.3: "n.d." for no date, capitalised after the author's stop).
 */
const year: Piece = field((pub, ctx) => yearOrAdoption(pub) ?? capitalise(ctx.labels.noDate));

/** 18.3: "Author. Year." leads every entry. */
const leadOf = (head: Piece): Piece => seq(' ', [ended(head), ended(year)]);
const lead: Piece = leadOf(creators);
const hasLead = (pub: Publication, ctx: Context): boolean => !isEmpty(creators(pub, ctx));

/**
 * No author or editor: the title takes the author's place and the year follows it (ASA 7th
 * follows CMOS 15.32, anonymous works): "“Semantic 3D Media and Content.” 2011. *Computers and
 * Graphics* 35(4)." — never a bare year opening the entry.
 */
const quotedLead = (rest: Piece): Piece =>
  when(
    hasLead,
    seq(' ', [lead, quotedThen(title, rest, DOUBLE_QUOTES, '.')]),
    quotedThen(title, seq(' ', [ended(year), rest]), DOUBLE_QUOTES, '.'),
  );
/** The same for an italic title: "*The Chicago Manual of Style*. 2003. 15th ed. …". */
const italicLead = (rest: Piece[]): Piece =>
  when(
    hasLead,
    seq(' ', [lead, ended(italic(title)), ...rest]),
    seq(' ', [ended(italic(title)), ended(year), ...rest]),
  );

/** 18.4: "Place: Publisher." */
// ASA follows CMOS 14.135: of several places only the first is given.
const imprint = (
  place: Piece = field((pub) => firstPlace(placeOf(pub))),
  publisher: Piece = field((pub) => coPublishers(publisherOf(pub), '; ')),
): Piece => ended(seq(': ', [placeInFull(place), publisher]));

/** DOI as "doi:…"; a URL as "Retrieved Month D, Year (URL)." (18.6). */
const online: Piece = first(
  when(hasPlainUrl, (pub, ctx) => {
    const date = writtenDate(accessedDateOf(pub), ctx.labels, ctx.locale, { order: 'mdy' });
    const link = accessLink({ doi: 'prefix' })(pub, ctx);
    if (!date || !link.length) return [];
    return [{ text: `${ctx.labels.retrieved} ${date} (` }, ...link, { text: ').' }];
  }),
  ended(accessLink({ doi: 'prefix' })),
);

const edition: Piece = laterEdition();

/** Page ranges as in Chicago (ASA follows CMOS for numbers): "256–78". */
const pages: Piece = field((pub) => formatPages(pagesOf(pub), { dash: '–', abbreviate: 'chicago' }));

/**
 * 18.5: *Journal* 65(2):256–78. A journal numbered by issue only takes the issue's word after a
 * comma, as CMOS 16, 14.180 prints it (ASA follows CMOS where it is silent): "*Past and Present*,
 * no. 62:47–95", «*Економіка України*, № 2:45–60»; before, "(62):47–95", an issue in parentheses
 * with no volume before it.
 */
const journal: Piece = seq(':', [
  when(
    (pub) => !volumeOf(pub),
    seq(', ', [italic(headline(periodicalTitleOf)), field(labelledIssueOfYear)]),
    seq(' ', [
      italic(headline(periodicalTitleOf)),
      cat(field(volumeOf), group(field(issueNumberOf), { prefix: '(', suffix: ')' })),
    ]),
  ),
  pages,
]);

/**
 * Magazines and newspapers are dated by the issue, the year having led the entry (ASA Style
 * Guide 7th, appendix: "*New York Times*, December 22, A1–A17."; online "*New York Times*,
 * April 27. https://…"), not by volume and issue as a journal is.
 */
const issueDate: Piece = field((pub, ctx) => {
  const date = writtenDate(publishedDateOf(pub), ctx.labels, ctx.locale, { order: 'mdy' });
  return date?.replace(/,? \d{4}$/, '').replace(/^\d{4}$/, '') || undefined;
});
const datedIssue: Piece = seq(', ', [italic(headline(periodicalTitleOf)), issueDate, pages]);

/** 18.5: Author. Year. “Title.” *Journal* 65(2):256–78. doi:… */
/**
 * A magazine or newspaper (`series.periodicalType`), or an issue with no volume or number whose
 * record gives the day it came out — a newspaper read from a pasted list, «Коммерсант. – 2008. –
 * 4 марта» (parts/issue-dated.ts) — is cited by its date (CMOS 14.199, 14.203); before, such an
 * unmarked newspaper printed "(март 2008): 3" and lost its day.
 */
const datedByIssue = (pub: Publication): boolean => isDatedPeriodical(pub) || isIssueDated(pub);

const article: Piece = quotedLead(seq(' ', [ended(when(datedByIssue, datedIssue, journal)), online]));

/** 18.4: Author. Year. *Title*. 2nd ed. Translated by …. Place: Publisher. */
const book: Piece = italicLead([
  ended(edition),
  ended(headlinedVolume),
  // One person in both roles is named once, "Edited and translated by …" (CMOS 16, 14.88).
  ended(
    editedAndTranslated(
      (ctx) => ctx.labels.editedByWords,
      (ctx) => ctx.labels.translatedByWords,
      inlineNames,
      seq(' ', [
        ended(byline((ctx) => ctx.labels.translatedByWords, translatorsOf, inlineNames, true)),
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
  ),
  // A multivolume work cited as a whole, "2 vols." after the editors (CMOS 14.119, which ASA follows).
  ended(volumeCount),
  // The series before the imprint, as CMOS 14.123 (ASA follows Chicago where it is silent).
  ended(headlined(bookSeries(' '))),
  imprint(),
  online,
]);

/**
 * 18.5 (chapters, papers): Author. Year. “Title.” Pp. 457–514 in *Aging and Society*. Vol. 3,
 * *A Sociology of Age Stratification*, edited by M. W. Riley, M. Johnson, and A. Foner. New
 * York: Russell Sage Foundation. — the record read through `partRecord` (parts/host.ts); the
 * host's edition and series follow as sentences before the imprint.
 */
const part: Piece = quotedLead(
  seq(' ', [
    ended(
      seq(', ', [
        (pub, ctx) => {
          const host = italic(headline(hostFullTitle))(pub, ctx);
          const p = labelledPages({ dash: '–', abbreviate: 'chicago', upper: true })(pub, ctx);
          const volume = hostVolumeOf(pub);
          const volumeTitle = italic(headline((q) => runningColon(cleanTitleFully(hostVolumeTitleOf(q)))))(pub, ctx);
          const vol = volume
            ? [
                { text: `. ${labelledVolume(volume, ctx)}` },
                ...(volumeTitle.length ? [{ text: ', ' }, ...volumeTitle] : []),
              ]
            : [];
          if (!host.length) return p;
          const inWord = p.length ? ctx.labels.in.toLocaleLowerCase() : ctx.labels.in;
          return [...p, ...(p.length ? [{ text: ' ' }] : []), { text: `${inWord} ` }, ...host, ...vol];
        },
        // A smaller division of the host, «вып. 2», "no. 2" (before: dropped), as mla and mhra print it.
        hostDivision,
        byline((ctx) => ctx.labels.editedByWords, hostEditorsOf, inlineNames),
      ]),
    ),
    ended(laterEdition((ctx) => ctx.labels.edition, hostEditionOf)),
    ended(headlined(hostSeries(' '))),
    // The host's first place only, as a book's (CMOS 14.135); before, "Durham; London: Duke".
    imprint(
      field((pub) => firstPlace(hostPlaceOf(pub) ?? str(pub.specialData?.place))),
      field((pub) => coPublishers(hostPublisherOf(pub), '; ')),
    ),
    online,
  ]),
);

/** 18.5 (theses): Author. Year. “Title.” PhD dissertation, University, Place. */
const dissertation: Piece = quotedLead(
  seq(' ', [
    ended(
      seq(', ', [
        capitalised((pub, ctx) => [{ text: curlyApostrophes(thesisKind(pub, ctx, 'dissertation')) }]),
        field(universityOf),
        // The place once: a university typed with its city ("…, University of Waterloo, Waterloo,
        // Ontario") is not followed by the city again.
        placeInFull(
          field((pub) => {
            const place = str(pub.specialData?.place) ?? placeOf(pub);
            return place && universityOf(pub)?.endsWith(`, ${place}`) ? undefined : place;
          }),
        ),
      ]),
    ),
    // A database as CMOS 14.224 names it, after the university ("… University. ProQuest.").
    ended(field(thesisDatabaseOf)),
    online,
  ]),
);

/** Standards as reports (18.5 government documents): Org. Year. *Title*. Designation. Place: Publisher. */
const standard: Piece = seq(' ', [
  // With no organisation the designation leads, so the year keeps its place after it.
  leadOf(first(creators, field(standardDesignation))),
  ended(italic(title)),
  ended(when(hasCreator, field(standardDesignation))),
  imprint(),
  online,
]);

/**
 * Patents as CMOS gives them (ASA follows CMOS where it is silent): Inventor. Year. *Title*. US
 * Patent 4,741,952, filed April 3, 1986, and issued May 3, 1988. — the dates as chicago prints
 * them (`cmosPatentDates`); before, asa dropped them, «Патент 2637215 Российская Федерация.».
 */
const patent: Piece = italicLead([
  ended(
    seq(', ', [
      field((pub, ctx) =>
        cmosPatentDesignation(pub, patentWordOf(pub, ctx.labels, ctx.locale === 'en'), ctx.locale === 'en'),
      ),
      field(cmosPatentDates),
    ]),
  ),
  online,
]);

/**
 * The site, and the page's own day and month when it has them, "CNN, January 3." — the year
 * having led the entry, as for a dated issue (`issueDate`; ASA follows CMOS 15.51 where it is
 * silent: "*Lingua Franca* (blog), February 15."). Before, the day and month were dropped.
 */
const site: Piece = ended(seq(', ', [field(siteNameOf), issueDate]));

/**
 * 18.6: Author. Year. “Title.” Site. Retrieved December 12, 2006 (URL). With no author the
 * title takes the author's place, before the year (ASA 7th follows CMOS 15.32), never a bare
 * year opening the entry.
 */
const web: Piece = when(
  hasCreator,
  seq(' ', [lead, quotedThen(title, seq(' ', [site, online]), DOUBLE_QUOTES, '.')]),
  quotedThen(title, seq(' ', [ended(year), site, online]), DOUBLE_QUOTES, '.'),
);

export const asa: Style = {
  id: 'asa',
  name: 'ASA 7th edition',
  transliterable: true,
  finalStop: true,
  layouts: closedLayouts(
    placesFromPublishers(
      withParts({ article, book: numberedBook(book), conference: part, dissertation, standard, patent, web }, part),
    ),
  ),
};
