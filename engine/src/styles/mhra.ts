import type { Publication } from '../model/publication.js';
import { hasDoi } from '../parts/access.js';
import { numberedBook } from '../parts/book-number.js';
import { bookSeries, volumeTitleOf } from '../parts/book-series.js';
import { accessedPhrase } from '../parts/capitalise.js';
import { closedLayouts } from '../parts/closing.js';
import { compiledBy, titleDetails } from '../parts/compiled-by.js';
import { compilersAbbreviated, compilerWordBritish } from '../parts/compilers-lead.js';
import { editorsOf, translatorsOf } from '../parts/contributors.js';
import { isDatedPeriodical, publishedDateOf, yearOfRecord } from '../parts/dates.js';
import { standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import { creatorsOrEditors, noPeople } from '../parts/editors-lead.js';
import { accessedDateOf, containerOf, placeOf, publisherOf, volumeOf } from '../parts/fields.js';
import { firstInverted, inline } from '../parts/first-inverted.js';
import { coPublishers } from '../parts/first-publisher.js';
import { englishHeadline, headlinedTitleCase as headlined } from '../parts/foreign-title.js';
import { hostEditionOf, hostEditorsOf, hostPublisherOf, hostVolumeTitleOf, withParts } from '../parts/host.js';
import { hostFullTitle } from '../parts/host-full-title.js';
import { hostDivision, hostOwnVolumeOf, hostSeries } from '../parts/host-series.js';
import { isIssueDatedOrNumbered } from '../parts/issue-dated.js';
import { issueNumberOf, labelledIssueOfYear } from '../parts/issue-label.js';
import { accessLink, hasPlainUrl } from '../parts/links.js';
import { labelledPages } from '../parts/page-label.js';
import { namedPatent } from '../parts/patent-named.js';
import { byline, type NameOptionsFor } from '../parts/people.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { placeInFull } from '../parts/place-in-full.js';
import { ownTitle } from '../parts/proceedings-title.js';
import { curlyApostrophes, quoted, SINGLE_QUOTES } from '../parts/quotes.js';
import { runningColon } from '../parts/running-colon.js';
import { editedAndTranslated } from '../parts/same-people.js';
import { siteNameOf, siteTitleOf } from '../parts/site-page.js';
import { thesisKind, universityOf } from '../parts/thesis.js';
import { thesisDegree } from '../parts/thesis-degree.js';
import { cleanTitleFully } from '../parts/title.js';
import { curledQuotes } from '../parts/typed-quotes.js';
import { volumeCountOf } from '../parts/volume-count.js';
import { volumeField } from '../parts/volume-label.js';
import { writtenDate } from '../parts/written-date.js';
import { yearRangeDash } from '../parts/year-range.js';
import type { Context } from '../template/context.js';
import { cat, field, first, group, italic, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * MHRA 4th, 10.2.2 and 11.3 (bibliographies): the first author inverted, full given names;
 * spec §5: four or more authors give the first followed by "and others". Three or more take a
 * comma before "and" (the Guide online, 5.1 (c), "commas after all but the last item"; the demonstrations print
 * "Brook, Clodagh, Florian Mussgnug, and Giuliana Pieri"); not in Russian or Ukrainian.
 */
const authorNames: NameOptionsFor = firstInverted({
  beforeLastAnd: ', ',
  beforeTwoAnd: ', ',
  etAl: { min: 4, useFirst: 1, marker: 'andOthers', delimiter: ', ' },
});

/**
 * Editors and translators after the title are not inverted: "ed. by Jane Smith" (10.2.3); with
 * four or more, "ed. by Jacques Blanc-Talon and others" — the comma before "and others"
 * belongs to an inverted first name only ("Blanc-Talon, Jacques, and others").
 */
const inlineNames: NameOptionsFor = (labels) => {
  const o = inline(authorNames)(labels);
  return { ...o, etAl: o.etAl && { ...o.etAl, delimiter: ' ' } };
};

/**
 * With no author the editors lead, their role in brackets: "Richardson, Brian (ed.)",
 * "Adlam, Carol, and David Shepherd (eds)" — 4th edn, as the MHRA's citation demonstrations
 * put it: "One editor becomes '(ed.)', two or more '(eds)'" (a contraction, so no stop).
 */
/** A role in brackets after the names, "(ed.)". */
const BRACKETED = (w: string): string => ` (${w})`;
const creators: Piece = first(
  creatorsOrEditors(authorNames, { word: (l) => l.editorBritish, shape: BRACKETED }),
  // Compilers likewise, "(comp.)", "(comps)", «(сост.)» (the Guide's abbreviations: "comp., comps";
  // before, a compiled book lost them).
  compilersAbbreviated(authorNames, compilerWordBritish, BRACKETED),
);

/** CMOS 16 8.157 / MLA 8th 1.2.1: titles of English works in headline style. */
const title: Piece = englishHeadline((pub, ctx) => yearRangeDash(runningColon(cleanTitleFully(ownTitle(pub, ctx)))));
/** The year; a page or issue dated only by its publication date gives that date's year. */
const year: Piece = field(yearOfRecord);

/** 10.2.4: "trans. by …", "ed. by …", "2nd edn", volume. */
const bookDetails: Piece = seq(', ', [
  // One person in both roles is named once, "ed. and trans. by J. Hercz".
  editedAndTranslated(
    (ctx) => ctx.labels.editedByAbbr,
    (ctx) => ctx.labels.translatedByAbbr,
    inlineNames,
    seq(', ', [
      byline((ctx) => ctx.labels.translatedByAbbr, translatorsOf, inlineNames),
      when(
        (pub) => !noPeople(pub),
        byline((ctx) => ctx.labels.editedByAbbr, editorsOf, inlineNames),
      ),
    ]),
    false,
    true,
  ),
  // "comp. by …" as "ed. by …"; a statement typed with the title too.
  compiledBy(inlineNames, 'abbr'),
  titleDetails('abbr'),
  laterEdition((ctx) => ctx.labels.editionBritish),
  // Inside the sentence the word is lower-case, "vol. 2", «т. 2»; a volume with its own title
  // names it in italics after a colon, "vol. A: *The TeXbook*" (before: the title was dropped).
  seq(': ', [
    volumeField(volumeOf, { lower: true }),
    italic(englishHeadline((pub) => runningColon(volumeTitleOf(pub)))),
  ]),
  // 10.2.4: the series and its number before the imprint, "Series, 3 (Publisher, Year)".
  headlined(bookSeries(', ')),
  // A multivolume work cited as a whole gives its number of volumes after the series, before
  // the imprint, "Harvard Studies in Business History, 1, 2 vols (Cambridge, MA: …)", "12 vols
  // (London: Constable, 1932–37)" (3rd edn 11.2.2; a contraction, so no stop). Before: dropped.
  volumeCountOf({ british: true, lower: true }),
]);

/** 10.2.5 (4th ed.): the imprint in brackets, publisher and year, no place: "(Publisher, Year)". */
const imprint = (publisher: Piece = field((pub) => coPublishers(publisherOf(pub), '; '))): Piece =>
  group(seq(', ', [publisher, year]), { prefix: '(', suffix: ')' });

/**
 * Spec §5 and the MHRA's demonstrations: ranges elided to the last two digits ("321–28",
 * "102–09"); the 4th edition (2024) gives journal pages with "pp." like books.
 */
const partPages: Piece = labelledPages({ dash: '–', abbreviate: true });

/**
 * Online location. MHRA 4th (2024) requires the DOI, after a comma, as "doi:10.…" (the
 * MHRA's own citation demonstrations: "…, pp. 297–313, doi:10.2307/3731681"); a URL stands
 * in angle brackets followed by the date of access, "<URL> [accessed 23 April 2013]".
 */
const doi: Piece = (pub, ctx) => (hasDoi(pub) ? accessLink({ doi: 'prefix' })(pub, ctx) : []);
const url: Piece = seq(' ', [
  group(when(hasPlainUrl, accessLink({ doi: 'prefix' })), { prefix: '<', suffix: '>' }),
  when(hasPlainUrl, (pub, ctx) => {
    const date = writtenDate(accessedDateOf(pub), ctx.labels, ctx.locale, { order: 'dmy' });
    return date ? [{ text: `[${accessedPhrase(ctx.labels.accessDate, date, ctx.locale)}]` }] : [];
  }),
]);

/** The entry and its online location: ", doi:…" or " <URL> [accessed …]". */
const withOnline = (entry: Piece): Piece => seq(' ', [seq(', ', [entry, doi]), url]);

/**
 * MHRA 10.2.7–10.2.8: a journal by volume and year, "83.2 (1988)"; a newspaper or magazine
 * without a volume by its issue date after a comma, "*The Times*, 27 May 2010, p. 3" — never
 * "The Times, (2010)". A journal with neither volume nor issue puts the year straight after
 * its title, "*Journal* (2019)".
 */
const journal: Piece = cat(
  (_p, ctx) => [{ text: `${ctx.labels.inJournal} ` }],
  italic(englishHeadline((pub) => runningColon(containerOf(pub)))),
);
const volumeYear: Piece = seq(' ', [
  // An issue with no volume is labelled, "no. 4 (2018)", «№ 4 (2018)»: bare, "4 (2018)" reads as
  // a volume (CMOS 16, 14.180, whose journal rules MHRA's match: "no. 4" for issues only).
  field((pub, ctx) =>
    volumeOf(pub) ? [volumeOf(pub), issueNumberOf(pub)].filter(Boolean).join('.') : labelledIssueOfYear(pub, ctx),
  ),
  group(year, { prefix: '(', suffix: ')' }),
]);
const issueDate: Piece = field((pub, ctx) =>
  writtenDate(pub.series?.publicDate, ctx.labels, ctx.locale, { order: 'dmy' }),
);
const journalAndDate: Piece = when(
  // 10.2.8: a newspaper or magazine is cited by its issue's date, with or without a volume.
  (pub) => isDatedPeriodical(pub) || isIssueDatedOrNumbered(pub),
  seq(', ', [journal, first(issueDate, year)]),
  when(
    (pub) => Boolean(volumeOf(pub) || issueNumberOf(pub)),
    seq(', ', [journal, volumeYear]),
    seq(' ', [journal, group(year, { prefix: '(', suffix: ')' })]),
  ),
);

/** MHRA 4th: Gaunt, Simon, ‘Title’, in *Modern Language Review*, 83.2 (1988), pp. 297–313, doi:… */
const article: Piece = withOnline(
  seq(', ', [
    creators,
    quoted(title, SINGLE_QUOTES),
    // The article's translator after its title, "trans. by …", as for books (10.2.4; before: dropped).
    byline((ctx) => ctx.labels.translatedByAbbr, translatorsOf, inlineNames),
    journalAndDate,
    partPages,
  ]),
);

/** 10.2.4: Author, *Title*, trans. by …, 2nd edn (Publisher, Year) */
const book: Piece = withOnline(
  seq(' ', [seq(', ', [creators, italic(curledQuotes(title, SINGLE_QUOTES)), bookDetails]), imprint()]),
);

/**
 * 10.2.6: Author, ‘Title’, in *Book*, ed. by …, 2nd edn, vol. 2, Series, 3 (Publisher, Year),
 * pp. 1–15 — the record read through `partRecord` (parts/host.ts).
 */
const part: Piece = withOnline(
  seq(', ', [
    creators,
    quoted(title, SINGLE_QUOTES),
    seq(' ', [
      seq(', ', [
        cat(
          (_p, ctx) => [{ text: `${ctx.labels.in.toLocaleLowerCase()} ` }],
          italic(
            curledQuotes(
              englishHeadline((pub, ctx) => yearRangeDash(hostFullTitle(pub, ctx))),
              SINGLE_QUOTES,
            ),
          ),
        ),
        byline((ctx) => ctx.labels.editedByAbbr, hostEditorsOf, inlineNames),
        // "trans. by …" after the editors (10.2.4; before: dropped).
        byline((ctx) => ctx.labels.translatedByAbbr, translatorsOf, inlineNames),
        laterEdition((ctx) => ctx.labels.editionBritish, hostEditionOf),
        // The host's volume with its own title as for a book, "vol. 3: *Polymers*" (before: dropped).
        seq(': ', [
          volumeField(hostOwnVolumeOf, { lower: true }),
          italic(englishHeadline((pub) => runningColon(cleanTitleFully(hostVolumeTitleOf(pub))))),
        ]),
        // A smaller division of the host's volume, "т. 1, ч. 2" (before: dropped).
        hostDivision,
        headlined(hostSeries(', ', true)),
      ]),
      imprint(field((pub) => coPublishers(hostPublisherOf(pub), '; '))),
    ]),
    partPages,
  ]),
);

/**
 * 10.2.13: "unpublished doctoral thesis"; a master's thesis "unpublished master's thesis"; a
 * Russian or Ukrainian degree with its science «неопубл. дис. … канд. экон. наук», a romanised
 * one "unpublished Cand. Sci. (Econ.) thesis" (parts/thesis-degree.ts).
 */
const mhraThesisNote = (pub: Publication, ctx: Context): string => {
  const l = ctx.labels;
  const d = thesisDegree(pub, ctx);
  if (d.kind === 'national') return `${l.unpublished} ${d.text}`;
  if (d.kind === 'science') return `${l.unpublished} ${d.text} thesis`;
  // A Russian or Ukrainian degree without its science still names the abstract and the degree,
  // «неопубл. автореф. дис. канд. наук» (before: «неопубл. дис.»), as mla and iso print it.
  if (d.level === 'doctoral' && ctx.locale !== 'en') return `${l.unpublished} ${thesisKind(pub, ctx, 'dissertation')}`;
  return d.level === 'masters' ? `${l.unpublished} ${l.mastersThesis}` : l.unpublishedThesis;
};

/**
 * 10.2.13: Author, ‘Title’ (unpublished doctoral thesis, University, Year). The bracket follows
 * the title with a space, so with no title it follows the author the same way, "Gehring, A.
 * (unpublished doctoral thesis, …)" (before, "Gehring, A., (…").
 */
const dissertation: Piece = withOnline(
  seq(' ', [
    seq(', ', [creators, quoted(title, SINGLE_QUOTES)]),
    group(
      seq(', ', [
        field((pub, ctx) => curlyApostrophes(mhraThesisNote(pub, ctx))),
        // With no institution, the city where it was defended stands in its place, as chicago
        // gives it («…, Ижевск, 2010»; before, nothing told where).
        first(field(universityOf), placeInFull(field(placeOf))),
        year,
      ]),
      {
        prefix: '(',
        suffix: ')',
      },
    ),
  ]),
);

/** Standards as corporate publications (10.2.4): Org, Designation, *Title* (Publisher, Year) */
const standard: Piece = withOnline(
  seq(' ', [seq(', ', [creators, field(standardDesignation), italic(curledQuotes(title, SINGLE_QUOTES))]), imprint()]),
);

/** Patents (10.2.4 pattern): Inventor, *Title*, US Patent 4,741,952 (Year) */
const patent: Piece = withOnline(
  seq(' ', [
    seq(', ', [
      creators,
      italic(curledQuotes(title, SINGLE_QUOTES)),
      field((pub, ctx) => namedPatent(pub, ctx.labels, ctx.locale === 'en')),
    ]),
    group(year, { prefix: '(', suffix: ')' }),
  ]),
);

/** 10.2.9: Author, ‘Title’, *Site* (Year) <URL> [accessed 23 April 2013] */
/**
 * A web page's date of publication as the record gives it, "(20 March 2018)", "(March 2005)",
 * else the year (10.2.9: the date of publication or last update; before, a dated page or online
 * news item kept only its year, as the other styles print the day).
 */
const webDate: Piece = group(
  first(
    field((pub, ctx) => writtenDate(publishedDateOf(pub), ctx.labels, ctx.locale, { order: 'dmy' })),
    year,
  ),
  { prefix: '(', suffix: ')' },
);
const web: Piece = withOnline(
  when(
    (pub) => siteTitleOf(pub) !== undefined,
    seq(' ', [seq(', ', [creators, quoted(title, SINGLE_QUOTES), italic(englishHeadline(siteNameOf))]), webDate]),
    seq(' ', [seq(', ', [creators, italic(curledQuotes(title, SINGLE_QUOTES))]), webDate]),
  ),
);

export const mhra: Style = {
  id: 'mhra',
  name: 'MHRA Style Guide 4th edition',
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
