import type { Token } from './tokens.js';

/**
 * What the sequence model sees of each token, in the manner of AnyStyle's features: the word
 * and its lower-cased core, its shape, the punctuation around it, where it stands in the
 * string, numbers and years, words of the kinds a reference is made of, and whether it is
 * inside quotes or brackets or after "In". Each feature is a string; the model hashes it.
 */

const MONTHS = new Set(
  'jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december spring summer autumn fall winter'.split(
    ' ',
  ),
);
/** Words of journal names and conference hosts. */
const JOURNAL = new Set(
  'journal j journals review rev letters lett transactions trans annals ann bulletin bull quarterly quart magazine proceedings proc conference conf symposium symp workshop congress meeting international int national acta archives arch research science sciences studies society soc acad academy advances adv reports rep communications commun physics chemistry medicine medical med psychology economic economics'.split(
    ' ',
  ),
);
/** Words of publishers' names and of the imprint. */
const PUBLISHER = new Set(
  'press university univ publishers publishing publications books verlag inc ltd co company wiley springer elsevier routledge sage penguin mit oxford cambridge harvard yale princeton chicago mcgraw-hill addison-wesley prentice academic house'.split(
    ' ',
  ),
);
/** Roles and labels that mark a field: editors, pages, volumes, editions, theses, reports. */
const MARKERS: Record<string, string> = {
  in: 'in',
  'in:': 'in',
  pp: 'pages',
  'pp.': 'pages',
  'p.': 'pages',
  pages: 'pages',
  'vol.': 'volume',
  vol: 'volume',
  volume: 'volume',
  'no.': 'number',
  no: 'number',
  'nr.': 'number',
  issue: 'number',
  'ed.': 'editor',
  'eds.': 'editor',
  eds: 'editor',
  ed: 'editor',
  '(ed.)': 'editor',
  '(eds.)': 'editor',
  '(eds)': 'editor',
  '(ed)': 'editor',
  editor: 'editor',
  editors: 'editor',
  edited: 'editor',
  by: 'by',
  edition: 'edition',
  'edn.': 'edition',
  et: 'etal',
  'al.': 'etal',
  al: 'etal',
  and: 'and',
  '&': 'and',
  thesis: 'genre',
  dissertation: 'genre',
  'ph.d.': 'genre',
  phd: 'genre',
  report: 'genre',
  technical: 'genre',
  'doi:': 'doi',
  doi: 'doi',
  retrieved: 'url',
  available: 'url',
  accessed: 'url',
  'trans.': 'translator',
  translated: 'translator',
};

function shapeOf(w: string): string {
  return w
    .replace(/\p{Lu}/gu, 'X')
    .replace(/\p{Ll}/gu, 'x')
    .replace(/\p{N}/gu, 'd')
    .replace(/(.)\1+/gu, '$1$1');
}

/** The word without the punctuation around it, lower-cased. */
export function coreOf(w: string): string {
  return w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase();
}

function classOf(w: string): string {
  const core = w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (/^(?:1[5-9]\d\d|20\d\d)[a-z]?$/u.test(core)) return 'year';
  if (/^\d+[-–—]\d+$/u.test(core)) return 'range';
  if (/^\d+$/u.test(core)) return core.length > 4 ? 'longnum' : 'num';
  if (/^[ivxlc]+$/iu.test(core) && core.length < 5 && /^[IVXLC]+$/u.test(core)) return 'roman';
  if (/^\p{Lu}\.?$/u.test(core) || /^\p{Lu}\.(?:-?\p{Lu}\.)+$/u.test(w.replace(/[,;]$/u, ''))) return 'initial';
  if (/^\p{Lu}{2,}$/u.test(core)) return 'caps';
  if (/^\p{Lu}/u.test(core)) return 'cap';
  if (/^\p{Ll}/u.test(core)) return 'lower';
  if (/\d/u.test(core)) return 'alnum';
  return 'other';
}

/** Per-string facts each token's features need: quote and bracket depth, seen markers. */
interface Context {
  inQuote: boolean[];
  inParen: boolean[];
  afterIn: boolean[];
  afterYear: boolean[];
  afterColon: boolean[];
  /** Full stops (not after an initial) before the token: which sentence of the reference it is in. */
  sentence: number[];
}

