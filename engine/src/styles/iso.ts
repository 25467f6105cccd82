import type { Publication } from '../model/publication.js';
import { hasDoi, hasUrl } from '../parts/access.js';
import { numberedBook } from '../parts/book-number.js';
import { bookSeries, commaNumber, volumeWithTitle } from '../parts/book-series.js';
import { capitalise, capitalised, withColon } from '../parts/capitalise.js';
import { closedLayouts } from '../parts/closing.js';
import { compilersAbbreviated } from '../parts/compilers-lead.js';
import { editorsOf, translatorsOf } from '../parts/contributors.js';
import { publishedDateOf, yearOfRecord } from '../parts/dates.js';
import { standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import { editorsAbbreviated, hostEditorsAbbreviated, noPeople } from '../parts/editors-lead.js';
import { accessedDateOf, placeOf, publisherOf, str, volumeOf } from '../parts/fields.js';
import { coPublishers } from '../parts/first-publisher.js';
import {
  hostEditionOf,
  hostPlaceOf,
  hostPublisherOf,
  hostVolumeOf,
  hostVolumeTitleOf,
  withParts,
} from '../parts/host.js';
import { hostFullTitle } from '../parts/host-full-title.js';
import { hostDivision, hostSeries } from '../parts/host-series.js';
import { isIssueDated } from '../parts/issue-dated.js';
import { labelledIssue } from '../parts/issue-label.js';
import { accessLink } from '../parts/links.js';
import type { NameListOptions } from '../parts/names.js';
import { labelledPages } from '../parts/page-label.js';
import { patentApplicantOf } from '../parts/patent-applicant.js';
import { namedPatent } from '../parts/patent-named.js';
import { byline, type NameOptionsFor, namesIn, organisationsIn } from '../parts/people.js';
import { periodicalTitleCased } from '../parts/periodical-title.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { placeInFull } from '../parts/place-in-full.js';
import { ownTitle } from '../parts/proceedings-title.js';
import { curlyApostrophes } from '../parts/quotes.js';
import { runningColon } from '../parts/running-colon.js';
import { editedAndTranslated } from '../parts/same-people.js';
import { siteNameOf } from '../parts/site-page.js';
import { isbnClause, issnClause } from '../parts/standard-identifiers.js';
import { thesisKind, universityOf } from '../parts/thesis.js';
import { cleanTitleFully } from '../parts/title.js';
import { labelledVolume, volumeField } from '../parts/volume-label.js';
import { writtenDate } from '../parts/written-date.js';
import type { Context } from '../template/context.js';
import { ended, field, first, italic, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * ISO 690:2021, 6.1: creators inverted, family name in capitals (the standard's examples
 * set it in capitals or small capitals), given names in full; 6.1.3: with more than three
 * creators the first may be given followed by "et al.".
 */
const creatorNames: NameOptionsFor = (labels): NameListOptions => ({
  first: 'family-given',
  rest: 'family-given',
  initialDot: '.',
  initialSpace: ' ',
  sortSeparator: ', ',
  delimiter: ', ',
  lastDelimiter: ` ${labels.and} `,
  upperFamily: true,
  etAl: { min: 4, useFirst: 1, delimiter: ' ' },
});

const creators: Piece = first(namesIn('1', creatorNames), organisationsIn(creatorNames, true));

/**
 * ISO 690, 6.1.4: a book with no author is entered under its editors, "ed." or "eds." after
 * the names ("SMITH, John and DOE, Jane, eds."), as the host's editors of a part are.
 */
// With no author or editor the compilers lead as editors do, "comp.", «сост.» (ISO 690:2021, 6.1.4:
// a contributor's role after the name); before, a compiled book opened with its title.
const bookCreators: Piece = first(creators, editorsAbbreviated(creatorNames), compilersAbbreviated(creatorNames));

/**
 * The title as given, its first letter a capital (the standard's titles: "RFC 3979: Intellectual
 * property rights in IETF technology"; a title typed "the role of …" prints "The role of …");
 * a first word with a capital inside ("eBay", "mRNA") stays as typed.
 */
const asTitle = (text: string | undefined): string | undefined => (text ? capitalise(text) : text);
const title: Piece = field((pub, ctx) => asTitle(runningColon(cleanTitleFully(ownTitle(pub, ctx)))));
/** The year; a page or issue dated only by its publication date gives that date's year. */
const year: Piece = field(yearOfRecord);

/** ISO 690, 5.4 and 15.2: "[online]" after the title of an online resource. */
const online: Piece = when(
  (pub) => hasDoi(pub) || hasUrl(pub),
  (_pub, ctx) => [{ text: `[${ctx.labels.online}]` }],
);

/**
 * "[online]" for a standard only when it was consulted online, with a date viewed: ISO 690:2010,
 * 15.10 prints the RFC read on the web "[online] … [viewed 18 June 2006]" (Example 1) but the
 * printed NISO standard with a mere "Available from:" address bare (Example 2).
 */
const viewedOnline: Piece = when((pub) => !!accessedDateOf(pub), online);

/** ISO 690, 15.2: "[viewed 18 June 2006]" for a URL with a date of access. */
const viewed: Piece = (pub, ctx) => {
  if (!hasDoi(pub) && !hasUrl(pub)) return [];
  const date = writtenDate(accessedDateOf(pub), ctx.labels, ctx.locale, { order: 'dmy' });
  return date ? [{ text: `[${ctx.labels.viewed} ${date}]` }] : [];
};

/** ISO 690, 15.3: "Available from: URL" (a DOI through its resolver). */
const available: Piece = (pub, ctx) => {
  const link = accessLink({ doi: 'resolver' })(pub, ctx);
  return link.length ? [{ text: `${ctx.labels.availableFrom}: ` }, ...link] : [];
};

// Ranges in full as the standard prints them ("pp. 436–444"); one typed elided, "167–95", is
// written out, "pp. 167–195" (before: printed as typed).
const partPages: Piece = labelledPages({ dash: '–', abbreviate: 'full' });

/** ISO 690, 8: "Place: Publisher, Year". */
const imprint = (
  place: Piece = placeInFull(field(placeOf)),
  publisher: Piece = field((pub) => coPublishers(publisherOf(pub), '; ')),
): Piece => seq(', ', [seq(': ', [place, publisher]), year]);

const edition: Piece = laterEdition();

/**
 * ISO 690, 7.2 (contributions to serials): a newspaper or magazine without a volume is
 * identified by its issue's full date, "New Yorker. 25 January 2010", not by the year alone.
 */
const newspaperDate: Piece = field((pub, ctx) =>
  isIssueDated(pub) ? writtenDate(pub.series?.publicDate, ctx.labels, ctx.locale, { order: 'dmy' }) : undefined,
);

/**
 * ISO 690:2010 (15.10, Example 2: "… National Information Standards series. ISSN 1041-5653.
 * Available from: …"): the standard identifiers after the series and before the address — the
 * ISBN of the book (of a part's host), the ISSN of its series; a journal article's, its journal's ISSN.
 */
const identifiers: Piece = seq(' ', [ended(isbnClause), ended(issnClause)]);

/** ISO 690, 7.2 (serial contributions): CREATOR. Title. *Journal* [online]. Year, vol. 8, no. 3, pp. 1–5 [viewed …]. Available from: … */
const article: Piece = seq(' ', [
  ended(creators),
  ended(title),
  ended(seq(' ', [italic(field(periodicalTitleCased)), online])),
  // With no date the element opens on "Vol. 4" after the journal's full stop.
  ended(
    capitalised(
      seq(' ', [
        seq(', ', [
          first(newspaperDate, year),
          (pub, ctx) => {
            const v = volumeOf(pub);
            return v ? [{ text: labelledVolume(v, ctx, { lower: true }) }] : [];
          },
          field(labelledIssue),
          partPages,
        ]),
        viewed,
      ]),
    ),
  ),
  ended(issnClause),
  available,
]);

/**
 * ISO 690, subsidiary responsibility after the title, in direct order as printed: "Translated
 * by James Strachey." (as "Edited by S. Bradner" in 15.10, Example 1); before, a book's
 * translator was dropped.
 */
const translators: Piece = (pub, ctx) =>
  byline((c) => c.labels.translatedByWords, translatorsOf, secondaryNames, true)(pub, ctx);

/** ISO 690, 7.1 (monographs): CREATOR. *Title* [online]. 2nd ed. Place: Publisher, Year [viewed …]. Available from: … */
const book: Piece = seq(' ', [
  ended(bookCreators),
  ended(seq(' ', [italic(title), online])),
  // One person in both roles is named once, "Edited and translated by J. Hercz."
  ended(
    editedAndTranslated(
      (ctx) => ctx.labels.editedByWords,
      (ctx) => ctx.labels.translatedByWords,
      (labels) => secondaryNames(labels),
      seq(' ', [
        ended(translators),
        // The editor of an author's work is subsidiary responsibility too, "Edited by Vittore
        // Branca." (as "Edited by S. Bradner", 15.10, Example 1); with no author the editors lead.
        when(
          (pub) => !noPeople(pub),
          ended((pub, ctx) => byline((c) => c.labels.editedByWords, editorsOf, secondaryNames, true)(pub, ctx)),
        ),
      ]),
      true,
      true,
    ),
  ),
  ended(edition),
  ended(volumeWithTitle(', ', false, runningColon)),
  ended(seq(' ', [imprint(), viewed])),
  // ISO 690, 11: the series after the publication details, "Series, no. 3".
  ended(bookSeries(commaNumber)),
  identifiers,
  available,
]);

/**
 * ISO 690, 7.3 (contributions): CREATOR. Title. In: EDITOR, ed. *Book*. 2nd ed. Vol. 2,
 * Volume title. Place: Publisher, Year, pp. x–y. Series. — the record read through
 * `partRecord` (parts/host.ts).
 */
const part: Piece = seq(' ', [
  ended(creators),
  ended(title),
  ended(
    seq(' ', [
      (_pub, ctx) => [{ text: withColon(ctx.labels.in) }],
      // ISO 690, 6.1.4: the host's editors, followed by "ed.".
      hostEditorsAbbreviated(creatorNames),
      italic(field((pub, ctx) => asTitle(hostFullTitle(pub, ctx)))),
      online,
    ]),
    '.',
  ),
  ended(laterEdition((ctx) => ctx.labels.edition, hostEditionOf)),
  // A smaller division of the volume after it, "Т. 1, ч. 2" (before: dropped).
  ended(
    capitalised(
      seq(', ', [
        volumeField(hostVolumeOf),
        field((pub) => runningColon(cleanTitleFully(hostVolumeTitleOf(pub)))),
        hostDivision,
      ]),
    ),
  ),
  ended(
    seq(' ', [
      seq(', ', [
        // The place of publication; a conference's own city (specialData.place) only when the
        // proceedings give none — "Lyon, France: ACM" for proceedings published in New York
        // named the wrong place.
        imprint(
          placeInFull(field((pub) => hostPlaceOf(pub) ?? str(pub.specialData?.place))),
          field((pub) => coPublishers(hostPublisherOf(pub), '; ')),
        ),
        partPages,
      ]),
      viewed,
    ]),
  ),
  ended(hostSeries(commaNumber)),
  identifiers,
  available,
]);

/** ISO 690, 7.1 with the thesis note (A.?): CREATOR. *Title*. PhD dissertation. Place: University, Year. */
const dissertation: Piece = seq(' ', [
  ended(creators),
  ended(seq(' ', [italic(title), online])),
  ended(capitalised((pub, ctx) => [{ text: curlyApostrophes(thesisKind(pub, ctx, 'thesis')) }])),
  ended(
    seq(' ', [
      imprint(placeInFull(field((pub) => str(pub.specialData?.place) ?? placeOf(pub))), field(universityOf)),
      viewed,
    ]),
  ),
  identifiers,
  available,
]);

/**
 * ISO 690:2010, 15.10, Example 2: ORGANIZATION. Designation, *Title*. Place: Publisher, Year.
 * Series. — the designation joined to the title by a comma ("ANSI/NISO Z39.53-2001, Codes for
 * the representation of languages …"), the series after the imprint as for a book (11).
 */
const standard: Piece = seq(' ', [
  ended(creators),
  ended(seq(', ', [field(standardDesignation), seq(' ', [italic(title), viewedOnline])])),
  ended(seq(' ', [imprint(), viewed])),
  ended(bookSeries(commaNumber)),
  identifiers,
  available,
]);

/**
 * ISO 690's patent elements: the applicant or holder first, then the title, the inventors as
 * other responsibility, the office, kind and number, the date of publication (as the University
 * of Girona's ISO 690 guide lists them: «Universitat de Girona. Nanocápsulas … Inventors: X. Ribas
 * Salamaña i altres»): "ACME CORP. Method …. Inventors: John Doe and Richard Roe. United States
 * Patent 9,367,592. 14 June 2016." The applicant is `specialData.organization` (RIS `PB`), else
 * the organisations (BibTeX `holder`; parts/patent-applicant.ts); with none the inventors lead as
 * before. Before, a BibTeX holder was dropped.
 */
const applicantOf = (pub: Publication): string | undefined =>
  pub.authors?.['1']?.length ? patentApplicantOf(pub) : undefined;
// Several holders are named as creators are, "ROBERT BOSCH GMBH, DAIMLER CHRYSLER AG and …" (6.1.3).
const applicant: Piece = first(
  field((pub, ctx) => str(pub.specialData?.organization)?.toLocaleUpperCase(ctx.locale)),
  organisationsIn(creatorNames, true),
);
const inventors: Piece = (pub, ctx) => {
  const names = namesIn('1', secondaryNames)(pub, ctx);
  if (!names.length) return [];
  const many = (pub.authors?.['1']?.length ?? 0) > 1;
  const word = capitalise(many ? ctx.labels.inventor.other : ctx.labels.inventor.one) ?? '';
  return [{ text: `${word}: ` }, ...names];
};

/** ISO 690 (patents): CREATOR. *Title*. Office Patent, number. Date. */
const patent: Piece = seq(' ', [
  ended(when((pub) => applicantOf(pub) !== undefined, applicant, creators)),
  ended(seq(' ', [italic(title), online])),
  ended(when((pub) => applicantOf(pub) !== undefined, inventors)),
  ended(field((pub, ctx) => namedPatent(pub, ctx.labels, ctx.locale === 'en'))),
  ended(
    seq(' ', [
      first(
        field((pub, ctx) => writtenDate(pub.specialData?.datePublication, ctx.labels, ctx.locale, { order: 'dmy' })),
        year,
      ),
      viewed,
    ]),
  ),
  available,
]);

/** Editors and other secondary creators in direct order, as printed: "Edited by S. Bradner". */
const secondaryNames: NameOptionsFor = (labels) => ({
  ...creatorNames(labels),
  first: 'given-family',
  rest: 'given-family',
  upperFamily: false,
});

/** A web document's date as given, "March 2005", "13 August 2021" (ISO 690:2010, 15.10, Example 1); else its year. */
const webDate: Piece = first(
  field((pub, ctx) => writtenDate(publishedDateOf(pub), ctx.labels, ctx.locale, { order: 'dmy' })),
  year,
);

/**
 * ISO 690, 15 (electronic resources): CREATOR. *Title* [online]. Edited by A. Editor. Site,
 * Date [viewed 18 June 2006]. Available from: URL — as 15.10, Example 1: "INTERNET ENGINEERING
 * TASK FORCE. RFC 3979: Intellectual property rights in IETF technology [online]. Edited by
 * S. Bradner. March 2005 [viewed 18 June 2006]. Available from: …".
 */
const siteAndDate: Piece = seq(', ', [field(siteNameOf), webDate]);
/** With neither site nor date the date viewed follows the medium, "Title [online] [viewed …]", never ". [viewed". */
const undated = (pub: Publication, ctx: Context): boolean => siteAndDate(pub, ctx).length === 0;
const web: Piece = seq(' ', [
  ended(creators),
  ended(seq(' ', [italic(title), online, when(undated, viewed)])),
  ended(byline((ctx) => ctx.labels.editedByWords, editorsOf, secondaryNames, true)),
  ended(seq(' ', [siteAndDate, when((pub, ctx) => !undated(pub, ctx), viewed)])),
  available,
]);

export const iso: Style = {
  id: 'iso',
  name: 'ISO 690:2021',
  transliterable: true,
  finalStop: true,
  layouts: closedLayouts(
    placesFromPublishers(
      withParts({ article, book: numberedBook(book), conference: part, dissertation, standard, patent, web }, part),
    ),
  ),
};
