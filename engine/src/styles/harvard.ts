import type { Publication } from '../model/publication.js';
import { doiOf, urlOf } from '../parts/access.js';
import { numberedBook } from '../parts/book-number.js';
import { bookSeries, volumeWithTitle } from '../parts/book-series.js';
import { capitalise } from '../parts/capitalise.js';
import { compilersAbbreviated, compilerWordBritish } from '../parts/compilers-lead.js';
import { authorsOf, editorsOf, translatorsOf } from '../parts/contributors.js';
import { dateForm, dateRangeForm } from '../parts/date-forms.js';
import { adoptionYearOf, isDatedPeriodical, isNewspaper, parseDate, publishedDateOf, yearOf } from '../parts/dates.js';
import { patentDesignation, patentNumberOf, standardDesignation } from '../parts/designations.js';
import { laterEdition } from '../parts/edition.js';
import { noPeople } from '../parts/editors-lead.js';
import { englishTitles } from '../parts/english-titles.js';
import {
  accessedDateOf,
  containerOf,
  organisationsOf,
  personsOf,
  placeOf,
  publisherOf,
  str,
  volumeOf,
} from '../parts/fields.js';
import { lowerFirst, upperFirst } from '../parts/first-letter.js';
import { firstPlace } from '../parts/first-place.js';
import { coPublishers } from '../parts/first-publisher.js';
import { inForeignWork, mayBeForeign } from '../parts/foreign-title.js';
import { groupNameKept } from '../parts/group-name-in-title.js';
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
import { isIssueDated, isIssueDatedOrNumbered } from '../parts/issue-dated.js';
import { issueNumberOf } from '../parts/issue-label.js';
import { doiLink, urlLink } from '../parts/links.js';
import { localNames } from '../parts/local-names.js';
import { namesMeetingOrBody } from '../parts/meeting-name.js';
import type { NameListOptions } from '../parts/names.js';
import { nationalCapitals } from '../parts/national-caps.js';
import { nationalPatentNumber, withoutKindCode } from '../parts/national-patent-number.js';
import { labelledPages } from '../parts/page-label.js';
import { patentWordOf } from '../parts/patent-named.js';
import { groupedPatentNumber, OFFICE_NAMES, patentParts } from '../parts/patent-number-forms.js';
import { patentOfficeOf } from '../parts/patent-terms.js';
import { byline, namesWithRole } from '../parts/people.js';
import { periodicalTitleCased } from '../parts/periodical-title.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { placeInFull } from '../parts/place-in-full.js';
import { proceedingsPart } from '../parts/proceedings-part.js';
import { quoted, SINGLE_QUOTES } from '../parts/quotes.js';
import { runningColon } from '../parts/running-colon.js';
import { editedAndTranslated, samePeople } from '../parts/same-people.js';
import { sentenceCase, subtitleOpenerLowered } from '../parts/sentence-case.js';
import { titleWithSubtitle } from '../parts/subtitle-joined.js';
import { subtitleLower } from '../parts/subtitle-lower.js';
import { thesisCityOf, thesisInstitutionOf, thesisKind } from '../parts/thesis.js';
import { thesisDegree, thesisName } from '../parts/thesis-degree.js';
import { cleanTitle } from '../parts/title.js';
import { volumeField } from '../parts/volume-label.js';
import { yearRangeDash } from '../parts/year-range.js';
import type { Context } from '../template/context.js';
import { cat, ended, field, first, group, isEmpty, italic, type Piece, seq, when } from '../template/piece.js';
import { bodyAsAuthor, seriesVolume } from './apa7.js';
import type { Style } from './style.js';

/**
 * Cite Them Right 12th ed., "Authors": "Surname, Initials." with no spaces between initials
 * ("Bebchuk, L.A."); "and" (never "&") before the last; four or more → the first author and
 * "et al." in the reference list too. "and" follows the record's language.
 */
const harvardNames = (ctx: Context): NameListOptions => ({
  first: 'family-initials',
  rest: 'family-initials',
  initialDot: '.',
  initialSpace: '',
  sortSeparator: ', ',
  delimiter: ', ',
  lastDelimiter: ` ${ctx.labels.and} `,
  etAl: { min: 4, useFirst: 1 },
});

