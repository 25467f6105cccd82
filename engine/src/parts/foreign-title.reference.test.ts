/**
 * `looksForeign` (foreign-title.ts), whose word test asks each regular expression only of the
 * words it can match, and the CMOS headline corrections, which return a title they cannot
 * change at once, checked against the plain statements they were written as. Titles are drawn from words that hit each rule: foreign and English function
 * words, German endings, letters with diacritics, elided articles, quotes and brackets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headlineTextPlain, looksForeignPlain, lowerTypedMinor, raiseAfterLetter } from './foreign-title.js';
import { titleCasePlain } from './title-case.js';

const FOREIGN = new Set(
  (
    'der die das des dem den und oder von vom zur zum mit über für bei nach aus ein eine einer eines ist nicht sich ' +
    'le la les du dans et une sur pour aux au avec est ou ces ' +
    'el los las del y con por para una ' +
    'il della delle degli dello di nel nella gli ' +
    'het een van en ' +
    'ad ab cum sive seu ex de'
  ).split(' '),
);
const ENGLISH = new Set(
  'the of and a an on for with to from by is are its as at or into how what why this that their our new about between toward against via using'.split(
    ' ',
  ),
);
const FOREIGN_LETTER = /^\p{Ll}*[äöüßàâçéèêëîïôûùÿñœæ]\p{Ll}*$/u;
const GERMAN_ENDING =
  /\p{L}{3}(?:isch|ische|isches|ischen|ischer|ungen|heit|keit|schaft|lich|liche|lichen)$|\p{L}{4}ung$/u;

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

const FOREIGN_UNAMBIGUOUS = new Set(
  (
    'und der des dem vom zum zur im ins oder über für mit bei nach aus einer eines auf bis ' +
    "les du et dans une sur pour avec aux au d’un d'un l’ " +
    'del los las y con por para una sobre della delle degli dei nel nella nelle gli ' +
    'ab sive seu quod cum ' +
    'sem com não nao şi și în cu'
  ).split(' '),
);
const AMBIGUOUS = new Set('die das den de la le el il en ad da dos ale'.split(' '));
const DIACRITIC = /[à-öø-ÿāăąćčďđēėęěğīįıķĺľłńňőœŕřśşšţťūůűųźżž]/u;

function byFunctionWordPlain(title: string): boolean {
  const words = title
    .normalize('NFC')
    .split(/[\s,.:;!?()«»“”„"]+/u)
    .filter(Boolean);
  const opening = words[0]?.toLocaleLowerCase();
  if (opening && FOREIGN_UNAMBIGUOUS.has(opening)) return true;
  let ambiguous = opening && AMBIGUOUS.has(opening) ? 1 : 0;
  for (const w of words.slice(1)) {
    if (FOREIGN_UNAMBIGUOUS.has(w) || (/^[dl]['’]/u.test(w) && w.length > 2)) return true;
    if (AMBIGUOUS.has(w) || (DIACRITIC.test(w) && /^\p{Ll}/u.test(w))) ambiguous++;
  }
  return ambiguous >= 2;
}

const referenceLooksForeign = (title: string): boolean => byWordCountPlain(title) || byFunctionWordPlain(title);

const WORDS = [
  ...FOREIGN,
  ...ENGLISH,
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
  it('on random titles', () => {
    fc.assert(
      fc.property(title, (t) => {
        expect(looksForeignPlain(t)).toBe(referenceLooksForeign(t));
      }),
      { numRuns: 3000 },
    );
  });
});

const MINOR_TYPED = new Set(
  'the an and but or nor of in on at to by for from with as into onto upon via vs'.split(' '),
);

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
      const opens = afterBreak;
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
      return minor && /^\p{Lu}\p{Ll}*$/u.test(core) ? token.replace(core, lower) : token;
    })
    .join('');
}

function raiseAfterLetterPlain(title: string): string {
  return title.replace(/(?<=(?:^|[^\p{L}\p{N}])(?:\p{Lu}|\p{N}+)-)(\p{Ll}+)(?=$|[^\p{L}])/gu, (element: string) =>
    MINOR_TYPED.has(element) ? element : `${element.charAt(0).toLocaleUpperCase()}${element.slice(1)}`,
  );
}

function keepElidedPlain(typed: string, cased: string): string {
  const before = typed.split(/(\s+)/);
  const after = cased.split(/(\s+)/);
  if (before.length !== after.length) return cased;
  return after.map((token, i) => (/^['’]\p{Ll}/u.test(before[i] ?? '') ? (before[i] as string) : token)).join('');
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
        expect(headlineTextPlain(t)).toBe(
          raiseAfterLetterPlain(lowerTypedMinorPlain(keepElidedPlain(t, titleCasePlain(t)))),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
