import { plural } from '../locales/plural.js';
import type { Publication } from '../model/publication.js';
import { numberedBook } from '../parts/book-number.js';
import { bookSeries, volumeTitleOf } from '../parts/book-series.js';
import { accessedPhrase, capitalise } from '../parts/capitalise.js';
import { closedLayouts } from '../parts/closing.js';
import { compilersAbbreviated } from '../parts/compilers-lead.js';
import { editorsOf, translatorsOf } from '../parts/contributors.js';
import { parseDate, publishedDateOf, yearOrAdoption } from '../parts/dates.js';
import { standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import { creatorsOrEditors, hostEditorsAbbreviated, noPeople } from '../parts/editors-lead.js';
import { englishTitles } from '../parts/english-titles.js';
import { accessedDateOf, issueOf, pagesOf, placeOf, publisherOf, str, volumeOf } from '../parts/fields.js';
import { serialComma } from '../parts/first-inverted.js';
import { coPublishers } from '../parts/first-publisher.js';
import {
  hostEditionOf,
  hostEditorsOf,
  hostPlaceOf,
  hostPublisherOf,
  hostSeriesOf,
  hostTitleOf,
  hostVolumeOf,
  hostVolumeTitleOf,
  withParts,
} from '../parts/host.js';
import { hostFullTitle } from '../parts/host-full-title.js';
import { hostTitleProperOf } from '../parts/host-responsibility.js';
import { hostDivision, hostSeries } from '../parts/host-series.js';
import { isIssueDated } from '../parts/issue-dated.js';
import { labelledIssue } from '../parts/issue-label.js';
import { accessLink, hasPlainUrl } from '../parts/links.js';
import type { NameListOptions } from '../parts/names.js';
import { citedPage, extentOf } from '../parts/national-areas.js';
import { labelledPages } from '../parts/page-label.js';
import { parsePages } from '../parts/pages.js';
import { namedPatent } from '../parts/patent-named.js';
import { hasCreator, type NameOptionsFor, namesWithRole } from '../parts/people.js';
import { periodicalTitleCased } from '../parts/periodical-title.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { placeInFull } from '../parts/place-in-full.js';
import { ownTitle } from '../parts/proceedings-title.js';
import { runningColon } from '../parts/running-colon.js';
import { samePeople } from '../parts/same-people.js';
import { siteNameOf } from '../parts/site-page.js';
import { subtitleCapital } from '../parts/subtitle-capital.js';
import { thesisKindInside, universityOf } from '../parts/thesis.js';
import { cleanTitleFully } from '../parts/title.js';
import { labelledVolume } from '../parts/volume-label.js';
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
  // GSA's comma before "and" is English; a Cyrillic list takes none before «и»/«і» (`serialComma`).
  lastDelimiter: `${serialComma(labels.and) ? ',' : ''} ${labels.and} `,
  twoDelimiter: `${serialComma(labels.and) ? ',' : ''} ${labels.and} `,
  etAl: { min: 11, useFirst: 1, delimiter: ' ' },
});

// With no author or editor the compilers lead as editors do, "comp.", «сост.» (before: dropped).
const creators: Piece = first(creatorsOrEditors(authorNames), compilersAbbreviated(authorNames));

/**
 * GSA Reference Guidelines: a subtitle opens with a capital after its colon, "Roxana silt of the
 * Upper Mississippi Valley: Lithology, source, and paleoenvironment", "Making Nuna and breaking
 * Rodinia: Implications of …" (the guidelines' examples); a title typed "…: a survey" is raised
 * ("…: A survey"), and so is a first word typed in lower case ("Only the first word, the first
 * word after a colon, and proper nouns are capitalized", SUNY Geneseo's GSA guide; a word with a
 * capital inside, "eBay", "mRNA", stays). English records only: a Russian title's " : "
 * introduces other title information, which stays in lower case.
 */
const gsaTitle = (text: string | undefined, ctx: Context): string | undefined =>
  text && englishTitles(ctx) ? subtitleCapital(capitalise(text)) : text;

const title: Piece = field((pub, ctx) => gsaTitle(runningColon(cleanTitleFully(ownTitle(pub, ctx))), ctx));
/**
 * The year; a page or issue dated only by its publication date gives that date's year. With no
 * date at all "n.d.", «б. г.», so the author-date citation has its date (CMOS 15.44, the manual
 * GSA's author guidelines name for what their own examples leave out); before, "U.S. Census
 * Bureau, U.S. and world population clock: …" gave a reader no year to cite.
 */
const year: Piece = field((pub, ctx) => yearOrAdoption(pub) ?? ctx.labels.noDate);