/**
 * Cite Them Right writes titles in sentence case, a subtitle opening in lower case ("Plant
 * medicine: a collection of the teachings …", "Climate change: 'ice bumps' reveal …", its own
 * "Cite them right: the essential referencing guide"); an English title typed with APA's capital
 * after the colon loses it unless it is a proper noun's (`subtitleOpenerLowered`). The first
 * word keeps its capital in sentence case, also when typed in lower case ("the role of …" →
 * "The role of …"; "eBay", "mRNA" stay as typed, `capitalise`).
 */
const sentenceTitle = (
  typed: string | undefined,
  ctx: Context,
  lower = true,
  pub?: Publication,
): string | undefined => {
  // A Russian or Ukrainian title typed in capitals takes its language's capitals (national-caps.ts).
  const text = nationalCapitals(typed, ctx.locale);
  if (!text || !englishTitles(ctx)) return text;
  // A range of years typed with a hyphen takes the en dash, "England, 1660–1800" (parts/year-range.ts).
  const capital = yearRangeDash(capitalise(text));
  if (!lower) return subtitleLower(capital);
  // A title in another language keeps its capitals; an English one typed in title case is
  // lowered as APA lowers it, proper nouns kept (`sentenceCase`), and its subtitle opens in
  // lower case unless with a proper noun ("Media effects: advances in theory and research").
  // A title of a record whose other titles are foreign is foreign too (`inForeignWork`).
  return mayBeForeign(capital) || (pub && inForeignWork(pub))
    ? subtitleLower(capital)
    : subtitleOpenerLowered(groupNameKept(sentenceCase(capital), pub));
};

// A newspaper's or magazine's headline keeps its capitals as printed (Cite Them Right's ‘The Saudi
// Marathon Man’, *The New Yorker*), its subtitle still opening in lower case.
const title: Piece = field((pub, ctx) =>
  sentenceTitle(
    runningColon(cleanTitle(titleWithSubtitle(pub, ctx))),
    ctx,
    !(ctx.type === 'article' && isIssueDated(pub)),
    pub,
  ),
);

/**
 * A book's title; whole proceedings named by their meeting ("Proceedings of the Fifth
 * International Conference on Robotics and Automation") keep its capitals, a proper name, as a
 * paper's proceedings do (`part`); proceedings under a title of their own are a book's title.
 */
const bookTitle: Piece = when(
  (pub, ctx) => ctx.type === 'conference' && namesMeetingOrBody(titleWithSubtitle(pub, ctx)),
  field((pub, ctx) => sentenceTitle(runningColon(cleanTitle(titleWithSubtitle(pub, ctx))), ctx, false, pub)),
  title,
);

/**
 * Editors with "(ed.)"/"(eds)", inverted like authors (Cite Them Right, chapters in edited
 * books: "in Smith, S.M. (ed.) *Title*").
 */
const britishRole = (word: string): string => ` (${word})`;
const editorsPiece: Piece = namesWithRole(editorsOf, harvardNames, (l) => l.editorBritish, britishRole);

/** Authors; else the organisation; else editors (Cite Them Right: corporate authors, edited books). */
const creators: Piece = first(
  localNames('1', harvardNames),
  field((pub) => organisationsOf(pub).join(' and ') || undefined),
  editorsPiece,
  compilersAbbreviated((labels) => harvardNames({ labels } as Context), compilerWordBritish, britishRole),
);

const hasCreator = (pub: Publication): boolean =>
  authorsOf(pub).length > 0 ||
  organisationsOf(pub).length > 0 ||
  editorsOf(pub).length > 0 ||
  personsOf(pub, '2').length > 0;

/** "(2003)" with no full stop after it; no date → "(no date)" (Cite Them Right, no date). */
const year: Piece = (pub, ctx) => {
  const y =
    yearOf(pub.outputData?.year) ??
    yearOf(pub.specialData?.datePublication) ??
    yearOf(pub.series?.publicDate) ??
    adoptionYearOf(pub);
  return [{ text: `(${y ?? ctx.labels.noDateBritish})` }];
};

