import { plural } from '../locales/plural.js';
import { ownEntry } from '../model/own-entry.js';
import type { Publication } from '../model/publication.js';
import { doiOf, urlOf } from '../parts/access.js';
import { apaIssueDated, apaNewspaperIssue } from '../parts/apa-issue-date.js';
import { isArticleNumber } from '../parts/article-number.js';
import { numberedBook } from '../parts/book-number.js';
import { volumeTitleOf } from '../parts/book-series.js';
import { capitalise } from '../parts/capitalise.js';
import { closed } from '../parts/closing.js';
import { compilerWord } from '../parts/compilers-lead.js';
import { authorsOf, editorsOf, names, organisations, translatorsOf } from '../parts/contributors.js';
import { dateForm, dateRangeForm } from '../parts/date-forms.js';
import { parseDate, publishedDateOf, yearOf, yearOrAdoption } from '../parts/dates.js';
import { degreeOf, isAbstract } from '../parts/degree.js';
import { codeInPatentNumber, patentNumberAfterCountry, patentNumberOf } from '../parts/designations.js';
import { editionText } from '../parts/edition.js';
import { englishTitles } from '../parts/english-titles.js';
import {
  containerOf,
  editionOf,
  isAccessLabel,
  organisationsOf,
  pagesOf,
  personsOf,
  publisherOf,
  str,
  volumeOf,
  withoutAccessLabel,
} from '../parts/fields.js';
import { upperFirst } from '../parts/first-letter.js';
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
import { issueNumberOf } from '../parts/issue-label.js';
import { accessLink } from '../parts/links.js';
import { namesHoldingBody } from '../parts/meeting-name.js';
import type { NameListOptions } from '../parts/names.js';
import { nameList } from '../parts/names.js';
import { nationalCapitals } from '../parts/national-caps.js';
import { nationalPatentNumber, withoutKindCode } from '../parts/national-patent-number.js';
import { labelledPagesText } from '../parts/page-label.js';
import { formatPages } from '../parts/pages.js';
import { patentCodeOf } from '../parts/patent-code.js';
import { englishPatentCountry } from '../parts/patent-english.js';
import { patentWordOf } from '../parts/patent-named.js';
import { groupedPatentNumber } from '../parts/patent-number-forms.js';
import { patentOfficeOf } from '../parts/patent-terms.js';
import { namesWithRole, translatorShort } from '../parts/people.js';
import { periodicalTitleCased } from '../parts/periodical-title.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { placeInFull } from '../parts/place-in-full.js';
import { type PresentationKind, presentationOf } from '../parts/presentation.js';
import { proceedingsPart } from '../parts/proceedings-part.js';
import { reportNumber } from '../parts/report-number.js';
import { retrievalLink } from '../parts/retrieval.js';
import { samePeople } from '../parts/same-people.js';
import { sentenceCase } from '../parts/sentence-case.js';
import { subtitleCapital } from '../parts/subtitle-capital.js';
import { titleWithSubtitle } from '../parts/subtitle-joined.js';
import { thesisCityOf, thesisInstitutionOf, universityOf } from '../parts/thesis.js';
import { thesisDegree, thesisName } from '../parts/thesis-degree.js';
import { thesisKindOf } from '../parts/thesis-kind.js';
import { cleanTitle } from '../parts/title.js';
import { labelledVolume } from '../parts/volume-label.js';
import { yearRangeDash } from '../parts/year-range.js';
import { englishTitleOf } from '../romanize/prepare.js';
import type { Context } from '../template/context.js';
import { cat, ended, field, first, group, italic, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/** APA 7, 9.8: all authors inverted, "&" before the last; 21 or more → first 19, "…", the last. */
export const apa7Names: NameListOptions = {
  first: 'family-initials',
  rest: 'family-initials',
  initialDot: '.',
  initialSpace: ' ',
  sortSeparator: ', ',
  delimiter: ', ',
  lastDelimiter: ', & ',
  twoDelimiter: ', & ',
  etAl: { min: 21, useFirst: 19, last: true },
};

/** APA 7, 10.3: editors of a host are not inverted: "In E. E. Editor (Ed.)". */
// Names in natural order take a bare "&" between two ("(P. H. Wicksteed & F. M. Cornford,
// Trans.)", "In R. K. Mallett & M. J. Monteith (Eds.)", APA 7, 10.2–10.3): the comma of ", &"
// belongs after inverted initials only; a serial comma from three.
const inline = (opts: NameListOptions): NameListOptions => ({
  ...opts,
  first: 'initials-family',
  rest: 'initials-family',
  twoDelimiter: ' & ',
});

/**
 * English titles in sentence case, a title typed in title case lowered (APA 7, 6.17, 9.19), with
 * the capital of a subtitle's first word; titles in other languages and scripts as typed.
 * A subtitle typed the GOST way, "Новые люди : роман", takes the colon of running text
 * (9.19: "Title: Subtitle").
 */
const subtitled = (title: string | undefined, ctx: Context, lower = true, pub?: Publication): string | undefined => {
  // A Russian or Ukrainian title typed in capitals, as journals and patent databases give it,
  // takes its language's capitals (parts/national-caps.ts): «СПОСОБ ПОЛУЧЕНИЯ ВОДОРОДА» →
  // «Способ получения водорода» (APA 7, 6.17 and 9.19 want sentence case; other languages as typed).
  const typed = nationalCapitals(title, ctx.locale)?.replace(/\s+:\s+/g, ': ');
  if (!typed || !englishTitles(ctx)) return typed;
  // The first word takes its capital also when typed in small letters ("executive compensation
  // as …" → "Executive …"; "eBay" stays, `capitalise`), and a range of years its en dash,
  // "England, 1660–1800" (APA 7, 6.17 and 6.6; APA 6, 4.15 and 4.13).
  const plain = yearRangeDash(capitalise(typed));
  // A title of a record whose other titles are foreign is foreign too (`inForeignWork`).
  const foreign = mayBeForeign(plain) || (pub !== undefined && inForeignWork(pub));
  return closedDashes(subtitleCapital(!lower || foreign ? plain : groupNameKept(sentenceCase(plain), pub)));
};

/**
 * A dash between words is an em dash with no space either side (APA 7, 6.6; APA 6, 4.13), as in
 * APA's own standard example "management systems—Requirements with guidance for use"; records
 * type it spaced, " — ", " – " or " -- ". Ranges ("1736–1739") have no spaces and are untouched.
 */
const closedDashes = (title: string): string => title.replace(/\s+(?:—|–|--)\s+/g, '—');

export const apaTitle: Piece = field((pub, ctx) => subtitled(cleanTitle(titleWithSubtitle(pub, ctx)), ctx, true, pub));

/**
 * APA 7, 9.38 / APA 6, 6.25 (7.01, Guimard & Florin): a title in another language is followed
 * by its English translation in square brackets, "… préparatoire? [Are teacher ratings …?]".
 * The record's parallel title in Latin script is that translation (docs/model.md).
 */
export const apaTranslation: Piece = group(field(englishTitleOf), { prefix: '[', suffix: ']' });
/** The title with its translation: "Title [Translation]". */
export const translated = (title: Piece): Piece => seq(' ', [title, apaTranslation]);

/**
 * A book's title; a volume of a multivolume work with its own title adds it, "*Title of
 * work: Vol. 3. Title of volume*" (APA 7, 10.2; APA 6, 6.29).
 */
export const apaBookTitle: Piece = field((pub, ctx) => {
  const title = subtitled(cleanTitle(titleWithSubtitle(pub, ctx)), ctx, true, pub);
  const volumeTitle = subtitled(volumeTitleOf(pub), ctx, true, pub);
  if (!title || !volumeTitle) return title;
  const volume = volumeOf(pub);
  return `${title}: ${volume ? `${labelledVolume(volume, ctx)}. ` : ''}${volumeTitle}`;
});

/** The publication year; a patent's may sit only in its publication date, a standard's in its designation. */
export const yearOrDate = (pub: Publication): string | undefined => yearOrAdoption(pub);

/** APA 7, 9.14 / APA 6, 6.14: "(Year)"; no date → "(n.d.)". */
export const apaYear: Piece = (pub, ctx) => [{ text: `(${yearOrDate(pub) ?? ctx.labels.noDate})` }];

/**
 * APA 7, 9.15: a web page, a magazine or newspaper article with a full date: "(2020, May 5)",
 * "(2019, January 4)" (10.1 examples 15–16); an empty field does not hide the other.
 */
export const apaFullDate: Piece = (pub, ctx) => {
  const raw = publishedDateOf(pub);
  const y = yearOf(pub.outputData?.year) ?? yearOf(raw);
  if (!y) return [{ text: `(${ctx.labels.noDate})` }];
  const written = yearOf(raw) === y ? dateForm(raw, ctx.labels, ctx.locale, { order: 'y, md', months: 'full' }) : y;
  return [{ text: `(${written ?? y})` }];
};

const editorsLabel = (pub: Publication, ctx: Context): string =>
  plural(ctx.labels.editorShort, editorsOf(pub).length, ctx.locale);

/**
 * APA 7, 9.7–9.12: authors; else a group author; else editors "(Ed.)"; else the title
 * moves to the author position (the layouts then omit it later). Two group authors take a
 * bare "&" — the comma of ", &" belongs after inverted initials: "Australian Government
 * Productivity Commission & New Zealand Productivity Commission" (APA Style, reports).
 */
export function apaCreators(opts: NameListOptions): Piece {
  const groups = organisations({ delimiter: ', ', lastDelimiter: ', & ', twoDelimiter: ' & ' });
  return first(
    names('1', opts),
    groups,
    (pub, ctx) => {
      const eds = nameList(editorsOf(pub), opts, ctx.labels);
      // An editor who also translated leads once with both roles: "Bland, K. P. (Ed. & Trans.)."
      const label = isEditorTranslator(pub) ? editedAndTranslatedLabel(pub, ctx) : editorsLabel(pub, ctx);
      return eds ? [{ text: `${eds} (${label})` }] : [];
    },
    // With no author, group or editor the compilers lead as editors do, "(Comps.)" as "(Eds.)",
    // «(сост.)» as «(ред.)» (APA 7, 9.10: the editor's place for a work with none); before, a
    // compiled book opened with its title and lost them.
    (pub, ctx) => {
      const compilers = personsOf(pub, '2');
      const list = nameList(compilers, opts, ctx.labels);
      const word = plural(compilerWord(ctx.labels), compilers.length, ctx.locale);
      return list ? [{ text: `${list} (${ctx.locale === 'en' ? upperFirst(word) : word})` }] : [];
    },
  );
}

const hasCreator = (pub: Publication): boolean =>
  authorsOf(pub).length > 0 ||
  organisationsOf(pub).length > 0 ||
  editorsOf(pub).length > 0 ||
  personsOf(pub, '2').length > 0;

/** APA 7, 9.34–9.36: DOI as https://doi.org/…, else the URL; never a full stop after it. */
const access: Piece = accessLink({ doi: 'resolver' });

/**
 * APA 7, 10.2: "(K. V. Kukil, Ed.)", "(H. Weaver, Trans.; 2nd ed.)" — editor of an authored
 * book, translator, edition and volume in one parenthesis, each role by the shared
 * "names, role word" piece (parts/people.ts), singular or plural by the number of people.
 */
export function apaBookNotes(opts: NameListOptions): Piece {
  const listed = (): NameListOptions => inline(opts);
  return group(
    seq('; ', [
      // APA 7, 10.2 (Plath example): an authored book's editor goes in the parenthesis too.
      when(
        (pub) => authorsOf(pub).length > 0,
        first(
          editorTranslator(listed),
          namesWithRole(editorsOf, listed, (labels) => labels.editorShort),
        ),
      ),
      when((pub) => !isEditorTranslator(pub), namesWithRole(translatorsOf, listed, translatorShort)),
      // The publication details form one group, commas between them, as in the host
      // parenthesis "(2nd ed., Vol. 3, pp. 27–40)"; a semicolon parts them from the roles.
      seq(', ', [
        field((pub, ctx) => {
          const edition = editionOf(pub);
          return edition && edition !== '1' ? editionText(edition, ctx.locale, ctx.labels.edition) : undefined;
        }),
        field((pub, ctx) => {
          const volume = volumeOf(pub);
          // A volume with its own title is named in the italic title instead (apaBookTitle); several
          // volumes take the plural, "(Vols. 1–3)" (APA 7, 10.2; APA 6, 7.02).
          if (!volume || volumeTitleOf(pub)) return undefined;
          const range = /^(\d+)\s*[-–—]\s*(\d+)$/.exec(volume);
          return range ? `${ctx.labels.volumes} ${range[1]}–${range[2]}` : labelledVolume(volume, ctx);
        }),
        // The part of whole proceedings, "(Vol. 2, Pt. 1)", «(Ч. 2)».
        field(proceedingsPart),
        // APA 7, 10.4 (APA 6, 7.03): a report's kind and number, "(Technical Report No. 99-02)".
        field((pub, ctx) => (ctx.locale === 'en' ? reportNumber(pub) : undefined)),
      ]),
    ]),
    { prefix: '(', suffix: ')' },
  );
}

/** One person (or the same people) edited and translated an authored book. */
const isEditorTranslator = (pub: Publication): boolean => samePeople(editorsOf(pub), translatorsOf(pub));

/** "Ed. & Trans.", "Eds. & Trans."; «ред. и пер.» in a Russian or Ukrainian record. */
const editedAndTranslatedLabel = (pub: Publication, ctx: Context): string => {
  const join = ctx.locale === 'en' ? '&' : ctx.labels.and;
  return `${editorsLabel(pub, ctx)} ${join} ${ctx.labels.translatorShort}`;
};

/**
 * Named once with both roles, "(J. Strachey, Ed. & Trans.)", as APA Style prints an editor who
 * is also the translator (the CSL apa style's "editortranslator" term gives the same); a Russian
 * or Ukrainian record joins the record's words with its "and": «(Я. Герц, ред. и пер.)».
 */
const editorTranslator =
  (opts: () => NameListOptions): Piece =>
  (pub, ctx) => {
    if (!isEditorTranslator(pub)) return [];
    const list = nameList(editorsOf(pub), opts(), ctx.labels);
    return list ? [{ text: `${list}, ${editedAndTranslatedLabel(pub, ctx)}` }] : [];
  };

/** Publisher, omitted when it is the group author (APA 7, 9.29). */
/**
 * The publisher is the group author (APA 7 9.24 omits it, APA 6 6.30 writes "Author"): the
 * same name, or a standards body's initials for its spelt-out name ("ISO" for "International
 * Organization for Standardization", as APA's ISO example prints no publisher).
 */
export function publishedByAuthor(pub: Publication): boolean {
  const p = publisherOf(pub);
  if (!p) return false;
  const bodies = organisationsOf(pub);
  return bodies.includes(p) || bodies.includes(ownEntry(BODY_NAMES, p) ?? '') || bodies.some((b) => isInitialsOf(p, b));
}

/** Little words a body's initials skip ("of", «и»): "APA" for "American Psychological Association". */
const UNCOUNTED = new Set(['of', 'for', 'and', 'the', 'on', 'in', 'и', 'для', 'по', 'в', 'на', 'та', 'з', 'із', 'і']);

/**
 * A name written as the initials of another: "APA" of "American Psychological Association",
 * «РГБ» of «Российская государственная библиотека», «МГУ» of «Московский государственный
 * университет» (two letters at least, all capitals).
 */
export function isInitialsOf(short: string, name: string): boolean {
  if (!/^[A-ZА-ЯЁІЇЄҐ]{2,8}$/u.test(short)) return false;
  const words = name.split(/[\s-]+/).filter((w) => w && !UNCOUNTED.has(w.toLowerCase()));
  return words.length === short.length && words.every((w, i) => w[0]?.toUpperCase() === short[i]);
}

export const apaPublisher: Piece = field((pub) => {
  const p = publisherOf(pub);
  // Co-publishers typed the GOST way, "Лаком-книга : Габестро", or with a second place's
  // publisher, "… ; М. : Изд-во стандартов", are separated by semicolons, places left out
  // (APA 7, 10.2: "American Psychological Association; De Gruyter Mouton").
  return p && !publishedByAuthor(pub) ? coPublishers(p, '; ') : undefined;
});

/** Leads an entry: "Author. (Year). Title" or, with no creator, "Title. (Year)". */
export function apaLead(creators: Piece, titlePiece: Piece, date: Piece = apaYear): Piece {
  return when(hasCreator, seq('. ', [creators, date, titlePiece]), seq('. ', [titlePiece, date]));
}

/**
 * Page ranges with an en dash and in full: a range typed elided, "167-95" (as Chicago and MLA
 * records give it), is written "167–195", as every range in APA's examples is (APA 7, 10.3
 * Dillard: "pp. 115–129"; APA 6, 7.04 ex. 36: "pp. 97–108") — APA never elides the second number.
 */
const APA_PAGES = { dash: '–', abbreviate: 'full' } as const;

/**
 * "*Journal*, *8*(3), 207–217" (volume italic, issue not); with `articleWord` an article
 * number takes the word: "*PLoS ONE*, *13*(3), Article e0193972" (APA 7, 10.1; APA 6 prints
 * the number bare).
 */
export function apaSourceWith(articleWord: boolean): Piece {
  return seq(', ', [
    // A journal typed the GOST way, «Мир России : социология, этнология», takes the colon of
    // running text (no space before it), as a title does.
    italic(field(periodicalTitleCased)),
    cat(italic(field(volumeOf)), group(field(issueNumberOf), { prefix: '(', suffix: ')' })),
    field((pub, ctx) => {
      const pages = formatPages(pagesOf(pub), APA_PAGES);
      if (!articleWord || !pages || !isArticleNumber(pages)) return pages;
      return `${ctx.labels.articleNumber} ${pages}`;
    }),
  ]);
}

/** APA 7, 10.1. */
export const apaSource: Piece = apaSourceWith(true);

/** "pp. 10–20" or "p. 10" of a part in a larger work (APA 7, 10.3), with the record's labels. */
export const apaPartPagesText = (pub: Publication, ctx: Context): string | undefined =>
  labelledPagesText(pub, ctx, APA_PAGES);

/**
 * The host's title, with the volume's own title when it has one: "*APA handbook of research
 * methods in psychology: Vol. 2. Research designs*" (APA 7, 10.3).
 */
const apaHostTitle = (conferenceCapitals: boolean): Piece =>
  field((pub, ctx) => {
    const typed = cleanTitle(hostTitleProperOf(pub));
    const lower =
      !MEETING.test(typed ?? '') &&
      !(ctx.type === 'conference' && namesHoldingBody(typed)) &&
      !(conferenceCapitals && ctx.type === 'conference');
    const title = subtitled(typed, ctx, lower, pub);
    const volumeTitle = subtitled(cleanTitle(hostVolumeTitleOf(pub)), ctx, true, pub);
    const volume = hostVolumeOf(pub);
    // APA 6 keeps a proceedings' series in its capitals with the title ("Lecture Notes in
    // Computer Science: Vol. 4678. Advanced Concepts for Intelligent Vision Systems", 7.04 ex.
    // 36); APA 7 lowers both ("Lecture notes in computer science: Vol. 11353. Learning and …").
    const seriesLower = !(conferenceCapitals && ctx.type === 'conference');
    const series = seriesVolume(pub) ? subtitled(cleanTitle(hostSeriesOf(pub)), ctx, seriesLower, pub) : undefined;
    if (title && series) return `${series}: ${ctx.labels.volume} ${volume}. ${title}`;
    if (!title || !volumeTitle) return title;
    return `${title}: ${volume ? `${labelledVolume(volume, ctx)}. ` : ''}${volumeTitle}`;
  });

/**
 * A title naming a meeting, "Proceedings of the 2019 Conference of the North American Chapter of
 * the Association for Computational Linguistics", holds the meeting's and the society's names,
 * proper nouns that keep their capitals (APA 7, 6.14; APA 6, 4.16), so it is not lowered.
 */
// Abbreviated as records often type them: "Proc. 6th Int'l. Conf. on …", "Proc. of the 12th Int. Joint Conf.".
const MEETING = /\b(?:Proceedings|Proc|Conference|Conf|Symposium|Symp|Workshop|Congress|Colloquium|Meeting)\b/;

/**
 * A host numbered in a series leads with the series, "*Lecture notes in computer science: Vol.
 * 11353. Learning and intelligent optimization*" (APA 7, 10.5 ex. 64 Bedenel et al.; APA 6, 7.02
 * "*Personnel Research Series: Vol. 1. Job analysis and the curriculum*").
 */
export const seriesVolume = (pub: Publication): boolean =>
  Boolean(cleanTitle(hostSeriesOf(pub)) && hostTitleOf(pub) && hostVolumeOf(pub) && !hostVolumeTitleOf(pub));

/** "(4th ed., Vol. 2, pp. 115–129)" after the host's title (APA 7, 10.3 Dillard example). */
const apaHostNotes: Piece = (pub, ctx) => {
  const parts: string[] = [];
  const edition = hostEditionOf(pub);
  if (edition && edition !== '1') parts.push(editionText(edition, ctx.locale, ctx.labels.edition));
  const volume = hostVolumeOf(pub);
  if (volume && !hostVolumeTitleOf(pub) && !seriesVolume(pub)) parts.push(labelledVolume(volume, ctx));
  const part = proceedingsPart(pub, ctx);
  if (part) parts.push(part);
  const pages = apaPartPagesText(pub, ctx);
  if (pages) parts.push(pages);
  return parts.length ? [{ text: `(${parts.join(', ')})` }] : [];
};

/**
 * "In E. Editor & F. Editor (Eds.), *Book* (2nd ed., pp. x–y)" (APA 7, 10.3 and 10.5; APA 6,
 * 7.02 ex. 25 and 7.04): the host's editors not inverted, "&" alone between two ("In R. K.
 * Mallett & M. J. Monteith (Eds.)"), with a serial comma from three; the record read through
 * `partRecord` (parts/host.ts). With `conferenceCapitals` the proceedings of a conference paper
 * keep the capitals they are typed with (APA 6, 7.04 ex. 36: "*Advanced Concepts for Intelligent
 * Vision Systems*").
 */
export function apaInHost(opts: NameListOptions, conferenceCapitals = false): Piece {
  return seq(' ', [
    (_pub, ctx) => [{ text: ctx.labels.in }],
    (pub, ctx) => {
      const editors = hostEditorsOf(pub);
      const eds = nameList(editors, inline(opts), ctx.labels);
      const word = plural(ctx.labels.editorShort, editors.length, ctx.locale);
      return eds ? [{ text: `${eds} (${word}),` }] : [];
    },
    italic(apaHostTitle(conferenceCapitals)),
    apaHostNotes,
  ]);
}

/** The host's publisher (APA 7, 10.3: no location). */
export const apaHostPublisher: Piece = field(hostPublisherOf);

/** The issuing body's code of a designation, without a closing "Std"/"Standard" ("IEEE Std" → "IEEE"). */
const standardBody = (code: string | undefined): string | undefined =>
  code?.replace(/\s*\b(Std\.?|Standard)$/i, '').trim();

/**
 * APA 7 standards (APA Style examples "(ISO Standard No. 45001:2018)", "(OSHA Standard No.
 * 1910.95)"): the issuing body's code, "Standard No.", the number. A code that already ends in
 * "Std"/"Standard" ("IEEE Std") is not doubled. Russian and Ukrainian designations (ГОСТ Р …)
 * are printed as they stand: the national form has no such word.
 */
export const apa7StandardNumber: Piece = (pub, ctx) => {
  const entries = (pub.title?.standartNumber ?? []).map((s) => {
    const body = standardBody(str(s?.standart));
    const number = str(s?.number);
    if (ctx.locale !== 'en' || !body || !number) return [body, number].filter(Boolean).join(' ');
    return `${body} ${ctx.labels.standardNo} ${number}`;
  });
  const text = entries.filter(Boolean).join(', ');
  return text ? [{ text: `(${text})` }] : [];
};

/** The patent office's adjective: "U.S." for the United States (APA 7 patent example), else the office. */
export function patentCountry(pub: Publication): string | undefined {
  const office = patentOfficeOf(pub);
  // The code typed into the number ("US7299245B2") names the country when no office is given;
  // before, "Patent No. US7299245B2" lost it.
  const code = (patentCodeOf(pub) ?? (office ? undefined : codeInPatentNumber(pub)))?.toUpperCase();
  if (code === 'US' || /^(united states|usa?)$/i.test(office ?? '')) return 'U.S.';
  // The Soviet Union by its name's initials, "USSR Author's Certificate No. 1007970", not its code "SU".
  if ((code ?? office) === 'SU') return 'USSR';
  if (code && !office) return code;
  // An office named as such gives its adjective: "European Patent No. 1700367", not
  // "European Patent Office Patent No." (the word "Patent" once).
  return office?.replace(/\s+Patent\s+Office$/i, '');
}

/** An issuing office named as an office ("European Patent Office"), not a bare country ("France"). */
const NAMES_AN_OFFICE = /office|organi[sz]ation|bureau|agency|ведомств|служб|відомств|роспатент|укрпатент/iu;

/**
 * A Russian or Ukrainian patent office typed as its code, named as the national standards name
 * the country, in the record's language: «Патент № 2637215 Российская Федерация» (GOST R
 * 7.0.100-2018, A), not «… 2637215 RU». [Russian, Ukrainian] names.
 */
const NATIONAL_COUNTRIES: Record<string, [string, string]> = {
  RU: ['Российская Федерация', 'Російська Федерація'],
  UA: ['Украина', 'Україна'],
  BY: ['Республика Беларусь', 'Республіка Білорусь'],
  KZ: ['Республика Казахстан', 'Республіка Казахстан'],
};

/**
 * The country an English record's patent is named by: "U.S." (APA's example), else the name the
 * other English styles give it (`englishPatentCountry`), whether the office was typed as a name
 * or as its code: "United Kingdom Patent No. 1,567,999" for "GB", "GB1567999" and "United
 * Kingdom" alike, "European Patent No. 1700367" for "EP" (before, the code stood as typed, "GB
 * Patent No.", "EP Patent No.", a third way of naming a country beside ieee's and chicago's).
 * The Soviet Union keeps its initials, "USSR Author's Certificate No. 1007970".
 */
const englishCountry = (pub: Publication): string | undefined =>
  patentCountry(pub) === 'USSR' ? 'USSR' : englishPatentCountry(pub);

/** "U.S. Patent No. 9,367,592" (APA 7 patents, apastyle.apa.org; APA 6, A7.?: same words). */
export const apaPatentNumber: Piece = field((pub: Publication, ctx: Context) => {
  const country = ctx.locale === 'en' ? englishCountry(pub) : patentCountry(pub);
  const written = country ? patentNumberAfterCountry(pub) : patentNumberOf(pub);
  // A kind code ("B1", "B2", "A1") is no part of the number: APA's examples print "U.S. Patent
  // No. 9,367,592" for US9367592B2, and so for every country ("European Patent No. 1700367"
  // for EP1700367B1; before, only a U.S. number lost it).
  // Russian and Ukrainian numbers drop their kind codes too («2187888 C2», «93790 U»), as the
  // national standards print them («Патент № 2637215 Российская Федерация»).
  const typed = ctx.locale !== 'en' ? nationalPatentNumber(pub) : written && withoutKindCode(written);
  if (!typed) return undefined;
  // A U.S. number in APA's form, grouped by commas, "U.S. Patent No. 9,367,592" (APA 7 and
  // APA 6 examples), also when typed bare or spaced the IEEE way ("3 624 125").
  const number =
    country === 'U.S.' && ctx.locale === 'en'
      ? groupedPatentNumber(/^\d{1,3}(?: \d{3})+$/.test(typed) ? typed.replace(/ /g, '') : typed, ',')
      : typed;
  // The document by its kind: "Patent", "Patent Application", «Авторское свидетельство» (an
  // author's certificate was printed as «Патент»).
  const word = `${patentWordOf(pub, ctx.labels, ctx.locale === 'en')} ${ctx.labels.number} ${number}`;
  // Russian and Ukrainian put the country after the number in the nominative, as their
  // standards do («Патент № 2637215 Российская Федерация», GOST R 7.0.100-2018, A); a country
  // before «Патент» is not grammatical.
  if (ctx.locale !== 'en') {
    const named = country
      ? (ownEntry(NATIONAL_COUNTRIES, country)?.[ctx.locale === 'uk' ? 1 : 0] ?? country)
      : undefined;
    return named ? `${word} ${named}` : word;
  }
  return `${country ? `${country} ` : ''}${word}`;
});

/**
 * The office that issued a patent, by its name in APA's example for the United States. A record
 * that names only the country ("France", «Российская Федерация») gives no office: the country
 * already stands before the number, "(France Patent No. 9500261)", and is not printed twice.
 */
export function patentOfficeName(pub: Publication): string | undefined {
  if (patentCountry(pub) === 'U.S.') return 'U.S. Patent and Trademark Office';
  const office = patentOfficeOf(pub);
  return office && NAMES_AN_OFFICE.test(office) ? office : undefined;
}

const creators = apaCreators(apa7Names);

/**
 * A newspaper's issue read as one, with no volume (`apaNewspaperIssue`): the paper and its pages
 * only, "*The Washington Post*, A1, A4" (APA 7, 10.1 ex. 17) — the issue's number, «№ 45», is no
 * part of it (before, «Российская газета, (45), 5»).
 */
const dailyIssue = (pub: Publication): boolean => apaNewspaperIssue(pub) && !volumeOf(pub);
const pagesBare = (pub: Publication): string | undefined => formatPages(pagesOf(pub), APA_PAGES);

/**
 * APA 7, 10.1: Author. (Year). Title. *Journal*, *Vol*(Issue), pages. DOI; a magazine or
 * newspaper article is dated by its issue, "(2019, January 4)" (10.1 examples 15–19).
 */
const article: Piece = seq(' ', [
  closed(apaLead(creators, translated(apaTitle), when(apaIssueDated, apaFullDate, apaYear))),
  ended(when(dailyIssue, seq(', ', [italic(field(periodicalTitleCased)), field(pagesBare)]), apaSource)),
  access,
]);

/** APA 7, 10.2: Author. (Year). *Title* (2nd ed.). Publisher. DOI */
const book: Piece = seq(' ', [
  closed(apaLead(creators, seq(' ', [italic(apaBookTitle), apaTranslation, apaBookNotes(apa7Names)]))),
  ended(apaPublisher),
  access,
]);

/**
 * APA 7, 10.3 (chapter in an edited book) and 10.5 (proceedings published as a book):
 * Author. (Year). Title. In E. Editor (Ed.), *Book* (pp. x–y). Publisher. DOI
 */
const part: Piece = seq(' ', [
  closed(apaLead(creators, translated(apaTitle))),
  ended(apaInHost(apa7Names)),
  ended(apaHostPublisher),
  access,
]);

/**
 * The thesis words of APA 7, 10.6 and APA 6, 7.05: "Doctoral dissertation", "Master's thesis",
 * "Unpublished doctoral dissertation"; a Russian or Ukrainian degree with its science, «Дис. …
 * канд. экон. наук», «Неопубл. дис. …», a romanised one "Cand. Sci. (Econ.) dissertation"
 * (parts/thesis-degree.ts); «Неопублікований автореферат дисертації» agrees in gender.
 */
export function apaThesisName(pub: Publication, ctx: Context, published: boolean): string {
  const w = ctx.labels;
  const d = thesisDegree(pub, ctx);
  if (d.kind === 'national') return apaNationalThesis(pub, ctx, published);
  const degreeId = str(pub.specialData?.idAcademicDegree);
  // An abstract whose record gives the degree but not the science still says whose it is,
  // «Автореферат кандидатской диссертации» (before: «Автореферат диссертации»).
  const abstractOf =
    d.kind === 'english' && thesisKindOf(pub) === 'abstract' && (degreeId === '1' || degreeId === '2')
      ? w.abstractOfThesisApa[degreeId === '1' ? 'candidate' : 'doctoral']
      : undefined;
  const name = abstractOf ?? thesisName(pub, ctx, w.thesisApa, 'dissertation');
  if (published) return upperFirst(name);
  const degree = d.kind;
  // "Unpublished Cand. Sci. (Econ.) dissertation": the degree keeps its capital.
  if (degree === 'science') return `${w.unpublishedApa[thesisKindOf(pub)]} ${name}`;
  return `${w.unpublishedApa[thesisKindOf(pub)]} ${name.charAt(0).toLocaleLowerCase()}${name.slice(1)}`;
}

/**
 * A Russian or Ukrainian degree with its science in APA's manner, in words as APA writes its
 * description ("[Unpublished doctoral dissertation]", never abbreviated): «[Неопубликованная
 * диссертация кандидата экономических наук]», «[Неопублікований автореферат дисертації доктора
 * технічних наук]», «[Дисертація доктора філософії, …]» (the degree in full, GOST R
 * 7.0.100-2018, A.2: «кандидата технических наук»). Before, GOST's abbreviations with their
 * ellipsis, «[Неопубл. дис. … канд. экон. наук]», which belong to the national styles' areas.
 */
function apaNationalThesis(pub: Publication, ctx: Context, published: boolean): string {
  const w = ctx.labels;
  const noun = isAbstract(pub) ? w.thesisApa.abstract : upperFirst(w.dissertationNoDegree);
  const text = [noun, degreeOf(pub, w, ctx.locale, true)].filter(Boolean).join(' ');
  if (published) return text;
  return `${w.unpublishedApa[thesisKindOf(pub)]} ${text.charAt(0).toLocaleLowerCase()}${text.slice(1)}`;
}

/**
 * The database or archive a thesis is published in: the publisher, unless it is the university
 * itself (a record with no other university field, "(Unpublished doctoral dissertation).
 * Stanford University." read in), which would print "[Doctoral dissertation, Stanford
 * University]. Stanford University." (APA 7, 10.6: the university, then the database; APA 6,
 * 7.05 "Retrieved from ProQuest Dissertations and Theses database", never the university's name).
 */
export const databaseOf = (pub: Publication): string | undefined => {
  const publisher = publisherOf(pub);
  if (!publisher) return undefined;
  const university = str(pub.specialData?.organization) ?? str(pub.specialData?.defPlace);
  // With no university field the publisher may be either: a university's name says which. A
  // publisher that is part of the university's name ("Computer Science Division, University of
  // California" of "…, Berkeley") is the university too, not a database.
  const isUniversity = university
    ? university === publisher || university.includes(publisher) || publisher.includes(university)
    : UNIVERSITY_NAME.test(publisher) || UNIVERSITY_INITIALS.test(publisher);
  return isUniversity ? undefined : publisher;
};
/** Words that name a degree-granting body, not a database ("ProQuest Dissertations and Theses"). */
const UNIVERSITY_NAME =
  /univ|college|institut|school|hochschule|école|academy|университет|університет|институт|інститут|академи|ун-т|ін-т|ин-т/i;
/**
 * A Russian or Ukrainian university by its initials, the last one «У» (университет, університет):
 * «МГУ», «СПбГУ», «ОмГПУ», «КНУ» — at least two capitals in one short word («РГБ», the State
 * Library's dissertation collection, stays a database).
 */
const UNIVERSITY_INITIALS =
  /(?:^|[\s«"(])(?=[а-яёіїєґ]*[А-ЯЁІЇЄҐ][а-яёіїєґ]*[А-ЯЁІЇЄҐ])[А-ЯЁІЇЄҐа-яёіїєґ]{1,8}У(?=$|[\s»",.)])/u;

