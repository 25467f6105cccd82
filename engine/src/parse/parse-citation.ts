import { detectLanguage, type SourceLanguage } from '../model/language.js';
import type { Person, PublicationInput } from '../model/publication.js';
import { SCIENCES } from '../model/sciences.js';
import { cleanReference, splitReferences } from './clean.js';
import {
  type Cut,
  findAccessDate,
  findDoi,
  findIsbn,
  findIssn,
  findPatent,
  findStandard,
  findUrl,
} from './identifiers.js';
import { type Leading, leadingNames, namesOf, ORGANISATION } from './leading-names.js';
import { takeNumbers, takeYear } from './numbers.js';
import type { ParsedField, ParseOptions, ParseResult } from './types.js';

/** Longest text read; a pasted reference is a few hundred characters. */
const MAX_INPUT = 20_000;
/** Longest single reference read. */
const MAX_REFERENCE = 3_000;

const CUT = '\uE000';

export const NOT_RECOGNISED = 'Could not recognise a citation in this text.';
export const PARSER_FAILED = 'The parser failed on this text; nothing was read from it.';

/** Markers of the medium and of the GOST/DSTU kind of content, which carry no field. */
const MEDIUM =
  /\s*(?:\[(?:Текст|Text|Электронный ресурс|Електронний ресурс|Electronic resource|online|Online|Internet|Интернет|Електронний ресурс|Digital|Kindle edition|Video|Видеозапись|Internet|Интернет|Інтернет|онлайн|онлайн)\]|[–—]\s*(?:Текст|Text)\s*:\s*(?:непосредственный|электронный|безпосередній|електронний|unmediated|electronic)|(?:Текст|Text)\s*:\s*(?:непосредственный|электронный|безпосередній|електронний|unmediated|electronic))/gu;