/** "Author (Year) Title" or, with no creator, "Title (Year)" (Cite Them Right, no author). */
const lead = (titlePiece: Piece, rest: Piece, sep = ', '): Piece =>
  when(
    hasCreator,
    seq(' ', [creators, year, seq(sep, [titlePiece, rest])]),
    seq(sep, [seq(' ', [titlePiece, year]), rest]),
  );

/**
 * "Available at: https://doi.org/… " for a DOI; "Available at: URL (Accessed: 20 August
 * 2025)." for a URL (Cite Them Right, online sources).
 */
const available: Piece = (pub, ctx) => {
  const w = ctx.labels;
  const doi = doiOf(pub);
  if (doi) return [{ text: `${w.availableAt}: ` }, doiLink(doi)];
  const url = urlOf(pub);
  if (!url) return [];
  const d = dateForm(accessedDateOf(pub), ctx.labels, ctx.locale, { order: 'dmy', months: 'full' });
  return [
    { text: `${w.availableAt}: ` },
    urlLink(url),
    // Inside the parenthesis the Russian and Ukrainian words are lower-case, «(дата обращения: …)».
    ...(d ? [{ text: ` (${ctx.locale === 'en' ? upperFirst(w.accessDate) : w.accessDate}: ${d}).` }] : []),
  ];
};

/**
 * "pp. 71–92" / "p. 5" (Cite Them Right, journal articles and chapters), a range in full: one typed
 * elided, "167-95", is "pp. 167–195", as Cite Them Right's ranges are never elided.
 */
const pages: Piece = labelledPages({ dash: '–', abbreviate: 'full' });

/** "3rd edn" (Cite Them Right, editions). */
const edition: Piece = laterEdition((ctx) => ctx.labels.editionBritish);

/**
 * "Place: Publisher", the place as the title page names it: a Russian or Ukrainian place typed
 * the GOST way is spelt out («М.: Наука» → «Москва: Наука»; Cite Them Right takes the place of
 * publication from the title page, and «СПб» is no city's name).
 */
// Cite Them Right: of several places of publication the first is given.
// Co-publishers as a list joined by semicolons, as APA 7 10.2 joins them; never GOST's separators.
const imprint: Piece = seq(': ', [
  placeInFull(field((pub) => firstPlace(placeOf(pub)))),
  field((pub) => coPublishers(publisherOf(pub), '; ')),
]);

/**
 * Sentences joined by ". ", the last one the imprint with the series after it in brackets,
 * "Place: Publisher (Series, 3)" (Cite Them Right, books in a series). With no imprint the
 * series follows the last sentence there is, "*Title* (AAPG Memoir 82)", never a sentence of
 * its own ("*Title*. (AAPG Memoir 82)").
 */
const sentencesWithSeries =
  (sentences: Piece[], imprintPiece: Piece, series: Piece): Piece =>
  (pub, ctx) => {
    const bracketed = group(series, { prefix: '(', suffix: ')' });
    if (!isEmpty(imprintPiece(pub, ctx)))
      return seq('. ', [...sentences, seq(' ', [imprintPiece, bracketed])])(pub, ctx);
    const done = sentences.map((one) => one(pub, ctx));
    const last = done.findLastIndex((rich) => !isEmpty(rich));
    const pieces: Piece[] = done.map((rich, i) => (i === last ? seq(' ', [() => rich, bracketed]) : () => rich));
    return seq('. ', last < 0 ? [bracketed] : pieces)(pub, ctx);
  };

/**
 * Cite Them Right, journal articles: Bebchuk, L.A. and Fried, J.M. (2003) 'Executive
 * compensation as an agency problem', *Journal of Economic Perspectives*, 17(3), pp. 71–92.
 * Available at: https://doi.org/10.1257/089533003769204362
 */