/** Published in a database or archive (it has a link or a database), else unpublished (APA 7, 10.6). */
const isPublishedThesis = (pub: Publication): boolean => Boolean(doiOf(pub) || urlOf(pub) || databaseOf(pub));

/**
 * APA 7, 10.6: published — Author. (Year). *Title* [Doctoral dissertation, University].
 * Database. URL; unpublished — Author. (Year). *Title* [Unpublished doctoral dissertation].
 * University.
 */
const dissertation: Piece = seq(' ', [
  ended(
    apaLead(
      creators,
      seq(' ', [
        italic(apaTitle),
        apaTranslation,
        (pub, ctx) => {
          const kind = apaThesisName(pub, ctx, isPublishedThesis(pub));
          const org = isPublishedThesis(pub) ? universityOf(pub) : undefined;
          return [{ text: `[${kind}${org ? `, ${org}` : ''}]` }];
        },
      ]),
    ),
  ),
  // With no institution the city where it was defended stands in its place («…]. Ижевск.»,
  // as harvard prints it); before, the entry ended at the bracket. A defence place that is a
  // city typed the GOST way («М.») is that city, spelt out («Москва»), never an institution.
  ended(
    when(isPublishedThesis, field(databaseOf), first(field(thesisInstitutionOf), placeInFull(field(thesisCityOf)))),
  ),
  access,
]);

