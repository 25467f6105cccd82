import { type FeatureKey, featureKey } from './hash.js';
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
const MARKERS = new Map<string, string>(
  Object.entries({
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
  }),
);

/** Xx for letters by case, d for digits, other characters as they are; runs cut to two. */
function shapeOf(w: string): string {
  let out = '';
  let last = '';
  let run = 0;
  for (const ch of w) {
    const code = ch.charCodeAt(0);
    let k: string;
    if (code >= 65 && code <= 90) k = 'X';
    else if (code >= 97 && code <= 122) k = 'x';
    else if (code >= 48 && code <= 57) k = 'd';
    else if (code < 128) k = ch;
    else k = /\p{Lu}/u.test(ch) ? 'X' : /\p{Ll}/u.test(ch) ? 'x' : /\p{N}/u.test(ch) ? 'd' : ch;
    run = k === last ? run + 1 : 1;
    last = k;
    if (run <= 2) out += k;
  }
  return out;
}

const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** An ASCII letter or digit: a word that begins and ends with one has no punctuation to strip. */
const isAsciiAlnum = (code: number): boolean =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);

/** The word without the punctuation around it (most words need no regular expression). */
export function bareOf(w: string): string {
  if (isAsciiAlnum(w.charCodeAt(0)) && isAsciiAlnum(w.charCodeAt(w.length - 1))) return w;
  return w.replace(EDGES, '');
}

/** The word without the punctuation around it, lower-cased. */
export function coreOf(w: string): string {
  return bareOf(w).toLowerCase();
}

