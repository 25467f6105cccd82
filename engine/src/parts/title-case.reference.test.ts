/**
 * `titleCase` (title-case.ts), whose regular expressions are asked only of the tokens they can
 * match, checked against the plain statement it was written as (below, as it stood before the
 * shortcuts) on random titles built from words that hit each of its rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABBREVIATION,
  CAPITALISED_COMPOUND,
  capitaliseCompound,
  IEEE_MINOR,
  inName,
  KEPT_THEN_PLAIN,
  MINOR,
  NAME_PARTICLES,
  NUMBER,
  PLAIN_WORD,
  PREFIXES,
  raiseLaterElements,
  splitJoined,
  titleCaseUncached,
  UNIT,
} from './title-case.js';

// ---- the plain statement: titleCase as first written (its word lists, patterns and the
// helpers the shortcuts left alone are the module's own, imported above) ----
const BREAK_AFTER = /[:—–?!.]$/;

/**
 * Headline-style capitalisation of English titles (CMOS 16, 8.157–8.159; MLA Handbook 8th,
 * 1.2.1; ASA and MHRA follow the same rule): the first and last words, the first word after
 * a colon or dash, and every major word start with a capital; articles, coordinating
 * conjunctions, prepositions and "to" stay lower-case. As in CSL, a word that already has a
 * capital, a digit or a non-letter inside ("iPhone", "IUPUI", "Digital_Humanities") is left
 * exactly as typed, so the rule only ever raises lower-case words.
 * @example titleCase('formation of evenly spaced ridges and valleys') // 'Formation of Evenly Spaced Ridges and Valleys'
 */
function titleCaseReference(title: string, minor: ReadonlySet<string> = MINOR): string {
  const tokens = splitJoined(title);
  const isJoiner = (t: string) => t.trim() === '' || /^[—–/]$/.test(t);
  const words = tokens.filter((t) => !isJoiner(t));
  let index = 0;
  let afterBreak = true;
  let lastWord = '';
  return tokens
    .map((token) => {
      if (isJoiner(token)) {
        // A dash between words opens a new clause; a slash does not.
        if (token !== '/' && token.trim() !== '') afterBreak = true;
        return token;
      }
      const previous = lastWord;
      lastWord = token;
      const isFirst = index === 0;
      const isLast = index === words.length - 1;
      index++;
      const lead = token.match(/^[“‘"'([]*/)?.[0] ?? '';
      const core = token.slice(lead.length).replace(/[”’"'),.:;!?—–\]]+$/, '');
      const tail = token.slice(lead.length + core.length);
      const startsClause = afterBreak;
      afterBreak =
        (BREAK_AFTER.test(token) && !ABBREVIATION.test(core + tail.replace(/[”’"')\]]+$/, ''))) ||
        token === '—' ||
        token === '–';
      // A sentence-case compound ("Large-scale" at the start of a title) raises its later elements.
      if (CAPITALISED_COMPOUND.test(core) && !PREFIXES.has(core.split('-')[0]?.toLocaleLowerCase() ?? '')) {
        return `${lead}${capitaliseCompound(core)}${tail}`;
      }
      if (KEPT_THEN_PLAIN.test(core)) return `${lead}${raiseLaterElements(core)}${tail}`;
      if (!PLAIN_WORD.test(core)) return token;
      // "'t Hooft", "'s-Hertogenbosch": an elided article stays as typed; so does a unit after
      // a number ("5.2 nm", "10 mg"), which is a symbol, not a word.
      if (/['’]$/.test(lead) && core.length === 1) return token;
      if (UNIT.has(core) && NUMBER.test(previous)) return token;
      if (minor.has(core) && !isFirst && !isLast && !startsClause) return token;
      if (NAME_PARTICLES.has(core) && !isFirst && !isLast && !startsClause && inName(previous, words[index])) {
        return token;
      }
      return `${lead}${capitaliseCompound(core)}${tail}`;
    })
    .join('');
}

// ---- the check ----
const WORDS = [
  ...MINOR,
  'formation',
  'Formation',
  'de',
  'Santana',
  'evenly',
  'spaced',
  'ridges',
  'large-scale',
  'Large-scale',
  'Anti-intellectual',
  'anti-intellectual',
  'follow-up',
  'HIV-infected',
  'COVID-related',
  'iPhone',
  'IUPUI',
  'Digital_Humanities',
  "'t",
  '’s',
  'Hooft',
  'nm',
  '5.2',
  '10',
  'mg',
  'U.S.',
  'Dr.',
  'Proc.',
  'Conf.',
  'Int.',
  'Navigation—part',
  'mother–child',
  'picture/academic',
  'x-ray',
  'über',
  'élan',
  'Анализ',
  'систем',
  '—',
  '–',
  '/',
  'end.',
  'why?',
  'so!',
  'title:',
];
const EDGES = ['', '', '', '“', '‘', '"', "'", '(', '[', '”', '’', ')', ',', '.', ':', ';', '!', '?', ']', '—', '–'];
const word = fc
  .tuple(fc.constantFrom(...EDGES), fc.constantFrom(...WORDS), fc.constantFrom(...EDGES))
  .map(([a, w, b]) => `${a}${w}${b}`);
const title = fc.oneof(
  fc
    .tuple(fc.array(word, { maxLength: 12 }), fc.constantFrom(' ', '  ', ' — ', '/', '\u00a0', '–', '-'))
    .map(([ws, sep]) => ws.join(sep)),
  fc.string({ maxLength: 40 }),
);

describe('titleCase: the shortcuts give the plain statement', () => {
  it("with the default minor words and with IEEE's", () => {
    fc.assert(
      fc.property(title, (t) => {
        expect(titleCaseUncached(t)).toBe(titleCaseReference(t));
        expect(titleCaseUncached(t, IEEE_MINOR)).toBe(titleCaseReference(t, IEEE_MINOR));
      }),
      { numRuns: 3000 },
    );
  });
});