/** Nothing is italic in GSA references; the title joins what follows with a colon ("crust?: Geology"). */
const joined = (head: Piece, rest: Piece): Piece => seq(': ', [head, rest]);

/**
 * "p. 633–636": GSA keeps full ranges and uses "p." for one page and for ranges; a range typed
 * elided is written in full, "167–95" → "p. 167–195" (before: printed as typed).
 */
const pages: Piece = labelledPages({
  dash: '–',
  abbreviate: 'full',
  label: (ctx) => (ctx.locale === 'en' ? ctx.labels.pagesExtent : ctx.labels.pagesRange),
});

/**
 * Extent of a book or thesis: "304 p."; several sequences as typed, «V, 44 с.», «344, [1] с.»
 * (`extentOf`; before, «V с.» kept the first sequence only). A range is a page reference, not an
 * extent, and is not printed here; nor is a page typed after its label, «С. 109» (`citedPage`:
 * the page cited, never «109 с.», which it printed before).
 */
const extent: Piece = field((pub, ctx) => {
  const p = parsePages(pagesOf(pub));
  const text = p && !p.last && !citedPage(pagesOf(pub)) ? extentOf(pagesOf(pub)) : undefined;
  return text ? `${text} ${ctx.labels.pagesExtent}` : undefined;
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
    return date ? [{ text: `(${accessedPhrase(ctx.labels.accessDate, date, ctx.locale)})` }] : [];
  }),
]);

/**
 * The host's title joined to what follows: by a colon before its imprint or series, as the
 * guidelines print every chapter ("The Gulf of Mexico Basin: Boulder, Colorado, …"); with
 * neither, its volume and pages follow after a comma, as a serial's do ("in Proceedings of
 * IEEE, v. 81, p. 730–744"; before, "…IEEE: v. 81, …" put a colon before a bare volume).
 */
const hostJoined =
  (head: Piece, rest: Piece): Piece =>
  (pub, ctx) =>
    hostPlaceOf(pub) || str(pub.specialData?.place) || hostPublisherOf(pub) || hostSeriesOf(pub)
      ? joined(head, rest)(pub, ctx)
      : seq(', ', [head, rest])(pub, ctx);

/**
 * "v. 44" with GSA's own word; a part or book typed with its unit keeps it, «ч. 2», and a typed
 * volume word is not doubled (`parts/volume-label.ts`; before, «т. Ч. 2»).
 */
const gsaVolume = (value: string, ctx: Context): string =>
  labelledVolume(value, ctx, { lower: true, label: ctx.labels.volumeShort });

/** The host's volume, "v. 3". */
const hostVolume: Piece = field((pub, ctx) =>
  hostVolumeOf(pub) ? gsaVolume(hostVolumeOf(pub) as string, ctx) : undefined,
);

/** "Authors, Year, " — the year set off by commas after the authors. */
const lead = (rest: Piece, head: Piece = creators): Piece => seq(', ', [head, year, rest]);

/**
 * "Author, Year, Title: rest"; with no author the title takes the author's place before the
 * year, "Cancer-Pain.org, 2000: Association of …" — an entry never opens with a bare year.
 */
const titledBy =
  (head: Piece, rest: Piece): Piece =>
  (pub, ctx) =>
    creators(pub, ctx).length ? lead(joined(head, rest))(pub, ctx) : joined(seq(', ', [head, year]), rest)(pub, ctx);
const titled = (rest: Piece): Piece => titledBy(title, rest);

/**
 * A newspaper's or magazine's issue day after its name, "Kommersant, 4 March, p. 3": the year
 * already follows the author, and without the day the issue cannot be found (before, it was
 * dropped). The guidelines show no newspaper; this is the day and month their year leaves out.
 */
const issueDay: Piece = field((pub, ctx) => {
  if (!isIssueDated(pub)) return undefined;
  const date = publishedDateOf(pub);
  const d = parseDate(date);
  if (!d?.month) return undefined;
  return writtenDate(date, ctx.labels, ctx.locale, { order: 'dmy' })?.replace(new RegExp(`\\s*${d.year}$`), '');
});

/** Author, Year, Title: Journal, v. 34, no. 2, p. 633–636, https://doi.org/… */
const article: Piece = titled(
  seq(', ', [
    field(periodicalTitleCased),
    issueDay,
    field((pub, ctx) => (volumeOf(pub) ? gsaVolume(volumeOf(pub) as string, ctx) : undefined)),
    field(labelledIssue),
    pages,
    online,
  ]),
);