// Cite Them Right, newspapers and magazines without a volume: the day and month of the issue,
// "The Times, 3 June, p. 3" (the year stands after the author).
// A newspaper is cited by its date even when its record carries a volume (a RIS import: "VL  -
// 5", "IS  - 2"): Cite Them Right's newspapers have no volume ("The Times, 3 June, p. 3").
// A numbered issue dated to the day is a newspaper's too («Российская газета. – 2019. – 14 марта. –
// № 45»), cited by its day and without its number, as the other styles read it (`isIssueDatedOrNumbered`).
const datedIssue = (pub: Publication): boolean => isNewspaper(pub) || isIssueDatedOrNumbered(pub);
/** Volume and issue print for journals and magazines, never for a newspaper's issue (Cite Them Right). */
const numberedIssue = (pub: Publication): boolean =>
  !isNewspaper(pub) && (isDatedPeriodical(pub) || !isIssueDatedOrNumbered(pub));

const issueDay: Piece = when(
  datedIssue,
  field((pub, ctx) => {
    const d = parseDate(publishedDateOf(pub));
    if (!d?.month) return undefined;
    const months = ctx.locale === 'en' ? ctx.labels.months : ctx.labels.monthsGenitive;
    return d.day ? `${d.day} ${months[d.month - 1]}` : ctx.labels.months[d.month - 1];
  }),
);

/**
 * Cite Them Right, newspaper articles with no author: the newspaper leads, then the year,
 * "*The Times* (2021) ‘Storm hits coast’, 3 February, p. 4." ("If there is no identified
 * author then the reference should begin with the title of the newspaper in italics followed
 * by the year of publication within round brackets", UWS's guide to CTR Harvard, E2.4).
 */
const newspaperLed: Piece = seq(' ', [
  italic(field(periodicalTitleCased)),
  year,
  seq(', ', [quoted(title, SINGLE_QUOTES), issueDay, pages]),
]);

const article: Piece = seq(' ', [
  ended(
    when(
      (pub) => !hasCreator(pub) && datedIssue(pub) && !!containerOf(pub),
      newspaperLed,
      lead(
        quoted(title, SINGLE_QUOTES),
        seq(', ', [
          italic(field(periodicalTitleCased)),
          when(numberedIssue, cat(field(volumeOf), group(field(issueNumberOf), { prefix: '(', suffix: ')' }))),
          issueDay,
          pages,
        ]),
      ),
    ),
  ),
  available,
]);

/**
 * Cite Them Right, books: Author (Year) *Title*. Vol. 2: Volume title. 3rd edn. Place:
 * Publisher (Series, 3).
 */
const harvardTranslatorNames: NameListOptions = {
  first: 'initials-family',
  rest: 'initials-family',
  initialDot: '.',
  initialSpace: '',
  sortSeparator: ' ',
  delimiter: ', ',
  lastDelimiter: ' and ',
  etAl: { min: 4, useFirst: 1 },
};

/**
 * Cite Them Right, translated books: "Translated by C. Stewart." after the title (its example:
 * "Canetti, E. (2000) Crowds and power. Translated by C. Stewart. London: Phoenix."), the
 * translator's initials before the surname.
 */
const translators: Piece = byline(
  (ctx) => upperFirst(ctx.labels.translatedByWords),
  translatorsOf,
  (labels) => ({ ...harvardTranslatorNames, lastDelimiter: ` ${labels.and} ` }),
);

/**
 * The editor of an author's work after the title, in the translator's form, "Edited by R.A.
 * Foakes." (the "Translated by" pattern above; with no author the editors lead, "(ed.)").
 */
const editorsAfterTitle: Piece = when(
  (pub) => !noPeople(pub),
  byline(
    (ctx) => upperFirst(ctx.labels.editedByWords),
    editorsOf,
    (labels) => ({ ...harvardTranslatorNames, lastDelimiter: ` ${labels.and} ` }),
  ),
);

