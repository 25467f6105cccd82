/**
 * `looksForeign` (foreign-title.ts), whose word test asks each regular expression only of the
 * words it can match, and the CMOS headline corrections, which return a title they cannot
 * change at once, checked against the plain statements they were written as. Titles are drawn from words that hit each rule: foreign and English function
 * words, German endings, letters with diacritics, elided articles, quotes and brackets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The word lists and the unchanged function-word test are the module's own; what is written
// again below is only what the shortcuts changed, as it stood before them.
import {
  AMBIGUOUS,
  byFunctionWord,
  ENGLISH,
  FOREIGN,
  FOREIGN_LETTER,
  FOREIGN_UNAMBIGUOUS,
  GERMAN_ENDING,
  headlineTextUncached,
  LONG_PREPOSITIONS,
  looksForeignUncached,
  lowerTypedMinor,
  MINOR_TYPED,
  raiseAfterLetter,
} from './foreign-title.js';
import { titleCaseUncached } from './title-case.js';

/** byWordCount as first written. */
function byWordCountPlain(title: string): boolean {
  let foreign = 0;
  let english = 0;
  for (const [index, raw] of title.split(/[\s—–/]+/).entries()) {
    const word = raw.replace(/^[“‘"'([«]+|[”’"'),.:;!?\]»]+$/g, '');
    const lower = word.toLocaleLowerCase();
    const plain = index === 0 ? lower : word;
    if (/^[dl][’']\p{L}/u.test(lower)) foreign++;
    else if (
      (FOREIGN.has(lower) && (word.length > 1 || word === lower)) ||
      FOREIGN_LETTER.test(plain) ||
      GERMAN_ENDING.test(lower)
    )
      foreign++;
    else if (ENGLISH.has(lower)) english++;
  }
  return foreign > english;
}

const referenceLooksForeign = (title: string): boolean => byWordCountPlain(title) || byFunctionWord(title);

const WORDS = [
  ...FOREIGN,
  ...ENGLISH,
  ...FOREIGN_UNAMBIGUOUS,
  ...AMBIGUOUS,
  // Capitalised and near misses of the ASCII pre-check (a word inside a longer one, an apostrophe).
  'UND',
  'Der',
  'De',
  'La',
  'order',
  'under',
  'Delhi',
  'young',
  'during',
  'Young',
  'Pudding',
  'Technisch',
  'Technische',
  'Mehrheit',
  'freundlich',
  "D'Arcy",
  "world's",
  "d'",
  "l'",
  "'l",
  'x-der',
  'd_un',
  '3und',
  'Die',
  'Y',
  'y',
  'Über',
  'über',
  'Straße',
  'défaut',
  'Gödel',
  'elektromagnetisches',
  'Leitung',
  'Freiheit',
  'Wissenschaft',
  'natürlich',
  'Heilung',
  'ung',
  'lung',
  'swung',
  'english',
  'Relish',
  "l'homme",
  'd’Alembert',
  'l’',
  'dé',
  'Анализ',
  'системы',
  'Emotions',
  'storybooks',
  'quantum',
  '11.',
  '—',
  '/',
];
const EDGES = ['', '', '', '“', '‘', '"', "'", '(', '[', '«', '”', '’', ')', ',', '.', ':', ';', '!', '?', ']', '»'];
const word = fc
  .tuple(fc.constantFrom(...EDGES), fc.constantFrom(...WORDS), fc.constantFrom(...EDGES))
  .map(([a, w, b]) => `${a}${w}${b}`);
const title = fc.oneof(
  fc
    .tuple(fc.array(word, { maxLength: 12 }), fc.constantFrom(' ', '  ', ' — ', '/', '\u00a0', '–'))
    .map(([ws, sep]) => ws.join(sep)),
  fc.string({ maxLength: 40 }),
);

describe('looksForeign: the word test with its fast paths is the plain one', () => {
  it('on every word alone, with each mark before or after it, and after an English word', () => {
    // One word decides most titles, so each rule of the ASCII pre-check is met on its own here.
    for (const w of WORDS)
      for (const edge of EDGES)
        for (const t of [`${edge}${w}`, `${w}${edge}`, `The ${w}${edge}`]) {
          expect(looksForeignUncached(t), t).toBe(referenceLooksForeign(t));
        }
  });
  it('on random titles', () => {
    fc.assert(
      fc.property(title, (t) => {
        expect(looksForeignUncached(t)).toBe(referenceLooksForeign(t));
      }),
      { numRuns: 3000 },
    );
  });
});

/** lowerTypedMinor as first written (every title split and walked). */
function lowerTypedMinorPlain(title: string): string {
  const tokens = title.split(/(\s+)/);
  const words = tokens.filter((t) => t.trim() !== '');
  let index = -1;
  let previous = '';
  let afterBreak = true;
  return tokens
    .map((token) => {
      if (token.trim() === '') return token;
      index++;
      const core = token.replace(/^[“‘"'([]+|[”’"'),.:;!?\]]+$/g, '');
      const lower = core.toLocaleLowerCase();
      const opens = afterBreak || /^[“‘"]/.test(token);
      afterBreak =
        /[:;?!—.]$/.test(token.replace(/[”’"')\]]+$/, '')) ||
        token === '—' ||
        token === '–' ||
        (opens && index > 0 && lower === 'or');
      const before = previous;
      previous = lower;
      const closes = index === words.length - 1 || afterBreak;
      if (opens || closes || core === lower) return token;
      const minor = MINOR_TYPED.has(lower) || (core === 'A' && MINOR_TYPED.has(before));
      const next = (words[index + 1] ?? '').replace(/^[“‘"'([]+|[”’"'),.:;!?\]]+$/g, '').toLocaleLowerCase();
      const paired = LONG_PREPOSITIONS.has(lower) && ['and', 'or'].some((w) => w === before || w === next);
      return minor && !paired && /^\p{Lu}\p{Ll}*$/u.test(core) ? token.replace(core, lower) : token;
    })
    .join('');
}

function raiseAfterLetterPlain(title: string): string {
  return title.replace(/(?<=(?:^|[^\p{L}\p{N}])(?:\p{Lu}|\p{N}+)-)(\p{Ll}{2,})(?=$|[^\p{L}])/gu, (element: string) =>
    MINOR_TYPED.has(element) ? element : `${element.charAt(0).toLocaleUpperCase()}${element.slice(1)}`,
  );
}

function keepElidedPlain(typed: string, cased: string): string {
  const before = typed.split(/(\s+)/);
  const after = cased.split(/(\s+)/);
  if (before.length !== after.length) return cased;
  // An elided article only: one letter after the apostrophe ("'t", "'s-").
  return after
    .map((token, i) => (/^['’]\p{Ll}(?![\p{L}\p{N}])/u.test(before[i] ?? '') ? (before[i] as string) : token))
    .join('');
}

const HEADLINE_WORDS = [
  ...MINOR_TYPED,
  ...[...MINOR_TYPED].map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`),
  'A',
  'a',
  'An',
  'THE',
  'Or,',
  'or,',
  'Outline',
  'Theory',
  'Vitamin',
  'Part',
  "'t",
  '’s-Hertogenbosch',
  'Hooft',
  'S-matrix',
  'X-ray',
  '3-d',
  'follow-up',
  'Large-scale',
  'HIV-infected',
  'Moby-Dick;',
  'Whale',
  'Language:',
  'Always',
  'Theirs',
  'Them',
  'Into',
  'Án',
  '—',
  '–',
];
const headlineWord = fc
  .tuple(fc.constantFrom(...EDGES), fc.constantFrom(...HEADLINE_WORDS), fc.constantFrom(...EDGES))
  .map(([a, w, b]) => `${a}${w}${b}`);
const headlineTitle = fc.oneof(
  fc
    .tuple(fc.array(headlineWord, { maxLength: 10 }), fc.constantFrom(' ', '  ', ' — ', '\t', '-', '\u00a0'))
    .map(([ws, sep]) => ws.join(sep)),
  fc.string({ maxLength: 40 }),
);

describe('headline corrections: the shortcuts give the plain statements', () => {
  it('lowerTypedMinor, raiseAfterLetter', () => {
    fc.assert(
      fc.property(headlineTitle, (t) => {
        expect(lowerTypedMinor(t)).toBe(lowerTypedMinorPlain(t));
        expect(raiseAfterLetter(t)).toBe(raiseAfterLetterPlain(t));
      }),
      { numRuns: 3000 },
    );
  });

  it('the whole CMOS headline form (keepElided with them)', () => {
    fc.assert(
      fc.property(headlineTitle, (t) => {
        expect(headlineTextUncached(t)).toBe(
          raiseAfterLetterPlain(lowerTypedMinorPlain(keepElidedPlain(t, titleCaseUncached(t)))),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