/**
 * A standard with no author, published by the body whose code opens its designation ("IEEE Std
 * 829-2008" from IEEE, "ISO 690:2021" from ISO), is that body's work: the body is the group
 * author, as in APA's own example "International Organization for Standardization. (2018).
 * *Occupational health …* (ISO Standard No. 45001:2018)." (APA 7, 9.11; 10.4), and the
 * publisher, the same, is not repeated. A Russian or Ukrainian standard's publisher
 * (Стандартинформ) is not its issuing body and is left alone.
 */
export function bodyAsAuthor(pub: Publication): Publication {
  const publisher = publisherOf(pub);
  if (!publisher || hasCreator(pub)) return pub;
  const codes = (pub.title?.standartNumber ?? []).map((s) => standardBody(str(s?.standart)));
  if (!codes.some((code) => code && code.split(/[\s/]+/)[0] === publisher)) return pub;
  // A group author is spelt out in the reference list (9.11), as APA's example is; the publisher,
  // the same body, goes with it so that it is still not repeated (APA 6: "Author").
  const name = ownEntry(BODY_NAMES, publisher) ?? publisher;
  return {
    ...pub,
    authors: { ...pub.authors, '5': [{ name }] },
    outputData: { ...pub.outputData, publisher: name },
  } as Publication;
}

