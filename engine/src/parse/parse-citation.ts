import { detectLanguage, type SourceLanguage } from '../model/language.js';
import { PHD_SCIENCE_ID, SCIENCES } from '../model/sciences.js';
import { DEGREE_FIELDS, degreeOfWords } from '../parts/degree-words.js';
import { takeBookSeries } from './book-series.js';
import { build } from './build.js';
import { cleanReference, splitReferences } from './clean.js';
import { conferenceDayRanges, dropConferenceDays } from './conference-date.js';
import { readDateStatus } from './date-status.js';
import { decideType } from './decide-type.js';
import { CUT, cutOut, type Draft, MEDIUM } from './draft.js';
import { genericBranch } from './generic.js';
import { gostBranch } from './gost.js';
import { abbreviatedHost, placeBeforeHost } from './host-head.js';
import { hostAfterTitle, titleBeforeHost } from './host-overlap.js';
import {
  findAccessDate,
  findDoi,
  findIsbn,
  findIssn,
  findPatent,
  findStandard,
  findUrl,
  PATENT_OFFICE_BEFORE,
  patentOffice,
  patentOfficeBefore,
} from './identifiers.js';
import { separateGluedPlace } from './imprint.js';
import { publisherFirst } from './imprint-order.js';
import { readIssueDate } from './issue-date.js';
import { filmHead, magazineHead } from './magazine-head.js';
import { mhraResponsibility } from './mhra-responsibility.js';
import { applyModel } from './model/apply.js';
import { volumeInNumber } from './number-volume.js';
import { takeNumbers, takeYear } from './numbers.js';
import { dropPartExtent } from './part-extent.js';
import { bookPlaceNotPublisher, placeName } from './place-name.js';
import { readsAsProse } from './prose.js';
import { readStandardNotes } from './standard-notes.js';
import { thesisInstitution } from './thesis-institution.js';
import { titleBeforeJournal, titleGap } from './title-gap.js';
import { trimHostTail, trimTitleTail } from './title-tail.js';
import { dropTitleYear } from './title-year.js';
import { translatedBy } from './translated-by.js';
import type { ParseOptions, ParseResult } from './types.js';
import { keepYearSpan } from './year-span.js';

/** Longest text read; a pasted reference is a few hundred characters. */
const MAX_INPUT = 20_000;
/** Longest single reference read. */
const MAX_REFERENCE = 3_000;