const book: Piece = seq(' ', [
  ended(
    lead(
      italic(bookTitle),
      sentencesWithSeries(
        [
          // One person in both roles is named once, "Edited and translated by J. Hercz".
          editedAndTranslated(
            (ctx) => ctx.labels.editedByWords,
            (ctx) => ctx.labels.translatedByWords,
            (labels) => ({ ...harvardTranslatorNames, lastDelimiter: ` ${labels.and} ` }),
            // A Russian or Ukrainian record names one editor-translator once too, «Ред. и пер.
            // П.С. Лебедева» (GOST R 7.0.100-2018's «редакция и перевод»); before, «Пер. П.С.
            // Лебедева. Под ред. П.С. Лебедева».
            when(
              (pub) => samePeople(editorsOf(pub), translatorsOf(pub)),
              byline(
                (ctx) => `${ctx.labels.editorShort.one} ${ctx.labels.and} ${ctx.labels.translatorShort}`,
                editorsOf,
                (labels) => ({ ...harvardTranslatorNames, lastDelimiter: ` ${labels.and} ` }),
                true,
              ),
              seq('. ', [translators, editorsAfterTitle]),
            ),
            true,
          ),
          // The volume's own title in sentence case, as the work's.
          (pub, ctx) => volumeWithTitle(': ', false, (t) => sentenceTitle(runningColon(t), ctx, true, pub))(pub, ctx),
          // The part of whole proceedings, «Ч. 2», "Pt. 2", a sentence as the volume is.
          field(proceedingsPart),
          edition,
          // Whole proceedings name the conference's place and dates as a paper in them does,
          // "Tel Aviv, Israel, 10–13 January 2016" (Cite Them Right, conference proceedings);
          // before, only the papers printed them.
          when(
            (_pub, ctx) => ctx.type === 'conference',
            seq(', ', [field((pub) => str(pub.specialData?.place)), field((pub, ctx) => conferenceDates(pub, ctx))]),
          ),
        ],
        imprint,
        bookSeries(', '),
      ),
      '. ',
    ),
  ),
  available,
]);

/**
 * The conference's dates, "3–5 April 2002" (Cite Them Right, conference papers); across two
 * months "28 July–2 August 2019", across two years "30 December 2019–2 January 2020" — before,
 * the end date was dropped there (and in Russian and Ukrainian records across months).
 */
const conferenceDates = (pub: Publication, ctx: Context): string | undefined => {
  const start = pub.specialData?.date;
  const end = pub.specialData?.dateEnd;
  const a = parseDate(start);
  const b = parseDate(end);
  if (a?.day && a.month && b?.day && b.month && (b.year > a.year || (a.year === b.year && b.month > a.month))) {
    // A Russian or Ukrainian day takes its month in the genitive, «28 июля – 2 августа 2019»
    // (spaced dash between two dates with words, as Russian typography writes it); across two
    // years each date keeps its year, "30 December 2019–2 January 2020".
    const m = ctx.locale === 'en' ? ctx.labels.months : ctx.labels.monthsGenitive;
    const dash = ctx.locale === 'en' ? '–' : ' – ';
    const first = `${a.day} ${m[a.month - 1]}${b.year > a.year ? ` ${a.year}` : ''}`;
    return `${first}${dash}${b.day} ${m[b.month - 1]} ${b.year}`;
  }
  return dateRangeForm(start, end, ctx.labels, ctx.locale, { order: 'dmy', months: 'full' });
};

/** The host's editors, inverted with "(ed.)"/"(eds)" (Cite Them Right, chapters in edited books). */
const hostEditorsPiece: Piece = namesWithRole(hostEditorsOf, harvardNames, (l) => l.editorBritish, britishRole);

/**
 * Cite Them Right, chapters in edited books: Franklin, A.W. (2012) 'Management of the
 * problem', in Smith, S.M. (ed.) *The maltreatment of children*. Lancaster: MTP, pp. 83–95.
 * Conference papers: Author (Year) 'Title of paper', *Title of conference*. Location, date.
 * Place: Publisher, pp. x–y. The host's edition ("2nd edn") and volume ("Vol. 2") follow its
 * title, its series closes the imprint in brackets.
 */