/** The full names of standards bodies known by their initials ("ISO"); IEEE's own name is "IEEE". */
const BODY_NAMES: Record<string, string> = {
  ISO: 'International Organization for Standardization',
  IEC: 'International Electrotechnical Commission',
  ITU: 'International Telecommunication Union',
  ANSI: 'American National Standards Institute',
  BSI: 'British Standards Institution',
  CEN: 'European Committee for Standardization',
};

/** A standard's layout read through `bodyAsAuthor`. */
export const bodyAuthored =
  (layout: Piece): Piece =>
  (pub, ctx) =>
    layout(bodyAsAuthor(pub), ctx);

/**
 * APA 7, 10.4 (reports, which standards follow; APA Style standard examples):
 * Organisation. (Year). *Title* (ISO Standard No. 45001:2018). Publisher. URL
 */
const standard: Piece = bodyAuthored(
  seq(' ', [
    closed(apaLead(creators, seq(' ', [italic(apaTitle), apaTranslation, apa7StandardNumber]))),
    ended(apaPublisher),
    access,
  ]),
);

/**
 * APA 7 patents (apastyle.apa.org, "Patent references"): Inventor. (Year). *Title*
 * (U.S. Patent No. 9,367,592). U.S. Patent and Trademark Office. URL
 */
const patent: Piece = seq(' ', [
  closed(apaLead(creators, seq(' ', [italic(apaTitle), group(apaPatentNumber, { prefix: '(', suffix: ')' })]))),
  ended(first(apaPublisher, field(patentOfficeName))),
  access,
]);

