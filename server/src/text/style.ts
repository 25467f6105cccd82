import { CLICHES } from './cliches.js';
import type { TextLang } from './language.js';
import { type Counts, readability, type Score } from './readability.js';
import { type Sentence, sentences } from './sentences.js';
import { stem } from './stem.js';
import { stopwords } from './stopwords.js';
import { syllables } from './syllables.js';
import { letterCount, normalWord, type Token, tokens } from './tokens.js';

/** A stretch of the text to highlight, with the word or phrase it holds. */
export interface Span {
  start: number;
  end: number;
  text: string;
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
  /** Sentences longer than `limits.sentenceWords` words. */
  longSentences: Span[];
  /** Words of at least `limits.wordLetters` letters. */
  longWords: Span[];
  limits: { sentenceWords: number; wordLetters: number };
  /** Share of sentences with a passive construction (0–1), and the words that mark it. */
  passiveShare: number;
  passive: Span[];
  /** Share of words that are nominalisations (-tion, -ние, -ння…), 0–1. */
  nominalShare: number;
  stopwordShare: number;
  /** The same stem again within `REPEAT_WINDOW` words: the second occurrence and the first. */
  repeats: (Span & { first: Span })[];
  cliches: (Span & { suggestion: string })[];
}

/** Long-sentence threshold: Russian and Ukrainian sentences run shorter in words than English ones. */
const LONG_SENTENCE: Record<TextLang, number> = { en: 25, ru: 20, uk: 20 };
const LONG_WORD: Record<TextLang, number> = { en: 13, ru: 14, uk: 14 };
/** A content word repeated within this many words reads as an echo. */
const REPEAT_WINDOW = 8;

/**
 * Passive voice, by form (no parser): English be + participle; Russian short participles with an
 * ending (проведено, описана, открыты; bare -ен/-ан forms are left out: too many nouns end so,
 * «феномен», «экран») or in -ён, and -ся verbs; Ukrainian -но/-то forms and -ся verbs.
 */
const IRREGULAR_EN =
  'been|born|brought|built|bought|caught|chosen|done|drawn|driven|found|given|gone|grown|held|kept|known|laid|led|left|lost|made|meant|met|paid|put|read|run|said|seen|sent|set|shown|spent|taken|taught|thought|told|understood|won|written';
const PASSIVE: Record<TextLang, RegExp> = {
  en: new RegExp(
    `(?<!\\p{L})(?:am|is|are|was|were|be|been|being)(?:\\s+\\p{L}+ly)?\\s+(\\p{L}+ed|${IRREGULAR_EN})(?!\\p{L})`,
    'giu',
  ),
  ru: /(?<!\p{L})(\p{L}{3,}(?:[ая]н|[её]н|ыт)[аоы]|\p{L}{3,}ён|\p{L}{3,}(?:ется|ются|ится|ятся|ался|алась|алось|ались|ился|илась|илось|ились))(?!\p{L})/giu,
  uk: /(?<!\p{L})(\p{L}{3,}(?:ено|ано|ято|ото|уто)|\p{L}{3,}(?:ється|ються|иться|яться|ався|алася|алося|алися|ився|илася|илося|илися))(?!\p{L})/giu,
};
/** Common Russian words that end like short participles but are not (страна, сцена, работа…). */
const NOT_PASSIVE_RU = new Set(
  'колено колена полено арена арены вена вены антенна страна страны стран сцена сцены цена цены стена стены смена смены замена работа работы ворота забота заботы высота высоты частота частоты красота система мечта тема темы карта карты было были быть опять пять нет лет свет ответ совет предмет момент аспект объект проект эффект текст контекст элемент документ студент этот тот тот то также как зато нельзя хотя'.split(
    ' ',
  ),
);

/** Reflexive verbs that are not passive («является», «находится», «стремится»). */
const NOT_PASSIVE_REFLEXIVE =
  /^(?:явля|явил|наход|наш|относ|станов|стал|оста|каж|стрем|смея|нрав|боя|зан|соб|уч|обращ|явл)\p{L}*(?:ся|сь)$/iu;

const NOMINAL: Record<TextLang, RegExp> = {
  en: /^\p{L}{3,}(?:tion|tions|sion|sions|ment|ments|ness|ity|ities|ance|ances|ence|ences)$/iu,
  ru: /^\p{L}{2,}(?:ние|ния|нию|нием|нии|ний|ниям|ниями|ниях|ость|ости|остью|остей|ация|ации|ацию|ацией|аций|ство|ства|ству|ством|стве)$/iu,
  uk: /^\p{L}{2,}(?:ння|нню|нням|нні|ннями|ість|ості|істю|ація|ації|ацію|ацією|ацій|ство|ства|ству|ством|стві|цтво|цтва)$/iu,
};