const part: Piece = seq(' ', [
  ended(
    lead(
      quoted(title, SINGLE_QUOTES),
      // The pages close the entry after a comma, after the imprint ("Lancaster: MTP, pp. 83–95")
      // or, with none, after what precedes it ("… a new philosophical practice, pp. 32–42";
      // before, ". pp. 32–42" opened a sentence in lower case).
      seq(', ', [
        sentencesWithSeries(
          [
            seq(', ', [
              seq(' ', [
                // "in" before the editors, or before the book's title when a chapter's book has no
                // editor ("'Kritik der praktischen Vernunft', in *Kants Werke*"; before, it was
                // dropped); a conference paper's proceedings without editors take none.
                when(
                  (pub, ctx) => hostEditorsOf(pub).length > 0 || (ctx.type !== 'conference' && !!hostTitleOf(pub)),
                  seq(' ', [(_p, ctx) => [{ text: ctx.labels.in.toLocaleLowerCase() }], hostEditorsPiece]),
                ),
                // A conference's proceedings keep the conference's name as typed (a proper name:
                // "Proceedings of the Fifth International Conference on Robotics and Automation");
                // proceedings published as a book under a title of their own ("Advanced concepts
                // for intelligent vision systems") are a book's title, in sentence case as any.
                italic(
                  field((pub, ctx) => {
                    const typed = hostTitleProperOf(pub);
                    const meeting = ctx.type === 'conference' && namesMeetingOrBody(typed);
                    return sentenceTitle(runningColon(cleanTitle(typed)), ctx, !meeting, pub);
                  }),
                ),
              ]),
              // The volume with its own title, as a book's ("vol. 2: Cognitive processes"); before,
              // a host volume's title was dropped.
              seq(': ', [
                when((pub) => !seriesVolume(pub), volumeField(hostVolumeOf, { lower: true })),
                field((pub, ctx) => sentenceTitle(cleanTitle(hostVolumeTitleOf(pub)), ctx, true, pub)),
              ]),
              // The part of the proceedings after the volume, "vol. 1, pt. 2", «т. 1, ч. 2».
              field((pub, ctx) => {
                const part = proceedingsPart(pub, ctx);
                return part && lowerFirst(part);
              }),
            ]),
            laterEdition((ctx) => ctx.labels.editionBritish, hostEditionOf),
            seq(', ', [field((pub) => str(pub.specialData?.place)), field(conferenceDates)]),
          ],
          // The host's first place only, as the book's (Cite Them Right; "Durham; London" → "Durham").
          seq(': ', [placeInFull(field((pub) => firstPlace(hostPlaceOf(pub)))), field(hostPublisherOf)]),
          // A volume numbered in the host's series is the series' number, "(Lecture Notes in
          // Computer Science, 11218)", as a book's (Cite Them Right, books in a series); before,
          // "vol. 11218" after the title and the series without its number.
          field((pub) => {
            const series = hostSeriesOf(pub);
            return series && seriesVolume(pub) ? `${series}, ${hostVolumeOf(pub)}` : series;
          }),
        ),
        pages,
      ]),
    ),
  ),
  available,
]);

/** A doctoral degree (candidate or doctor) read by `thesisDegree`. */
const isDoctoral = (pub: Publication, ctx: Context): boolean => {
  const d = thesisDegree(pub, ctx);
  return d.kind === 'english' && d.level === 'doctoral';
};

/** Cite Them Right, theses: Author (Year) *Title*. PhD thesis. University. */
const dissertation: Piece = seq(' ', [
  ended(
    lead(
      italic(title),
      seq('. ', [
        // A Russian or Ukrainian degree without its science still names the abstract and the
        // degree, «Автореф. дис. канд. наук» (before: «Автореф. дис.»), as mla and iso print it.
        (pub, ctx) => [
          {
            text: upperFirst(
              ctx.locale !== 'en' && isDoctoral(pub, ctx)
                ? thesisKind(pub, ctx, 'dissertation')
                : thesisName(pub, ctx, ctx.labels.thesisHarvard, 'thesis'),
            ),
          },
        ],
        // With no institution, the city where it was defended stands in its place («…, Ижевск»;
        // before, nothing followed the degree), spelt out when typed the GOST way («М.» → «Москва»).
        first(field(thesisInstitutionOf), placeInFull(field(thesisCityOf))),
      ]),
      '. ',
    ),
  ),
  available,
]);

/**
 * Cite Them Right, standards: Organisation (Year) *Designation: Title*. Place: Publisher.
 * (British Standards Institution (2019) *BS EN ISO 14971:2019 Medical devices …*. London: BSI.)
 */
const standardLayout: Piece = seq(' ', [
  ended(lead(italic(seq(' ', [field(standardDesignation), title])), imprint, '. ')),
  available,
]);