/**
 * A page taken to be designed to change (APA 7, 9.16): it has no date of its own but a
 * date of access. Dated pages get no retrieval date.
 */
export const undatedWithAccess = (pub: Publication): boolean =>
  !yearOrDate(pub) && !yearOf(publishedDateOf(pub)) && Boolean(pub.accessData?.accessedDate);

/** The site a web page is on, as the layouts read it: the container, else the publisher. */
const referenceWorkOf = (pub: Publication): string | undefined => containerOf(pub) ?? publisherOf(pub);

/** Sites that are reference works: a page there is an entry, "In *Wikipedia*." */
const REFERENCE_WORK = /wikipedia|wiktionary|encyclop(?:a)?edia|dictionary|britannica/i;

/**
 * A web page on a reference work is an entry in it (APA 7, 10.3 ex. 47 "Merriam-Webster. (n.d.).
 * Self-report. In *Merriam-Webster.com dictionary*. Retrieved July 12, 2019, from …", ex. 48
 * "In *Wikipedia*."; APA 6 as the APA Style Blog applies it to Wikipedia, "Psychometrics.
 * (n.d.). In Wikipedia. Retrieved …"): the entry's title in roman, "In" and the work in italics.
 * English records only: Russian and Ukrainian would decline the work's name after «В».
 */
