import { cassiFromNlm } from '../abbrev/cassi-from-nlm.js';
import { runningOrderOf } from '../abbrev/inverted-title.js';
import { journalAbbreviation, withoutLeadingArticle } from '../abbrev/journal-titles.js';
import type { Publication } from '../model/publication.js';
import { doiOf, urlOf } from '../parts/access.js';
import { bookSeries, isPageReference, volumeTitleOf } from '../parts/book-series.js';
import { accessedPhrase } from '../parts/capitalise.js';
import { names } from '../parts/contributors.js';
import { type DateFormOptions, dateForm, dateRangeForm } from '../parts/date-forms.js';
import { isNewspaper, parseDate, publishedDateOf, yearOf } from '../parts/dates.js';
import { standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import {
  accessedDateOf,
  containerOf,
  organisationsOf,
  pagesOf,
  placeOf,
  publisherOf,
  siteOf,
  str,
  volumeOf,
} from '../parts/fields.js';
import { upperFirst } from '../parts/first-letter.js';
import { firstPlace } from '../parts/first-place.js';
import { firstPublisher } from '../parts/first-publisher.js';
import { headline } from '../parts/foreign-title.js';
import {
  hostEditionOf,
  hostEditorsOf,
  hostPlaceOf,
  hostPublisherOf,
  hostSeriesOf,
  hostVolumeOf,
  withParts,
} from '../parts/host.js';
import { hostTitleProperOf } from '../parts/host-responsibility.js';
import { hostDivisionText } from '../parts/host-series.js';
import { isIssueDated } from '../parts/issue-dated.js';
import { issueNumberOf, labelledIssue } from '../parts/issue-label.js';
import { doiLink, urlLink } from '../parts/links.js';
import type { NameListOptions } from '../parts/names.js';
import { nationalCapitals } from '../parts/national-caps.js';
import { localPatentPhrase } from '../parts/national-patent-number.js';
import { labelledPages } from '../parts/page-label.js';
import { formatPages } from '../parts/pages.js';
import { englishPatentCountry, englishPatentNumber } from '../parts/patent-english.js';
import { patentWordOf } from '../parts/patent-named.js';
import { patentPhrase } from '../parts/patent-number-forms.js';
import { patentKindOf } from '../parts/patent-terms.js';
import { namesWithRole } from '../parts/people.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { spellOutPlace } from '../parts/place-in-full.js';
import { presentationOf } from '../parts/presentation.js';
import { cleanRunningTitle, runningColon } from '../parts/running-colon.js';
import { editorsTranslators } from '../parts/same-people.js';
import { withoutStrayStop } from '../parts/stray-stop.js';
import { titleWithSubtitle } from '../parts/subtitle-joined.js';
import { thesisCityOf, thesisInstitutionOf } from '../parts/thesis.js';
import { thesisName } from '../parts/thesis-degree.js';
import { inLanguage, translationPiece, withTranslation } from '../parts/title-translation.js';
import { withoutUsa } from '../parts/us-place.js';
import { volumeField } from '../parts/volume-label.js';
import type { Context } from '../template/context.js';
import { bold, ended, field, first, group, italic, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * ACS Style Guide 3rd ed., 14.2.1: "Surname, Initials" separated by semicolons ("Evans,
 * D. A.; Fitch, D. M."); all authors are listed (the 3rd edition has no et-al rule).
 */
const acsNames: NameListOptions = {
  first: 'family-initials',
  rest: 'family-initials',
  initialDot: '.',
  initialSpace: ' ',
  sortSeparator: ', ',
  delimiter: '; ',
  lastDelimiter: '; ',
};

// A romanised title is followed by its English translation in brackets (parts/title-translation.ts).
const title: Piece = field((pub, ctx) =>
  withTranslation(cleanRunningTitle(nationalCapitals(titleWithSubtitle(pub, ctx), ctx.locale)), pub, ctx),
);

/**
 * ACS Guide 14.2.2: a book's title is italic in title case, as every book in its examples is
 * ("A Short Guide to Writing about Chemistry", "Grignard Reagents: New Developments"; Murdoch
 * University's ACS guide: "Titles and subtitles of books are given maximal capitalisation");
 * an English book typed in sentence case is raised (`headline`). Article titles print as typed.
 */
const bookTitle: Piece = headline((pub, ctx) => cleanRunningTitle(titleWithSubtitle(pub, ctx)));

const authors: Piece = first(
  names('1', acsNames),
  field((pub) => organisationsOf(pub).join('; ') || undefined),
);

/** ACS 14.2.3: "Zecchina, A., Costa, G., Eds." — editors after the host title. */
const acsEditorNames = (): NameListOptions => ({ ...acsNames, delimiter: ', ', lastDelimiter: ', ' });
// Translators take the editors' form, "Howard, R., Trans." (the ACS Guide prints no translated
// book: its editor form, 14.2.3, with the "Trans." abbreviation; docs/styles/acs.md).

/**
 * ACS months in references: abbreviated without a full stop, but "June", "July" and "Sept"
 * (ACS Style Guide 3rd ed., web sites: "(accessed July 16, 2004)"; conference proceedings:
 * "Sept 13–20, 1988"); before, the labels' "Jul", "Sep" were printed.
 */
const ACS_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
const ACS_DATE: DateFormOptions = { order: 'mdy', months: 'short', shortMonths: ACS_MONTHS };

const year = (pub: Publication): string | undefined => yearOf(pub.outputData?.year);

/** ACS 14.2.1: "DOI: 10.1021/ja00010a012" (the 3rd edition's form). */
const doi: Piece = (pub) => {
  const d = doiOf(pub);
  return d ? [doiLink(d, (x) => `DOI: ${x}`)] : [];
};

/** ACS 14.2.6 (web sites): "URL (accessed Nov 7, 2004)". */
const url: Piece = (pub, ctx) => {
  const u = urlOf(pub);
  if (!u) return [];
  const d = dateForm(accessedDateOf(pub), ctx.labels, ctx.locale, ACS_DATE);
  const accessed = ctx.labels.accessDate;
  return [urlLink(u), ...(d ? [{ text: ` (${accessedPhrase(accessed, d, ctx.locale)})` }] : [])];
};

/** "pp 1–100" / "p 5" without a full stop (ACS 14.2.2); other languages use their own label. */
const pages: Piece = labelledPages({
  dash: '–',
  label: (ctx, range) =>
    ctx.locale === 'en' ? (range ? 'pp' : 'p') : range ? ctx.labels.pagesRange : ctx.labels.pagesExtent,
});

/** "Publisher: Place, Year" (ACS 14.2.2). */
const imprint = (yearOfPub: (pub: Publication) => string | undefined): Piece =>
  seq(', ', [
    seq(': ', [
      field((pub) => withoutStrayStop(firstPublisher(publisherOf(pub)))),
      field((pub, ctx) => withoutUsa(firstPlace(spellOutPlace(withoutStrayStop(placeOf(pub)), ctx.locale)))),
    ]),
    field(yearOfPub),
  ]);

const online: Piece = first(doi, url);

/**
 * ACS 14.2.1: Evans, D. A.; Fitch, D. M.; Smith, T. E.; Cee, V. J. Application of Complex
 * Aldol Reactions to the Total Synthesis of Phorboxazole B. *J. Am. Chem. Soc.* **2000**,
 * *122*, 10033–10046.
 */
/**
 * ACS Guide 14.2.1: journal titles are abbreviated as CASSI gives them, in italics
 * ("Journal of the American Chemical Society" → "J. Am. Chem. Soc."); a title CASSI's list
 * (as JabRef holds it) lacks takes NLM's ISO 4 abbreviation with CASSI's full stops
 * ("Journal of Economic Perspectives" → "J. Econ. Perspect.", `cassiFromNlm`); a title
 * neither list holds prints as entered.
 */
const journal = (pub: Publication): string | undefined => {
  // A title typed the GOST way, «Мир России : социология», takes the colon of running text.
  // An IEEE Xplore name, "Oceanic Engineering, IEEE Journal of", is looked up in running order.
  const entered = runningOrderOf(runningColon(containerOf(pub)));
  // A newspaper is on neither list; NLM's catalogue form ("NY Times (Print)") is no title to
  // print, so it prints as entered (ACS 3rd ed., newspapers); before, "NY Times".
  if (entered && isNewspaper(pub)) return withoutLeadingArticle(entered, true);
  return (
    entered &&
    (journalAbbreviation('acs', entered) ?? cassiFromNlm(entered) ?? withoutLeadingArticle(entered, isNewspaper(pub)))
  );
};

/**
 * A journal with issues and no volumes (most Russian and Ukrainian ones) gives the issue with its
 * word, "2018, No. 4, 12–18", «2018, № 4, 12–18» (american-chemical-society.csl, the CSL
 * project's rendering of the ACS Guide: "No." and the issue when there is no volume); before,
 * the bare "(4)" read as an issue of a missing volume.
 */
const issueAlone: Piece = field((pub, ctx) => {
  const issue = labelledIssue(pub, ctx);
  return issue && !volumeOf(pub) ? upperFirst(issue) : undefined;
});

const article: Piece = seq(' ', [
  ended(authors),
  ended(title),
  ended(
    seq(', ', [
      seq(' ', [italic(field(journal)), bold(field(year))]),
      first(issueAlone, seq(' ', [italic(field(volumeOf)), group(field(issueNumberOf), { prefix: '(', suffix: ')' })])),
      seq(' ', [field((pub) => formatPages(pagesOf(pub), { dash: '–' })), inLanguage]),
    ]),
  ),
  ended(online),
]);

/**
 * ACS Style Guide 3rd ed., magazines and newspapers (pp. 291–299, as the Saint Anselm College
 * guide reproduces it): "Author. Title of Article. *Title of Periodical*, Month Day, Year,
 * Pagination." — dated by the issue, never by a bold year and volume; "p 5" / "pp 20–25".
 * A magazine with a volume (Science, 363 (6422)) is cited as a journal; an untyped record with
 * neither volume nor issue that gives its day is a newspaper too (`isIssueDated`; before, its
 * date was dropped).
 */
const issueDate = (pub: Publication, ctx: Context): string | undefined =>
  dateForm(pub.series?.publicDate, ctx.labels, ctx.locale, ACS_DATE) ?? year(pub);
const periodical: Piece = seq(' ', [
  ended(authors),
  ended(title),
  ended(seq(', ', [italic(field(journal)), field(issueDate), pages])),
  ended(online),
]);

/** "2nd ed." (ACS 14.2.2). */
const edition: Piece = laterEdition();

/**
 * ACS 14.2.2: Le Couteur, P.; Burreson, J. *Napoleon's Buttons: How 17 Molecules Changed
 * History*; Jeremy P. Tarcher/Putnam: New York, 2003. With an edition: *Title*, 2nd ed.;
 * with editors: *Title*; Editor, A., Ed.; Publisher: Place, Year.
 */
const book: Piece = seq(' ', [
  ended(first(authors)),
  ended(
    seq('; ', [
      seq(', ', [seq(' ', [italic(bookTitle), translationPiece]), edition]),
      // ACS p 302: editors stand in the editor position after the title, the authors' book
      // included ("Grignard Reagents: New Developments; Richey, H. G., Ed.;"); one person who
      // edited and translated is named once (parts/same-people.ts).
      editorsTranslators(acsEditorNames, '; '),
      // ACS 14.2.2: the series after the editors ("ACS Symposium Series 123").
      bookSeries(' '),
      imprint(year),
      // "Vol. 2, pp 45–60"; a book's page count is its extent, not cited (ACS 14.2.2). A
      // volume's own title follows its number in the book title's italic title case, "Vol. 1,
      // *The Emergence of the Catholic Tradition (100–600)*" (the guide prints no volume title;
      // its volume slot with CMOS 14.121's order); before, the volume's title was dropped.
      seq(', ', [
        volumeField(volumeOf),
        italic(headline((pub) => cleanRunningTitle(volumeTitleOf(pub)))),
        when(isPageReference, pages),
      ]),
    ]),
  ),
  ended(online),
]);

/** The host's editors: "Gesteland, R. F., Cech, T. R., Atkins, J. F., Eds." (ACS 14.2.3). */
const hostEditors: Piece = namesWithRole(hostEditorsOf, acsEditorNames, (l) => l.editorShort);

/** The meeting's dates, "Sept 13–20, 1988" (ACS 3rd ed., conference proceedings). */
const meetingDates = (pub: Publication, ctx: Context): string | undefined =>
  dateRangeForm(pub.specialData?.date, pub.specialData?.dateEnd, ctx.labels, ctx.locale, {
    ...ACS_DATE,
    acrossMonths: true,
  });
const partYear = (pub: Publication): string | undefined => year(pub) ?? yearOf(pub.specialData?.date);

/**
 * The meeting's place; for proceedings with no publisher, the place typed for them ("In
 * Proceedings of the 6th Distributed Memory Computing Conference, Portland, OR, April 1991"),
 * which is the meeting's; before, it was dropped with the publisher's imprint.
 */
const meetingPlace = (pub: Publication, ctx: Context): string | undefined =>
  str(pub.specialData?.place) ?? (ctx.type === 'conference' && !hostPublisherOf(pub) ? hostPlaceOf(pub) : undefined);

/**
 * ACS 14.2.3 (chapters in edited books, proceedings): Puglisi, J. D.; Williamson, J. R. RNA
 * Interaction with Small Ligands and Peptides. In *The RNA World*, 2nd ed.; Gesteland, R. F.,
 * Cech, T. R., Atkins, J. F., Eds.; Cold Spring Harbor Laboratory Press: Cold Spring Harbor, NY,
 * 1999; pp 403–425. — and with a volume "…; VCH: New York, 1996; Vol. 8, pp 206–210"; a
 * series after the editors ("; ACS Symposium Series 123;"); a conference's place and dates
 * after its proceedings' title.
 */
const part: Piece = seq(' ', [
  ended(authors),
  ended(title),
  ended(
    seq('; ', [
      seq(', ', [
        seq(' ', [
          // An unsigned entry in a reference work names the work without "In": "Powder
          // Metallurgy. Kirk-Othmer Encyclopedia of Chemical Technology, 3rd ed.; Wiley: New
          // York, 1982; Vol. 19, pp 28–62." (ACS Style Guide 3rd ed., 14.2.3, pp 300–305); "In" joins
          // a signed chapter to the book its author wrote it for.
          (pub, ctx) => (authors(pub, ctx).length ? [{ text: ctx.labels.in }] : []),
          italic(headline((pub) => cleanRunningTitle(runningOrderOf(hostTitleProperOf(pub))))),
        ]),
        field((pub, ctx) => withoutUsa(meetingPlace(pub, ctx))),
        field(meetingDates),
        laterEdition((ctx) => ctx.labels.edition, hostEditionOf),
        // Without a publisher the year closes the host's description, "In IOOC-ECOC, Boston,
        // MA, 1985; pp 585–590." — never a year of its own between semicolons ("…; 1985; pp"),
        // nor a second one after the meeting's dates.
        field((pub, ctx) => (hostPublisherOf(pub) || meetingDates(pub, ctx) ? undefined : partYear(pub))),
      ]),
      hostEditors,
      field(hostSeriesOf),
      when(
        (pub) => Boolean(hostPublisherOf(pub)),
        seq(', ', [
          seq(': ', [
            field((pub) => withoutStrayStop(firstPublisher(hostPublisherOf(pub)))),
            field((pub, ctx) => withoutUsa(firstPlace(spellOutPlace(withoutStrayStop(hostPlaceOf(pub)), ctx.locale)))),
          ]),
          field(partYear),
        ]),
      ),
      // A smaller division of the host's volume after it, «Т. 1, ч. 2» (before: dropped).
      seq(', ', [
        volumeField(hostVolumeOf),
        field((p, c) => hostDivisionText(p, c, hostVolumeOf(p) !== undefined)),
        pages,
      ]),
    ]),
  ),
  ended(online),
]);

/**
 * A paper given at a meeting and not published, its host typed "Paper presented at the …" (as
 * APA 6 records and their imports carry it): "Presented at the 2nd International Conference
 * on Optical Fiber Sensors, Stuttgart, Germany, Jan 2–5, 1984." (ACS Style Guide 3rd ed.,
 * meetings: "Title of Presentation. Presented at Conference Title, Place, Date; Paper Number.");
 * before, "In *Paper Presented at the …*" as if it were the proceedings' title.
 */
const presented: Piece = seq(' ', [
  ended(authors),
  ended(title),
  ended(
    seq(', ', [
      field((pub) => {
        const typed = presentationOf(pub)?.typed;
        return typed && `Presented at ${typed.replace(/^.*?\bpresented\s+at\s+/i, '')}`;
      }),
      field((pub, ctx) => withoutUsa(meetingPlace(pub, ctx))),
      field((pub, ctx) => meetingDates(pub, ctx) ?? partYear(pub)),
    ]),
  ),
  ended(online),
]);

/** ACS 14.2.5 (theses): Author. Title. Ph.D. Dissertation, University, Place, Year. */
const dissertation: Piece = seq(' ', [
  ended(authors),
  ended(title),
  ended(
    seq(', ', [
      (pub, ctx) => [{ text: upperFirst(thesisName(pub, ctx, ctx.labels.thesisAcs, 'Dissertation')) }],
      field((pub) => withoutStrayStop(thesisInstitutionOf(pub))),
      field((pub, ctx) => withoutUsa(firstPlace(spellOutPlace(withoutStrayStop(thesisCityOf(pub)), ctx.locale)))),
      field((pub) => year(pub) ?? yearOf(pub.specialData?.date)),
    ]),
  ),
  ended(online),
]);

/**
 * ACS 14.2.4 (government and standards documents): *Title*; Designation; Publisher: Place,
 * Year.
 */
const standard: Piece = seq(' ', [
  ended(seq('; ', [italic(title), field(standardDesignation), imprint(year)])),
  ended(online),
]);

/**
 * A European patent by the abbreviation Chemical Abstracts gives it, "Eur. Pat. Appl. 1457483"
 * for an application (ACS Style Guide 3rd ed., 14.2, patents: Lenssen et al.) and "Eur. Pat."
 * for a granted one; before, the office's name was printed before "Patent" ("European Patent
 * Office Patent 1457483").
 */
function europeanPatent(pub: Publication): string | undefined {
  if (englishPatentCountry(pub) !== 'European') return undefined;
  return patentKindOf(pub) === 'application' ? 'Eur. Pat. Appl.' : 'Eur. Pat.';
}

/** ACS 14.2.4 (patents): Inventor. Title. U.S. Patent 6,738,537, May 18, 2004. */
const patent: Piece = seq(' ', [
  ended(authors),
  ended(title),
  ended(
    seq(', ', [
      field((pub, ctx) => {
        if (ctx.locale !== 'en') return localPatentPhrase(pub, patentWordOf(pub, ctx.labels, false), ctx.locale);
        const country = englishPatentCountry(pub);
        const n = englishPatentNumber(pub);
        if (!n) return undefined;
        const european = europeanPatent(pub);
        if (european && ctx.locale === 'en') return `${european} ${n}`;
        // An application or author's certificate is named by its kind (spec §3 patentType).
        return patentPhrase(country, patentWordOf(pub, ctx.labels, true), n, ctx.locale === 'en', ',');
      }),
      field((pub, ctx) => dateForm(pub.specialData?.datePublication, ctx.labels, ctx.locale, ACS_DATE) ?? year(pub)),
    ]),
  ),
  ended(online),
]);

/** ACS 14.2.6 (web sites): Author. Title. Site. URL (accessed Nov 7, 2004). */
/**
 * A page dated by its day or month gives the date after the site, as the guide dates an online
 * periodical item ("U.S. News and World Report [Online], April 19, 2004, p 59", ACS 3rd ed.,
 * as the University of Dayton guide reproduces it); before, the date was dropped.
 */
const pageDate = (pub: Publication, ctx: Context): string | undefined => {
  const date = publishedDateOf(pub);
  return parseDate(date)?.month ? dateForm(date, ctx.labels, ctx.locale, ACS_DATE) : undefined;
};
const web: Piece = seq(' ', [
  ended(authors),
  ended(title),
  ended(seq(', ', [field((pub) => siteOf(pub) ?? publisherOf(pub)), field(pageDate)])),
  ended(online),
]);

export const acs: Style = {
  id: 'acs',
  name: 'ACS (American Chemical Society)',
  transliterable: true,
  // Spec §5: the final full stop is ensured (ACS ends every reference with one).
  finalStop: true,
  // CASSI abbreviations, "J. Am. Chem. Soc." (ACS 14.2.1).
  journalLists: true,
  layouts: placesFromPublishers(
    withParts(
      {
        article: (pub, ctx) => (isIssueDated(pub) ? periodical : article)(pub, ctx),
        book,
        conference: part,
        dissertation,
        standard,
        patent,
        web,
      },
      part,
      // A paper given at a meeting and not published (its host "Paper presented at the …").
      first(
        when((pub, ctx) => ctx.locale === 'en' && Boolean(presentationOf(pub)), presented),
        part,
      ),
    ),
  ),
};