/**
 * A standard with no author is its issuing body's, named as its author when the body publishes
 * it and opens its designation (APA's rule, `bodyAsAuthor`): "IEEE (2008) *IEEE Std 829-2008 IEEE
 * standard for software test documentation*. New York, NY, USA: IEEE.", as Cite Them Right's
 * "British Standards Institution (2019) *BS EN ISO 14971:2019 …*. London: BSI."; the publisher
 * stays as typed. Before, the title led and the year followed it.
 */
const standard: Piece = (pub, ctx) =>
  standardLayout({ ...bodyAsAuthor(pub), outputData: pub.outputData } as Publication, ctx);

/**
 * Cite Them Right, patents: Inventor (Year) *Title*. Patent number. (Dyson, J. (1980)
 * *Improvements in or relating to a wheelbarrow*. GB Patent 1,567,999.)
 */
const patent: Piece = seq(' ', [
  ended(
    lead(
      italic(title),
      field((pub, ctx) => {
        if (!patentNumberOf(pub)) return undefined;
        // A Russian or Ukrainian record: the word leads and the country follows, «Патент 2637215
        // Российская Федерация», as chicago and asa print it (before: «RU Патент 2637215», a
        // Latin code before a Russian word, or no country at all).
        // The document by its kind («Авторское свидетельство», «Заявка»; before, «Патент» for
        // all) and the number without its kind code («2187888 C2» → «2187888»).
        if (ctx.locale !== 'en') {
          const word = patentWordOf(pub, ctx.labels, false);
          const office = patentOfficeOf(pub);
          const number = nationalPatentNumber(pub);
          const coded = /^[A-Z]{2}$/.test(office ?? '');
          return (coded ? [word, office, number] : [word, number, office]).filter(Boolean).join(' ');
        }
        // "GB Patent 1,567,999": the code once, whether typed in the office ("United Kingdom,
        // GB", or "US" alone), or in the number (before, an office typed "US" was dropped).
        const { code: typed, office, number } = patentParts(pub);
        // An office typed as the country's name gives its code as well: "US Patent", not
        // "United States Patent"; a kind code ("B2", "A1") is no part of the number, whatever
        // the country ("EP Patent 1700367" for EP1700367B1; before, only a U.S. B1/B2 went).
        const code = typed ?? Object.entries(OFFICE_NAMES).find(([, name]) => name === office)?.[0];
        const plain = number && withoutKindCode(number);
        // A US or GB number grouped by commas, as Cite Them Right prints Dyson's "GB Patent
        // 1,567,999" and as the USPTO prints its grants ("US Patent 9,367,592"), whether typed bare
        // or spaced the IEEE way; before, "9876543" and "3 624 125" stood beside "6,738,537".
        const bare = plain && (code === 'US' || code === 'GB') ? groupedPatentNumber(plain, ',') : plain;
        const word = patentWordOf(pub, ctx.labels, true);
        return code ? [code, word, bare].join(' ') : patentDesignation(pub, word, true);
      }),
      '. ',
    ),
  ),
  available,
]);

/** Cite Them Right, web pages: Author (Year) *Title*. Available at: URL (Accessed: date). */
// A page with no author opens with its title and the year, and "(Year)" takes no stop there
// either: "Palladio's Italian villas (2005) Available at: …" (Cite Them Right, web pages with no
// author, as De Montfort University's guide reproduces it).
const web: Piece = seq(' ', [
  when(hasCreator, ended(seq(' ', [creators, year, italic(title)])), seq(' ', [italic(title), year])),
  available,
]);

export const harvard: Style = {
  id: 'harvard',
  name: 'Harvard (Cite Them Right 12th ed.)',
  transliterable: true,
  // Cite Them Right: "(Year)" takes no stop, and a DOI link ends the entry without one so it
  // stays a clean address; the layouts place every other full stop themselves (spec §5).
  finalStop: false,
  // «М. : Флинта : Наука» typed in the publisher field: "Москва: Флинта; Наука" (place-from-publisher.ts).
  layouts: placesFromPublishers(
    withParts({ article, book: numberedBook(book), conference: part, dissertation, standard, patent, web }, part),
  ),
};