export const inReferenceWork = (pub: Publication, ctx: Context): boolean =>
  ctx.locale === 'en' && REFERENCE_WORK.test(referenceWorkOf(pub) ?? '');
export const apaInReferenceWork: Piece = when(
  inReferenceWork,
  seq(' ', [(_pub, ctx) => [{ text: ctx.labels.in }], italic(field(referenceWorkOf))]),
);

/**
 * APA 7, 10.16: Author. (Year, Month Day). *Title*. Site Name. URL; an undated page with an
 * access date ends "Retrieved July 3, 2019, from URL" (10.16, U.S. Census Bureau example).
 */
const web: Piece = seq(' ', [
  closed(apaLead(creators, translated(when(inReferenceWork, apaTitle, italic(apaTitle))), apaFullDate)),
  ended(
    first(
      apaInReferenceWork,
      field((pub) => {
        // A site named the GOST way with its other title information («Министерство … : официальный
        // сайт», «… : [сайт]») is named by its name alone: « : » never opens an English subtitle.
        // "Retrieved from netLibrary" read into the site's field names the site "netLibrary".
        const site = withoutAccessLabel((containerOf(pub) ?? publisherOf(pub))?.split(/\s+:\s+/)[0]);
        // An access label read into the site's field («Режим доступа», "Available from") names no site.
        if (!site || isAccessLabel(site)) return undefined;
        // A site that is the author, or the author's initials («РГБ» of a page whose author, or the
        // title standing for it, is «Российская государственная библиотека»), is not repeated.
        const leads = [...organisationsOf(pub), ...(hasCreator(pub) ? [] : [str(pub.title?.publicationTitle) ?? ''])];
        return leads.some((name) => name === site || isInitialsOf(site, name)) ? undefined : site;
      }),
    ),
  ),
  first(retrievalLink({ changing: undatedWithAccess }), access),
]);