/** Editors and translators named after a title: initials first, closed up, "R.D. Hicks". */
const secondaryNames = (ctx: Context): NameListOptions => ({
  ...authorNames(ctx.labels),
  first: 'initials-family',
  rest: 'initials-family',
  // Uninverted, two names need no comma before "and" ("P.H. Wicksteed and F.M. Cornford").
  twoDelimiter: ` ${ctx.labels.and} `,
  etAl: undefined,
});

/**
 * The editor and translator of an authored book in parentheses after its title, "De anima
 * (R.D. Hicks, ed.)", "Physics (P.H. Wicksteed and F.M. Cornford, trans.)": the GSA guidelines
 * have no form for them; this is their base CSL style's (`editor-translator` macro, "(R. Howard,
 * Tran.)") with GSA's own role words, "ed."/"eds." as in its chapters and "trans.". With no
 * author the editors lead instead (`creatorsOrEditors`) and are not repeated.
 */
const editorsTranslators: Piece = group(
  (pub, ctx) => {
    const editors = noPeople(pub) ? [] : editorsOf(pub);
    const translators = translatorsOf(pub);
    const trans = ctx.labels.translatorShort.toLocaleLowerCase();
    // One person who both edited and translated is named once, "(K.P. Bland, ed. and trans.)".
    if (editors.length && samePeople(editors, translators)) {
      const ed = plural(ctx.labels.editorAbbr, editors.length, ctx.locale);
      const both = { one: `${ed} ${ctx.labels.and} ${trans}`, other: `${ed} ${ctx.labels.and} ${trans}` };
      return namesWithRole(
        () => editors,
        secondaryNames,
        () => both,
      )(pub, ctx);
    }
    return seq(', ', [
      namesWithRole(
        () => editors,
        secondaryNames,
        (l) => l.editorAbbr,
      ),
      namesWithRole(
        () => translators,
        secondaryNames,
        () => ({ one: trans, other: trans }),
      ),
    ])(pub, ctx);
  },
  { prefix: '(', suffix: ')' },
);

/**
 * Author, Year, Title (2nd ed.) (R.D. Hicks, ed.): Place, Publisher, Series, v. 44, 304 p. — the series and its
 * volume after the publisher, as for a chapter (GSA guidelines, book: "Weaver, C.E., 1989, Clays,
 * muds and shales: Amsterdam, Elsevier, Developments in Sedimentology, v. 44, 819 p.").
 */
/** "v. 44". */
const bookVolume: Piece = field((pub, ctx) => (volumeOf(pub) ? gsaVolume(volumeOf(pub) as string, ctx) : undefined));

// With no author the title leads, "Drinking Water Criteria Document for Copper, 1987:
// Cincinnati, …" (before: the entry opened with a bare year, "1987, Drinking …").
const book: Piece = titledBy(
  seq(' ', [
    // A volume with its own title follows the work's title, "Computers & Typesetting, v. A, The
    // TeXbook" (before: the volume's title was dropped); a bare volume stays after the imprint.
    seq(', ', [
      title,
      when((pub) => !!volumeTitleOf(pub), seq(', ', [bookVolume, field((pub) => runningColon(volumeTitleOf(pub)))])),
    ]),
    group(laterEdition(), { prefix: '(', suffix: ')' }),
    editorsTranslators,
  ]),
  seq(', ', [
    placeInFull(field(placeOf)),
    field((pub) => coPublishers(publisherOf(pub), '; ')),
    bookSeries(' '),
    when((pub) => !volumeTitleOf(pub), bookVolume),
    extent,
    online,
  ]),
);

/**
 * GSA Reference Guidelines, chapter in an edited volume: Author, Year, Title, in Editor, A.B.,
 * ed., Book: Place, Publisher, Series, v. J, p. 53–72 ("Sawyer, D.S., …, 1991, The crust under
 * the Gulf of Mexico basin, in Salvador, A., ed., The Gulf of Mexico Basin: Boulder, Colorado,
 * Geological Society of America, Geology of North America, v. J, p. 53–72."); a series alone
 * after the colon ("… Thrust tectonics and hydrocarbon systems: AAPG Memoir 82, p. 157–182");
 * the record read through `partRecord`.
 */