/** `core` is the word without its punctuation (`bareOf`), not lower-cased. */
function classOf(w: string, core: string): string {
  // Most words of a title are lower-case: nothing below but 'lower' can match them.
  const first = core.charCodeAt(0);
  if (first >= 97 && first <= 122) return 'lower';
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
export interface Context {
  inQuote: boolean[];
  inParen: boolean[];
  afterIn: boolean[];
  afterYear: boolean[];
  afterColon: boolean[];
  /** Full stops (not after an initial) before the token: which sentence of the reference it is in. */
  sentence: number[];
}

const codes = (chars: string): Set<number> => new Set([...chars].map((c) => c.charCodeAt(0)));
/** What a word may begin with to open a quote, and end with to close a sentence. */
const QUOTE_OPENS = codes('“"‘«');
const STOP_ENDS = codes('.?!"”’');

export function contextOf(tokens: Token[]): Context {
  const ctx: Context = { inQuote: [], inParen: [], afterIn: [], afterYear: [], afterColon: [], sentence: [] };
  let quote = false;
  let paren = 0;
  let seenIn = false;
  let seenYear = false;
  let seenColon = false;
  let stops = 0;
  for (const t of tokens) {
    const w = t.text;
    const first = w.charCodeAt(0);
    const end = w.charCodeAt(w.length - 1);
    // Cheap tests of the first or last character guard each regular expression (most words pass none).
    const opens = !quote && QUOTE_OPENS.has(first);
    if (opens) quote = true;
    ctx.inQuote.push(quote);
    if (first === 40 || first === 91) paren++;
    ctx.inParen.push(paren > 0);
    ctx.afterIn.push(seenIn);
    ctx.afterYear.push(seenYear);
    ctx.afterColon.push(seenColon);
    ctx.sentence.push(Math.min(stops, 6));
    if (STOP_ENDS.has(end) && /\p{L}{2,}[.?!]["”’]?$|\d[.?!]$/u.test(w)) stops++;
    if (quote && /[”"’»][.,;:]?$/u.test(w) && (!opens || w.length > 2)) quote = false;
    if ((w.includes(')') || w.includes(']')) && /[)\]][.,;:]*$/u.test(w)) paren = Math.max(0, paren - 1);
    if (w.length <= 3 && /^in:?$/iu.test(w)) seenIn = true;
    if (w.length >= 4 && /(?:^|\D)(?:1[5-9]\d\d|20\d\d)(?:\D|$)/u.test(w)) seenYear = true;
    if (end === 58) seenColon = true;
  }
  return ctx;
}

/** L for a letter, N for a number, other characters as they are (ASCII without a regular expression). */
export function kindOf(c: string | undefined): string {
  if (c === undefined) return '';
  const code = c.charCodeAt(0);
  if (code < 128) {
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) return 'L';
    return code >= 48 && code <= 57 ? 'N' : c;
  }
  return /\p{L}/u.test(c) ? 'L' : /\p{N}/u.test(c) ? 'N' : c;
}

/**
 * Receives each feature of token `i`: its name and value (empty for a flag); a feature of two
 * parts has the value `${value}|${second}`, given apart so the model need not join them.
 */
export type FeatureSink = (i: number, key: FeatureKey, value: string, second?: string) => void;

/** Every feature's name, hashed once (`featureKey`). */
const K = Object.fromEntries(
  [
    'bias',
    'w',
    'raw',
    'shape',
    'c',
    'pre',
    'suf',
    'first',
    'last',
    'pos',
    'start',
    'end',
    'len',
    'mark',
    'month',
    'journalword',
    'publisherword',
    'url',
    'doi',
    'volissue',
    'dashrange',
    'inquote',
    'inparen',
    'afterin',
    'afteryear',
    'aftercolon',
    'sentence',
    'sentence+c',
    'rule',
    'rule-1',
    'rule+1',
    'rule+c',
    'rule+last',
    'rulestart',
    '-1w',
    '-1c',
    '-1end',
    '+1w',
    '+1c',
    '+1end',
    '-2w',
    '+2w',
    'prevend+c',
    'c+nextc',
    'idx',
    'fromend',
    '-1shape',
    '+1shape',
  ].map((name) => [name, featureKey(name)]),
) as Record<string, FeatureKey>;

/** The small numbers the features take, as strings, made once. */
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const numeral = (k: number): string => DIGITS[k] ?? String(k);

/** What a token's own features are made of, all from its text. */
export interface WordFacts {
  readonly core: string;
  readonly cls: string;
  readonly shape: string;
}

/** A token's core, class and shape (its neighbours' features reuse them). */
export function wordFacts(w: string): WordFacts {
  const bare = bareOf(w);
  return { core: bare.toLowerCase(), cls: classOf(w, bare), shape: shapeOf(w) };
}

/** Receives a feature of the token at hand: its name and value (as `FeatureSink`, without the index). */
export type WordSink = (key: FeatureKey, value: string, second?: string) => void;

/**
 * The features of a token that depend on its text alone (and the bias): the same for every
 * occurrence of the word, so the model may add their weights once per word (`SequenceModel`).
 */
export function eachWordFeature(w: string, f: WordFacts, emit: WordSink): void {
  const { core, cls } = f;
  emit(K.bias!, '');
  emit(K.w!, core);
  emit(K.raw!, w);
  emit(K.shape!, f.shape);
  emit(K.c!, cls);
  if (core.length > 3) {
    emit(K.pre!, core.slice(0, 3));
    emit(K.suf!, core.slice(-3));
  }
  emit(K.first!, kindOf(w[0]));
  emit(K.last!, kindOf(w.slice(-1)));
  emit(K.len!, numeral(Math.min(core.length, 8)));
  const marker = MARKERS.get(w.toLowerCase()) ?? MARKERS.get(core);
  if (marker) emit(K.mark!, marker);
  if (MONTHS.has(core)) emit(K.month!, '');
  if (JOURNAL.has(core)) emit(K.journalword!, '');
  if (PUBLISHER.has(core)) emit(K.publisherword!, '');
  if ((w.includes(':') || w.includes('www')) && /^(?:https?:|www\.)/iu.test(w)) emit(K.url!, '');
  if (w.includes('10.') && /^(?:doi:)?10\.\d{4,}/iu.test(w)) emit(K.doi!, '');
  if (w.includes('(') && /\d\(\d+\)/u.test(w)) emit(K.volissue!, '');
  if ((w.includes('-') || w.includes('–') || w.includes('—')) && /\d[-–—]\d/u.test(w)) emit(K.dashrange!, '');
}

/**
 * Every feature of every token, given to `emit` as name and value, so the model can hash them
 * without building a string for each (`hashFeature` of `name=value` equals `hashPair`).
 * `hints`, one per token, are what the rules read there. With `word`, a token's own features
 * (`eachWordFeature`) go to it instead of `emit` (and `facts` may supply the words' facts).
 */
export function eachFeature(
  tokens: Token[],
  hints: string[] | undefined,
  emit: FeatureSink,
  word?: (i: number, w: string, f: WordFacts) => void,
  facts: (w: string) => WordFacts = wordFacts,
): void {
  const ctx = contextOf(tokens);
  const n = tokens.length;
  // Each token's word, class and shape, computed once: the neighbours' features reuse them.
  const words = tokens.map((t) => t.text);
  const all = words.map(facts);
  for (let i = 0; i < n; i++) {
    const w = words[i]!;
    const f = all[i]!;
    const cls = f.cls;
    const lastChar = w.slice(-1);
    if (word) word(i, w, f);
    else eachWordFeature(w, f, (key, value, second) => emit(i, key, value, second));
    emit(i, K.pos!, numeral(Math.floor((i / n) * 10)));
    if (i === 0) emit(i, K.start!, '');
    if (i === n - 1) emit(i, K.end!, '');
    if (ctx.inQuote[i]) emit(i, K.inquote!, '');
    if (ctx.inParen[i]) emit(i, K.inparen!, '');
    if (ctx.afterIn[i]) emit(i, K.afterin!, '');
    if (ctx.afterYear[i]) emit(i, K.afteryear!, '');
    if (ctx.afterColon[i]) emit(i, K.aftercolon!, '');
    const sentence = numeral(ctx.sentence[i]!);
    emit(i, K.sentence!, sentence);
    emit(i, K['sentence+c']!, sentence, cls);
    if (hints) {
      const h = hints[i] ?? '-';
      emit(i, K.rule!, h);
      emit(i, K['rule-1']!, hints[i - 1] ?? '^');
      emit(i, K['rule+1']!, hints[i + 1] ?? '$');
      emit(i, K['rule+c']!, h, cls);
      emit(i, K['rule+last']!, h, lastChar);
      if (h !== (hints[i - 1] ?? '^')) emit(i, K.rulestart!, h);
    }
    if (i > 0) {
      emit(i, K['-1w']!, all[i - 1]!.core);
      emit(i, K['-1c']!, all[i - 1]!.cls);
      emit(i, K['-1end']!, words[i - 1]!.slice(-1));
    } else emit(i, K['-1w']!, '<none>');
    if (i + 1 < n) {
      emit(i, K['+1w']!, all[i + 1]!.core);
      emit(i, K['+1c']!, all[i + 1]!.cls);
      emit(i, K['+1end']!, words[i + 1]!.slice(-1));
    } else emit(i, K['+1w']!, '<none>');
    emit(i, K['-2w']!, i > 1 ? all[i - 2]!.core : '<none>');
    emit(i, K['+2w']!, i + 2 < n ? all[i + 2]!.core : '<none>');
    // The punctuation that closes the previous token says whether a new field begins here.
    emit(i, K['prevend+c']!, i > 0 ? words[i - 1]!.slice(-1) : '^', cls);
    emit(i, K['c+nextc']!, cls, i + 1 < n ? all[i + 1]!.cls : '$');
    emit(i, K.idx!, numeral(Math.min(i, 6)));
    emit(i, K.fromend!, numeral(Math.min(n - 1 - i, 4)));
    emit(i, K['-1shape']!, i > 0 ? all[i - 1]!.shape : '^');
    emit(i, K['+1shape']!, i + 1 < n ? all[i + 1]!.shape : '$');
  }
}

/** The features of every token as `name=value` strings (a flag as its name). */
export function featuresOf(tokens: Token[], hints?: string[]): string[][] {
  const all: string[][] = tokens.map(() => []);
  eachFeature(tokens, hints, (i, { name }, value, second) =>
    all[i]!.push(second !== undefined ? `${name}=${value}|${second}` : value ? `${name}=${value}` : name),
  );
  return all;
}
