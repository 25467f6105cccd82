import { DATE_SOURCE, readDate } from './dates.js';

/**
 * The labelled, unambiguous pieces of a reference — DOI, URL, access date, ISBN/ISSN,
 * standard and patent numbers — found first and cut out, so they cannot be mistaken for
 * titles or page numbers later. Each function returns what it found; the caller cuts it.
 */

export interface Cut {
  start: number;
  end: number;
}

/** A DOI keeps brackets it opens (`10.1016/S0140-6736(20)30183-5`) and loses trailing punctuation. */
export function trimDoi(raw: string): string {
  let s = raw.replace(/[.,;:>\]]+$/, '');
  while (s.endsWith(')') && (s.match(/\(/g)?.length ?? 0) < (s.match(/\)/g)?.length ?? 0))
    s = s.slice(0, -1).replace(/[.,;:]+$/, '');
  return s;
}

const DOI_LABELLED =
  /(?:(?<![\p{L}\p{N}])DOI|(?<![\p{L}\p{N}])doi)\s*:?\s*(?:<?https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/[^\s<>"]+)>?|<?https?:\/\/(?:dx\.)?doi\.org\/(10\.\d{4,9}\/[^\s<>"]+)>?|(?<![\p{L}\p{N}])(10\.\d{4,9}\/[^\s<>"]+)/u;

export function findDoi(s: string): { doi: string; cut: Cut } | undefined {
  const m = DOI_LABELLED.exec(s);
  if (!m) return undefined;
  const raw = m[1] ?? m[2] ?? m[3] ?? '';
  const doi = trimDoi(raw);
  // Cut through the DOI itself plus any closing '>' right after it.
  const rawEnd = m.index + m[0].indexOf(raw) + doi.length;
  const end = s[rawEnd] === '>' ? rawEnd + 1 : rawEnd;
  let start = m.index;
  // "Available from: https://doi.org/…", "Режим доступа: …" belong to the DOI.
  start -= labelBefore(s, start);
  return { doi, cut: { start, end } };
}

/** The length of a link's label right before `at` ("Available from:", "Режим доступа:"), 0 if none. */
function labelBefore(s: string, at: number): number {
  const before =
    /(?:(?<![\p{L}\p{N}])(?:Available\s+(?:from|at)|Retrieved\s+from|Отримано\s+з|Извлечено\s+из|Получено\s+с|URL|Режим\s+доступа|Режим\s+доступу|Access\s+mode)\s*:?\s*)$/iu.exec(
      s.slice(Math.max(0, at - 40), at),
    );
  return before ? before[0].length : 0;
}

const URL_RE =
  /(?:(?<![\p{L}\p{N}])(?:URL|Available(?:\s+(?:from|at))?|Retrieved\s+from|Отримано\s+з|Извлечено\s+из|Получено\s+с|Режим\s+доступа|Режим\s+доступу|Access\s+mode|Доступно)\s*:?\s*)?<?((?:https?:\/\/|www\.)[^\s<>"]+)>?/iu;

/** MLA drops the scheme: "lib.example.ru/rules", "patents.google.com/patent/US1/en" (a path is required). */
const BARE_URL_RE = /(?<![\p{L}\p{N}@/.])((?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"]*)/u;

/**
 * The rest of a URL that a PDF broke with a space after a slash or a stop:
 * "https://cyberleninka.ru/article/n/ generalnyy-plan-…", "http://www. eurasiancommission.org/".
 * Only a lower-case piece that reads as a path or a domain, so a following word is never taken.
 */
const BROKEN_URL_REST = /^ ([a-z0-9][a-z0-9%_~#?=&+-]*(?:[./][a-z0-9%_~#?=&+-]+)*\/?)(?=[\s.,;)]|$)/u;

export function findUrl(s: string): { url: string; cut: Cut } | undefined {
  const m = URL_RE.exec(s) ?? BARE_URL_RE.exec(s);
  if (!m) return undefined;
  // A link without its scheme keeps its label too ("Режим доступа: ru.wikipedia.org/wiki/…"),
  // else the label is left to be read as the host.
  const start = /^(?:https?:\/\/|www\.)/iu.test(m[1] ?? '') ? m.index : m.index - labelBefore(s, m.index);
  const rest = /[/.]$/.test(m[1] ?? '') ? BROKEN_URL_REST.exec(s.slice(m.index + m[0].length)) : null;
  if (rest && /[-./_]/.test(rest[1]!) && !/^[a-z]+\.$/.test(rest[1]!)) {
    const joined = `${m[1]}${rest[1]}`;
    const end = m.index + m[0].length + rest[0].length;
    return { url: /^https?:\/\//.test(joined) ? joined : `https://${joined}`, cut: { start, end } };
  }
  let url = (m[1] ?? '').replace(/[.,;:\]]+$/, '');
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) url = url.slice(0, -1);
  url = url.replace(/[.,;:]+$/, '');
  const startOfUrl = m.index + m[0].indexOf(m[1] ?? '');
  let end = startOfUrl + url.length;
  if (s[end] === '>') end++;
  return { url: /^https?:\/\//.test(url) ? url : `https://${url}`, cut: { start, end } };
}

const ACCESS_RE = new RegExp(
  `[\\(\\[]\\s*(?:дата\\s+обращения|дата\\s+звернення|дата\\s+доступа|accessed|viewed|cited|процитировано|процитовано|цитовано|просмотрено|переглянуто|date\\s+of\\s+access)\\s*:?\\s*(${DATE_SOURCE})\\s*[\\)\\]]|(?:(?<![\\p{L}\\p{N}])[Aa]ccessed|(?<![\\p{L}\\p{N}])[Vv]iewed|(?<![\\p{L}\\p{N}])[Rr]etrieved|(?<![\\p{L}\\p{N}])Дата\\s+обращения|(?<![\\p{L}\\p{N}])Дата\\s+звернення|(?<![\\p{L}\\p{N}])Отримано|(?<![\\p{L}\\p{N}])Извлечено)(?:\\s+on)?\\s*:?\\s*(${DATE_SOURCE})(?:,?\\s+from(?![\\p{L}\\p{N}]))?`,
  'iu',
);

export function findAccessDate(s: string): { date: string; cut: Cut } | undefined {
  const m = ACCESS_RE.exec(s);
  if (!m) return undefined;
  const date = readDate(m[1] ?? m[2] ?? '');
  if (!date) return undefined;
  return { date, cut: { start: m.index, end: m.index + m[0].length } };
}

const ISBN_RE =
  /(?<![\p{L}\p{N}])ISBN(?:-1[03])?\s*:?\s*((?:97[89][\s-]?)?\d{1,5}[\s-]?\d{1,7}[\s-]?\d{1,7}[\s-]?[\dXx])(?![\p{L}\p{N}])/u;
const ISSN_RE = /(?<![\p{L}\p{N}])ISSN\s*:?\s*(\d{4}-?\d{3}[\dXx])(?![\p{L}\p{N}])/u;

export function findIsbn(s: string): { value: string; cut: Cut } | undefined {
  const m = ISBN_RE.exec(s);
  return m ? { value: m[1]!.replace(/\s/g, '-'), cut: { start: m.index, end: m.index + m[0].length } } : undefined;
}

export function findIssn(s: string): { value: string; cut: Cut } | undefined {
  const m = ISSN_RE.exec(s);
  return m ? { value: m[1]!, cut: { start: m.index, end: m.index + m[0].length } } : undefined;
}

/** Designations of standards, longest first so `ГОСТ Р ИСО` wins over `ГОСТ`. */
const STANDARD_RE =
  /(?<![\p{L}\p{N}])(ANSI\/NISO|BS\s+EN\s+ISO|EN\s+ISO|DIN\s+EN\s+ISO|NISO|ГОСТ\s+Р\s+ИСО|ГОСТ\s+ИСО|ГОСТ\s+Р|ГОСТ|ДСТУ\s+ISO|ДСТУ\s+EN|ДСТУ\s+ГОСТ|ДСТУ\s+Б\s+[A-ZА-Я]\.\d+|ДСТУ|ISO\/IEC|ISO|IEC|ОСТ|СТО|СНиП|СП|СТБ|BS\s+EN|BS|DIN\s+EN|DIN|ASTM|IEEE\s+Std|IEEE\s+Standard|ANSI\s+Standard|OSHA|ISO\s+Standard\s+No\.|ANSI)\s+(?:Standard\s+)?(?:No\.\s*)?([A-ZА-Я]?\s?\d[\d.:\-–—/]*\d(?:\s?[-–—:]\s?\d{2,4})?)/u;

export function findStandard(s: string): { standart: string; number: string; cut: Cut } | undefined {
  const m = STANDARD_RE.exec(s);
  if (!m) return undefined;
  return {
    standart: m[1]!.replace(/\s+/g, ' '),
    number: m[2]!.replace(/\s*([-–—])\s*/g, '$1'),
    cut: { start: m.index, end: m.index + m[0].length },
  };
}

/**
 * Patent and author's certificate numbers: `Пат. 2345678`, `Patent US 7,654,321 B2`, `US 7654321 B2`,
 * `Патент, RU2013151824A` (a comma after the word), `Патент РУз IDP 05370` (a Cyrillic office and a
 * series of letters before the number).
 */
const PATENT_RE =
  /(?<![\p{L}\p{N}])(?:(Пат\.|пат\.|Патент|Patent|patent|Pat\.|pat\.|А\.\s?с\.|а\.\s?с\.|Авт\.\s?свид\.|Авторское\s+свидетельство|Деклараційний\s+патент(?:\s+на\s+(?:винахід|корисну\s+модель))?)\s*,?\s*(?:(?:№|No\.?|N)\s*)?((?:[А-ЯЁІЇЄ][А-ЯЁІЇЄа-яёіїє]{1,3}\s+(?=[A-Z№\d]))?(?:(?:№|No\.?)\s*)?(?:[A-Z]{2,3}\s?)?(?:\d{1,3}(?:[ ,]\d{3})+|\d{4,})(?:\s?[A-Z]\d?(?![\p{L}]))?)|(?<![\p{L}\p{N}])(US|RU|UA|EP|WO|DE|GB|JP|CN|SU|FR)\s?(\d{4,}(?:[,/ ]\d+)*)(?:\s?([ABCU]\d?))?(?![\p{L}\p{N}]))/u;

export function findPatent(s: string): { number: string; office?: string; cut: Cut } | undefined {
  const m = PATENT_RE.exec(s);
  if (!m) return undefined;
  let raw = (m[2] ?? `${m[3]} ${m[4]}${m[5] ? ` ${m[5]}` : ''}`).trim();
  const cyrillicOffice = /^([А-ЯЁІЇЄ][А-ЯЁІЇЄа-яёіїє]{1,3})\s+(?:(?:№|No\.?)\s*)?/u.exec(raw);
  if (cyrillicOffice) raw = raw.slice(cyrillicOffice[0].length);
  const office = cyrillicOffice?.[1] ?? /^([A-Z]{2})\s?\d/.exec(raw)?.[1] ?? m[3];
  return {
    number: raw
      .replace(/^([A-Z]{2})\s?(?=\d)/, '')
      .replace(/\s?[ABCU]\d?$/, '')
      .replace(/[\s,]/g, ''),
    ...(office ? { office } : {}),
    cut: { start: m.index, end: m.index + m[0].length },
  };
}

/** Patent offices as the styles name them, before or after the title. */
const OFFICES =
  'United States|United Kingdom|US|RU|UA|GB|EP|DE|JP|CN|FR|WO|SU|Russian Federation|Ukraine|Germany|France|Japan|China|Canada|European Patent Office|Российская Федерация|Рос\\.\\s?Федерация|Россия|Україна|СССР|США';
export const PATENT_OFFICE_AFTER = new RegExp(`,?\\s*(?:${OFFICES})\\s*(?:[Pp]atent|Патент|патент)?\\s*$`, 'u');
// The classification after the office may hold its editions' stops: "МПК B02C 19/16 (2006.01), B02C 17/00 (2006.01).";
// a list typing the record with commas ends it at the year: «Патент, RU2013151824A, Россия, A61P 37/02, 2013».
export const PATENT_OFFICE_BEFORE = new RegExp(
  `^[\\s\uE000]*,?\\s*(${OFFICES})(?:,\\s*(?:[^.]|\\.(?=\\d)){2,120}?)?(?:\\.\\s+|(?=,\\s*(?:1[5-9]\\d\\d|20\\d\\d)\\.?\\s*$))`,
  'u',
);

/** A country named before the word "Patent" ("USA Patent 6206324", "U.S. Patent", "European Patent"), as the record names it. */
const OFFICE_BEFORE_MARK =
  /(?:^|(?<=[\s,.;:([\uE000]))(USA|U\.\s?S\.(?:\s?A\.)?|US|United\s+States(?:\s+of\s+America)?|UK|U\.K\.|United\s+Kingdom|British|European|Canadian|Canada|Japanese|Japan|German|Germany|French|France|Chinese|China|Australian|Australia|Russian\s+Federation|Russian)\s*$/u;
const OFFICE_OF_WORD: Readonly<Record<string, string>> = {
  British: 'United Kingdom',
  UK: 'United Kingdom',
  'U.K.': 'United Kingdom',
  European: 'European Patent Office',
  Canadian: 'Canada',
  Japanese: 'Japan',
  German: 'Germany',
  French: 'France',
  Chinese: 'China',
  Australian: 'Australia',
  Russian: 'Russian Federation',
};

/**
 * The office named just before a patent's number in `head` (the text up to it) and where that
 * name starts; the United States however typed ("USA", "U.S.A.", "US") is "United States".
 * Before, the name was left in the text and read as a host ("USA").
 */
export function patentOfficeBefore(head: string): { office: string; start: number } | undefined {
  const m = OFFICE_BEFORE_MARK.exec(head);
  if (!m) return undefined;
  const word = m[1]!.replace(/\s+/gu, ' ');
  const office = /^(?:USA|U\.\s?S\.|U\.\s?S\.\s?A\.|US|United States)/u.test(word)
    ? 'United States'
    : (OFFICE_OF_WORD[word] ?? word);
  return { office, start: m.index };
}

/**
 * The office a GOST patent names after its number («Пат. 2637215 Рос. Федерация, МПК …»), in full
 * (GOST 7.12 abbreviates «Рос. Федерация»), with the code its number was printed with («RU»).
 */
export function patentOffice(name: string, code?: string): string {
  const full = /^Рос\.\s?Федерация$/u.test(name) ? 'Российская Федерация' : name;
  return code && code !== full ? `${full}, ${code}` : full;
}