const DISSERTATION =
  /(?:(?<![\p{L}])[Dd]iss\.|(?<![\p{L}\p{N}])[Дд]ис\.|(?<![\p{L}\p{N}])[Дд]исс\.|(?<![\p{L}\p{N}])[Дд]исертація|(?<![\p{L}\p{N}])[Дд]иссертация|(?<![\p{L}\p{N}])[Аа]втореф|(?<![\p{L}\p{N}])диссертация(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])дисертація(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])дисертації(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])автореф(?:ерат)?\.?|(?<![\p{L}\p{N}])Ph\.?\s?D\.?\s+(?:thesis|dissertation)|(?<![\p{L}\p{N}])[Dd]octoral\s+(?:thesis|dissertation)|(?<![\p{L}\p{N}])[Mm]aster['’]?s\s+thesis|(?<![\p{L}\p{N}])[Dd]issertation(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[Tt]hesis(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])докт\.\s+дис|(?<![\p{L}\p{N}])канд\.\s+дис)/u;
const ABSTRACT = /(?<![\p{L}\p{N}])автореф/u;

const CONFERENCE =
  /(?<![\p{L}\p{N}])(?:[Cc]onference|[Cc]onf\.|[Pp]roceedings|[Pp]roc\.|[Ss]ymposium|[Ww]orkshop|[Cc]ongress|[Cc]olloquium|[Мм]атериалы|[Мм]атеріали|[Кк]онф\.|[Кк]онференц\p{L}*|[Тт]ез\.|[Тт]езисы|[Тт]ези(?![\p{L}\p{N}])|[Сс]импозиум\p{L}*|[Сс]импозіум\p{L}*|[Кк]онгрес\p{L}*|[Сс]еминар\p{L}*|[Сс]емінар\p{L}*|[Фф]орум\p{L}*|[Сс]ъезд\p{L}*|[Зз]'?їзд\p{L}*)/u;

const OFFICES =
  'United States|United Kingdom|US|RU|UA|GB|EP|DE|JP|CN|FR|WO|SU|Russian Federation|Ukraine|Germany|France|Japan|China|Canada|European Patent Office|Российская Федерация|Україна|СССР|США';
const PATENT_OFFICE_AFTER = new RegExp(`,?\\s*(?:${OFFICES})\\s*(?:[Pp]atent|Патент|патент)?\\s*$`, 'u');
const PATENT_OFFICE_BEFORE = new RegExp(`^[\\s\uE000]*(?:${OFFICES})(?:,\\s*[^.]{2,40})?\\.\\s+`, 'u');

/** Place : Publisher, as GOST/DSTU (`М. : Наука`), Chicago and Harvard (`London: Penguin`) write it. */
const PLACE_PUBLISHER =
  /(?:^|[\s(])((?:\[[SsБбNn]\.\s?[lLмМ]\.\]|(?!(?:A|An|The|Серия|Серія|Series|Сер\.|PMID|PMCID|ISBN|ISSN|DOI)[\s:])[\p{Lu}][\p{L}.'’-]*(?:[ ,-]{1,2}[\p{Lu}][\p{L}.'’-]*){0,3}))\s?:\s?([^:;\uE000()[\]]{2,100}?)\s*(?=[,;]\s*(?:\uE000|\d{4}|$)|\)|\.?\s*$|,?\s*\uE000)/u;

interface Draft {
  type?: number;
  language: SourceLanguage;
  authors: Person[];
  etAl: boolean;
  editors: Person[];
  translators: Person[];
  organisation?: string;
  title?: string;
  info?: string;
  parallel?: string;
  container?: string;
  place?: string;
  publisher?: string;
  year?: string;
  volume?: string;
  issue?: string;
  number?: string;
  pages?: string;
  extent?: string;
  edition?: string;
  link?: string;
  linkType?: 'doi' | 'url';
  accessed?: string;
  isbn?: string;
  issn?: string;
  standard?: { standart: string; number: string };
  patent?: { number: string; office?: string };
  patentDate?: string;
  /** A book's series in GOST/DSTU brackets: `(Бібліотека студента ; № 12)`. */
  bookSeries?: { title: string; number?: string };
  dissertation?: { full: boolean; degree?: number; science?: number; code?: string };
  conference: boolean;
  /** The text names a host the work is part of: `//`, `In:`, `in`, `В кн.:`, editors of a host. */
  inHost: boolean;
  /** The host has editors (`In J. Smith (Ed.),`, `edited by`): an edited volume. */
  hostEdited: boolean;
  /** GSA's layout: `Names, Year, Title: Host, v. 8` — colons end the title and the host. */
  gsa: boolean;
  electronic: boolean;
  gost: boolean;
  confidence: Partial<Record<ParsedField, number>>;
}

function cutOut(s: string, cut: Cut): string {
  return `${s.slice(0, cut.start)}${CUT}${s.slice(cut.end)}`;
}

/** Trims the punctuation that styles put between zones. */
function tidy(s: string | undefined): string | undefined {
  if (s === undefined) return undefined;
  const t = s
    .replace(/\uE000/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:–—/\\]+|[\s,;:–—/\\([]+$/gu, '')
    .replace(/\s*\.$/u, (m) =>
      /(?<![\p{L}\p{N}])\p{L}{1,3}\.$/u.test(s.trim()) && !/(?<![\p{L}\p{N}])\p{L}{4,}\.$/u.test(s.trim())
        ? m.trim()
        : '',
    )
    .replace(/^[“"«‘']|[”"»’']$/gu, '')
    .trim();
  return t ? t : undefined;
}

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

/** Splits GOST/DSTU zones: `. – `, ` – `, `.–`. */
function zones(s: string): string[] {
  return (
    s
      // ". – " (GOST 7.1, 5.1.1) or a spaced en dash; a spaced em dash alone is title text (ISO titles).
      .split(/\s?\.\s?[–—]\s|\s–\s|\.[–—]\s?/u)
      .map((z) => z.trim())
      .filter((z) => z.replace(/[\uE000\s.,;:]/g, ''))
  );
}

function responsibility(resp: string, d: Draft): void {
  for (const group of resp.split(/\s;\s|;\s/)) {
    const g = group.replace(/[[\]]/g, '').trim();
    const editorMark =
      /^(?:под\s+(?:общ\.\s+|науч\.\s+)?ред\.|за\s+(?:заг\.\s+|наук\.\s+)?ред\.|ред\.|отв\.\s+ред\.|ed\.\s+by|ed\.|eds\.|edited\s+by|editors?|editor-in-chief|науч\.\s+ред\.|сост\.|упоряд\.|compiled\s+by|comp\.)\s*:?\s*/iu;
    const translatorMark =
      /^(?:пер\.\s+с\s+\p{L}+\.?|пер\.|переклад|transl\.|translated\s+by|translators?|trans\.)\s*:?\s*/iu;
    if (editorMark.test(g)) {
      const names = namesOf(g.replace(editorMark, ''));
      if (names) d.editors.push(...names.people);
      continue;
    }
    if (translatorMark.test(g)) {
      const names = namesOf(g.replace(translatorMark, ''));
      if (names) d.translators.push(...names.people);
      continue;
    }
    // DSTU runs the responsibility into the next zone: "/ P. R. Murray et al. 4th ed. …".
    const whole = namesOf(g);
    const lead = whole ? undefined : leadingNames(g, false);
    const names = whole ?? (lead ? { people: lead.people, etAl: lead.etAl } : undefined);
    // The heading already names one author in full form; the statement repeats it
    // ("Kabir Jahangir M." after a dissertation) — keep the heading unless the list is longer.
    if (names && (d.authors.length < names.people.length || (d.authors.length === 0 && names.people.length))) {
      d.authors = names.people;
      d.etAl = d.etAl || names.etAl;
      d.confidence.authors = 0.9;
    }
  }
}

/** Title, other title information (` : `) and parallel title (` = `) of a GOST/DSTU title zone. */
function titleZone(s: string, d: Draft): void {
  let t = s.replace(MEDIUM, ' ');
  const parallel = /\s=\s(.+)$/u.exec(t);
  if (parallel) {
    d.parallel = tidy(parallel[1]);
    t = t.slice(0, parallel.index);
  }
  const info = /\s:\s(.+)$/u.exec(t);
  if (info) {
    d.info = tidy(info[1]);
    t = t.slice(0, info.index);
  }
  d.title = tidy(t);
  if (d.title) d.confidence.title = 0.9;
}

/** Place and publisher in a zone, with where the place starts (a title before it is cut off). */
function findPlace(z: string): { place: string; publisher: string; start: number } | undefined {
  const m = PLACE_PUBLISHER.exec(z);
  if (!m) return undefined;
  let place = m[1]!;
  let start = m.index + m[0].indexOf(place);
  // "Vision Systems. Berlin, Germany: Springer" — the place is what follows the last full stop.
  const cut = /^.*\p{L}{4,}\.\s+(?=\p{Lu})/u.exec(place);
  if (cut) {
    place = place.slice(cut[0].length);
    start += cut[0].length;
  }
  return { place: place.trim(), publisher: m[2]!, start };
}

function publicationZone(z: string, d: Draft): boolean {
  const m = findPlace(z);
  if (!m) return false;
  if (!/^\[/.test(m.place)) d.place = tidy(m.place);
  d.publisher = tidy(m.publisher);
  d.confidence.place = 0.8;
  d.confidence.publisher = 0.8;
  return true;
}

/**
 * The journal or host title without what styles print around it: `In`/`in`/`//`, the
 * host's editors (`In J. Smith (Eds.),`, `, ed. by …`, `, edited by …`), a place in
 * brackets (`(Boston, MA, USA)`), and a year, date or volume label run into it.
 */
/** "In: Smith J, editors. Host" → "Host": the host's editors before its title. */
function dropHostEditors(raw: string): string {
  let s = raw.replace(/^[\s,.;:]+/u, '').replace(/^\s*(?:In:?|in:?|В кн\.:?|У кн\.:?|В:|У:|в|у|\/\/)\s+/u, '');
  const eds = /^(.{3,300}?)\s*\((?:Eds?|eds?|ed|Hrsg|ред|укл|сост)\.?\),?\s+/u.exec(s);
  if (eds && namesOf(eds[1]!)) s = s.slice(eds[0].length);
  // ISO, GSA and Vancouver: "SMITH, John et al., eds. Host", "Smith, J., eds., Host", "Smith J, editors. Host".
  const edsAfter =
    /^(.{3,300}?),?\s+(?:eds?|editors?|ред|укл|редактор|редактори|редакторы|упоряд)\.?,?\s+(?=\p{Lu}|\p{N})/u.exec(s);
  if (edsAfter && namesOf(edsAfter[1]!)) s = s.slice(edsAfter[0].length);
  return s;
}

function cleanContainer(raw: string): string | undefined {
  let s = (raw.split(CUT)[0] ?? '')
    .replace(/^[\s,.;:]+/u, '')
    .replace(/[\s,;:]+$/u, '')
    .replace(/\)\s*\.$/u, ')');
  // ACS and Vancouver end the host with a semicolon: "Host; Editors, Eds.; Publisher".
  if (!/^[^;]*\((?:Eds?|eds?)\.?\)/u.test(s)) s = s.split(/;\s/u)[0] ?? s;
  s = s.replace(/^\s*(?:In:?|in:?|В кн\.:?|У кн\.:?|В:|У:|в|у|\/\/)\s+/u, '');
  const eds = /^(.{3,300}?)\s*\((?:Eds?|eds?|ed|Hrsg|ред|укл|сост)\.?\),?\s+/u.exec(s);
  if (eds && namesOf(eds[1]!)) s = s.slice(eds[0].length);
  // ISO, GSA and Vancouver: "SMITH, John et al., eds. Host", "Smith, J., eds., Host", "Smith J, editors. Host".
  const edsAfter =
    /^(.{3,300}?),?\s+(?:eds?|editors?|ред|укл|редактор|редактори|редакторы|упоряд)\.?,?\s+(?=\p{Lu}|\p{N})/u.exec(s);
  if (edsAfter && namesOf(edsAfter[1]!)) s = s.slice(edsAfter[0].length);
  s = s.replace(/^(?:Proc\.|Proceedings)\s+(?=\p{Lu}{2,})/u, '');
  s = s.replace(/[,;]\s*(?:ed\.\s+by|edited\s+by|eds?\.|под\s+ред\.?|за\s+ред\.?)(?:\s.*)?$/u, '');
  s = s.replace(
    /[.,]\s+(?:\d{1,2}(?:[–-]\d{1,2})?\s+\p{L}+\.?\s+)?(?:1[5-9]\d\d|20\d\d)(?=[.,;]|\s+\p{L}{3}|\s*$).*$/u,
    '',
  );
  s = s.replace(/\s*\([^()]*\)\s*$/u, '');
  s = s.replace(/,\s*(?:[Vv]ol|v|no|pp?|[A-Z]{1,3}-)\.?\s*$/u, '').replace(/,\s*\d{1,4}\.?$/u, '');
  // Chicago leaves the volume or the pages of a chapter after the host: "Brain Res 935", "Host, 585–90".
  s = s.replace(/,\s*\d+\s?[–-]\s?\d+.*$/u, '').replace(/\s+\d{1,3},?\s*(?:№|no\.)?\s*$/u, '');
  return tidy(s);
}

function gostBranch(s: string, d: Draft): void {
  d.gost = true;
  const slashes = s.indexOf('//');
  const left = slashes >= 0 ? s.slice(0, slashes) : s;
  const host = slashes >= 0 ? s.slice(slashes + 2) : '';
  const leftZones = zones(left);
  const first = leftZones[0] ?? '';
  const slash = first.search(/\s\/\s|\s\/$|^\/\s/u);
  let main = slash >= 0 ? first.slice(0, slash) : first;
  const resp = slash >= 0 ? first.slice(slash + 2) : '';
  const head = leadingNames(main, false);
  if (head) {
    d.authors = head.people;
    d.etAl = head.etAl;
    d.confidence.authors = 0.8;
    main = main.slice(head.length);
  }
  titleZone(main, d);
  if (resp) responsibility(resp, d);
  for (const z of leftZones.slice(1)) publicationZone(z, d) || (d.publisher ? undefined : undefined);
  if (host) {
    d.inHost = true;
    const hostZones = zones(host);
    let container = (hostZones[0] ?? '').split(CUT)[0] ?? '';
    // DSTU runs the host into its imprint: "// Host. Berlin : Springer, 2007. P. 97–108".
    const imprint = findPlace(container);
    if (imprint && imprint.start > 3) {
      publicationZone(container.slice(imprint.start), d);
      container = container.slice(0, imprint.start);
    }
    // The host's own title zone: "Journal : info / resp" — keep the title only.
    const [hostTitle, hostResp] = container.split(/\s\/\s/u);
    const hostInfo = /\s:\s/u.exec(hostTitle ?? '');
    d.container = cleanContainer(hostInfo ? hostTitle!.slice(0, hostInfo.index) : (hostTitle ?? ''));
    if (hostResp) responsibility(hostResp, { ...d, authors: [], confidence: {} } as Draft);
    if (d.container) d.confidence.container = 0.9;
    for (const z of hostZones.slice(1)) publicationZone(z, d);
  }
}

/** The title of a citation where it is quoted: “…”, "…", ‘…’, «…». */
const QUOTED = /(?:^|[\s,.:(\uE000])(?:“([^”]{2,600})”|"([^"]{2,600})"|«([^»]{2,600})»|‘(.{2,600}?)’(?=[\s,.:;)]|$))/u;

function genericBranch(s: string, d: Draft): void {
  let body = s;
  // Author-date: names then (2019). or . 2019. or , 2019, (APA, Harvard, ASA, GSA).
  const authorDate =
    /^(.{2,500}?)\s*(?:\(\s*(1[5-9]\d\d|20\d\d|n\.\s?d\.|no date|б\.\s?г\.|б\.\s?д\.|s\.\s?a\.|б\.\s?р\.)[a-z]?(?:,\s*[^)]{1,30})?\s*\)\.?|[.,]\s+(1[5-9]\d\d|20\d\d)[a-z]?[.,])\s+/u.exec(
      body,
    );
  let lead: Leading | undefined;
  let fromAuthorDate = false;
  let titleTaken = 0;
  if (authorDate) {
    const names = namesOf(authorDate[1]!);
    // A body as author only in the bracketed form: "World Health Organization. (2020)."
    const org =
      !names &&
      ORGANISATION.test(authorDate[1]!) &&
      authorDate[1]!.split(/\s+/).length <= 12 &&
      !/\p{Ll}\.\s|\s:\s/u.test(authorDate[1]!) &&
      !/[“"«‘:]|\s\/\s/u.test(authorDate[1]!)
        ? authorDate[1]
        : undefined;
    // APA and Harvard without authors put the title first: "Title (ГОСТ …). (2018). Publisher."
    // A short name before the date with a title after it is a body: "Google. (2009). Google Privacy Policy."
    const prefix = authorDate[1]!.trim();
    const rest = body
      .slice(authorDate[0].length)
      .replace(/\uE000/gu, ' ')
      .trim();
    const bodyAuthor =
      !names &&
      !org &&
      prefix.split(/\s+/).length <= 3 &&
      !/\.\p{L}|[[(]/u.test(prefix) &&
      /^[^.:]{3,}[.:](?:\s|$)/u.test(rest);
    const titleFirst = !names && !org && !bodyAuthor && authorDate[2] !== undefined && !/[“"«‘]/u.test(prefix);
    if (titleFirst) {
      d.title = tidy(authorDate[1]!.replace(/\s*\((?:[^()]*\uE000[^()]*)\)\s*$/u, '').replace(/\uE000/gu, ' '));
      d.confidence.title = 0.7;
      const y = authorDate[2]!;
      if (/\d/.test(y)) {
        d.year = y;
        d.confidence.year = 0.9;
      }
      titleTaken = authorDate[0].length;
    }
    if (names || org) {
      lead = names
        ? { ...names, length: authorDate[0].length }
        : { people: [], etAl: false, editors: false, organisation: tidy(org), length: authorDate[0].length };
    }
    if (bodyAuthor) {
      lead = { people: [], etAl: false, editors: false, organisation: tidy(prefix), length: authorDate[0].length };
      fromAuthorDate = true;
      const y = authorDate[2] ?? authorDate[3];
      if (y && /\d/.test(y)) {
        d.year = y;
        d.confidence.year = 0.9;
      }
    }
    if (names || org) {
      fromAuthorDate = true;
      const y = authorDate[2] ?? authorDate[3];
      if (y && /\d/.test(y)) {
        d.year = y;
        d.confidence.year = 0.95;
      }
    }
  }
  const quoted = QUOTED.exec(body);
  if (titleTaken) body = body.slice(titleTaken);
  else if (!lead) {
    if (quoted && quoted.index < 600) {
      const names = namesOf(body.slice(0, quoted.index + 1));
      if (names) lead = { ...names, length: quoted.index + 1 };
    }
    if (!lead) lead = leadingNames(body);
  }
  if (lead) {
    if (lead.editors) d.editors = lead.people;
    else d.authors = lead.people;
    d.etAl = lead.etAl;
    if (lead.organisation) d.organisation = lead.organisation;
    d.confidence[lead.editors ? 'editors' : 'authors'] = 0.8;
    body = body.slice(lead.length);
  }
  // ASA and GSA after an organisation, or a work without authors: "2018. “Title.” …".
  body = body.replace(/^[\s\uE000,.;:]+/u, '');
  const leadYear = /^\(?(1[5-9]\d\d|20\d\d)[a-z]?\)?[.,]\s+/u.exec(body);
  // GSA: "Body, 2018, Title: Host" — a year followed by a comma starts GSA's title.
  const gsaYear = Boolean(leadYear?.[0].includes(','));
  if (leadYear) {
    d.year ??= leadYear[1];
    d.confidence.year ??= 0.9;
    body = body.slice(leadYear[0].length);
  }
  body = body.replace(/^[\s\uE000,.;:]+/u, '');
  // Title: quoted, or up to the end of the first sentence (or GSA's last ": " before the host).
  const q = QUOTED.exec(body);
  let after: string;
  if (titleTaken) {
    after = body;
  } else if (q && q.index < 5) {
    d.title = tidy(q[1] ?? q[2] ?? q[3] ?? q[4]);
    after = body.slice(q.index + q[0].length);
    d.confidence.title = 0.9;
  } else {
    const gsa = gsaYear || (fromAuthorDate && authorDate?.[3] !== undefined && authorDate[0].trimEnd().endsWith(','));
    d.gsa = gsa;
    // A standard's title runs over several sentences, up to the place or the next field.
    const standardStop =
      /;\s|\uE000|\.\s(?=(?:\p{Lu}[\p{L}-]*,?\s?){1,4}:\s)|\.\s(?=(?:1[5-9]\d\d|20\d\d)[.,]?\s*(?:\uE000|$))|\s\((?=[^()]*\d{4})/u;
    const stop = gsa
      ? /(?<!\s):\s(?=[^:]*$)/u
      : /(?<!(?<![\p{L}\p{N}])\p{Lu}|(?<![\p{L}\p{N}])(?:vs|eds?|Vol|vol|No|no|Inc|St|Dr|Mr|Mrs|Jr|пер|ред|изд|вид|т|им|etc))(?:\.|[?!](?=\s+\p{Lu}[^.?!]{0,200}$)|[?!](?=\s+\p{Lu}[^.,;?!\uE000]{0,60}[.,;]?\s*(?:\uE000|\d)))(?=\s+[\p{Lu}\p{N}“"«\uE000([])|;\s(?=\p{Lu})|,\s(?=(?:trans\.|ed\.|edited|translated|пер\.|под ред\.|за ред\.)\s)|\.\s(?=arXiv)|\uE000|\s\/\/\s|\s\((?=[^()]*(?:1[5-9]\d\d|20\d\d|\uE000)[^()]*\))/u;
    const beforeCut = body.replace(/\s*\(\uE000\)/gu, ' ');
    const firstPart = gsa ? (beforeCut.split(CUT)[0] ?? body) : body;
    // GSA: "Title [DSc thesis]: Place" — the colon after the cut ends the title.
    const colonAfterCut = gsa && /^\uE000[\]\s]*:\s/u.test(beforeCut.slice(firstPart.length));
    const chapter = gsa ? /,\s(?:in|в|у)\s/u.exec(firstPart) : null;
    if (chapter) d.inHost = true;
    const m = colonAfterCut ? null : (chapter ?? (d.standard && !gsa ? standardStop : stop).exec(firstPart));
    const end = m ? m.index + (m[0] === '?' || m[0] === '!' ? 1 : 0) : firstPart.length;
    const source = gsa ? beforeCut : body;
    d.title = tidy(source.slice(0, end));
    after = source.slice(m ? m.index + m[0].length : end);
    if (d.title) d.confidence.title = 0.7;
  }
  // "… Phorboxazole B. J. Am. Chem. Soc." — a run of abbreviations ending the title is the journal.
  if (d.title && /^\s*\p{Lu}\p{Ll}{0,4}\.\s/u.test(after)) {
    const tail = /^(.*?\S)\.\s+((?:\p{Lu}\p{Ll}{0,4}\.\s+)*\p{Lu}\p{Ll}{0,4})$/u.exec(d.title);
    if (tail && tail[1]!.length > 10) {
      d.title = tail[1];
      after = `${tail[2]}. ${after.trimStart()}`;
    }
  }
  if (d.title) d.title = tidy(d.title.replace(/\s*[[(][^\])]*$/u, ''));
  // A patent's office printed after the title: "…, United States Patent 9,367,592".
  if (d.title && d.patent) d.title = tidy(d.title.replace(PATENT_OFFICE_AFTER, ''));
  // APA and ACS put a description after the title: [Doctoral dissertation, …], (U.S. Patent No. …).
  if (d.title)
    d.title = tidy(
      d.title.replace(
        /\s*(?:\[[^\]]{2,120}\]|\((?:[^()]*(?:Patent|No\.|[Dd]issertation|[Tt]hesis|диссертация|дисертація|Trans\.|ed\.|Eds?\.|пер\.|ред\.|упоряд\.|Vol\.|Report)[^()]*)\))\s*$/u,
        '',
      ),
    );
  if (d.title && d.title.length > 0) {
    const info = /\s:\s(.+)$/u.exec(d.title);
    if (info) {
      d.info = info[1];
      d.title = d.title.slice(0, info.index);
    }
  }
  // The rest: container or place/publisher, then anything else.
  if (
    /^[\s,.\uE000]*(?:In:?|in|В кн\.:?|У кн\.:?|В:|У:|в|у|В|У|\/\/)\s/u.test(after) ||
    /\((?:Eds?|eds?|ред|Hrsg)\.?\)|\b(?:edited by|ed\. by|eds\.,|editors\.)/u.test(after)
  ) {
    d.inHost = true;
    d.hostEdited = /\((?:Eds?|eds?|ред|Hrsg)\.?\)|(?<![\p{L}])(?:edited by|ed\. by|eds\.,|editors\.)/u.test(after);
  }
  after = after.replace(/^[\s,.\uE000]*(?:In:?|in|В кн\.:?|У кн\.:?|В:|У:|в|у|В|У|\/\/)\s+/u, '');
  const pieces = after
    .split(CUT)
    .map((p) => p.trim())
    .filter((p) => p.replace(/[\s.,;:()[\]–—]/g, '').length > 0);
  const firstPiece = pieces[0];
  if (firstPiece !== undefined) {
    // GSA: "Host: Place, Publisher" — the host is everything before the last colon.
    const gsaHost = d.gsa ? /^(.*):\s([^:]+)$/u.exec(firstPiece) : null;
    const place = findPlace(firstPiece);
    const hostEnd = place ? firstPiece.lastIndexOf('. ', place.start) : -1;
    if (gsaHost && d.inHost) {
      d.container = cleanContainer(gsaHost[1]!);
      if (d.container) d.confidence.container = 0.7;
      const pp = /^([^,]+(?:,\s[A-Z][\p{L}.]*)?),\s(.+?)[,.]?\s*$/u.exec(gsaHost[2]!);
      if (pp) {
        d.place = tidy(pp[1]);
        d.publisher = tidy(pp[2]);
      }
    } else if (place && (hostEnd > 0 || place.start > 3) && d.inHost) {
      d.container = cleanContainer(firstPiece.slice(0, hostEnd > 0 ? hostEnd : place.start));
      if (d.container) d.confidence.container = 0.7;
      publicationZone(firstPiece.slice(hostEnd + 1), d);
    } else if (!publicationZone(firstPiece, d)) {
      // "Journal. Publisher" or "Journal, 8" → the host title ends at the first stop.
      // ("J. Am. Chem. Soc." keeps its stops: the next word is another abbreviation).
      const host =
        dropHostEditors(firstPiece.replace(/^[\s,.]*(?:Proc\.|In:?|in|у|в)\s+/u, '')).split(
          /(?<=\p{L}{3}|\))\.\s+(?=\p{Lu}(?!\p{Ll}{0,5}[.,]|\p{Lu}+[\s,.-]|Сер(?:ия|\.)|Серія|Series|Section))/u,
        )[0] ?? firstPiece;
      d.container = cleanContainer(host);
      if (d.container) d.confidence.container = 0.7;
      const restOfFirst = firstPiece.slice(host.length);
      if (restOfFirst) publicationZone(restOfFirst, d);
    }
  }
  for (const p of pieces.slice(1)) if (!d.publisher) publicationZone(p, d);
}

function decideType(d: Draft, raw: string): number {
  if (d.patent) return 6;
  if (d.standard && !(d.inHost && (d.volume || d.issue || d.number))) return 5;
  if (d.dissertation) return 4;
  const serial = Boolean(d.volume || d.issue || d.number);
  const range = Boolean(d.pages && /[-–]/.test(d.pages));
  const published = Boolean(d.publisher || d.place);
  const proceedings =
    /(?<![\p{L}])(?:Proc\.|Proceedings|Conference|Conf\.|Symposium|Workshop|Congress|Материалы|Матеріали|Тези|Тезисы|конф\.|конференц)/u.test(
      raw,
    );
  // A page of a website: a host with a link but nothing a journal or book would have.
  const website =
    /\[website\]|\[сайт\]|official (?:web)?site|официальный сайт|офіційний сайт|Title from screen|Загл\. с экрана|Назва з екрана/iu.test(
      raw,
    );
  if (d.link && !serial && !range && !d.pages && !d.extent && !d.isbn && (website || d.electronic || !published)) {
    if (website || d.inHost || !d.edition) return 7;
  }
  // Journals have no editions: an edition with a volume is a volume of a book ("3rd ed., vol. 1").
  if (!d.inHost && d.edition && !d.issue && !d.number && !range) return 2;
  if (d.inHost) {
    // A part of a host: a journal issue (volume, issue, №) or a book or proceedings volume
    // (publisher, editors, a conference name or place in brackets after the host title).
    if (proceedings) return 3;
    if (serial && !published) return 1;
    // "In: Host" with no volume, issue or number is a book or proceedings volume.
    if (!serial && !/\s\/\/\s/.test(raw)) return 3;
    if (
      published ||
      d.editors.length ||
      d.hostEdited ||
      /\s\/\/\s[^–]*\([^)]*(?:\d{4}|[A-Z]{2,}|\p{Lu}\p{Ll}+,)[^)]*\)/u.test(raw)
    )
      return 3;
    return 1;
  }
  if (d.conference && proceedings && range) return 3;
  if (serial && (range || d.container) && !published && !d.extent) return 1;
  // A newspaper or journal cited by one page: "Российская газета, С. 2".
  if ((range || d.pages) && d.container && !published) return 1;
  if (published || d.extent || d.edition || d.isbn) return 2;
  if (d.link && !serial && !range) return 7;
  return 2;
}

function build(d: Draft): PublicationInput {
  const pub: PublicationInput = { idTypePublication: d.type ?? 2, language: d.language };
  const title: Record<string, unknown> = {};
  if (d.title) title.publicationTitle = d.title;
  if (d.info) title.infoAbouteTitle = d.info;
  if (d.parallel) title.parallelTitles = [{ text: d.parallel }];
  if (d.standard) title.standartNumber = [d.standard];
  if (Object.keys(title).length) pub.title = title;
  const series: Record<string, unknown> = {};
  if (d.container && d.type !== 2) series.series = d.container;
  if (d.bookSeries && d.type === 2) {
    series.series = d.bookSeries.title;
    if (d.bookSeries.number) series.number = d.bookSeries.number;
  }
  if (d.volume) series.volume = d.volume;
  if (d.issue) series.issue = d.issue;
  if (d.number) series.number = d.number;
  if (Object.keys(series).length) pub.series = series;
  const output: Record<string, unknown> = {};
  if (d.year) output.year = d.year;
  if (d.place) output.editionPlace = d.place;
  if (d.publisher) output.publisher = d.publisher;
  if (d.type === 2 && d.container && !d.publisher) output.publisher = d.container;
  if (Object.keys(output).length) pub.outputData = output;
  const pages = d.pages ?? d.extent;
  if (pages) pub.physical = { pages };
  if (d.edition) pub.edition = d.edition;
  if (d.link || d.accessed) {
    pub.accessData = {
      ...(d.link ? { link: d.link, type: d.linkType } : {}),
      ...(d.accessed ? { accessedDate: d.accessed } : {}),
    };
  }
  const special: Record<string, unknown> = {};
  if (d.dissertation) {
    special.dissertation = d.dissertation.full;
    if (d.dissertation.degree) special.idAcademicDegree = d.dissertation.degree;
    if (d.dissertation.science) special.idScience = d.dissertation.science;
    if (d.dissertation.code) special.codeSpecialty = d.dissertation.code;
    if (d.place) special.defPlace = d.place;
  }
  if (d.patent) {
    special.patentNumber = d.patent.number;
    if (d.patent.office) special.patentOffice = d.patent.office;
    if (d.patentDate) special.datePublication = d.patentDate;
  }
  if (Object.keys(special).length) pub.specialData = special;
  const authors: Record<string, Person[]> = {};
  if (d.authors.length) authors['1'] = d.authors;
  if (d.editors.length) authors['3'] = d.editors;
  if (d.translators.length) authors['4'] = d.translators;
  if (d.organisation) authors['5'] = [{ surname: d.organisation }];
  if (Object.keys(authors).length) pub.authors = authors;
  return pub;
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
    return parseOne(typeof text === 'string' ? text : String(text ?? ''), options);
  } catch {
    // A rule that breaks on some text must not break the caller; the warning lets tests see it.
    return unrecognised([PARSER_FAILED]);
  }
}

function parseOne(input: string, options: ParseOptions): ParseResult {
  const warnings: string[] = [];
  let text = input;
  if (text.length > MAX_INPUT) {
    text = text.slice(0, MAX_INPUT);
    warnings.push(`The text is longer than ${MAX_INPUT} characters; only its beginning was read.`);
  }
  const refs = splitReferences(text, { byLine: false });
  if (refs.length > 1) warnings.push(`The text holds ${refs.length} references; only the first was parsed.`);
  let s = cleanReference(refs[0] ?? '');
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
    translators: [],
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
    if (office) s = `${s.slice(0, patent.cut.start + 1)} ${rest.slice(office[0].length)}`;
  }
  const standard = findStandard(s);
  if (standard && !patent) {
    d.standard = { standart: standard.standart, number: standard.number };
    d.confidence.standard = 0.9;
    s = cutOut(s, standard.cut);
  }
  if (
    /\[(?:Электронный ресурс|Електронний ресурс|Electronic resource|online|Online)\]|электронный|електронний|electronic/u.test(
      s,
    )
  ) {
    d.electronic = true;
  }
  s = s.replace(MEDIUM, ' ').replace(/\s*[–—]\s*(?:Режим доступа|Режим доступу|Access mode)\s*:?\s*\uE000/gu, CUT);
  const diss = DISSERTATION.exec(s);
  if (diss) {
    const zone = s.slice(diss.index, diss.index + 160);
    const degree = /канд|Candidate|Cand\./u.test(zone)
      ? 1
      : /д-ра|докт|доктор|Doctor|Dr\.|DSc/u.test(zone)
        ? 2
        : /Ph\.?\s?D/u.test(zone)
          ? 3
          : undefined;
    const code = /(?<![\p{L}\p{N}])(\d{2}\.\d{2}\.\d{2})(?![\p{L}\p{N}])/u.exec(zone)?.[1];
    const science = scienceOf(zone);
    d.dissertation = {
      full: !ABSTRACT.test(zone),
      ...(degree ? { degree } : {}),
      ...(science ? { science } : {}),
      ...(code ? { code } : {}),
    };
    d.confidence.degree = 0.8;
    // The dissertation statement, up to the responsibility or the next zone, is not title.
    // It ends at the responsibility, the next zone, a bracket, a comma or a new sentence
    // ("DSc thesis. Wilmington University, 2016"), so the place and year stay readable.
    const endOfStatement = /\s\/\s|\s[–—]\s|[\])]|,\s|\.\s(?=[\p{Lu}\d])|$/u.exec(s.slice(diss.index));
    const stop = diss.index + (endOfStatement?.index ?? 0);
    const startOfStatement =
      s.lastIndexOf(':', diss.index) > diss.index - 4 ? s.lastIndexOf(':', diss.index) : diss.index;
    s = `${s.slice(0, startOfStatement)}${CUT}${s.slice(stop)}`;
    if (code) s = s.replace(code, '');
  }
  d.conference = CONFERENCE.test(s);

  // GOST 7.1, 5.6: the series of a book in brackets, "(Title ; № 12)" — before "№" is read as an issue.
  const seriesZone = /\((?!\d)([^()]{3,100}?)\s;\s(?:№|[Вв]ып\.|[Вв]ип\.|[Nn]o\.|[Vv]ol\.|[Тт]\.)\s?(\d+)\)/u.exec(s);
  if (seriesZone) {
    d.bookSeries = { title: tidy(seriesZone[1]) ?? seriesZone[1]!, number: seriesZone[2] };
    s = `${s.slice(0, seriesZone.index)}${CUT}${s.slice(seriesZone.index + seriesZone[0].length)}`;
  }
  const numbers = takeNumbers(s);
  s = numbers.rest;
  Object.assign(d, {
    volume: numbers.numbers.volume,
    issue: numbers.numbers.issue,
    number: numbers.numbers.number,
    pages: numbers.numbers.pages,
    extent: numbers.numbers.extent,
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

  // A journal number alone in an English style: "Journal, 8, 207–217" — APA without issue.
  if (!d.volume && !d.gost) {
    const bare = /,\s*(\d{1,4})\s*,\s*\uE000/u.exec(s) ?? /,\s*(\d{1,4})(?:,|\s*$)/u.exec(s);
    if (bare && d.container && !/^(1[5-9]\d\d|20\d\d)$/.test(bare[1]!)) {
      d.volume = bare[1];
      d.confidence.volume = 0.6;
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
  if (!d.year) {
    const y = takeYear(s);
    if (y.year) {
      d.year = y.year;
      d.confidence.year = 0.8;
    }
  }
  // Pages that are a bare range left over: "Journal, 8, 207–217" or "Journal 8: 207–17".
  if (!d.pages) {
    const range = /(?<![\d.])(\d{1,5})\s?[–-]\s?(\d{1,5})(?!\d|\.\d)/u.exec(s);
    // A span of years ("1941–1945") in a title is not a page range.
    const years = range && /^(1[5-9]\d\d|20\d\d)$/.test(range[1]!) && /^(1[5-9]\d\d|20\d\d)$/.test(range[2]!);
    if (range && !years && (d.container || d.inHost)) {
      d.pages = `${range[1]}–${range[2]}`;
      d.confidence.pages = 0.6;
    }
  }
  if (d.standard && d.type === undefined && d.title === undefined) d.title = d.standard.number;
  d.type = decideType(d, raw);
  d.confidence.type = d.patent || d.standard || d.dissertation ? 0.9 : d.type === 1 || d.type === 3 ? 0.85 : 0.6;
  if (d.type === 7 && d.container === undefined && d.publisher) d.container = d.publisher;
  // APA leaves out a website's name when it is the author's: "World Health Organization. (2018)."
  if (d.type === 7 && !d.container && d.organisation) d.container = d.organisation;
  // IEEE and ACS print the conference's city after its title: "in Proc. IOOC-ECOC, Boston, MA, USA".
  if (d.type === 3 && d.container) {
    const city =
      /^(.+?)[,.]\s(?:\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*)?)(?:,\s(?:\p{Lu}{2,3}|\p{Lu}[\p{L}.'’-]+(?:\s\p{Lu}[\p{L}.'’-]+)?))*(?:,\s\d{1,2}(?:[–-]\d{1,2})?\s\p{L}+\.?(?:\s\d{4})?)?$/u.exec(
        d.container,
      );
    if (city) d.container = city[1];
  }

  if (!d.title && !d.authors.length && !d.container && !d.link && !d.year) return unrecognised(warnings);
  if (!d.title) warnings.push('No title was found.');
  if (!d.authors.length && !d.editors.length && !d.organisation && d.type !== 5)
    warnings.push('No authors were found.');
  if (d.etAl) warnings.push('The list of authors is shortened (et al.); only the names shown were read.');
  const publication = build(d);
  const identifiers: ParseResult['identifiers'] = {};
  if (d.isbn) identifiers.isbn = d.isbn;
  if (d.issn) identifiers.issn = d.issn;
  return { publication, confidence: d.confidence, warnings, identifiers, recognised: true };
}
