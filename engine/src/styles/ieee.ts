import { abbreviateIeee } from '../abbrev/ieee.js';
import { runningOrder } from '../abbrev/inverted-title.js';
import { stoppedNlmAbbreviation } from '../abbrev/nlm-typed.js';
import type { Locale } from '../model/language.js';
import { ownEntry } from '../model/own-entry.js';
import type { Publication } from '../model/publication.js';
import { doiOf, urlOf } from '../parts/access.js';
import { articleNumberInJournal, articleNumberOf } from '../parts/article-number.js';
import { arxivIdOf } from '../parts/arxiv.js';
import { bookSeries, commaNumber, isPageReference, volumeWithTitle } from '../parts/book-series.js';
import { editorsOf } from '../parts/contributors.js';
import { dateForm, dateRangeForm } from '../parts/date-forms.js';
import { parseDate, publishedDateOf, yearOf } from '../parts/dates.js';
import { standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import { englishTitles } from '../parts/english-titles.js';
import {
  accessedDateOf,
  containerOf,
  organisationsOf,
  pagesOf,
  personsOf,
  placeOf,
  publisherOf,
  siteOf,
  str,
  volumeOf,
} from '../parts/fields.js';
import { serialComma } from '../parts/first-inverted.js';
import { upperFirst } from '../parts/first-letter.js';
import { firstPlace } from '../parts/first-place.js';
import { firstPublisher } from '../parts/first-publisher.js';
import { headline, looksForeign, mayBeForeign } from '../parts/foreign-title.js';
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
import { hostTitleProperOf } from '../parts/host-responsibility.js';
import { hostDivision } from '../parts/host-series.js';
import { isIssueDated } from '../parts/issue-dated.js';
import { labelledIssue } from '../parts/issue-label.js';
import { romanisedLanguage } from '../parts/language-note.js';
import { doiLink, urlLink } from '../parts/links.js';
import { localNames } from '../parts/local-names.js';
import { namesMeeting } from '../parts/meeting-name.js';
import type { NameListOptions } from '../parts/names.js';
import { nationalCapitals } from '../parts/national-caps.js';
import { localPatentPhrase } from '../parts/national-patent-number.js';
import { labelledPages } from '../parts/page-label.js';
import { englishOffice, englishPatentCountry, englishPatentNumber } from '../parts/patent-english.js';
import { patentWordOf } from '../parts/patent-named.js';
import { patentPhrase } from '../parts/patent-number-forms.js';
import { namesWithRole } from '../parts/people.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { spellOutPlace } from '../parts/place-in-full.js';
import { presentationOf } from '../parts/presentation.js';
import { DOUBLE_QUOTES, quotedThen } from '../parts/quotes.js';
import { reportOf } from '../parts/report-number.js';
import { cleanRunningTitle, runningColon } from '../parts/running-colon.js';
import { editorsTranslators } from '../parts/same-people.js';
import { sentenceCase } from '../parts/sentence-case.js';
import { stopUnlessLink } from '../parts/stop-unless-link.js';
import { withoutStrayStop } from '../parts/stray-stop.js';
import { subtitleCapital } from '../parts/subtitle-capital.js';
import { titleWithSubtitle } from '../parts/subtitle-joined.js';
import { thesisCityOf, thesisInstitutionOf } from '../parts/thesis.js';
import { thesisName } from '../parts/thesis-degree.js';
import { IEEE_MINOR, titleCase } from '../parts/title-case.js';
import { inLanguage, translationPiece, withTranslation } from '../parts/title-translation.js';
import { withUsa } from '../parts/us-place.js';
import { labelledVolume, volumeField } from '../parts/volume-label.js';
import type { Context } from '../template/context.js';
import { ended, field, first, group, italic, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * IEEE Reference Guide, "Author names": initials first; two names joined by "and", three
 * to six with a serial comma before "and"; seven or more → the first author and "et al."
 * (spec §5). "and" follows the record's language.
 */
const ieeeNames = (ctx: Context): NameListOptions => ({
  first: 'initials-family',
  rest: 'initials-family',
  initialDot: '.',
  initialSpace: ' ',
  sortSeparator: ', ',
  delimiter: ', ',
  // The serial comma is English: a Cyrillic list takes none before «и»/«і» (`serialComma`).
  lastDelimiter: `${serialComma(ctx.labels.and) ? ',' : ''} ${ctx.labels.and} `,
  twoDelimiter: ` ${ctx.labels.and} `,
  etAl: { min: 7, useFirst: 1 },
  // No comma before "Jr.": the guide's own example "S. Urazhdin, N. O. Birge, W. P. Pratt Jr.,
  // and J. Bass" (V 3.28.2025, preprints) and its general rule, "no commas around Jr., Sr., III";
  // before, "W. P. Pratt, Jr.", after older bylines.
  suffix: { inverted: ', ', direct: ' ' },
});

const title: Piece = field((pub, ctx) => cleanRunningTitle(nationalCapitals(titleWithSubtitle(pub, ctx), ctx.locale)));

/**
 * IEEE guide: an article's or paper's title is in sentence case as typed, but a book's title
 * is italic in title case ("Linear Networks and Systems", "Computers and You"); an English
 * book typed in sentence case is raised (`headline`, CMOS 8.159 rules).
 */
const bookTitle: Piece = headline(
  (pub, ctx) => cleanRunningTitle(nationalCapitals(titleWithSubtitle(pub, ctx), ctx.locale)),
  IEEE_MINOR,
);

/**
 * A place as the guide prints it: the first of several (`firstPlace`), a US state followed by
 * "USA" (`withUsa`), and the United Kingdom as "U.K." with its stops ("London, U.K.:", the
 * guide's place of publication, as its transcriptions read; IEEE Editorial Style Manual: "U.K.",
 * "U.S."); before, a typed "London, UK" stayed without them.
 */
const britishStops = (place: string | undefined): string | undefined => place?.replace(/,\s*UK$/, ', U.K.');
const ieeePlace = (place: string | undefined, locale: Locale): string | undefined =>
  britishStops(withUsa(firstPlace(spellOutPlace(withoutStrayStop(place), locale))));

/** Authors; else organisations; else editors with "Ed."/"Eds." (IEEE guide, books). */
const creators: Piece = first(
  localNames('1', ieeeNames),
  field((pub) => organisationsOf(pub).join(', ') || undefined),
  namesWithRole(editorsOf, ieeeNames, (l) => l.editorShort),
);

/** IEEE Reference Guide: abbreviated journal and conference names (English titles only). */
// A romanised Russian or Ukrainian title is not English: the dictionary would shorten some of
// its words and not others ("Vestn. Moskovskogo univ."), so it prints whole.
// A name typed in sentence case ("Proceedings of the fifth international conference on robotics")
// is a proper name and takes title case before it is shortened, "Proc. 5th Int. Conf. Robot.
// Autom."; before, "Proc. 5th int. conf. robot. autom.".
// A name in IEEE Xplore's inverted form ("Oceanic Engineering, IEEE Journal of") is put in
// running order first, "IEEE J. Ocean. Eng." (abbrev/inverted-title.ts).
/** The guide's abbreviations of a journal's or meeting's kind, and the same words in full. */
const GUIDE_ABBREVIATED = /(?:^|\s)(?:Proc|Conf|Symp|Trans|Int|Annu|Congr|Conv|Dig|Rec)\.(?=\s|$|,)/;
const GUIDE_WORDS_WHOLE =
  /\b(?:Proceedings|Conference|Symposium|Transactions|International|Annual|Congress|Convention|Digest|Record|Journal)\b/;

// A French or German name in an English record prints as typed, with its own capitals ("Travail,
// genre et société"; before, "Travail, Genre Et Société"): the English word list would shorten
// some of its words and not others ("Rev. archéologique"), as with romanised names.
const abbreviatedName = (c: string | undefined, ctx: Context): string | undefined => {
  if (!c || !englishTitles(ctx) || looksForeign(c)) return c;
  // A title typed as NLM abbreviates it ("J Trauma", "J. Membr. Biol") takes its full stops.
  // IEEE writes the country "USA" ("Proc. Nat. Acad. Sci. USA"), never NLM's spaced letters.
  const nlm = stoppedNlmAbbreviation(c)?.replace(/\bU\. S\. A\.$/, 'USA');
  if (nlm) return nlm;
  // A name the author already wrote in the guide's abbreviations ("Proc. 40th Design Automat.
  // Conf. (DAC'03)", the guide's Schubert example) is printed as typed: shortening it again
  // would change the conference's own abbreviation ("Des. Automat.").
  if (GUIDE_ABBREVIATED.test(c) && !GUIDE_WORDS_WHOLE.test(c)) return c;
  return abbreviateIeee(titleCase(runningOrder(c), IEEE_MINOR));
};
// A journal typed the GOST way, «Мир России : социология», takes the colon of running text.
const abbreviated = (pub: Publication, ctx: Context): string | undefined =>
  abbreviatedName(runningColon(containerOf(pub)), ctx);

/**
 * "in *Proc. 5th Int. Conf. …*": IEEE names conference records "Proc." (guide, conference
 * papers); a name that already says so anywhere ("EuroGP 2002: Proc. 5th …", "Conf. Rec. …")
 * gets no second one.
 */
const proceedings = (pub: Publication, ctx: Context): string | undefined => {
  const c = abbreviatedName(hostTitleProperOf(pub), ctx);
  // A volume of abstracts is a meeting's record too ("Geol. Soc. Amer. Abstr. Programs"): no "Proc.".
  if (!c || ctx.locale !== 'en' || /(^|\s)(Proc\.|Dig\.|Rec\.|Abstr\.)/.test(c)) return c;
  return `Proc. ${c}`;
};

/**
 * A conference paper whose host names no meeting and is described as a book (editors or a
 * publisher: "The Vintage Book of Contemporary American Short Stories", ed. T. Wolff) is a
 * chapter in an edited book for the guide: "in *Book*, E. Editor, Ed. City: Publisher,
 * year, pp." — never "in *Proc. Vintage Book …*".
 */
const isBookHost = (pub: Publication): boolean =>
  !namesMeeting(hostTitleOf(pub)) &&
  // A record with the meeting's place or dates is a conference paper, unless its host is a
  // published book, edited and with a publisher (biblatex's Salam 1968, "Elementary Particle
  // Theory", ed. N. Svartholm, Almquist & Wiksell): then "in Proc. Elementary Particle Theory:
  // Relativistic Groups Analyticity" would shorten a book's title as a meeting's name.
  ((!str(pub.specialData?.place) && !str(pub.specialData?.date)) ||
    Boolean(hostEditorsOf(pub).length && hostPublisherOf(pub))) &&
  Boolean(hostEditorsOf(pub).length || hostPublisherOf(pub));

/** Months "Jan." … "Dec." with "May", "June", "July" as the guide prints them. */
const monthYear = (pub: Publication, ctx: Context): string | undefined => {
  const y = yearOf(pub.outputData?.year);
  const d = parseDate(pub.series?.publicDate);
  // A newspaper or magazine without a volume is found by its day: "Mar. 22, 2019" (IEEE
  // guide, newspapers: "Abbrev. Month Day, Year"); so is an untyped record with neither volume
  // nor issue that gives the day (`isIssueDated`), whose day was dropped before.
  if (d?.day && isIssueDated(pub) && (!y || String(d.year) === y)) {
    return dateForm(pub.series?.publicDate, ctx.labels, ctx.locale, { order: 'mdy', months: 'short', monthDot: true });
  }
  if (d?.month && (!y || String(d.year) === y)) {
    return `${ctx.labels.monthsShort[d.month - 1]} ${d.year}`;
  }
  return y;
};

/** "vol. 7, no. 1" with the record's words. */
const volumeIssue: Piece = (pub, ctx) => {
  const parts: string[] = [];
  const v = volumeOf(pub);
  const n = labelledIssue(pub, ctx);
  if (v) parts.push(labelledVolume(v, ctx, { lower: true }));
  if (n) parts.push(n);
  return parts.length ? [{ text: parts.join(', ') }] : [];
};

/** "pp. 1447–1454" or "p. 12" (IEEE guide, periodicals). */
/**
 * IEEE guide, periodicals: an article number is not a page; it takes "Art. no." after the date
 * ("Appl. Phys. Lett., vol. 91, no. 6, Aug. 2007, Art. no. 061103."), English records only.
 */
// A short number typed with its word, "Article 123" (BMC, Scientific Reports), is one too;
// before, it printed as a page, "p. 123" (`articleNumberOf`).
// So is a single number in a journal that numbers its articles, "BMC Med., vol. 17, no. 1, May
// 2019, Art. no. 86" (`articleNumberInJournal`, by the DOI's publisher); before, "p. 86".
const numberOfArticle = (pub: Publication, ctx: Context): string | undefined =>
  ctx.locale === 'en'
    ? (articleNumberOf(pagesOf(pub)) ?? articleNumberInJournal(pagesOf(pub), containerOf(pub), doiOf(pub)))
    : undefined;
const hasArticleNumber = (pub: Publication, ctx: Context): boolean => numberOfArticle(pub, ctx) !== undefined;
const articleNumber: Piece = (pub, ctx) => {
  const n = numberOfArticle(pub, ctx);
  return n ? [{ text: `Art. no. ${n}` }] : [];
};

const labelled = labelledPages({ dash: '–' });
const pages: Piece = (pub, ctx) => (hasArticleNumber(pub, ctx) ? [] : labelled(pub, ctx));

/** "doi: 10.1109/…" with a space (IEEE guide, "DOI"). */
const doi: Piece = (pub) => {
  const d = doiOf(pub);
  return d ? [doiLink(d, (x) => `doi: ${x}`)] : [];
};

/** IEEE guide, online sources: "Accessed: Feb. 1, 2009. [Online]. Available: URL" (no stop after the URL). */
const online: Piece = (pub, ctx) => {
  const url = urlOf(pub);
  if (!url) return [];
  const w = ctx.labels;
  const accessed = dateForm(accessedDateOf(pub), ctx.labels, ctx.locale, {
    order: 'mdy',
    months: 'short',
    monthDot: true,
  });
  return [
    {
      text: `${accessed ? `${upperFirst(w.accessDate)}: ${accessed}. ` : ''}[${upperFirst(w.online)}]. ${w.available}: `,
    },
    urlLink(url),
  ];
};

/** "“Title,” " before what follows; a title ending in "?" keeps its own mark (IEEE guide). */
/**
 * A quoted title (article, paper, chapter, thesis, patent, web page) in sentence case as typed,
 * with the first word after a colon raised (IEEE guide: "Infrared navigation—Part I: An
 * assessment of feasibility"; Cornell CHEC IEEE guide: "capitalize only the first word, the
 * first word after a colon, and proper nouns"); English records only.
 */
const quotedTitle: Piece = field((pub, ctx) => {
  // A Russian or Ukrainian title typed in capitals takes its language's capitals (`nationalCapitals`).
  const text = cleanRunningTitle(nationalCapitals(titleWithSubtitle(pub, ctx), ctx.locale));
  return withTranslation(text && englishTitles(ctx) ? subtitleCapital(sentenceOf(text)) : text, pub, ctx);
});

/** A title typed in title case in sentence case (`sentenceCase`), unless it may be in another language. */
function sentenceOf(text: string): string {
  return mayBeForeign(text) ? text : sentenceCase(text);
}

const quotedTitleThen = (rest: Piece): Piece => quotedThen(quotedTitle, rest, DOUBLE_QUOTES, ',');

/** The tail of an entry: its details ended by a full stop, then the online part. */
const tail = (details: Piece): Piece => seq(' ', [ended(details), online]);

/**
 * IEEE guide, periodicals: A. Author, “Title,” *Abbrev. J.*, vol. x, no. x, pp. xxx–xxx,
 * Abbrev. Month, year, doi: xxx.
 */
const article: Piece = seq(', ', [
  creators,
  quotedTitleThen(
    tail(
      seq(' ', [
        seq(', ', [italic(field(abbreviated)), volumeIssue, pages, field(monthYear), articleNumber, doi]),
        inLanguage,
      ]),
    ),
  ),
]);

/**
 * IEEE guide, theses ("Abbrev. Dept., Abbrev. Univ.") and books ("Abbrev. of Publisher"):
 * an institution's or publisher's generic words take the guide's abbreviations, "Harvard Univ.",
 * "Dept. Elect. Eng.", "Princeton Univ. Press"; names themselves stay whole (the word list is
 * the guide's own, not the journal-title dictionary, which would also shorten "Central" or
 * "Arizona"). English records only.
 */
const INSTITUTION_WORDS: Record<string, string> = {
  University: 'Univ.',
  Department: 'Dept.',
  Institute: 'Inst.',
  Laboratory: 'Lab.',
  Laboratories: 'Labs.',
  // "Massachusetts Inst. Technol.", "California Inst. Technol.": the word IEEE's journal names shorten too.
  Technology: 'Technol.',
  // "Aerospace Corp." (the guide's report example: "Abbrev. Name of Co.").
  Corporation: 'Corp.',
  Company: 'Co.',
};
const institution =
  (get: (pub: Publication) => string | undefined) =>
  (pub: Publication, ctx: Context): string | undefined => {
    const name = get(pub);
    if (!name || ctx.language !== 'EN') return name;
    return (
      name
        .replace(
          /\b(University|Department|Institute|Laboratory|Laboratories|Technology|Corporation|Company)\b/g,
          (w) => ownEntry(INSTITUTION_WORDS, w) ?? w,
        )
        // Between two shortened words "of" goes, as in the journal names: "California Inst. Technol."
        .replace(/\b(Inst\.|Dept\.) of (?=Technol\.)/g, '$1 ')
    );
  };

/** "2nd ed." (IEEE guide, books). */
const edition: Piece = laterEdition();

/**
 * IEEE guide, books: A. Author, *Title* (Series, no. 1), vol. 2, Volume Title, xth ed. City,
 * Country: Publisher, year. A book's pages are printed only as a page reference ("pp.
 * 123–135"); its page count ("272") is an extent, which IEEE does not give.
 */
/**
 * A book's publisher, and for a romanised Russian or Ukrainian record its language after it,
 * "Moskva: Prospekt (in Russian), 2018" (IEEE Reference Guide, Book Translated: "Abbrev. of
 * Publisher (in Language), year", "Tokyo: Nihon Keizai Hyoronsha (in Japanese), 2000").
 */
const publisherInLanguage = (get: (pub: Publication) => string | undefined): Piece =>
  field((pub, ctx) => {
    const name = institution(get)(pub, ctx);
    const language = romanisedLanguage(ctx);
    return name && language ? `${name} (in ${language})` : name;
  });

/**
 * Editors and translators where the guide puts a book's editors, "J. Peters, Ed.", "R. Howard,
 * Trans." (the guide prints no translator: its editor form with "Trans."; docs/styles/ieee.md);
 * editors who already lead the entry (a book with no authors, `creators`) are not repeated.
 * One person who edited and translated is named once, "K. P. Bland, Ed. and Trans.".
 */
const translators: Piece = editorsTranslators(ieeeNames, ', ', (pub) =>
  Boolean(personsOf(pub, '1').length || organisationsOf(pub).length),
);

const book: Piece = seq(' ', [
  ended(
    seq(', ', [
      creators,
      seq(' ', [italic(bookTitle), translationPiece, group(bookSeries(commaNumber), { prefix: '(', suffix: ')' })]),
      volumeWithTitle(', ', true, cleanRunningTitle),
      translators,
      edition,
    ]),
  ),
  tail(
    seq(', ', [
      seq(': ', [
        field((pub, ctx) => ieeePlace(placeOf(pub), ctx.locale)),
        publisherInLanguage((pub) => withoutStrayStop(firstPublisher(publisherOf(pub)))),
      ]),
      field((pub) => yearOf(pub.outputData?.year)),
      when(isPageReference, pages),
      doi,
    ]),
  ),
]);

/**
 * A report's kind in the guide's words: "Tech. Rep.", "Tech. Memo.", "Sci. Rep.", "Rep." (IEEE
 * Reference Guide V 3.28.2025, reports: "Rep. xxx"; examples "Tech. Rep. TR-0200 (4230-46)-3",
 * "Tech. Memo. NGL-006-69-3").
 */
const REPORT_WORDS: Record<string, string> = {
  Technical: 'Tech.',
  Scientific: 'Sci.',
  Report: 'Rep.',
  Memorandum: 'Memo.',
};
const reportDesignation = (pub: Publication): string | undefined => {
  const r = reportOf(pub);
  const kind = r?.kind.replace(
    /\b(Technical|Scientific|Report|Memorandum)\b/gi,
    (w) => ownEntry(REPORT_WORDS, upperFirst(w.toLowerCase())) ?? w,
  );
  return kind && [kind, r?.number].filter(Boolean).join(' ');
};

/** The date a report was issued, "Nov. 1988", "Nov. 15, 1987" (`series.publicDate`), else its year. */
const reportDate = (pub: Publication, ctx: Context): string | undefined =>
  pageDate(pub, ctx) ?? yearOf(pub.outputData?.year) ?? yearOf(publishedDateOf(pub));

/**
 * IEEE Reference Guide V 3.28.2025, reports: A. Author, “Title of report,” Abbrev. Name of Co.,
 * City of Co., Abbrev. State, Country, Rep. xxx, year ("E. E. Reber, R. L. Michell, and C. J.
 * Carter, “Oxygen absorption in the Earth's atmosphere,” Aerospace Corp., Los Angeles, CA, USA,
 * Tech. Rep. TR-0200 (4230-46)-3, Nov. 1988."). A report is a book whose series is its kind
 * (docs/model.md); before, it printed as a book, "*Oxygen Absorption …* (Tech. Rep., TR-0200 …).
 * Los Angeles, CA, USA: Aerospace Corp., 1988.". English records only: a Russian or Ukrainian
 * report keeps its kind in its other title information.
 */
const report: Piece = seq(', ', [
  creators,
  quotedTitleThen(
    tail(
      seq(', ', [
        field(institution((pub) => withoutStrayStop(firstPublisher(publisherOf(pub))))),
        field((pub, ctx) => ieeePlace(placeOf(pub), ctx.locale)),
        field(reportDesignation),
        field(reportDate),
        doi,
      ]),
    ),
  ),
]);
const bookOrReport: Piece = (pub, ctx) => (ctx.locale === 'en' && reportOf(pub) ? report(pub, ctx) : book(pub, ctx));

/**
 * The year of a conference paper, left out when the conference name already carries it
 * (IEEE guide: "in Conf. Rec. 1995 IEEE Int. Conf. Commun., pp. 3–8.").
 */
const conferenceYear = (pub: Publication): string | undefined => {
  const year = yearOf(pub.outputData?.year) ?? yearOf(pub.specialData?.date);
  // A paper presented at a meeting gives the meeting's dates whatever its name holds: "presented
  // at the 1989 Int. Conf. Med. Biol. Eng., Chicago, IL, USA, Nov. 9–12, 1989" (guide).
  if (presentationOf(pub)) return year;
  return year && new RegExp(`(^|\\D)${year}(\\D|$)`).test(runningOrder(hostTitleOf(pub) ?? '')) ? undefined : year;
};

/**
 * The meeting's place, left out when the proceedings' name already gives it, as Springer's do
 * ("Computer Vision – ECCV 2020: 16th European Conference, Glasgow, UK, August 23–28, 2020").
 */
const conferencePlace = (pub: Publication): string | undefined => {
  // Proceedings with no publisher: the place typed for them is the meeting's ("In Proceedings
  // of the 6th Distributed Memory Computing Conference, Portland, OR, April 1991"); before, it
  // was dropped. With a publisher it is the publisher's city, which IEEE does not print.
  const place = str(pub.specialData?.place) ?? placeOf(pub) ?? (hostPublisherOf(pub) ? undefined : hostPlaceOf(pub));
  return place && (hostTitleOf(pub) ?? '').includes(place) ? undefined : britishStops(withUsa(place));
};

/**
 * The dates of the meeting when the record gives its month: "Jul. 2006", "Jun. 27–30, 2016",
 * "Jun. 27–Jul. 1, 2016" (IEEE Reference Guide, conference proceedings: "in Abbrev. Name of
 * Conf., (City, Country,) (Month day(s),) year, pp."; Amador-Perez and Rodriguez-Solis: "in Proc.
 * IEEE Antennas Propag. Soc. Int. Symp., Jul. 2006, pp. 4301–4304."); else the year alone.
 */
const conferenceDate = (pub: Publication, ctx: Context): string | undefined => {
  const a = parseDate(pub.specialData?.date);
  // The guide's month abbreviations are English; a record with its own labels keeps the year;
  // a name that carries the year carries the date too ("Conf. Rec. 1995 …", `conferenceYear`).
  if (!a?.month || !conferenceYear(pub)) return conferenceYear(pub);
  // A Russian or Ukrainian record dates its meeting in its own words, «10–12 мая 2020» (before:
  // the year alone, the meeting's days dropped).
  if (ctx.locale !== 'en') {
    return dateRangeForm(pub.specialData?.date, pub.specialData?.dateEnd, ctx.labels, ctx.locale, {
      order: 'dmy',
      months: 'full',
      acrossMonths: true,
    });
  }
  const month = (m: number | undefined) => ctx.labels.monthsShort[(m ?? 1) - 1];
  if (!a.day) return `${month(a.month)} ${a.year}`;
  const b = parseDate(pub.specialData?.dateEnd);
  const later = b?.day && b.month && b.year === a.year && (b.month > a.month || (b.month === a.month && b.day > a.day));
  if (!b || !later) return `${month(a.month)} ${a.day}, ${a.year}`;
  const end = b.month === a.month ? `${b.day}` : `${month(b.month)} ${b.day}`;
  return `${month(a.month)} ${a.day}–${end}, ${a.year}`;
};

/**
 * IEEE guide, conference proceedings: A. Author, “Title,” in *Proc. Abbrev. Conf.*, City,
 * Country, year, pp. xxx–xxx, doi: xxx.
 */
/**
 * A paper given at a meeting and not published, its host typed "Paper presented at the …" (as
 * APA 6 records and their imports carry it): "presented at the 1989 Int. Conf. Med. Biol. Eng.,
 * Chicago, IL, USA, Nov. 9–12, 1989" (IEEE Reference Guide V 3.28.2025, unpublished conference
 * papers: "presented at the Abbrev. Name of Conf., City of Conf., Abbrev. State, Country, Month
 * and day(s), year"; older guides kept the subject words whole); before, "in Proc. Pap.
 * Presented at 1989 Int. Conf. …".
 */
const presentedAt = (pub: Publication, ctx: Context): string | undefined => {
  const p = ctx.locale === 'en' ? presentationOf(pub) : undefined;
  return p && `presented at the ${abbreviatedName(p.meeting.replace(/^the\s+/i, ''), ctx)}`;
};

const conference: Piece = seq(', ', [
  creators,
  quotedTitleThen(
    tail(
      seq(', ', [
        first(
          field(presentedAt),
          seq(' ', [(_p, ctx) => [{ text: ctx.labels.in.toLocaleLowerCase() }], italic(field(proceedings))]),
        ),
        field(conferencePlace),
        field(conferenceDate),
        // A volume of the proceedings before the pages ("…, 2008, vol. 2, pp. 45–48").
        volumeField(hostVolumeOf, { lower: true }),
        // A part of the proceedings, «ч. 2», "pt. 2" (before: dropped).
        hostDivision,
        pages,
        seq(' ', [doi, inLanguage]),
      ]),
    ),
  ),
]);

/**
 * IEEE guide, books (chapter in an edited book): A. Author, “Title,” in *Book* (Series),
 * vol. 3, Volume Title, E. Editor, Ed., 2nd ed. City, Country: Publisher, year, pp. xxx–xxx.
 * ("G. O. Young, “Synthetic structure of industrial plastics,” in Plastics, vol. 3, Polymers of
 * Hexadromicon, J. Peters, Ed., 2nd ed. New York, NY, USA: McGraw-Hill, 1964, pp. 15–64.";
 * "E. F. Moore, … in Automata Studies (Ann. of Mathematical Studies, no. 1), C. E. Shannon and
 * J. McCarthy, Eds. Princeton, NJ, USA: Princeton Univ. Press, 1965, pp. 129–153.")
 */
const hostEditors: Piece = namesWithRole(hostEditorsOf, ieeeNames, (l) => l.editorShort);
const part: Piece = seq(', ', [
  creators,
  quotedTitleThen(
    tail(
      seq('. ', [
        seq(', ', [
          seq(' ', [
            (_p, ctx) => [{ text: ctx.labels.in.toLocaleLowerCase() }],
            italic(headline((pub) => cleanRunningTitle(hostTitleProperOf(pub)), IEEE_MINOR)),
            group(field(hostSeriesOf), { prefix: '(', suffix: ')' }),
          ]),
          field((pub, ctx) => {
            const v = hostVolumeOf(pub);
            return v ? labelledVolume(v, ctx, { lower: true }) : undefined;
          }),
          // A smaller division of the host's volume, «т. 1, ч. 2», "no. 2" (before: dropped).
          hostDivision,
          field((pub) => cleanRunningTitle(hostVolumeTitleOf(pub))),
          hostEditors,
          laterEdition((ctx) => ctx.labels.edition, hostEditionOf),
        ]),
        seq(', ', [
          seq(': ', [
            field((pub, ctx) => ieeePlace(hostPlaceOf(pub), ctx.locale)),
            publisherInLanguage((pub) => withoutStrayStop(firstPublisher(hostPublisherOf(pub)))),
          ]),
          field((pub) => yearOf(pub.outputData?.year)),
          pages,
          doi,
        ]),
      ]),
    ),
  ),
]);

/**
 * IEEE guide, theses: A. Author, “Title,” Ph.D. dissertation, Dept., Univ., City, Country, year.
 */
const dissertation: Piece = seq(', ', [
  creators,
  quotedTitleThen(
    tail(
      seq(', ', [
        (pub, ctx) => [{ text: thesisName(pub, ctx, ctx.labels.thesisIeee, 'dissertation') }],
        field(institution((pub) => withoutStrayStop(thesisInstitutionOf(pub)))),
        field((pub, ctx) => ieeePlace(thesisCityOf(pub), ctx.locale)),
        seq(' ', [field((pub) => yearOf(pub.outputData?.year) ?? yearOf(pub.specialData?.date)), inLanguage]),
        // A thesis's DOI closes its details as an article's does (IEEE guide: "DOIs are
        // included, when provided"); before, it was dropped.
        doi,
      ]),
    ),
  ),
]);

/**
 * IEEE Reference Guide V 3.28.2025, standards: *Title of Standard*, Standard number, Corporate
 * author, location, date ("IEEE Criteria for Class IE Electric Systems, IEEE Standard 308,
 * 1969." when the record names neither). The corporate author is the issuing body (the record's
 * organisation), else its publisher; before, both were dropped with the place.
 */
const standard: Piece = tail(
  seq(', ', [
    italic(title),
    field(standardDesignation),
    field((pub) => organisationsOf(pub).join(', ') || withoutStrayStop(firstPublisher(publisherOf(pub)))),
    field((pub, ctx) => ieeePlace(placeOf(pub), ctx.locale)),
    field((pub) => yearOf(pub.outputData?.year)),
    doi,
  ]),
);

/** IEEE guide, patents: A. Author, “Title,” U.S. Patent x xxx xxx, Abbrev. Month Day, year. */
const patent: Piece = seq(', ', [
  creators,
  quotedTitleThen(
    tail(
      seq(', ', [
        field((pub, ctx) => {
          if (ctx.locale !== 'en') return localPatentPhrase(pub, patentWordOf(pub, ctx.labels, false), ctx.locale);
          // The office named by its country or region, "European Patent 1700367", never "European
          // Patent Office Patent 1700367" (the guide's form "Country Patent x xxx xxx").
          // A country by its adjective, as "European Patent" is named: "French Patent 9500261",
          // "USSR Author's Certificate" (`englishOffice`; Citing Medicine 14: "the adjectival form of
          // the English name for the country"); before, "France Patent", "SU Author's certificate".
          // The United Kingdom is "U.K.", as in the guide's places ("London, U.K.").
          const country = englishOffice(englishPatentCountry(pub))?.replace(/^United Kingdom$/, 'U.K.');
          // Digit groups are spaced as in the guide's "U.S. Patent 3 624 125", never comma'd:
          // "U.K. Patent 1 567 999" for a number typed "1,567,999" (before, kept with its commas).
          const typed = englishPatentNumber(pub);
          const n = typed && /^\d{1,3}(?:,\d{3})+$/.test(typed) ? typed.replace(/,/g, ' ') : typed;
          if (!n) return undefined;
          // An application or author's certificate is named by its kind, "U.S. Patent Application" (spec §3 patentType).
          return patentPhrase(country, patentWordOf(pub, ctx.labels, true), n, ctx.locale === 'en', ' ');
        }),
        field(
          (pub, ctx) =>
            dateForm(pub.specialData?.datePublication, ctx.labels, ctx.locale, {
              order: 'mdy',
              months: 'short',
              monthDot: true,
            }) ?? yearOf(pub.outputData?.year),
        ),
      ]),
    ),
  ),
]);

/**
 * IEEE guide, websites: A. Author. “Title.” Website. Accessed: Feb. 1, 2009. [Online].
 * Available: URL
 */
const site: Piece = field((pub) => siteOf(pub) ?? publisherOf(pub));
const undatedWeb: Piece = seq(' ', [
  ended(creators),
  quotedThen(quotedTitle, seq(' ', [ended(site), online]), DOUBLE_QUOTES, '.'),
]);

/** The day or month a page was published, "Aug. 30, 2024" (none for a year alone). */
const pageDate = (pub: Publication, ctx: Context): string | undefined => {
  const date = publishedDateOf(pub);
  if (!parseDate(date)?.month) return undefined;
  return dateForm(date, ctx.labels, ctx.locale, { order: 'mdy', months: 'short', monthDot: true });
};

/**
 * A page dated by its day or month is cited as the guide cites an online news item, the date
 * after the site and commas between the parts: "A. Clark, “A new AI tool creates hyperrealistic
 * photos. Can you tell the difference?” CBS News, Aug. 30, 2024. [Online]. Available: URL" (IEEE
 * Reference Guide V 3.28.2025, News article, online; the guide's older website example is dated
 * the same way: "J. Geralds, “Sega Ends Production of Dreamcast,” vnunet.com, … Jan. 31, 2001.").
 * Before, the date of such a page was dropped.
 */
const datedWeb: Piece = seq(', ', [
  creators,
  quotedTitleThen(seq(' ', [ended(seq(', ', [site, field(pageDate)])), online])),
]);
/**
 * A preprint on arXiv is cited by its identifier after the year, with no address: "S. Urazhdin,
 * N. O. Birge, W. P. Pratt Jr., and J. Bass, “Current-driven magnetic excitations in
 * permalloy-based multilayer nanopillars,” 2003, arXiv:0303149." (IEEE Reference Guide V
 * 3.28.2025, preprints). Before, it was cited as a dated web page ("Oct. 27, 2004. [Online].
 * Available: https://arxiv.org/abs/…").
 */
const preprint: Piece = seq(', ', [
  creators,
  quotedTitleThen(
    ended(
      seq(', ', [
        field((pub) => yearOf(pub.outputData?.year) ?? yearOf(publishedDateOf(pub))),
        field((pub) => `arXiv:${arxivIdOf(urlOf(pub))}`),
      ]),
    ),
  ),
]);
const web: Piece = (pub, ctx) =>
  arxivIdOf(urlOf(pub)) ? preprint(pub, ctx) : pageDate(pub, ctx) ? datedWeb(pub, ctx) : undatedWeb(pub, ctx);

export const ieee: Style = {
  id: 'ieee',
  name: 'IEEE',
  transliterable: true,
  // IEEE guide, online sources: no full stop after a URL (it would read as part of the
  // address), so the final stop is not forced; the layouts end other entries with ".".
  finalStop: false,
  // IEEE Reference Guide: every reference ends with a full stop except after a URL.
  layouts: placesFromPublishers(
    withParts(
      {
        article: stopUnlessLink(article),
        book: stopUnlessLink(bookOrReport),
        conference: stopUnlessLink(conference),
        dissertation: stopUnlessLink(dissertation),
        standard: stopUnlessLink(standard),
        patent: stopUnlessLink(patent),
        web: stopUnlessLink(web),
      },
      stopUnlessLink(part),
      stopUnlessLink((pub, ctx) => (isBookHost(pub) ? part(pub, ctx) : conference(pub, ctx))),
    ),
  ),
};
