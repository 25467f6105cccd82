/**
 * Volume, issue, number, pages, edition and year in the forms the styles print them:
 * labelled (`Vol. 8`, `Т. 4`, `№ 3`, `Вип. 2`, `pp. 207–217`, `С. 45–60`) and the compact
 * forms of the author-date and numeric styles (`8(3), 207–217` APA; `2019;8(3):207-17`
 * Vancouver; `8.3 (2019), 207–17` MHRA; `8, no. 3 (2019): 207–17` Chicago).
 */

export interface Numbers {
  volume?: string;
  issue?: string;
  number?: string;
  pages?: string;
  extent?: string;
  /** «Вып.» or «Вип.» when the issue was typed with it: a journal's issue keeps its word. */
  issueWord?: string;
  /** What illustrates the work, printed after its extent (`ил.`, `іл., фотогр.`). */
  illustrations?: string;
  edition?: string;
  year?: string;
}

/** Expands an abbreviated page range: `207-17` → `207–217`, `1-51` stays. */
export function expandPages(raw: string): string {
  const m = /^(\p{L}?)(\d+)\s*[-–—]+\s*(\p{L}?)(\d+)$/u.exec(raw.trim());
  if (!m) return raw.trim();
  const [, p1, a, p2, b] = m as unknown as [string, string, string, string, string];
  const full = b.length < a.length && !p2 ? a.slice(0, a.length - b.length) + b : b;
  return `${p1}${a}–${p2 || p1}${full}`;
}

const PAGES = '(\\p{L}?\\d+(?:\\s?[-–—]+\\s?\\p{L}?\\d+)?)';
const ISSUE = '(\\d+[A-Za-zА-Яа-я]?(?:\\s?[-–/]\\s?\\d+)?)';

/** Kinds of illustration GOST names after the extent: ил., іл., фотогр., портр., табл., карт., схем., граф., ill. */
const ILLUSTRATIONS =
  '(?:цв\\.\\s?ил|кол\\.\\s?іл|ил|іл|фотогр|фот|портр|табл|карт|схем|граф|факс|ill|illus|col\\.\\s?ill)\\.';

/** The running number of an issue since the journal began, in brackets after its number: «№ 1 (52)», «Вып. 2 (23)». */
// Never a year: "no. 3 (2019): 207–17" is Chicago's issue and date.
const WHOLE_NUMBER = '(?:\\s?\\((?!(?:1[5-9]|20)\\d\\d\\))\\d{1,5}\\))?';

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

type Rule = { re: RegExp; take: (m: RegExpExecArray, n: Numbers) => boolean };

/** Only fills a field still empty; returns whether anything was filled. */
function set(n: Numbers, key: keyof Numbers, value: string | undefined): boolean {
  if (value === undefined || value === '' || n[key] !== undefined) return false;
  n[key] = value.trim();
  return true;
}