const partHost: Piece = hostJoined(
  seq(' ', [
    (pub, ctx) => (hostTitleOf(pub) || hostEditorsOf(pub).length ? [{ text: ctx.labels.in.toLocaleLowerCase() }] : []),
    seq(', ', [
      hostEditorsAbbreviated(authorNames),
      seq(' ', [
        // A volume with its own title follows the host's title as a book's does, "Plastics, v. 3,
        // Polymers of Hexadromicon" (before: the volume title was dropped).
        seq(', ', [
          field((pub, ctx) => gsaTitle(hostFullTitle(pub, ctx), ctx)),
          when(
            (pub) => !!hostVolumeTitleOf(pub),
            seq(', ', [hostVolume, field((pub) => runningColon(cleanTitleFully(hostVolumeTitleOf(pub))))]),
          ),
        ]),
        group(
          laterEdition((ctx) => ctx.labels.edition, hostEditionOf),
          { prefix: '(', suffix: ')' },
        ),
      ]),
    ]),
  ]),
  seq(', ', [
    placeInFull(field((pub) => hostPlaceOf(pub) ?? str(pub.specialData?.place))),
    field((pub) => coPublishers(hostPublisherOf(pub), '; ')),
    hostSeries(' '),
    when((pub) => !hostVolumeTitleOf(pub), hostVolume),
    // A smaller division of the host's volume, "т. 1, ч. 2" (before: dropped).
    hostDivision,
    pages,
    online,
  ]),
);

// With no author the part's title leads, then the year (an entry never opens with a bare year).
const chapter: Piece = (pub, ctx) =>
  (creators(pub, ctx).length ? lead(seq(', ', [title, partHost])) : seq(', ', [title, year, partHost]))(pub, ctx);

/**
 * A conference abstract or paper whose host is numbered as a serial, by volume and issue, with
 * no editors and no imprint ("Geological Society of America Abstracts with Programs", v. 44,
 * no. 7) is cited as the GSA guidelines cite abstracts, as an article in that serial: "Sears,
 * J.W., 2012, Making Nuna and breaking Rodinia: …: Geological Society of America Abstracts with
 * Programs, v. 44, no. 7, p. 378." (before: "…, in Geological Society of America Abstracts with
 * Programs, v. 44, no. 7, p. 378."). Proceedings with editors or an imprint stay chapters.
 */
const inSerial = (pub: Publication, ctx: Context): boolean =>
  ctx.type === 'conference' &&
  // A Russian or Ukrainian paper's record number is the part of its proceedings (docs/model.md).
  ctx.locale === 'en' &&
  Boolean(hostTitleOf(pub) && hostVolumeOf(pub) && issueOf(pub)) &&
  hostEditorsOf(pub).length === 0 &&
  !hostPlaceOf(pub) &&
  !hostPublisherOf(pub) &&
  !hostSeriesOf(pub) &&
  !hostVolumeTitleOf(pub);
const part: Piece = (pub, ctx) =>
  inSerial(pub, ctx)
    ? article({ ...pub, series: { ...pub.series, series: hostTitleProperOf(pub), volume: hostVolumeOf(pub) } }, ctx)
    : chapter(pub, ctx);

/** Author, Year, Title [Ph.D. thesis]: Place, University, 304 p. */
const dissertation: Piece = lead(
  joined(
    seq(' ', [
      title,
      (pub, ctx) => {
        // GSA: "[Ph.D. thesis]", "[M.S. thesis]".
        const kind = thesisKindInside(pub, ctx, 'thesis')
          .replace(/^PhD\b/, 'Ph.D.')
          .replace(/^master's thesis$/, 'M.S. thesis');
        return [{ text: `[${kind}]` }];
      },
    ]),
    seq(', ', [
      placeInFull(field((pub) => str(pub.specialData?.place) ?? placeOf(pub))),
      field(universityOf),
      extent,
      online,
    ]),
  ),
);

/** Org, Year, Designation, Title: Place, Publisher, 20 p. */
const standard: Piece = lead(
  joined(
    seq(', ', [when(hasCreator, field(standardDesignation)), title]),
    seq(', ', [placeInFull(field(placeOf)), field((pub) => coPublishers(publisherOf(pub), '; ')), extent, online]),
  ),
  // With no organisation the designation leads, so the year keeps its place after it.
  first(creators, field(standardDesignation)),
);

/**
 * Inventor, Year, Title: US Patent 4,741,952. With no inventor the title leads, 'Title, 2018:
 * Патент 123209 Україна.', as a book's does (before, the entry opened with a bare year).
 */
const patent: Piece = titled(
  seq(', ', [field((pub, ctx) => namedPatent(pub, ctx.labels, ctx.locale === 'en')), online]),
);

/** Author, Year, Title: Site, URL (accessed 12 March 2014). */
const web: Piece = titled(seq(', ', [field(siteNameOf), online]));

export const gsa: Style = {
  id: 'gsa',
  name: 'Geological Society of America',
  transliterable: true,
  finalStop: true,
  layouts: closedLayouts(
    placesFromPublishers(
      withParts({ article, book: numberedBook(book), conference: part, dissertation, standard, patent, web }, part),
    ),
  ),
};