function contextOf(tokens: Token[]): Context {
  const ctx: Context = { inQuote: [], inParen: [], afterIn: [], afterYear: [], afterColon: [], sentence: [] };
  let quote = false;
  let paren = 0;
  let seenIn = false;
  let seenYear = false;
  let seenColon = false;
  let stops = 0;
  for (const t of tokens) {
    const w = t.text;
    const opens = /^[“"‘«]/u.test(w) && !quote;
    if (opens) quote = true;
    ctx.inQuote.push(quote);
    if (/^[([]/u.test(w)) paren++;
    ctx.inParen.push(paren > 0);
    ctx.afterIn.push(seenIn);
    ctx.afterYear.push(seenYear);
    ctx.afterColon.push(seenColon);
    ctx.sentence.push(Math.min(stops, 6));
    if (/\p{L}{2,}[.?!]["”’]?$|\d[.?!]$/u.test(w)) stops++;
    if (quote && /[”"’»][.,;:]?$/u.test(w) && (!opens || w.length > 2)) quote = false;
    if (/[)\]][.,;:]*$/u.test(w)) paren = Math.max(0, paren - 1);
    if (/^in:?$/iu.test(w)) seenIn = true;
    if (/(?:^|\D)(?:1[5-9]\d\d|20\d\d)(?:\D|$)/u.test(w)) seenYear = true;
    if (/:$/u.test(w)) seenColon = true;
  }
  return ctx;
}

function wordFeatures(prefix: string, w: string | undefined, out: string[]): void {
  if (w === undefined) {
    out.push(`${prefix}w=<none>`);
    return;
  }
  const core = coreOf(w);
  out.push(`${prefix}w=${core}`, `${prefix}c=${classOf(w)}`, `${prefix}end=${w.slice(-1)}`);
}

/** The features of every token of a string; `hints`, one per token, are what the rules read there. */
export function featuresOf(tokens: Token[], hints?: string[]): string[][] {
  const ctx = contextOf(tokens);
  const n = tokens.length;
  const all: string[][] = [];
  for (let i = 0; i < n; i++) {
    const w = tokens[i]!.text;
    const core = coreOf(w);
    const lower = w.toLowerCase();
    const f: string[] = ['bias', `w=${core}`, `raw=${w}`, `shape=${shapeOf(w)}`, `c=${classOf(w)}`];
    if (core.length > 3) f.push(`pre=${core.slice(0, 3)}`, `suf=${core.slice(-3)}`);
    f.push(`first=${w.slice(0, 1).replace(/\p{L}/gu, 'L').replace(/\p{N}/gu, 'N')}`);
    f.push(`last=${w.slice(-1).replace(/\p{L}/gu, 'L').replace(/\p{N}/gu, 'N')}`);
    f.push(`pos=${Math.floor((i / n) * 10)}`);
    if (i === 0) f.push('start');
    if (i === n - 1) f.push('end');
    f.push(`len=${Math.min(core.length, 8)}`);
    const marker = MARKERS[lower] ?? MARKERS[core];
    if (marker) f.push(`mark=${marker}`);
    if (MONTHS.has(core.replace(/\.$/u, ''))) f.push('month');
    if (JOURNAL.has(core)) f.push('journalword');
    if (PUBLISHER.has(core)) f.push('publisherword');
    if (/^(?:https?:|www\.)/iu.test(w)) f.push('url');
    if (/^(?:doi:)?10\.\d{4,}/iu.test(w)) f.push('doi');
    if (/\d+\(\d+\)/u.test(w)) f.push('volissue');
    if (/\d[-–—]\d/u.test(w)) f.push('dashrange');
    if (ctx.inQuote[i]) f.push('inquote');
    if (ctx.inParen[i]) f.push('inparen');
    if (ctx.afterIn[i]) f.push('afterin');
    if (ctx.afterYear[i]) f.push('afteryear');
    if (ctx.afterColon[i]) f.push('aftercolon');
    f.push(`sentence=${ctx.sentence[i]}`, `sentence+c=${ctx.sentence[i]}|${classOf(w)}`);
    if (hints) {
      const h = hints[i] ?? '-';
      f.push(`rule=${h}`, `rule-1=${hints[i - 1] ?? '^'}`, `rule+1=${hints[i + 1] ?? '$'}`);
      f.push(`rule+c=${h}|${classOf(w)}`, `rule+last=${h}|${w.slice(-1)}`);
      if (h !== (hints[i - 1] ?? '^')) f.push(`rulestart=${h}`);
    }
    wordFeatures('-1', tokens[i - 1]?.text, f);
    wordFeatures('+1', tokens[i + 1]?.text, f);
    f.push(`-2w=${tokens[i - 2] ? coreOf(tokens[i - 2]!.text) : '<none>'}`);
    f.push(`+2w=${tokens[i + 2] ? coreOf(tokens[i + 2]!.text) : '<none>'}`);
    // The punctuation that closes the previous token says whether a new field begins here.
    f.push(`prevend+c=${tokens[i - 1]?.text.slice(-1) ?? '^'}|${classOf(w)}`);
    f.push(`c+nextc=${classOf(w)}|${tokens[i + 1] ? classOf(tokens[i + 1]!.text) : '$'}`);
    all.push(f);
  }
  return all;
}
