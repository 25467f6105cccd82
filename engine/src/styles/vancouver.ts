import { runningOrderOf } from '../abbrev/inverted-title.js';
import { journalAbbreviation, withoutLeadingArticle } from '../abbrev/journal-titles.js';
import type { Labels } from '../locales/labels.js';
import { type Plural, plural } from '../locales/plural.js';
import type { Person, Publication } from '../model/publication.js';
import { doiOf, urlOf } from '../parts/access.js';
import { bookSeries, isPageReference, volumeWithTitle } from '../parts/book-series.js';
import { withColon } from '../parts/capitalise.js';
import { editorsOf, names, translatorsOf } from '../parts/contributors.js';
import { dateForm, dateRangeForm } from '../parts/date-forms.js';
import { isNewspaper, parseDate, publishedDateOf, yearOf } from '../parts/dates.js';
import { standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import { englishTitles } from '../parts/english-titles.js';
import {
  accessedDateOf,
  containerOf,
  organisationsOf,
  pagesOf,
  placeOf,
  publisherOf,
  siteOf,
  str,
  typeIdOfPublication,
  volumeOf,
} from '../parts/fields.js';
import { upperFirst } from '../parts/first-letter.js';
import { firstPlace } from '../parts/first-place.js';
import { firstPublisher } from '../parts/first-publisher.js';
import { inForeignWork, mayBeForeign } from '../parts/foreign-title.js';
import {
  hostEditionOf,
  hostEditorsOf,
  hostInfoOf,
  hostPlaceOf,
  hostPublisherOf,
  hostSeriesOf,
  hostVolumeOf,
  hostVolumeTitleOf,
  withParts,
} from '../parts/host.js';
import { hostTitleProperOf } from '../parts/host-responsibility.js';
import { hostDivisionText } from '../parts/host-series.js';
import { issueNumberOf } from '../parts/issue-label.js';
import { romanisedLanguage } from '../parts/language-note.js';
import { doiLink, urlLink } from '../parts/links.js';
import { namesMeetingOrBody } from '../parts/meeting-name.js';
import { type NameListOptions, nameList } from '../parts/names.js';
import { nationalCapitals } from '../parts/national-caps.js';
import { localPatentPhrase, withoutKindCode } from '../parts/national-patent-number.js';
import { formatPages, parsePages } from '../parts/pages.js';
import { patentWordOf } from '../parts/patent-named.js';
import { OFFICE_NAMES, patentParts } from '../parts/patent-number-forms.js';
import { namesWithRole } from '../parts/people.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { spellOutPlace } from '../parts/place-in-full.js';
import { presentationOf } from '../parts/presentation.js';
import { cleanRunningTitle, runningColon } from '../parts/running-colon.js';
import { editorAndTranslatorWord, samePeople } from '../parts/same-people.js';
import { sentenceCase } from '../parts/sentence-case.js';
import { withoutStrayStop } from '../parts/stray-stop.js';
import { titleWithSubtitle } from '../parts/subtitle-joined.js';
import { subtitleLower } from '../parts/subtitle-lower.js';
import { thesisCityOf, thesisInstitutionOf } from '../parts/thesis.js';
import { thesisName } from '../parts/thesis-degree.js';
import { withTranslation } from '../parts/title-translation.js';
import { nlmPlace, withoutUsa } from '../parts/us-place.js';
import { volumeField } from '../parts/volume-label.js';
import type { Context } from '../template/context.js';
import { cat, ended, field, first, group, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * Citing Medicine 2nd ed., ch. 1 "Author": surname, then initials without full stops or
 * spaces ("Halpern SD"); up to six listed, seven or more → the first six and "et al."
 * (ICMJE; spec §5).
 */
const vancouverNames: NameListOptions = {
  first: 'family-initials',
  rest: 'family-initials',
  initialDot: '',
  initialSpace: '',
  sortSeparator: ' ',
  delimiter: ', ',
  lastDelimiter: ', ',
  etAl: { min: 7, useFirst: 6, delimiter: ', ' },
  // Citing Medicine, ch. 1, author rules: "King ML Jr", "Ford JR 3rd" (no stops, ordinals).
  suffix: { inverted: ' ', direct: ' ', nlm: true },
};

/**
 * Citing Medicine 1 "Article Title", 2 "Title": "Capitalize only the first word of a title,
 * proper nouns, proper adjectives, acronyms, and initialisms" — an English title typed in title
 * case is lowered to sentence case (`sentenceCase`, which keeps names it can tell, initialisms
 * and possessives; a title that may be in another language stays as typed), and a subtitle opens
 * in lower case (`subtitleLower`). Before, a title typed in title case was printed as typed,
 * "The Federal Appointments Process: A Constitutional and Historical Analysis". A standard's
 * title and a conference's name are names and keep their capitals ("Proceedings of the 5th Germ
 * Cell Tumour Conference", ICMJE sample Harnden), as `lowered` = false says.
 */
const sentenceTitle = (
  text: string | undefined,
  ctx: Context,
  lowered = true,
  pub?: Publication,
): string | undefined => {
  if (!text || !englishTitles(ctx)) return text;
  // A title typed in title case is lowered whole, its subtitle's first word too unless it is a
  // name ("Twice-born, once conceived: meaning construction …"; before, "…: Meaning
  // construction …"); a title typed in sentence case only loses an opener's capital (`subtitleLower`).
  return subtitleLower(
    !lowered || mayBeForeign(text) || (pub && inForeignWork(pub))
      ? text
      : sentenceCase(text, { lowerAfterColon: true }),
    { commonWords: lowered },
  );
};

// A romanised title is followed by its English translation in brackets (Citing Medicine 1, 2).
const title: Piece = field((pub, ctx) =>
  withTranslation(
    sentenceTitle(
      cleanRunningTitle(nationalCapitals(titleWithSubtitle(pub, ctx), ctx.locale)),
      ctx,
      ctx.type !== 'standard',
      pub,
    ),
    pub,
    ctx,
  ),
);

/** Citing Medicine 1 "Author (R)": persons, else organisations ("American Medical Association"). */
const authors: Piece = first(
  names('1', vancouverNames),
  field((pub) => organisationsOf(pub).join('; ') || undefined),
);

/**
 * Citing Medicine 1 and 2, "Author (R)": personal authors and an organisation as author both,
 * the organisation after a semicolon, "Vallancien G, Emberton M, Harving N, van Moorselaar RJ;
 * Alf-One Study Group." (ICMJE sample references); before, the organisation was dropped when
 * persons were named. Articles, books and their parts only: elsewhere `authors['5']` is an
 * applicant or a site owner (docs/model.md).
 */
const authorsAndGroup: Piece = seq('; ', [
  names('1', vancouverNames),
  field((pub) => organisationsOf(pub).join('; ') || undefined),
]);

/**
 * Citing Medicine 2: people named by their role after the list, "Gilstrap LC 3rd, Cunningham
 * FG, editors." ("Editor"), "Strachey J, translator." ("Secondary Author (O)"), the host's
 * "Vogelstein B, Kinzler KW, editors" ("Contributions") — one piece for each list and its word.
 */
const withRole = (peopleOf: (pub: Publication) => Person[], word: (labels: Labels) => Plural): Piece =>
  namesWithRole(peopleOf, () => vancouverNames, word);

/**
 * Citing Medicine 2, "Secondary Author (O)": a person who both edited and translated is named
 * once with both roles, "Bland KP, editor and translator." (before, "Bland KP, editor. Bland KP,
 * translator.").
 */
const editorTranslates = (pub: Publication): boolean => samePeople(editorsOf(pub), translatorsOf(pub));
const editorsPiece: Piece = (pub, ctx) =>
  withRole(editorsOf, (labels) => (editorTranslates(pub) ? editorAndTranslatorWord(labels) : labels.editorWord))(
    pub,
    ctx,
  );

/**
 * Citing Medicine 2 "Secondary Author (O)": editors of a book that has authors follow the
 * edition ("Breedlove GK, Schorfheide AM. Adolescent pregnancy. 2nd ed. Wieczorek RR, editor.
 * White Plains (NY): …"); without authors they lead the entry instead (`editorsPiece`).
 */
const secondaryEditors: Piece = (pub, ctx) => (authors(pub, ctx).length ? editorsPiece(pub, ctx) : []);

/** A translator follows the title and edition like an editor (before, the translator was dropped). */
const translatorsPiece: Piece = (pub, ctx) =>
  editorTranslates(pub) ? [] : withRole(translatorsOf, (labels) => labels.translatorWord)(pub, ctx);

/** Citing Medicine uses NLM month abbreviations without a full stop: "2002 Jul 25". */
const nlmDate = (value: unknown, ctx: Context): string | undefined =>
  dateForm(value, ctx.labels, ctx.locale, { order: 'ymd', months: 'short' });

/** Citing Medicine 1 and 2, "Date of publication": none found is "[date unknown]". */
const dateUnknown = (ctx: Context): string => `[${ctx.labels.dateUnknown}]`;

/** "2002 Jul 25" when the issue date falls in the year, else the year (Citing Medicine 1, "Date"). */
const issueDate = (pub: Publication, ctx: Context): string | undefined => {
  const y = yearOf(pub.outputData?.year);
  const d = parseDate(pub.series?.publicDate);
  if (d && (!y || String(d.year) === y)) return nlmDate(pub.series?.publicDate, ctx);
  return y ?? dateUnknown(ctx);
};

/**
 * Pages elided to the fewest digits: 284-7 (Citing Medicine 1, "Location (Pagination)"); a
 * letter both ends share is not repeated either, "S6-12", "S93-9" (ICMJE sample references,
 * supplements; before, "S6-S12"). Each range of a list of discontinuous pages is elided the
 * same way, "96-103, 251-5"; before, the list was left whole, "251-255".
 */
const elided = (range: string): string => {
  const [first, last] = range.split('-');
  const prefix = /^\p{L}+/u.exec(first ?? '')?.[0] ?? '';
  const b = prefix && last?.startsWith(prefix) ? last.slice(prefix.length) : last;
  const a = first?.slice(prefix.length);
  if (!a || !b || !/^\d+$/.test(a) || !/^\d+$/.test(b)) return range;
  if (a.length !== b.length) return `${prefix}${a}-${b}`;
  let i = 0;
  while (i < a.length - 1 && a[i] === b[i]) i++;
  return `${prefix}${a}-${b.slice(i)}`;
};
const pageRange = (pub: Publication): string | undefined => {
  const p = formatPages(pagesOf(pub), { dash: '-' });
  return p?.split(/,\s*/).map(elided).join(', ');
};

/**
 * Where the article is: ":284-7" after the volume and issue, or after the date alone
 * ("2002 Jun:1-6", ICMJE sample "No volume or issue"). A newspaper gives its beginning page only,
 * and a section replaces the volume after a semicolon, "2002 Aug 12;Sect. A:2" (Citing Medicine
 * 2nd ed., ch. 8: "Section information, if present, replaces volume and issue information. Only
 * the beginning page number of an article is included"; ICMJE sample Tynan, "The Washington
 * Post. 2002 Aug 12;Sect. A:2 (col. 4)."): a page typed with its section letter, "A2", is
 * section A, page 2. Before, "2002 Aug 12:A2" and a newspaper's whole range.
 */
const location = (pub: Publication): string | undefined => {
  if (!isNewspaper(pub)) {
    const p = pageRange(pub);
    return p ? `:${p}` : undefined;
  }
  const start = parsePages(pagesOf(pub))?.first;
  const section = /^([A-Z])(\d+)$/.exec(start ?? '');
  return section ? `;Sect. ${section[1]}:${section[2]}` : start && `:${start}`;
};

/** "doi: 10.1136/bmj.a2752", with a space (NLM's ICMJE sample references, Zhang et al. 2009). */
const doi: Piece = (pub) => {
  const d = doiOf(pub);
  return d ? [doiLink(d, (x) => `doi: ${x}`)] : [];
};

/** "Available from: URL" (Citing Medicine, Internet material). */
const available: Piece = (pub, ctx) => {
  const url = urlOf(pub);
  return url ? [{ text: `${ctx.labels.availableFrom}: ` }, urlLink(url)] : [];
};

/** "[cited 2002 Jul 9]" for material on the Internet. */
const cited: Piece = (pub, ctx) => {
  if (!urlOf(pub)) return [];
  const d = nlmDate(accessedDateOf(pub), ctx);
  return d ? [{ text: `[${ctx.labels.cited} ${d}]` }] : [];
};

/** " [Internet]" after the title or journal of an online item (Citing Medicine, Internet chapters). */
const internet =
  (piece: Piece): Piece =>
  (pub, ctx) => {
    const rich = piece(pub, ctx);
    if (!rich.length || !urlOf(pub)) return rich;
    return [...rich, { text: ` [${ctx.labels.internet}]` }];
  };

/**
 * Citing Medicine 2, "Place of Publication (R)" and "Publisher (R)": a book or a part of one
 * names both, and one the record lacks is "[place unknown]" / "[publisher unknown]" (University
 * of Auckland Vancouver guide, books: "If there is no place of publication, use [place
 * unknown]", "If there is no publisher, use [publisher unknown]"); a Russian or Ukrainian
 * record uses its own words, «[Б. м.]», «[б. и.]». Before, the element was left out ("Leipzig;
 * 1885.", "Cambridge University Press; 1877.").
 */
const unknownPlace = (ctx: Context): string => `[${ctx.locale === 'en' ? 'place unknown' : ctx.labels.placeUnknown}]`;
const unknownPublisher = (ctx: Context): string =>
  `[${ctx.locale === 'en' ? 'publisher unknown' : ctx.labels.publisherUnknown}]`;

/** "Place: Publisher; Year" (Citing Medicine 2, "Publication"); `required` marks a missing place or publisher. */
const imprint = (
  year: (pub: Publication, ctx: Context) => string | undefined,
  publisher: (pub: Publication) => string | undefined = publisherOf,
  place: (pub: Publication, ctx: Context) => string | undefined = placeOf,
  required: (ctx: Context) => boolean = () => false,
): Piece =>
  seq('; ', [
    seq(': ', [
      field(
        (pub, ctx) =>
          nlmPlace(firstPlace(spellOutPlace(withoutStrayStop(place(pub, ctx)), ctx.locale))) ??
          // A publisher typed with its place («М. : Флинта») names the place itself.
          (required(ctx) && !/^[^:]{1,40}\s?:\s/.test(publisher(pub) ?? '') ? unknownPlace(ctx) : undefined),
      ),
      field(
        (pub, ctx) =>
          withoutStrayStop(firstPublisher(publisher(pub))) ?? (required(ctx) ? unknownPublisher(ctx) : undefined),
      ),
    ]),
    seq(' ', [field(year), cited]),
  ]);

const year = (pub: Publication): string | undefined => yearOf(pub.outputData?.year);

/**
 * Citing Medicine 1 and 2, "Language (R)": a work not in English names its language after the
 * pagination, "… 2002;122(8):785-7. Norwegian." (ICMJE sample, article not in English) — for a
 * romanised Russian or Ukrainian record "Russian." / "Ukrainian." (placed by `closing`).
 */
const languageNote: Piece = field((_pub, ctx) => romanisedLanguage(ctx));

/** Ends every element with a full stop, as Citing Medicine separates them. */
const entry = (...pieces: Piece[]): Piece =>
  seq(
    ' ',
    pieces.map((p) => ended(p)),
  );

/**
 * What closes an entry: the language before a DOI (a note), after "Available from: URL"
 * (Citing Medicine 22–25, Internet items: the language follows the availability), or alone.
 */
const availability: Piece = first(
  when((pub) => doiOf(pub) !== undefined, seq(' ', [ended(languageNote), doi])),
  seq(' ', [ended(available), languageNote]),
);

/**
 * Citing Medicine's Notes (O), the last element of an entry: "… [master's thesis]. Anchorage
 * (AK): University of Alaska; 2005. 48 p. Master of Public Health." (ch. 4, box 24, "Other
 * types of material to include in notes": the degree, a sponsor, where the work is held); the
 * record's `note` as typed, for a dissertation, whose notes the box names. English records only:
 * a Russian or Ukrainian record's note is GOST's («Библиогр.: с. 25»), which the NLM form has no
 * place for. Other types keep the note out: an imported record's note is mostly the database's
 * ("Cited By :44; Export Date: …", the DOI again, "First published in …").
 */
const notes: Piece = field((pub, ctx) =>
  ctx.locale === 'en' && typeIdOfPublication(pub) === 4 ? str(pub.note) : undefined,
);

const closing: Piece = first(
  when((pub, ctx) => notes(pub, ctx).length > 0, seq(' ', [ended(availability), notes])),
  availability,
);

/**
 * Citing Medicine 1, ex. 1: Halpern SD, Ubel PA, Caplan AL. Solid-organ transplantation in
 * HIV-infected patients. N Engl J Med. 2002 Jul 25;347(4):284-7.
 */
/**
 * Citing Medicine 1, "Title of Journal": the title is abbreviated as NLM's list gives it
 * ("The New England Journal of Medicine" → "N Engl J Med"); a title NLM lacks is abbreviated
 * by ISO 4 without full stops, which for the chemistry and physics journals of the CASSI list
 * is CASSI's form without its stops and commas ("Journal of Physical Chemistry C" → "J Phys
 * Chem C"); a title neither list holds prints as entered. Abbreviated titles carry no full
 * stops, so one typed with them ("J. Am. Chem. Soc.") loses the stop after each letter.
 */
const journalTitle = (pub: Publication): string | undefined => {
  // A title typed the GOST way, «Мир России : социология», takes the colon of running text.
  // An IEEE Xplore name, "Oceanic Engineering, IEEE Journal of", is looked up in running order.
  const entered = runningOrderOf(runningColon(containerOf(pub)));
  if (!entered) return undefined;
  // A newspaper's title is given in full as on its masthead, "The Washington Post" (Citing
  // Medicine 5, ICMJE sample Tynan); before, NLM's catalogue form "NY Times (Print)" was printed.
  if (isNewspaper(pub)) return entered;
  const cassi = journalAbbreviation('acs', entered);
  const iso = cassi?.replace(/[.,:]|\s+-(?=\s)/g, '').replace(/\s+/g, ' ');
  const title = journalAbbreviation('nlm', entered) ?? iso ?? withoutLeadingArticle(entered, isNewspaper(pub));
  // A Cyrillic title prints as entered: its full stops part a title from its series («Вестник
  // Московского университета. Серия 15»), they do not mark abbreviations.
  return /[\u0400-\u04FF]/.test(title) ? title : title.replace(/(\p{L})\./gu, '$1');
};

const article: Piece = seq(' ', [
  entry(
    authorsAndGroup,
    title,
    internet(field(journalTitle)),
    cat(
      field(issueDate),
      seq('', [
        group(cited, { prefix: ' ' }),
        // An issue with no volume keeps the semicolon, "2002;(401):230-8" (ICMJE sample
        // references, "Issue with no volume"; PubMed prints "2002 Aug;(401):230-8").
        group(seq('', [field(volumeOf), group(field(issueNumberOf), { prefix: '(', suffix: ')' })]), { prefix: ';' }),
        field(location),
      ]),
    ),
  ),
  closing,
]);

/** "2002 Apr 3-5" (Citing Medicine 3, "Date of conference"). */
const conferenceDates = (pub: Publication, ctx: Context): string | undefined => {
  // Russian and Ukrainian dates keep their own order, «10–12 травня 2020» (parts/date-forms.ts).
  if (ctx.locale !== 'en') {
    return dateRangeForm(pub.specialData?.date, pub.specialData?.dateEnd, ctx.labels, ctx.locale, {
      order: 'dmy',
      months: 'full',
      acrossMonths: true,
    });
  }
  const a = parseDate(pub.specialData?.date);
  if (!a) return undefined;
  const start = nlmDate(pub.specialData?.date, ctx);
  const b = parseDate(pub.specialData?.dateEnd);
  if (!b || !a.day || !b.day || b.year !== a.year || (b.month ?? 0) < (a.month ?? 0)) return start;
  if (b.month === a.month) return b.day > a.day ? `${start}-${b.day}` : start;
  const end = nlmDate(pub.specialData?.dateEnd, ctx)?.replace(/^\d{4} /, '');
  return `${start}-${end}`;
};

/**
 * Citing Medicine 3, "Conference proceedings": after the book's title, the conference's title,
 * dates and place, "Germ cell tumours V. Proceedings of the 5th Germ Cell Tumour Conference;
 * 2001 Sep 13-15; Leeds, UK." (ICMJE sample references, Harnden et al.); before, a
 * proceedings record printed as a plain book and lost them.
 */
const conferenceOfProceedings: Piece = when(
  (_pub, ctx) => ctx.type === 'conference',
  seq('; ', [
    field((pub, ctx) => cleanRunningTitle(hostInfoOf(pub, ctx))),
    field(conferenceDates),
    // Citing Medicine 3: the conference's city and state or country, "Kinsdale, Ireland", no "USA".
    field((p) => withoutUsa(str(p.specialData?.place))),
  ]),
);

/** "4th ed." (Citing Medicine 2, "Edition"). */
const edition: Piece = laterEdition();

/**
 * Citing Medicine 2, ex. 1: Murray PR, Rosenthal KS, Kobayashi GS, Pfaller MA. Medical
 * microbiology. 4th ed. St. Louis: Mosby; 2002. (With an extent: "… 2001. 454 p.")
 */
/** Citing Medicine 2, "Pagination (O)": the extent of a whole book, "454 p.". */
const extent: Piece = field((pub, ctx) => {
  // A count typed with its word ("272 p.", "272 pp.", «272 с.») or preliminary pages ("xii,
  // 272") is the same extent; before, anything but bare digits was dropped.
  // An illustration note after the count («208 с. : ил.», "272 p., illus.") is no part of the
  // pagination: the count stays; before, the whole extent was dropped.
  const p = pagesOf(pub)
    ?.trim()
    .replace(/\s*[:,;]\s*(?:ил|илл|іл|ill|illus|col\. ill)\.?(?:\s.*)?$/iu, '')
    .replace(/\s*(?:pp?|pages?|с|стр|c)\.?$/iu, '');
  // Unnumbered pages in brackets after the count («344, [1] с.», GOST 7.1-2003, 8.1) are part of it.
  return p && /^(?:[ivxlcdm]+,\s*)?\d+(?:,\s*\[\d+\])?$/i.test(p) ? `${p} ${ctx.labels.pagesExtent}` : undefined;
});

/**
 * A range of a book's pages is a location, not its extent: "p. 1103-33" after the date (Citing
 * Medicine 2, "Location (Pagination)" for parts of books: "… c2005. Chapter 29, Endometriosis;
 * p. 1103-33."); before, it was dropped.
 */
const pageReference: Piece = when(
  isPageReference,
  field((pub, ctx) => {
    const p = pageRange(pub);
    return p ? `${ctx.labels.pagesExtent} ${p}` : undefined;
  }),
);

/**
 * Citing Medicine 2: Title. Edition. Vol. 2, Volume title. Place: Publisher; Year. 454 p.
 * (Series; 5). — the volume after the edition, the series in parentheses at the end.
 */
const book: Piece = seq(' ', [
  entry(
    first(authorsAndGroup, editorsPiece),
    internet(title),
    conferenceOfProceedings,
    // A volume's own title is a title like the book's, in sentence case (Citing Medicine 2,
    // "Title": "Capitalize only the first word of a title"): "Vol. 1, The emergence of the
    // Catholic tradition (100–600)"; before, it was printed as typed beside a lowered book title.
    seq(' ', [
      edition,
      ended(volumeWithTitle(', ', false, (t, ctx, p) => sentenceTitle(cleanRunningTitle(t), ctx, true, p))),
    ]),
    secondaryEditors,
    translatorsPiece,
    imprint(
      (pub, ctx) => year(pub) ?? dateUnknown(ctx),
      publisherOf,
      placeOf,
      () => true,
    ),
    first(extent, pageReference),
    group(bookSeries('; '), { prefix: '(', suffix: ')' }),
  ),
  closing,
]);

/**
 * Proceedings with no publisher and no meeting place of their own: the place typed for them is
 * the meeting's ("In Proceedings of the 6th Distributed Memory Computing Conference, Portland,
 * OR, April 1991"), printed after the conference as Citing Medicine 3 places it ("…; 2002 Apr
 * 3-5; Kinsdale, Ireland."); before, it read as a place of publication without a publisher,
 * "Portland (OR); 1991."
 */
const placeIsMeeting = (pub: Publication, ctx: Context): boolean =>
  ctx.type === 'conference' && !str(pub.specialData?.place) && !hostPublisherOf(pub);
const meetingPlaceOf = (pub: Publication, ctx: Context): string | undefined =>
  str(pub.specialData?.place) ?? (placeIsMeeting(pub, ctx) ? hostPlaceOf(pub) : undefined);

/**
 * A paper given at a meeting and not published, its host typed "Paper presented at the …" (as
 * APA 6 records and their imports carry it): "Paper presented at: 2nd International Conference
 * on Optical Fiber Sensors; 1984 Jan 2-5; Stuttgart, Germany." (Citing Medicine 2nd ed., ch. 12,
 * papers and poster sessions presented at meetings: "Paper presented at: Conference; Date;
 * Place."); before, "In: Paper presented at the …", as if it were the proceedings' title.
 */
const presented: Piece = seq(' ', [
  entry(
    authorsAndGroup,
    title,
    seq('; ', [
      field((pub) => {
        const p = presentationOf(pub);
        if (!p) return undefined;
        const words = p.typed.slice(0, p.typed.length - p.meeting.length).replace(/\s+(?:the\s+)?$/i, '');
        return `${upperFirst(words)}: ${p.meeting}`;
      }),
      field((pub, ctx) => conferenceDates(pub, ctx) ?? year(pub)),
      field((p, c) => withoutUsa(meetingPlaceOf(p, c))),
    ]),
  ),
  closing,
]);

/** The host's editors (Citing Medicine 2, "Contributions"). */
const hostEditorsPiece: Piece = withRole(hostEditorsOf, (labels) => labels.editorWord);

/**
 * Citing Medicine 2, "Contributions to books", ex. 1: Meltzer PS, Kallioniemi A, Trent JM.
 * Chromosome alterations in human solid tumors. In: Vogelstein B, Kinzler KW, editors. The
 * genetic basis of human cancer. New York: McGraw-Hill; 2002. p. 93-113.
 * Citing Medicine 3, ex. 1 (paper in proceedings): Christensen S, Oppacher F. An analysis of
 * … programming. In: Foster JA, …, editors. Genetic programming. EuroGP 2002: Proceedings of
 * the 5th European Conference; 2002 Apr 3-5; Kinsdale, Ireland. Berlin: Springer; 2002. p. 182-91.
 * The host's edition and volume follow its title ("2nd ed.", "Vol. 2, Title"); its series
 * closes the entry in parentheses (Citing Medicine 2, "Series").
 */
const part: Piece = seq(' ', [
  entry(
    authorsAndGroup,
    title,
    // "In:" opens the host: its editors when there are any, else the host's title.
    (pub, ctx) => {
      const host = seq(' ', [
        ended(hostEditorsPiece),
        ended(
          seq('; ', [
            internet(
              field((p, c) =>
                // A conference's name keeps its capitals; proceedings published under a book's own
                // title ("Elementary particle theory: relativistic groups and analyticity") are a
                // book's title in sentence case (Citing Medicine 3, "Title of book"; before, as typed).
                // A host named by the body that held the meeting is a proper name and keeps them too.
                sentenceTitle(
                  cleanRunningTitle(runningOrderOf(hostTitleProperOf(p))),
                  c,
                  c.type !== 'conference' || !namesMeetingOrBody(hostTitleProperOf(p)),
                  p,
                ),
              ),
            ),
            field(conferenceDates),
            // Citing Medicine 3: the conference's city and state or country, "Kinsdale, Ireland", no "USA".
            field((p, c) => withoutUsa(meetingPlaceOf(p, c))),
          ]),
        ),
        // "4th ed." ends in its own stop; the entry's stop closes what comes last.
        seq(' ', [
          laterEdition((c) => c.labels.edition, hostEditionOf),
          ended(
            seq(', ', [
              volumeField(hostVolumeOf),
              // A smaller division of the host's volume, «Т. 1, ч. 2» (before: dropped).
              field((p, c) => hostDivisionText(p, c, hostVolumeOf(p) !== undefined)),
              field((p, c) => sentenceTitle(cleanRunningTitle(hostVolumeTitleOf(p)), c, true, p)),
            ]),
          ),
        ]),
      ])(pub, ctx);
      return host.length ? [{ text: `${withColon(ctx.labels.in)} ` }, ...host] : [];
    },
    imprint(
      (pub, ctx) => year(pub) ?? yearOf(pub.specialData?.date) ?? dateUnknown(ctx),
      hostPublisherOf,
      (p, c) => (placeIsMeeting(p, c) ? undefined : hostPlaceOf(p)),
      // A conference paper's proceedings often name neither; the placeholders are kept to books.
      (ctx) => ctx.type !== 'conference',
    ),
    field((pub, ctx) => {
      const p = pageRange(pub);
      return p ? `${ctx.labels.pagesExtent} ${p}` : undefined;
    }),
    group(field(hostSeriesOf), { prefix: '(', suffix: ')' }),
  ),
  closing,
]);

/**
 * Citing Medicine 4, ex. 1: Borkowski MM. Infant sleep and feeding: a telephone survey of
 * Hispanic Americans [dissertation]. Mount Pleasant (MI): Central Michigan University; 2002.
 */
const dissertation: Piece = seq(' ', [
  entry(
    authors,
    // Citing Medicine 4 and 24: "[dissertation]", online "[dissertation on the Internet]".
    seq(' ', [
      title,
      (pub, ctx) => {
        const w = ctx.labels;
        const kind = thesisName(pub, ctx, w.thesisVancouver, 'dissertation');
        return [{ text: `[${kind}${urlOf(pub) ? ` ${w.onTheInternet}` : ''}]` }];
      },
    ]),
    seq('; ', [
      seq(': ', [
        // Citing Medicine 4: place and university are both required; a thesis whose record names
        // its university but no place takes "[place unknown]" as a book does (`unknownPlace`).
        field(
          (pub, ctx) =>
            nlmPlace(firstPlace(spellOutPlace(withoutStrayStop(thesisCityOf(pub)), ctx.locale))) ??
            (thesisInstitutionOf(pub) ? unknownPlace(ctx) : undefined),
        ),
        // …and a place whose university the record lacks takes "[publisher unknown]" («[б. и.]»)
        // as a book does; before, "Ижевск; 2010".
        field(
          (pub, ctx) =>
            withoutStrayStop(thesisInstitutionOf(pub)) ?? (thesisCityOf(pub) ? unknownPublisher(ctx) : undefined),
        ),
      ]),
      seq(' ', [field((pub) => year(pub) ?? yearOf(pub.specialData?.date)), cited]),
    ]),
    // Citing Medicine 4, "Pagination (O)": the thesis's page count after the date, "2005. 48 p."
    // (the manual's Ari, Verhovsek and Kanika examples); before, it was dropped.
    extent,
  ),
  closing,
]);

/**
 * Standards (Citing Medicine has no chapter; they follow its technical reports, ch. 12):
 * Organisation. Designation, Title. Place: Publisher; Year.
 */
const standard: Piece = seq(' ', [
  entry(authors, seq(', ', [field(standardDesignation), internet(title)]), imprint(year)),
  closing,
]);

/** The plural of the assignee's label, for several organisations. */
const ASSIGNEES: Partial<Record<Context['locale'], string>> = {
  en: 'assignees',
  ru: 'патентообладатели',
  uk: 'патентовласники',
};

/**
 * Citing Medicine 14 (patents), ex. 1: Pagedas AC, inventor; Ancel Surgical R&D Inc.,
 * assignee. Flexible endoscopic grasping and cutting device and positioning tool assembly.
 * United States patent US 20020103498. 2002 Aug 1.
 */
const patent: Piece = seq(' ', [
  entry(
    seq('; ', [
      (pub, ctx) => {
        const list = nameList(
          (pub.authors?.['1'] ?? []).filter((p) => p && (str(p.surname) || str(p.name))),
          vancouverNames,
          ctx.labels,
        );
        if (!list) return [];
        const count = (pub.authors?.['1'] ?? []).length;
        return [{ text: `${list}, ${plural(ctx.labels.inventor, count, ctx.locale)}` }];
      },
      // Citing Medicine 14: the assignee — the organisations, else the applicant / patent holder
      // of `specialData.organization` (docs/model.md).
      (pub, ctx) => {
        const orgs = organisationsOf(pub);
        const holder = orgs.length ? orgs.join(', ') : str(pub.specialData?.organization);
        // Several organisations are "assignees" (the label table has the singular only).
        const word = orgs.length > 1 ? (ASSIGNEES[ctx.locale] ?? ctx.labels.assignee) : ctx.labels.assignee;
        return holder ? [{ text: `${holder}, ${word}` }] : [];
      },
    ]),
    title,
    field((pub, ctx) => {
      // "United States patent US 20020103498": the code once, whether typed in the office, as the
      // office ("US") or in the number ("US20020103498"), and a space between code and number.
      const parts = patentParts(pub);
      const { code } = parts;
      // Without the kind code ("B2", "A1"), as Citing Medicine 14 prints the number ("US
      // 20020103498" of the application published as US 2002/0103498 A1).
      const number = parts.number && withoutKindCode(parts.number);
      // An office named as an office, "European Patent Office", gives its region: "European
      // patent EP 1700367", never "European Patent Office patent EP 1700367".
      // An office known only by its code ("EP", or "GB" typed into the number) is named too:
      // "European patent EP 1700367", "United Kingdom patent GB 2345678" (before: "EP patent",
      // "Patent GB 2345678").
      const named = parts.office === 'EP' || (!parts.office && code === 'EP') ? 'European' : parts.office;
      const office = (named ?? (code ? OFFICE_NAMES[code] : undefined))?.replace(/\s+Patent\s+Office$/i, '');
      if (!number) return undefined;
      // «Авторское свидетельство», «Заявка» by the record's kind (before: all «Патент»).
      if (ctx.locale !== 'en') return localPatentPhrase(pub, patentWordOf(pub, ctx.labels, false), ctx.locale);
      // An application is "United States patent application US …" (spec §3 patentType).
      const kind = patentWordOf(pub, ctx.labels, true);
      // An office the table cannot name ("WO") is its code, printed once: "Patent application WO …".
      const shown = office === code ? undefined : office;
      const lower = kind.toLowerCase();
      const word = shown ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
      return [shown, word, code, number].filter(Boolean).join(' ');
    }),
    field((pub, ctx) => nlmDate(pub.specialData?.datePublication, ctx) ?? year(pub)),
  ),
  closing,
]);

/**
 * Citing Medicine 22–25 (Internet): Author. Title [Internet]. Place: Publisher; Year
 * [cited 2002 Jul 9]. Available from: URL
 */
const web: Piece = seq(' ', [
  entry(
    authors,
    internet(title),
    // A web page's publisher is the site's owner, else the site itself (Citing Medicine 22).
    imprint(
      (pub, ctx) => {
        const d = publishedDateOf(pub);
        return d ? nlmDate(d, ctx) : year(pub);
      },
      (pub) => publisherOf(pub) ?? siteOf(pub),
    ),
  ),
  closing,
]);

export const vancouver: Style = {
  id: 'vancouver',
  name: 'Vancouver (ICMJE / NLM Citing Medicine)',
  transliterable: true,
  // Spec §5: the final full stop is ensured (Citing Medicine ends every element with one;
  // after a URL the manual omits it, see docs/styles/vancouver.md).
  finalStop: true,
  // NLM abbreviations without stops, "N Engl J Med" (Citing Medicine 1, journal title).
  journalLists: true,
  layouts: placesFromPublishers(
    withParts(
      { article, book, conference: part, dissertation, standard, patent, web },
      part,
      // A paper given at a meeting and not published (its host "Paper presented at the …").
      first(
        when((pub, ctx) => ctx.locale === 'en' && Boolean(presentationOf(pub)), presented),
        part,
      ),
    ),
  ),
};
