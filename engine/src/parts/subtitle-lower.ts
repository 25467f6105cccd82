import { COMMON_NOUN_ENDING, isProper } from './sentence-case.js';

/**
 * Common English words that open subtitles and are never proper nouns on their own: articles,
 * determiners, pronouns, prepositions, conjunctions, question words, and the nouns and
 * adjectives research titles open a subtitle with ("A comparison", "Results from", "Lessons
 * learned", "Systematic review").
 */
const COMMON_OPENERS = new Set(
  (
    'a an the this these that those some any each every all no our their its his her my your one two three ' +
    'from in on of for to with without by at as about after before beyond between through toward towards ' +
    'into across among against under over during within and or but not when where what why how which who ' +
    'whether is are was were does do did can could should will would may might ' +
    'results result evidence findings implications lessons review systematic report case study studies ' +
    'analysis survey comparison update overview guide introduction perspective perspectives challenges ' +
    'opportunities effects effect impact outcomes experience experiences insights role trends prospective ' +
    'retrospective randomized randomised longitudinal qualitative quantitative pilot protocol practical ' +
    'clinical current recent theory principles methods design applications application management ' +
    'treatment diagnosis prevention assessment evaluation development implementation preliminary ' +
    'problems issues questions answers approaches strategies toward new'
  ).split(' '),
);

/**
 * Longer prepositions and conjunctions, lower-case in a title-case title too (CMOS 8.159),
 * so they do not show that a title is in sentence case.
 */
const MINOR_LONG = new Set(
  'about above across after against along among around before behind below beneath beside besides between beyond during except from inside into like near onto over past since than that then through throughout toward towards under until upon versus when where whether while with within without'.split(
    ' ',
  ),
);

/** A word of four or more letters typed in lower case, not a minor word: the title is in sentence case. */
const inSentenceCase = (text: string): boolean =>
  [...text.matchAll(/(?<![\p{L}\p{N}'’-])\p{Ll}{4,}(?![\p{L}\p{N}])/gu)].some((m) => !MINOR_LONG.has(m[0]));

/**
 * With `commonWords` (Citing Medicine), any other opener that cannot be a name loses its capital
 * too: a word the title also writes in lower case ("…: Core and monolayer properties as a
 * function of core size"), or one with a common noun's or adjective's ending that the
 * dictionary does not know as a proper noun ("…: Meaning construction"); "Hispanic", "Fleming"
 * (dictionary names) and unknown words without such an ending ("Kabir") stay.
 */
const isCommonWord = (word: string, title: string): boolean => {
  if (isProper(word) || word.length < 3) return false;
  const lower = word.toLowerCase();
  if (new RegExp(`(?<![\\p{L}])${lower}(?![\\p{L}])`, 'u').test(title)) return true;
  return COMMON_NOUN_ENDING.test(lower);
};

/**
 * Citing Medicine 2nd ed. (ch. 1 "Article Title", ch. 2 "Title"): only the first word of a
 * title is capitalised, with proper nouns, acronyms and initialisms — a subtitle after its
 * colon starts in lower case ("Infant sleep and feeding: a telephone survey of Hispanic
 * Americans", ch. 4 ex. 1; "Making sense of the chest x-ray: a hands-on guide", ch. 2). A title
 * typed with APA's capital after the colon loses it only where that capital cannot be a proper
 * noun's (a common word of `COMMON_OPENERS`, capital on its first letter alone) and the title is
 * written in sentence case; a title typed in title case stays as typed, since its proper nouns
 * cannot be told from the rest.
 * @example subtitleLower('Emotions in storybooks: A comparison') // 'Emotions in storybooks: a comparison'
 */
export function subtitleLower(title: string, opts: { commonWords?: boolean } = {}): string {
  return title.replace(
    /(:\s+)([“‘"'(]?)(\p{Lu})(\p{Ll}*)(?![\p{L}\p{N}'’])/gu,
    (whole, mark, open, head, tail, at, all) => {
      const word = `${head}${tail}`;
      if (!COMMON_OPENERS.has(word.toLowerCase()) && !(opts.commonWords && isCommonWord(word, all))) return whole;
      const rest = `${all.slice(0, at)} ${all.slice(at + whole.length)}`;
      return inSentenceCase(rest) ? `${mark}${open}${head.toLowerCase()}${tail}` : whole;
    },
  );
}