/** APA 7, 10.5: the words in brackets for a talk at a meeting ("[Symposium]" as for a whole symposium). */
const PRESENTATION_WORDS: Record<PresentationKind, string> = {
  paper: 'Paper presentation',
  poster: 'Poster presentation',
  symposium: 'Symposium',
  keynote: 'Keynote address',
  session: 'Conference session',
  conference: 'Conference presentation',
};

/**
 * The date of a meeting, "(2019, August 8–11)" (APA 7, 10.5), from the conference's dates;
 * else the record's own date.
 */
export const apaMeetingDate: Piece = (pub, ctx) => {
  const start = pub.specialData?.date;
  const end = pub.specialData?.dateEnd;
  const opts = { order: 'y, md', months: 'full' } as const;
  let days = dateRangeForm(start, end, ctx.labels, ctx.locale, opts);
  // Across two months of one year: "(2016, March 30–April 2)" (APA 7, 10.5, Maddox et al.).
  const a = parseDate(start);
  const b = parseDate(end);
  if (days && a?.day && b?.day && b.month && a.year === b.year && b.month > (a.month ?? 0)) {
    const tail = dateForm(end, ctx.labels, ctx.locale, { order: 'dmy', months: 'full' })?.replace(/\s+\d{4}$/, '');
    const monthFirst = ctx.locale === 'en' ? `${ctx.labels.months[b.month - 1]} ${b.day}` : tail;
    if (monthFirst) days = `${days}–${monthFirst}`;
  }
  return days && yearOf(start) === yearOrDate(pub) ? [{ text: `(${days})` }] : apaFullDate(pub, ctx);
};