const RULES: Rule[] = [
  // A supplement keeps its word (ICMJE/NLM sample references): after the volume it is the
  // volume's ("Volume with supplement", "42 Suppl 2:", "24 Suppl 1:", "14 Suppl;"), in brackets
  // the issue's ("Issue with supplement", "58(12 Suppl 7):", "27 (Suppl. 1)").
  // Before, the word was dropped and its number read as the volume.
  {
    re: new RegExp(
      `(?:(?<![\\d.])(\\d{1,4})\\s?(?=[\\d(]|Suppl)(?:\\(((?:\\d{1,3}\\s)?Suppl\\.?(?:\\s?\\d{1,3})?)\\)|((?:\\d{1,3}\\s)?Suppl\\.?(?:\\s?\\d{1,3})?))|\\((Suppl\\.?\\s?\\d{1,3})\\))(?=[\\s:;,.)]|$)(?:\\s?:\\s?${PAGES}(?![\\d]))?`,
      'u',
    ),
    take: (m, n) => {
      if (m[1] && /^(1[5-9]\d\d|20\d\d)$/.test(m[1])) return false;
      if (m[5]) set(n, 'pages', expandPages(m[5]));
      if (m[3]) return set(n, 'volume', `${m[1]} ${m[3]}`);
      // A supplement in brackets with no volume before it stands for the volume, as AnyStyle labels it.
      if (m[4]) return set(n, 'volume', m[4]);
      set(n, 'volume', m[1]);
      return set(n, 'issue', m[2]);
    },
  },
  // Vancouver / ACS-like: 2019;8(3):207-17 and 2019 Mar;8(3):207-17; an issue without its volume, 2000;(3):218-26.
  {
    re: new RegExp(
      `(?<![\\p{L}\\p{N}])(1[5-9]\\d\\d|20\\d\\d)(?:\\s+\\p{L}{3,9}\\.?(?:\\s+\\d{1,2})?)?\\s*;\\s*(?=\\d|\\(\\d)(\\d+)?(?:\\s?\\(${ISSUE}\\))?(?:\\s*:\\s*${PAGES})?`,
      'u',
    ),
    take: (m, n) => {
      set(n, 'year', m[1]);
      set(n, 'volume', m[2]);
      set(n, 'issue', m[3]);
      if (m[4]) set(n, 'pages', expandPages(m[4]));
      return true;
    },
  },
  // ACS: Journal 2019, 8 (3), 207–217 and Journal 2000, 122, 10033–10046.
  {
    re: new RegExp(
      `(?<![\\d.])(1[5-9]\\d\\d|20\\d\\d),\\s*((?:[A-Z]{1,3}-)?\\d{1,4})(?:\\s?\\(${ISSUE}\\))?,\\s*${PAGES}(?![\\d])`,
      'u',
    ),
    take: (m, n) => {
      set(n, 'year', m[1]);
      set(n, 'volume', m[2]);
      set(n, 'issue', m[3]);
      set(n, 'pages', expandPages(m[4]!));
      return true;
    },
  },
  // MHRA without a date: "Journal, 4.2, С. 45–60".
  {
    re: /(?<=,\s)(\d{1,4})\.(\d{1,4}(?:[-–/]\d{1,4})?)(?=,\s)/u,
    take: (m, n) => {
      set(n, 'volume', m[1]);
      set(n, 'issue', m[2]);
      return true;
    },
  },
  // Nature: Journal 596, 583–589 (2021).
  {
    re: /(?<![\d.])(\d{1,4}),\s*(\p{L}?\d+\s?[-–]\s?\p{L}?\d+)\s*\((1[5-9]\d\d|20\d\d)\)/u,
    take: (m, n) => {
      set(n, 'volume', m[1]);
      set(n, 'pages', expandPages(m[2]!));
      set(n, 'year', m[3]);
      return true;
    },
  },
  // MHRA: 8.3 (2019), 207–17.
  {
    re: new RegExp(
      `(?<![\\p{L}\\p{N}])((?:[A-Z]{1,3}-)?\\d{1,4})\\.(\\d{1,4}(?:[-–/]\\d{1,4})?)\\s+\\((?:[^()]{0,20}?\\s)?(1[5-9]\\d\\d|20\\d\\d)\\)(?:,\\s*(?:pp?\\.\\s*)?${PAGES})?`,
      'u',
    ),
    take: (m, n) => {
      set(n, 'volume', m[1]);
      set(n, 'issue', m[2]);
      set(n, 'year', m[3]);
      if (m[4]) set(n, 'pages', expandPages(m[4]));
      return true;
    },
  },
  // APA / ASA / Harvard: 8(3), 207–217 and 126(1):1–51; the volume is never a year.
  // After a number label the bracket is the running number, not an issue: GOST's
  // "№ 3 (44)", "Вып. 2 (23)" are issue 3 and 2.
  {
    re: new RegExp(
      `(?<![\\d.]|(?:№|[Nn]o\\.|[Nn]os\\.|[Ii]ss\\.|[Вв]ып\\.|[Вв]ип\\.)\\s?)((?:[A-Z]{1,3}-)?\\d{1,4})\\s?\\(${ISSUE}\\)(?:\\s*[:,]\\s*(?:pp?\\.\\s*)?${PAGES})?`,
      'u',
    ),
    take: (m, n) => {
      if (/^(1[5-9]\d\d|20\d\d)$/.test(m[1]!) && !m[3]) return false;
      // "no. 4 (2002): 284–87" is Chicago's issue and date, not APA's volume(issue).
      if (/^(1[5-9]\d\d|20\d\d)$/.test(m[2]!)) return false;
      set(n, 'volume', m[1]);
      set(n, 'issue', m[2]);
      if (m[3]) set(n, 'pages', expandPages(m[3]));
      return true;
    },
  },
  // ACM and French lists: volume, issue, then the date in brackets — Lisp and Symbolic
  // Computation 8, 4 (Dec. 1995), 343–356; South Asia Research, 30, 2 (2010), pp. 125–144;
  // Government and Opposition, 50: 3 (2015), 394–419.
  {
    re: /(?<![\d.:/\-–]|\d,\s|(?:no|No|iss|Iss|nos|vol|Vol)\.\s?|№\s?)((?:[A-Z]{1,3}-)?\d{1,4})[,:]\s(\d{1,4})\s+(?=\((?:[\p{L}.]+\s+)?(?:\d{1,2},?\s+)?(?:1[5-9]\d\d|20\d\d)\)\s*[:,])/u,
    take: (m, n) => {
      if (/^(1[5-9]\d\d|20\d\d)$/.test(m[1]!) || /^(1[5-9]\d\d|20\d\d)$/.test(m[2]!)) return false;
      set(n, 'volume', m[1]);
      return set(n, 'issue', m[2]);
    },
  },
  // Chicago and MHRA without an issue: Journal 122 (2000): 10033–46; Journal, 122 (2000), pp. 1–9.
  {
    re: /(?<![\d.:/\-–]|(?:no|No|iss|Iss|nos)\.\s?|№\s?)((?:[A-Z]{1,3}-)?\d{1,4})\s+(?=\((?:[\p{L}.]+\s+)?(?:\d{1,2},?\s+)?(?:1[5-9]\d\d|20\d\d)\)\s*[:,])/u,
    take: (m, n) => {
      if (/^(1[5-9]\d\d|20\d\d)$/.test(m[1]!)) return false;
      return set(n, 'volume', m[1]);
    },
  },
  // (2019): 207–17 — Chicago's date then pages.
  {
    re: new RegExp(`\\((?:[\\p{L}.]+\\s+)?(?:\\d{1,2},?\\s+)?(1[5-9]\\d\\d|20\\d\\d)\\)\\s*:\\s*${PAGES}`, 'u'),
    take: (m, n) => {
      set(n, 'year', m[1]);
      set(n, 'pages', expandPages(m[2]!));
      return true;
    },
  },
  // ASA: Journal 104:439–58 — volume, colon, page range.
  {
    re: /(?<![\d.:/]|(?:no|No|iss|Iss|nos)\.\s?|№\s?)((?:[A-Z]{1,3}-)?\d{1,4}):\s?(\p{L}?\d+\s?[-–]\s?\p{L}?\d+)(?![\d])/u,
    take: (m, n) => {
      if (/^(1[5-9]\d\d|20\d\d)$/.test(m[1]!)) return false;
      set(n, 'volume', m[1]);
      set(n, 'pages', expandPages(m[2]!));
      return true;
    },
  },
  // Labelled volume: Vol. 8, vol 8, V. 8, v. 8, Т. 4, т. 4, Том 4, Bd. 4.
  {
    // (Not the "т." that ends "ин-т.", "ун-т.": institute, university.)
    re: /(?<![\p{L}-])(?:[Vv]ol(?:ume)?\.?|[Vv]\.|Т\.|т\.|Том|том|Bd\.|Tom)\s?((?:[A-Z]{1,3}-)?\d+[A-Za-zА-Яа-я]?(?:\s?[-–]\s?\d+)?)(?!\s?[)\]]?\s*\d{2,})/u,
    take: (m, n) => set(n, 'volume', m[1]),
  },
  // A part of a book in Russian and Ukrainian lists: "Ч. 2", "Часть II", "Частина 3", "Кн. 1" (GOST 7.1,
  // the designation of a volume), when no "Т." came first. Kept with its word, since a part is
  // not a volume: the styles print it as typed (parts/volume-label.ts), never «Т. II».
  {
    re: /(?<![\p{L}])(Ч\.|Часть|Частина|Кн\.|Книга)\s?([IVXLC]{1,6}|\d{1,3})(?![\p{L}\p{N}])/u,
    take: (m, n) => set(n, 'volume', `${m[1]} ${m[2]}`),
  },
  // Chicago: Journal 8, no. 3 (2019): 207–17 — the bare volume before ", no.".
  {
    re: /(?<![\d.\-–]|[Vv]ol\.\s?|[Vv]\.\s?|Т\.\s?|т\.\s?)((?:[A-Z]{1,3}-)?\d{1,4})(?=,\s*(?:(?:no|nos|iss)\.|№)\s*\d)/u,
    take: (m, n) => set(n, 'volume', m[1]),
  },
  // № 3 — the number of GOST/DSTU (series.number); a running number in brackets after it,
  // «№ 1 (52)», is kept with it as printed (the model has no field of its own for it).
  {
    re: new RegExp(`№\\s?(${ISSUE.slice(1, -1)}${WHOLE_NUMBER})`, 'u'),
    take: (m, n) => set(n, 'number', m[1]),
  },
  // Labelled issue: Iss. 3, iss. 3, no. 3, No. 3, Nr. 3, Вып. 2, вип. 2, Issue 3, Heft 3.
  {
    re: new RegExp(
      `(?<![\\p{L}])(?:[Ii]ss(?:ue)?\\.?|[Nn]o\\.|[Nn]os\\.|[Nn]r\\.|[Nn]um\\.|([Nn]°)|([Вв]ып|[Вв]ип)(?:\\.|уск)|Heft)\\s?(${ISSUE.slice(1, -1)}${WHOLE_NUMBER})`,
      'u',
    ),
    take: (m, n) => {
      // French 'n°' after a volume is the issue ('Vol. 20, n° 1'); alone it numbers the journal
      // as a volume would ('Pouvoirs, 1979, n°9'), as AnyStyle labels it.
      if (m[1] && !n.volume) return false;
      const took = set(n, 'issue', m[3]);
      if (took && m[2]) n.issueWord = `${m[2]}.`;
      return took;
    },
  },
  // Several ranges after GOST's label, «С. 54–58, 128–130»: all of them are the pages.
  {
    re: /(?<![\p{L}])(?:[Сс]\.|[Сс]тр\.|[Сс]тор\.)\s?(\d+\s?[-–]\s?\d+(?:,\s?\d+\s?[-–]\s?\d+)+)(?![\d])/u,
    take: (m, n) => set(n, 'pages', m[1]!.split(/,\s?/u).map(expandPages).join(', ')),
  },
  // Labelled pages: P. 207–217, pp. 1-51, p. 15, С. 45–60, с. 12, S. 3–9, стр. 5.
  {
    re: new RegExp(
      // (A middle initial before a bare year is no page label: "Cumming, William P. 1962. The …".)
      `(?<![\\p{L}])(?!P\\.\\s(?:1[5-9]\\d\\d|20\\d\\d)\\.\\s+\\p{Lu}\\p{Ll})(?:[Pp]p?\\.|pp?(?=\\s\\d)|[Pp]ages?|[Сс]\\.|[Сс]тр\\.|[Сс]тор\\.|S\\.|сс\\.)\\s?${PAGES}(?![\\d])`,
      'u',
    ),
    take: (m, n) => set(n, 'pages', expandPages(m[1]!)),
  },
  // APA without an issue: Journal, 104, 439–458.
  {
    re: /(?<=[\p{L}.)],\s)(\d{1,4}),\s*(\p{L}?\d+\s?[-–]\s?\p{L}?\d+)(?![\d])/u,
    take: (m, n) => {
      if (/^(1[5-9]\d\d|20\d\d)$/.test(m[1]!)) return false;
      set(n, 'volume', m[1]);
      set(n, 'pages', expandPages(m[2]!));
      return true;
    },
  },
  // A range before the label: "17–32 p." (GOST's pages of a part given as the extent).
  {
    re: /(?<![\d.\-–])(\d{1,5}\s?[–-]\s?\d{1,5})\s?(?:p|pp|с|S|стор|стр)\.(?=[\s,;)]|$)/u,
    take: (m, n) => set(n, 'pages', expandPages(m[1]!)),
  },
  // Extent of a book: 320 с., 320 p., 320 pp., 231 S., 120 стор.; the illustrations after it
  // (`: ил.`, `: іл., фотогр.`, `: ill.`; GOST 7.1-2003, 8.2) are `physical.additionMaterial`,
  // also after a comma as older lists print them («1600 с., ил.»). Preliminary pages in Roman
  // numerals before the count stay with it («IV, 124 с.»).
  {
    re: new RegExp(
      `(?<![\\p{L}\\d.\\-–])((?:(?<!(?:[ТтЧчV]|Кн|[Vv]ol|Bd|Pt|Part|Том|Вип|Вып)\\.?\\s?)[IVXLC]{1,7},\\s?)?\\d{1,5})\\s?(?:\\[\\d+\\]\\s?)?(?:с\\.|c\\.|p\\.|pp\\.|S\\.|стор\\.|стр\\.|pages|с|p)(?:(?:\\s?:\\s?|,\\s?)(${ILLUSTRATIONS}(?:,\\s?${ILLUSTRATIONS})*))?(?=[\\s.,;)]|$)`,
      'u',
    ),
    take: (m, n) => {
      const extent = set(n, 'extent', m[1]);
      return set(n, 'illustrations', m[2]) || extent;
    },
  },
  // A revised edition, "rev. ed.", "2nd rev. ed.", "Revised edition": an edition in words, kept as
  // printed (docs/model.md), never a part of the title; capitalised alone, as the styles print it
  // at the head of a sentence or in APA's brackets ("Rev. ed.").
  {
    re: /(?<![\p{L}\p{N}])(?:(\d{1,2}(?:st|nd|rd|th)\s)?[Rr]ev(?:\.|ised)\s?(?:ed\.|edn\.?|edition)(?![\p{L}]))/u,
    take: (m, n) => set(n, 'edition', m[1] ? m[0] : `R${m[0].slice(1)}`),
  },
  // Edition: 2nd ed., 2nd edn, (3rd ed.), 2-е изд., 3-тє вид., Изд. 2-е, 2. Aufl.
  // A Russian or Ukrainian statement with words is kept whole: «5-е изд., перераб. и доп.» (docs/model.md).
  {
    re: /(?<![\d])(\d{1,2})(?:st|nd|rd|th|-?е|-?ге|-?тє|-?є|-?ое|\.)?\s?(?:ed\.|edn\.?|edition|изд\.|вид\.|Aufl\.|éd\.|издание|видання)((?:,?\s(?:и\s|і\s|та\s)?(?:перераб|испр|доп|стер|перероб|випр|уточн|расш|розш)\p{L}*\.?)+)?/u,
    take: (m, n) => set(n, 'edition', m[2] ? m[0].trim() : m[1]),
  },
  // An edition in words in APA's brackets: "(Seventh Edition)", the host's "(Seventh Edition, pp.
  // 91–103)". Only there: a title may end in such words ("…: Second Edition").
  {
    re: new RegExp(`(?<=\\()(${ORDINALS.join('|')})\\s(?:[Ee]dition|[Ee]dn?\\.)(?![\\p{L}])`, 'iu'),
    take: (m, n) => set(n, 'edition', String(ORDINALS.indexOf(m[1]!.toLowerCase()) + 1)),
  },
  {
    re: /(?:Изд\.|Вид\.)\s?(\d{1,2})-?(?:е|ге|тє|є)?(?![\p{L}\p{N}])/u,
    take: (m, n) => set(n, 'edition', m[1]),
  },
];

