/**
 * The answers of /api/text (docs/api.md). Written out here because the web does not import the
 * server's code; the server's tests pin the same shapes.
 */
export type TextLang = 'en' | 'ru' | 'uk';

export interface Span {
  start: number;
  end: number;
  text: string;
}

export interface Score {
  id: string;
  value: number;
  scale: 'ease' | 'grade';
  source: string;
}

export interface StyleReport {
  lang: TextLang;
  characters: number;
  charactersNoSpaces: number;
  words: number;
  sentences: number;
  paragraphs: number;
  syllables: number;
  letters: number;
  averageWordLength: number;
  averageWordSyllables: number;
  averageSentenceLength: number;
  readability: Score[];
  longSentences: Span[];
  longWords: Span[];
  limits: { sentenceWords: number; wordLetters: number };
  passiveShare: number;
  passive: Span[];
  nominalShare: number;
  stopwordShare: number;
  repeats: (Span & { first: Span })[];
  cliches: (Span & { suggestion: string })[];
}

export interface Term {
  term: string;
  stem: string;
  count: number;
  share: number;
  forms: string[];
}

export interface Frequencies {
  lang: TextLang;
  words: number;
  contentWords: number;
  terms: Term[];
  bigrams: Term[];
  trigrams: Term[];
  keywords: string[];
}

export type FixKind =
  | 'invisible'
  | 'softHyphen'
  | 'lineBreakHyphen'
  | 'doubleSpace'
  | 'ellipsis'
  | 'dash'
  | 'numberRange'
  | 'quotes'
  | 'nbsp';

export interface Fix {
  id: number;
  kind: FixKind;
  start: number;
  end: number;
  before: string;
  after: string;
}

export interface Cleaning {
  lang: TextLang;
  /** The text the fixes' offsets refer to (cut to the plan's size). */
  text: string;
  fixes: Fix[];
}

export interface Abbreviation {
  abbr: string;
  expansion: string | null;
  from: 'text' | 'dictionary' | null;
  count: number;
  firstUse: number;
  expandedAt: number | null;
  status: 'ok' | 'usedBeforeExpansion' | 'unexpanded';
}

export interface Abbreviations {
  lang: TextLang;
  items: Abbreviation[];
  list: { abbr: string; expansion: string }[];
}

export interface Overlap {
  start: number;
  end: number;
  source: string;
}

export interface Uniqueness {
  unique: number;
  words: number;
  shingleSize: number;
  overlaps: Overlap[];
  sources: { name: string; kind: 'annotation' | 'saved' | 'upload'; containment: number; jaccard: number }[];
}

/** Every analysis answer carries whether the plan cut the text, and the spec's notice when it did. */
export interface Answer<T> {
  data: T;
  truncated: boolean;
  notice?: string;
}

export interface Spelling {
  lang: TextLang;
  misspelt: { word: string; start: number; end: number }[];
}