const round = (x: number, digits = 2) => Number(x.toFixed(digits));

/** The whole style report of a text: counts, readability, and the passages worth a second look. */
export function analyseStyle(text: string, lang: TextLang): StyleReport {
  const words = tokens(text);
  const split = sentences(text, lang);
  const stop = stopwords(lang);
  const counts: Counts = {
    sentences: split.length,
    words: words.length,
    syllables: 0,
    letters: 0,
    polysyllables3: 0,
    polysyllables4: 0,
  };
  const longWords: Span[] = [];
  let nominal = 0;
  let stopCount = 0;
  for (const t of words) {
    const s = syllables(t.word, lang);
    counts.syllables += s;
    counts.letters += letterCount(t.word);
    if (s >= 3) counts.polysyllables3++;
    if (s >= 4) counts.polysyllables4++;
    if (letterCount(t.word) >= LONG_WORD[lang]) longWords.push(span(t));
    if (NOMINAL[lang].test(t.word)) nominal++;
    if (stop.has(normalWord(t.word))) stopCount++;
  }
  const passive = passiveSpans(text, lang);
  const passiveSentences = perSentence(split, passive).filter((n) => n > 0).length;
  const wordsPerSentence = perSentence(split, words);
  const n = words.length;
  return {
    lang,
    characters: text.length,
    charactersNoSpaces: text.replace(/\s/g, '').length,
    words: n,
    sentences: split.length,
    paragraphs: text.split(/\n\s*\n/).filter((p) => p.trim() !== '').length,
    syllables: counts.syllables,
    letters: counts.letters,
    averageWordLength: n ? round(counts.letters / n) : 0,
    averageWordSyllables: n ? round(counts.syllables / n) : 0,
    averageSentenceLength: split.length ? round(n / split.length) : 0,
    readability: readability(counts, lang),
    longSentences: split.filter((_, i) => (wordsPerSentence[i] ?? 0) > LONG_SENTENCE[lang]).map((s) => ({ ...s })),
    longWords,
    limits: { sentenceWords: LONG_SENTENCE[lang], wordLetters: LONG_WORD[lang] },
    passiveShare: split.length ? round(passiveSentences / split.length, 3) : 0,
    passive,
    nominalShare: n ? round(nominal / n, 3) : 0,
    stopwordShare: n ? round(stopCount / n, 3) : 0,
    repeats: repeats(words, lang, stop),
    cliches: CLICHES[lang]
      .flatMap(({ pattern, suggestion }) =>
        [...text.matchAll(pattern)].map((m) => ({
          start: m.index,
          end: m.index + m[0].length,
          text: m[0],
          suggestion,
        })),
      )
      .sort((a, b) => a.start - b.start),
  };
}

function span(t: Token): Span {
  return { start: t.start, end: t.end, text: t.word };
}

/** How many of the (sorted) spans fall in each (sorted) sentence: one pass over both. */
function perSentence(split: Sentence[], spans: { start: number; end: number }[]): number[] {
  const counts = new Array<number>(split.length).fill(0);
  let i = 0;
  for (const sp of spans) {
    while (i < split.length && (split[i]?.end ?? 0) < sp.end) i++;
    const s = split[i];
    if (s && sp.start >= s.start) counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

function passiveSpans(text: string, lang: TextLang): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(PASSIVE[lang])) {
    const word = m[1] ?? m[0];
    if (lang === 'ru' && (NOT_PASSIVE_RU.has(word.toLocaleLowerCase()) || NOT_PASSIVE_REFLEXIVE.test(word))) continue;
    // English marks the whole "was carefully measured"; the others the participle or verb itself.
    const start = lang === 'en' ? m.index : m.index + m[0].length - word.length;
    out.push({ start, end: m.index + m[0].length, text: text.slice(start, m.index + m[0].length) });
  }
  return out;
}

function repeats(words: Token[], lang: TextLang, stop: ReadonlySet<string>): (Span & { first: Span })[] {
  const out: (Span & { first: Span })[] = [];
  const seen = new Map<string, number>();
  words.forEach((t, i) => {
    const w = normalWord(t.word);
    if (stop.has(w) || letterCount(w) < 4) return;
    const key = stem(w, lang);
    const prev = seen.get(key);
    const before = prev === undefined ? undefined : words[prev];
    if (prev !== undefined && before && i - prev <= REPEAT_WINDOW) out.push({ ...span(t), first: span(before) });
    seen.set(key, i);
  });
  return out;
}