/** "Preprint" as a zone of its own: after a stop or comma, before a stop, a comma, a bracket or the end. */
const PREPRINT = /(?<=^|[.,;]\s|\uE000\s?)[Pp]reprint(?=\s*(?:[.,;]|\(|$))/u;

/** A date and nothing else: "Mar.", "2001 Mar 27", "27 March 2001". */
const DATE_ONLY =
  /^(?:[\s.,;:–-]|\d{1,4}|(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)(?![\p{L}]))+$/u;

export const NOT_RECOGNISED = 'Could not recognise a citation in this text.';
export const NOT_A_REFERENCE =
  'This text has only what could be a title: no authors, year, source, numbers or identifiers.';
export const PROSE_NOT_REFERENCE =
  'This text reads as a caption, a heading or a sentence of a paper, not as a reference.';
export const PARSER_FAILED = 'The parser failed on this text; nothing was read from it.';

const DISSERTATION =
  /(?:(?<![\p{L}])[Dd]iss\.|(?<![\p{L}\p{N}])[Дд]ис\.|(?<![\p{L}\p{N}])[Дд]исс\.|(?<![\p{L}\p{N}])[Дд]исертація|(?<![\p{L}\p{N}])[Дд]иссертация|(?<![\p{L}\p{N}])[Аа]втореф|(?<![\p{L}\p{N}])диссертация(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])дисертація(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])дисертації(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])автореф(?:ерат)?\.?|(?<![\p{L}\p{N}])(?:[Uu]npublished\s+)?(?:Ph\.?\s?D\.?|D\.\s?Phil\.|DPhil|M\.\s?S\.|M\.\s?Sc\.|MSc|M\.\s?A\.|MA|MS|M\.\s?Phil\.|MPhil|B\.\s?Sc\.|BSc|B\.\s?A\.)\s+(?:[Tt]hesis|[Dd]issertation|[Dd]iss\.)|(?<![\p{L}\p{N}])(?:[Uu]npublished\s+)?[Dd]octoral\s+(?:thesis|dissertation)|(?<![\p{L}\p{N}])(?:[Uu]npublished\s+)?[Mm]aster['’]?s\s+thesis|(?<![\p{L}\p{N}])[Dd]issertation(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[Tt]hesis(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])докт\.\s+дис|(?<![\p{L}\p{N}])канд\.\s+дис)/u;
const MONTH_END =
  /(?<![\p{L}])(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?$/u;
const GOST_NOTES =
  /(?:[–—-]\s*)?(?<![\p{L}])(?:Библиогр|Бібліогр)\.?\s*:?\s*(?:(?:с|С)\.\s*\d+\s*[–-]\s*\d+|в конце (?:глав|ст\.|статей|кн\.)|в кінці (?:розд\.|глав|ст\.))?[^–—\uE000]{0,40}?(?=\s[–—]\s|\uE000|$)|(?:[–—-]\s*)?(?<![\p{L}])(?:Дод|Прил|Глосарій|Глоссарий|(?:Предм|Імен|Имен)\.\s?(?:покажч|указ))\.?\s*:?\s*[сС]\.\s*\d+(?:\s*[–-]\s*\d+)?|\s*:?\s*(?<![\p{L}])(?:защищена|захищена|утв\.|затв\.)\s*\d{1,2}\.\d{1,2}\.\d{2,4}/gu;
const ABSTRACT = /(?<![\p{L}\p{N}])[Аа]втореф/u;
/** «д-ра філософії», «доктора философии»: a PhD, science 23 with a doctor's degree (parts/degree.ts). */
const PHD = /(?:д-ра|доктора|доктор)\s+(?:філософії|философии)/u;

/** A conference's words; the journal «Proc. Natl. Acad. Sci. USA» is none. */
const CONFERENCE =
  /(?<![\p{L}\p{N}])(?:[Cc]onference|[Cc]onf\.|[Pp]roceedings(?!\s+of\s+the\s+National\s+Academy)|[Pp]roc\.(?!\s+Natl\.)|[Ss]ymposium|[Ww]orkshop|[Cc]ongress|[Cc]olloquium|[Мм]атериалы|[Мм]атеріали|[Кк]онф\.|[Кк]онференц\p{L}*|[Тт]ез\.|[Тт]езисы|[Тт]ези(?![\p{L}\p{N}])|[Сс]импозиум\p{L}*|[Сс]импозіум\p{L}*|[Кк]онгрес\p{L}*|[Сс]еминар\p{L}*|[Сс]емінар\p{L}*|[Фф]орум\p{L}*|[Сс]ъезд\p{L}*|[Зз]'?їзд\p{L}*)/u;

/** Three years or more in brackets, and the mark that holds their place while the numbers are read. */
const YEAR_LIST = /\((?:1[5-9]\d\d|20\d\d)(?:,\s?(?:1[5-9]\d\d|20\d\d)){2,}\)/u;
const YEAR_LIST_MARK = '\uE002';

function languageOf(s: string, hint: SourceLanguage | undefined): SourceLanguage {
  if (/[іїєґІЇЄҐ]/u.test(s) || /(?<![\p{L}\p{N}])(?:Вип\.|та ін\.|дата звернення|стор\.|вид\.|Київ|К\. :)/u.test(s)) {
    if (!/[ыэъё]/u.test(s)) return 'UA';
  }
  if (/[\u0400-\u04FF]/u.test(s)) {
    if (/[ыэъё]/u.test(s) || /(?<![\p{L}\p{N}])(?:Вып\.|и др\.|дата обращения|изд\.|М\. :|СПб\.)/u.test(s)) return 'RU';
    return hint === 'UA' ? 'UA' : hint === 'RU' ? 'RU' : detectLanguage(s);
  }
  return hint && !/[A-Za-z]/.test(s) ? hint : 'EN';
}

function scienceOf(s: string): number | undefined {
  for (const sc of SCIENCES) {
    for (const short of [sc.shortnameRu, sc.shortnameUa, sc.fullRu, sc.fullUa]) {
      if (short && s.includes(short)) return sc.id;
    }
  }
  return undefined;
}

function unrecognised(warnings: string[]): ParseResult {
  return {
    publication: { idTypePublication: 2 },
    confidence: {},
    warnings: [...warnings, NOT_RECOGNISED],
    identifiers: {},
    recognised: false,
  };
}

/**
 * Parses one pasted reference in any of the engine's styles (or none) into a Publication.
 * Never throws: text that holds no reference gives `recognised: false` and a warning.
 * When several references are pasted, the first is parsed and a warning says so
 * (`splitReferences` separates them).
 * @example parseCitation('Иванов И. И. Теория. М. : Наука, 2019. 320 с.').publication.outputData?.publisher // 'Наука'
 */
export function parseCitation(text: string, options: ParseOptions = {}): ParseResult {
  try {
    return parseOne(typeof text === 'string' ? text : String(text ?? ''), options, applyModel);
  } catch {
    // A rule that breaks on some text must not break the caller; the warning lets tests see it.
    return unrecognised([PARSER_FAILED]);
  }
}

/** What reads a Latin-script reference after the rules: the learned model, or (training) a probe of the rules' draft. */
export type AfterRules = (raw: string, d: Draft) => void;

/**
 * The rules alone, with `after` shown their draft: how the training script sees what the
 * rules read in each string (the model's hints) without the model itself.
 */
export function parseByRules(text: string, after: AfterRules): ParseResult {
  try {
    return parseOne(text, {}, after);
  } catch {
    return unrecognised([PARSER_FAILED]);
  }
}

function parseOne(input: string, options: ParseOptions, after: AfterRules): ParseResult {
  const warnings: string[] = [];
  let text = input;
  if (text.length > MAX_INPUT) {
    text = text.slice(0, MAX_INPUT);
    warnings.push(`The text is longer than ${MAX_INPUT} characters; only its beginning was read.`);
  }
  const refs = splitReferences(text, { byLine: false });
  if (refs.length > 1) warnings.push(`The text holds ${refs.length} references; only the first was parsed.`);
  let s = separateGluedPlace(cleanReference(refs[0] ?? ''));
  if (s.length > MAX_REFERENCE) {
    s = s.slice(0, MAX_REFERENCE);
    warnings.push(`The reference is longer than ${MAX_REFERENCE} characters; only its beginning was read.`);
  }
  if (!/\p{L}{2}/u.test(s)) return unrecognised(warnings);
  const raw = s;
  const d: Draft = {
    language: languageOf(s, options.hintLanguage),
    authors: [],
    etAl: false,
    editors: [],
    hostEditors: [],
    translators: [],
    compilers: [],
    conference: false,
    inHost: false,
    hostEdited: false,
    gsa: false,
    electronic: false,
    gost: false,
    confidence: {},
  };
  d.confidence.language = /[\u0400-\u04FF]/u.test(s) ? 0.9 : 0.8;

  const access = findAccessDate(s);
  if (access) {
    d.accessed = access.date;
    d.confidence.accessedDate = 0.95;
    s = cutOut(s, access.cut);
  }
  const doi = findDoi(s);
  if (doi) {
    d.link = `https://doi.org/${doi.doi}`;
    d.linkType = 'doi';
    d.confidence.link = 1;
    s = cutOut(s, doi.cut);
  }
  // A URL after a DOI is usually the same resource; the first link is kept.
  for (let i = 0; i < 3; i++) {
    const url = findUrl(s);
    if (!url) break;
    if (!d.link) {
      d.link = url.url;
      d.linkType = 'url';
      d.confidence.link = 0.95;
    }
    s = cutOut(s, url.cut);
  }
  const isbn = findIsbn(s);
  if (isbn) {
    d.isbn = isbn.value;
    d.confidence.isbn = 1;
    s = cutOut(s, isbn.cut);
  }
  const issn = findIssn(s);
  if (issn) {
    d.issn = issn.value;
    d.confidence.issn = 1;
    s = cutOut(s, issn.cut);
  }
  const patent = findPatent(s);
  if (patent) {
    d.patent = { number: patent.number, ...(patent.office ? { office: patent.office } : {}) };
    d.confidence.patent = 0.9;
    s = cutOut(s, patent.cut);
    // GOST: "Пат. 2156450 Российская Федерация, МПК G01N 33/00. Title" — the office is not title.
    const rest = s.slice(patent.cut.start + 1);
    const office = PATENT_OFFICE_BEFORE.exec(rest);
    if (office) {
      s = `${s.slice(0, patent.cut.start + 1)} ${rest.slice(office[0].length)}`;
      d.patent.office = patentOffice(office[1]!, patent.office);
    } else {
      // English lists name the country before the word: "USA Patent 6206324", "U.S. Patent No. …".
      const named = patentOfficeBefore(s.slice(0, patent.cut.start));
      if (named) {
        // APA's description in brackets goes whole: "(U.S. Patent No. 6,206,324)".
        s = `${s.slice(0, named.start)}${s.slice(patent.cut.start)}`.replace(/\(\s*\uE000\s*\)/u, CUT);
        d.patent.office = patentOffice(named.office, patent.office);
      }
    }
  }
  const standard = findStandard(s);
  if (standard && !patent) {
    d.standard = { standart: standard.standart, number: standard.number };
    d.confidence.standard = 0.9;
    s = cutOut(s, standard.cut);
    s = readStandardNotes(s, d);
  }
  if (
    /\[(?:Электронный ресурс|Електронний ресурс|Electronic resource|online|Online)\]|электронный|електронний|electronic/u.test(
      s,
    )
  ) {
    d.electronic = true;
  }
  // "Preprint" standing as a sentence of its own says what the text is, not who published it.
  if (s.includes('reprint')) s = s.replace(PREPRINT, CUT);
  s = s.replace(MEDIUM, ' ').replace(/\s*[–—]\s*(?:Режим доступа|Режим доступу|Access mode)\s*:?\s*\uE000/gu, CUT);
  // Notes GOST prints after the extent or the degree: the pages of a bibliography («Библиогр.:
  // с. 220–230»), of appendices, a glossary or an index («Дод.: с. 369-382», «Предм. покажч.: с. 290-292»), the dates a dissertation was defended and approved — not the work's pages or title.
  s = s.replace(GOST_NOTES, CUT);
  const diss = DISSERTATION.exec(s);
  if (diss) {
    const zone = s.slice(diss.index, diss.index + 160);
    const degree = /канд|Candidate|Cand\./u.test(zone)
      ? 1
      : /д-ра|докт|доктор|Doctor|Dr\.|DSc/u.test(zone)
        ? 2
        : undefined;
    const code = /(?<![\p{L}\p{N}])(\d{2}\.\d{2}\.\d{2})(?![\p{L}\p{N}])/u.exec(zone)?.[1];
    // An English statement names its degree in words ("Ph.D. dissertation", "[Master's thesis]",
    // Vancouver's bare "[dissertation]" for a doctorate): read through the model's one table.
    // The words just before the match count too ("PhD diss."), back to the last punctuation.
    const lead = /[^.,:;"”[\]()]*$/u.exec(s.slice(Math.max(0, diss.index - 20), diss.index))?.[0] ?? '';
    const english = !/\p{Script=Cyrillic}/u.test(zone) ? degreeOfWords(lead + zone.slice(0, 60)) : undefined;
    const phd = english ? english === 'phd' : PHD.test(zone);
    const science = phd ? PHD_SCIENCE_ID : scienceOf(zone);
    const englishDegree = english ? DEGREE_FIELDS[english].idAcademicDegree : undefined;
    d.dissertation = {
      full: !ABSTRACT.test(zone),
      ...(phd ? { degree: 2 } : englishDegree ? { degree: englishDegree } : degree ? { degree } : {}),
      ...(science ? { science } : {}),
      ...(code ? { code } : {}),
    };
    d.confidence.degree = 0.8;
    // The dissertation statement, up to the responsibility or the next zone, is not title.
    // It ends at the responsibility, the next zone, a bracket, a comma or a new sentence
    // ("DSc thesis. Wilmington University, 2016"), so the place and year stay readable.
    // It is looked for after the degree's own words, whose stops ("Ph.D. Thesis") end nothing.
    const head = diss.index + diss[0].length;
    const endOfStatement = /\s\/\s|\s[–—]\s|[\])]|,\s|\.\s(?=[\p{Lu}\d])|$/u.exec(s.slice(head));
    let stop = head + (endOfStatement?.index ?? 0);
    let startOfStatement =
      s.lastIndexOf(':', diss.index) > diss.index - 4 ? s.lastIndexOf(':', diss.index) : diss.index;
    // A statement in brackets of its own ("(Unpublished doctoral dissertation).") goes with them.
    if (/[([]\s*$/u.test(s.slice(0, startOfStatement)) && /^\s*[)\]]/u.test(s.slice(stop))) {
      startOfStatement = s.slice(0, startOfStatement).search(/[([]\s*$/u);
      stop += /^\s*[)\]]/u.exec(s.slice(stop))![0].length;
    }
    s = `${s.slice(0, startOfStatement)}${CUT}${s.slice(stop)}`;
    if (code) s = s.replace(code, '');
  }
  d.conference = CONFERENCE.test(s);

  // A book's series in brackets — before "№" is read as an issue.
  s = takeBookSeries(s, d);
  // A list of years in brackets is the title's ('The Prelude: The Four Texts (1798, 1799, 1805,
  // 1850)'), not the date, volume and pages: the numbers are read without it.
  const years = YEAR_LIST.exec(s)?.[0];
  const numbers = takeNumbers(years ? s.replace(years, YEAR_LIST_MARK) : s);
  s = years ? numbers.rest.replace(YEAR_LIST_MARK, years) : numbers.rest;
  Object.assign(d, {
    volume: numbers.numbers.volume,
    issue: numbers.numbers.issue,
    number: numbers.numbers.number,
    pages: numbers.numbers.pages,
    extent: numbers.numbers.extent,
    illustrations: numbers.numbers.illustrations,
    issueWord: numbers.numbers.issueWord,
    edition: numbers.numbers.edition,
  });
  for (const f of ['volume', 'issue', 'number', 'pages', 'edition'] as const)
    if (numbers.numbers[f]) d.confidence[f] = 0.9;
  if (numbers.numbers.extent) d.confidence.pages = 0.8;
  if (numbers.numbers.year) {
    d.year = numbers.numbers.year;
    d.confidence.year = 0.9;
  }

  if (/\/\/|\s\/\s|\.\s[–—]\s/u.test(s)) gostBranch(s, d);
  else genericBranch(s, d);
  // Latin-script references: the learned model's spans replace the rules' where it reads better
  // (engine/src/parse/model/); GOST/DSTU and Cyrillic stay with the rules.
  if (!d.gost && !/[\u0400-\u04FF]/u.test(raw)) after(raw, d);
  if (!d.gost && !/[\u0400-\u04FF]/u.test(raw)) {
    if (d.title) d.title = trimTitleTail(d.title);
    // …and the title the model cut before its list of years takes it back.
    if (years && d.title && raw.includes(`${d.title} ${years}`)) d.title = `${d.title} ${years}`;
    // The year of an author-date list printed before the title with no names before it (the names
    // on the line above: "1968 Tzeltal Numerical Classifiers: …. Mouton.") is the date's.
    const leadYear = d.title && d.year ? /^(\d{4})\s+(?=\p{Lu})/u.exec(d.title) : null;
    if (leadYear && leadYear[1] === d.year && raw.startsWith(leadYear[0]) && d.title!.length > leadYear[0].length + 3)
      d.title = d.title!.slice(leadYear[0].length);
    if (d.container) {
      const { host, volume, issue } = trimHostTail(d.container);
      d.container = host;
      d.volume ??= volume;
      d.issue ??= issue;
    }
    hostAfterTitle(d);
    titleBeforeHost(d);
    magazineHead(d, raw);
    abbreviatedHost(d, raw);
    placeBeforeHost(d, raw);
    publisherFirst(d);
    filmHead(d, raw);
  }
  placeName(d, raw);
  mhraResponsibility(d, raw);
  // A month run on after the publisher ("Graduate School of Business, April, 1969") is the date's.
  const month = d.publisher ? /,\s*(\S+)$/u.exec(d.publisher) : null;
  if (d.publisher && month && MONTH_END.test(month[1]!)) d.publisher = d.publisher.slice(0, month.index);

  // A journal number alone in an English style: "Journal, 8, 207–217" — APA without issue.
  if (!d.volume && !d.gost) {
    const bare = /,\s*(\d{1,4})\s*,\s*\uE000/u.exec(s) ?? /,\s*(\d{1,4})(?:,|\s*$)/u.exec(s);
    if (bare && d.container && !/^(1[5-9]\d\d|20\d\d)$/.test(bare[1]!)) {
      d.volume = bare[1];
      d.confidence.volume = 0.6;
    }
  }
  // A volume printed bare right after the journal: "Neurology 65, 586-590", "Proc Natl Acad Sci
  // U S A 106, 4894–4899", "Lisp and Symbolic Computation 8, 4 (Dec. 1995), 343-356".
  if (!d.volume && !d.gost && d.container && !d.inHost) {
    const at = s.indexOf(d.container);
    const after = at >= 0 ? s.slice(at + d.container.length) : '';
    // …or after the number's word the host was cut before ("Annales de Bourgogne, t. 44", "…, v 194").
    const bare =
      /^\.?\s(\d{1,4})(?:\s?\((\d{1,4})\)|,\s(\d{1,3})(?=\s\())?\s*(?:[,:;]|\s\(|$)/u.exec(after) ??
      /^,\s(?:[Vv]|[Tt]|[Nn]|[Nn]o|[Nn]r|[Ff]asc)\.?\s?(\d{1,4})()()(?=[,;]|\s\(|$)/u.exec(after);
    // …but not a day of a date: "Last modified March 11, 2009".
    const date = /^\.?\s\d{1,2},\s(?:1[5-9]\d\d|20\d\d)/u.test(after) || MONTH_END.test(d.container);
    if (bare && !date && !/^(1[5-9]\d\d|20\d\d)$/.test(bare[1]!)) {
      d.volume = bare[1];
      d.confidence.volume = 0.6;
      const issue = bare[2] ?? bare[3];
      if (issue && !d.issue) {
        d.issue = issue;
        d.confidence.issue = 0.6;
      }
    }
  }
  // Patents: "опубл. 20.09.2000", "publ. 14.06.2016" — the year of publication.
  const published = /(?:опубл|publ|published|Опубл)\.?\s*(\d{1,2})\.(\d{1,2})\.(\d{4})/u.exec(s);
  if (published && d.patent) {
    d.patentDate = `${published[3]}-${published[2]!.padStart(2, '0')}-${published[1]!.padStart(2, '0')}`;
    if (!d.year) {
      d.year = published[3];
      d.confidence.year = 0.8;
    }
  }
  // …or a date alone ending the description, unlabelled («Патент РУз IDP 05370. 31.10.2002.»): its
  // year is the patent's, but what the date was (filed, granted, published) is not said.
  const lastDate = d.patent && !published && !d.year ? /(?:^|\s)\d{1,2}\.\d{1,2}\.(\d{4})\.?\s*$/u.exec(s) : null;
  if (lastDate) {
    d.year = lastDate[1];
    d.confidence.year = 0.7;
  }
  if (!d.year) {
    const y = takeYear(s, /[\u0400-\u04FF]/u.test(s));
    if (y.year) {
      d.year = y.year;
      d.confidence.year = 0.8;
    }
  }
  dropTitleYear(d, raw, s);
  keepYearSpan(d, s);
  readDateStatus(d, s);
  // Pages that are a bare range left over: "Journal, 8, 207–217" or "Journal 8: 207–17".
  if (!d.pages) {
    // …but not a conference's days ("Glasgow, UK, August 23–28, 2020, …, 100–115").
    const days = conferenceDayRanges(raw);
    const ranges = [...s.matchAll(/(?<![\d.])(\d{1,5})\s?[–-]\s?(\d{1,5})(?!\d|\.\d)/gu)];
    const range = ranges.find((m) => !days.includes(`${m[1]}–${m[2]}`)) ?? null;
    if (ranges.length && ranges[0] !== range) d.conferenceDays = true;
    // A span of years ("1941–1945") in a title is not a page range.
    const years = range && /^(1[5-9]\d\d|20\d\d)$/.test(range[1]!) && /^(1[5-9]\d\d|20\d\d)$/.test(range[2]!);
    if (range && !years && (d.container || d.inHost)) {
      d.pages = `${range[1]}–${range[2]}`;
      d.confidence.pages = 0.6;
    }
  }
  dropConferenceDays(d, raw);
  if (d.standard && d.type === undefined && d.title === undefined) d.title = d.standard.number;
  d.type = decideType(d, raw);
  // A date left where a host would be (a patent's "…, Mar. 27, 2001", "Preprint. 2020.") is no host.
  if (d.container && DATE_ONLY.test(d.container)) d.container = undefined;
  // …nor is a patent's label the model read as one ("USA Patent" of "USA Patent 6206324").
  if (d.patent && d.container && /^[\p{L}.\s]{0,30}\s?[Pp]atent(?:\s+No\.?)?$/u.test(d.container))
    d.container = undefined;
  // …and the office that issued it is its publisher (APA 7, 11.4: "U.S. Patent and Trademark Office").
  if (d.patent && d.container && /Patent(?:\s+and\s+Trademark)?\s+Office$/u.test(d.container)) {
    d.publisher ??= d.container;
    d.container = undefined;
  }
  dropPartExtent(d, warnings);
  thesisInstitution(d);
  titleGap(d, raw);
  titleBeforeJournal(d, raw);
  bookPlaceNotPublisher(d);
  readIssueDate(d, raw);
  volumeInNumber(d);
  translatedBy(d, raw);
  d.confidence.type = d.patent || d.standard || d.dissertation ? 0.9 : d.type === 1 || d.type === 3 ? 0.85 : 0.6;
  if (d.type === 7 && d.container === undefined && d.publisher) d.container = d.publisher;
  // APA leaves out a website's name when it is the author's: "World Health Organization. (2018)."
  if (d.type === 7 && !d.container && d.organisation) d.container = d.organisation;
  // IEEE and ACS print the conference's city after its title: "in Proc. IOOC-ECOC, Boston, MA, USA".
  // Not at the stop of an abbreviation: "Proc. SPIE" is no host "Proc" in a city "SPIE".
  if (d.type === 3 && d.container) {
    const city =
      /^(.+?)(?:,|(?<!(?:^|[\s.])\p{Lu}\p{Ll}{0,4})\.)\s(?:\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*)?)(?:,\s(?:\p{Lu}{2,3}|\p{Lu}[\p{L}.'’-]+(?:\s\p{Lu}[\p{L}.'’-]+)?))*(?:,\s\d{1,2}(?:[–-]\d{1,2})?\s\p{L}+\.?(?:\s\d{4})?)?$/u.exec(
        d.container,
      );
    if (city) d.container = city[1];
  }

  if (!d.title && !d.authors.length && !d.container && !d.link && !d.year) return unrecognised(warnings);
  // A sentence with nothing a reference has besides a title (no names, year, source, number or
  // identifier) is not a citation: say so rather than return it as a book.
  const evidence =
    d.authors.length ||
    d.editors.length ||
    d.hostEditors.length ||
    d.organisation ||
    d.year ||
    d.container ||
    d.link ||
    d.volume ||
    d.issue ||
    d.number ||
    d.pages ||
    d.extent ||
    d.publisher ||
    d.place ||
    d.isbn ||
    d.issn ||
    d.patent ||
    d.standard ||
    d.dissertation;
  if (!evidence) return unrecognised([...warnings, NOT_A_REFERENCE]);
  if (readsAsProse(raw, d)) return unrecognised([...warnings, PROSE_NOT_REFERENCE]);
  if (!d.title) warnings.push('No title was found.');
  if (!d.authors.length && !d.editors.length && !d.organisation && d.type !== 5)
    warnings.push('No authors were found.');
  if (d.etAl) warnings.push('The list of authors is shortened (et al.); only the names shown were read.');
  const publication = build(d);
  const identifiers: ParseResult['identifiers'] = {};
  if (d.isbn) identifiers.isbn = d.isbn;
  if (d.issn) identifiers.issn = d.issn;
  return {
    publication,
    confidence: d.confidence,
    warnings,
    identifiers,
    ...(d.dateStatus ? { dateStatus: d.dateStatus } : {}),
    recognised: true,
  };
}