/**
 * Finds the numbers of a reference and returns them with the text left once they are cut
 * out (each cut replaced by `\uE000`, so the zones around them stay apart).
 */
export function takeNumbers(text: string): { numbers: Numbers; rest: string } {
  const numbers: Numbers = {};
  let rest = text;
  for (const rule of RULES) {
    // A rule may apply more than once only for different fields; twice is enough.
    for (let i = 0; i < 2; i++) {
      const m = rule.re.exec(rest);
      if (!m) break;
      const before = JSON.stringify(numbers);
      const took = rule.take(m, numbers);
      if (!took || JSON.stringify(numbers) === before) break;
      rest = `${rest.slice(0, m.index)}\uE000${rest.slice(m.index + m[0].length)}`;
    }
  }
  return { numbers, rest };
}

const YEAR_RE = /(?<![\d.\-/])(1[5-9]\d\d|20\d\d)(?:[a-z])?(?![\d\-–/]|\.\d)/u;

/**
 * The year: in brackets first (`(2019)`, `[2019]`), then the first plausible one. With
 * `imprint` (Russian and Ukrainian lists, GOST/DSTU or not), the last plausible one: the year of
 * publication closes the imprint (`М. : Мир, 1995. – С. 28–53`, `// Journal. – 2017. – № 4`),
 * while years before it belong to titles (`Шухов (1853–1939)`, `Генплан Москвы 1935 г.`).
 * A span there (`Калининград : Терра Балтика, 2005–2008`) gives its first year.
 */
export function takeYear(text: string, imprint = false): { year?: string; rest: string } {
  if (imprint) {
    let last: RegExpExecArray | undefined;
    for (const m of text.matchAll(new RegExp(YEAR_RE.source, 'gu'))) last = m as RegExpExecArray;
    if (last) {
      const span = /(?<=[,:]\s*)(1[5-9]\d\d|20\d\d)\s?[–-]\s?$/u.exec(text.slice(0, last.index));
      const at = span ? span.index : last.index;
      const len = span ? last.index + last[0].length - span.index : last[0].length;
      return { year: span ? span[1] : last[1], rest: `${text.slice(0, at)}\uE000${text.slice(at + len)}` };
    }
  }
  const bracket = /[([]\s*(1[5-9]\d\d|20\d\d)[a-z]?(?:,\s*[^)\]]{1,30})?\s*[)\]]/u.exec(text);
  const m = bracket ?? YEAR_RE.exec(text);
  if (!m) return { rest: text };
  return { year: m[1], rest: `${text.slice(0, m.index)}\uE000${text.slice(m.index + m[0].length)}` };
}