/**
 * APA 7, 10.5 (conference presentations): Author. (2019, August 8–11). *Title* [Paper
 * presentation]. Meeting Name, City, State, Country. URL — a record whose host is "Paper
 * presented at …" (parts/presentation.ts) is a talk, not a paper in proceedings.
 */
const presentation: Piece = seq(' ', [
  closed(
    apaLead(
      creators,
      seq(' ', [
        italic(apaTitle),
        apaTranslation,
        (pub) => {
          const talk = presentationOf(pub);
          return talk ? [{ text: `[${PRESENTATION_WORDS[talk.kind]}]` }] : [];
        },
      ]),
      apaMeetingDate,
    ),
  ),
  ended(
    seq(', ', [
      field((pub) => presentationOf(pub)?.meeting),
      field((pub) => hostPlaceOf(pub) ?? str(pub.specialData?.place)),
    ]),
  ),
  access,
]);

export const apa7: Style = {
  id: 'apa7',
  name: 'APA 7th edition',
  transliterable: true,
  // APA 7, 9.35: no full stop after a DOI or URL, so the final stop is not forced; every
  // other element ends with its own full stop in the layouts.
  finalStop: false,
  // A place typed at the head of the publisher, «М. : Флинта : Наука», is the place (dropped in
  // APA 7), the publishers after it joined by semicolons (parts/place-from-publisher.ts).
  layouts: placesFromPublishers(
    withParts(
      { article, book: numberedBook(book, { numbers: false }), conference: part, dissertation, standard, patent, web },
      part,
      when((pub) => Boolean(presentationOf(pub)), presentation, part),
    ),
  ),
};
