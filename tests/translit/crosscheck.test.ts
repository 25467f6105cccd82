import { readFileSync } from 'node:fs';
import { type TranslitScheme, transliterate } from '@referent/engine';
import cyrillicToTranslit from 'cyrillic-to-translit-js';
import iuliia from 'iuliia';
import { describe, expect, it } from 'vitest';

/**
 * Cross-check of Referent's scheme tables against two independent implementations, over the
 * real names, places and titles in fixtures/translit/names.tsv. Every disagreement must be
 * explained by one of the rules below (each is documented in docs/transliteration.md with the
 * clause of the standard that decides it); an unexplained one fails the test.
 */

const rows = readFileSync(new URL('../../fixtures/translit/names.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [language, text] = line.split('\t');
    return { language: language as 'RU' | 'UA', text: text as string };
  });

interface Rule {
  id: string;
  /** Why Referent's output is the right one. */
  because: string;
  /** The other implementation's output with this rule's difference removed. */
  normalise: (theirs: string, source: string) => string;
}

const RULES = {
  unicodeForm: {
    id: 'unicode-form',
    because: 'iuliia writes some letters decomposed (z + combining caron); the same text in NFC',
    normalise: (theirs) => theirs.normalize('NFC'),
  },
  yoDiaeresis: {
    id: 'yo-diaeresis',
    because: 'GOST 7.79-2000 table 1 (ISO 9), BGN/PCGN 1947 and ALA-LC write ё as ë; iuliia leaves the Cyrillic ё',
    normalise: (theirs) => theirs.replace(/ё/g, 'ë').replace(/Ё/g, 'Ë'),
  },
  allCaps: {
    id: 'all-caps',
    because: 'in an all-capitals word a multi-letter form is all capitals (ЩУКИН → SHCHUKIN, not ShchUKIN)',
    normalise: (theirs, source) => (source === source.toUpperCase() ? theirs.toUpperCase() : theirs),
  },
  gostBCBeforeY: {
    id: 'gost-b-c-before-y',
    because:
      'GOST 7.79-2000 table 2, note: ц is c before i, e, y, j — so also before я ю ё (ya yu yo) and э (e`); iuliia uses c only before е и й ы',
    normalise: (theirs) => theirs.replace(/([Cc])[zZ](?=[yYeE])/g, '$1'),
  },
  mvdInitialYe: {
    id: 'mvd-initial-ye',
    because:
      'the MVD table gives е as ye at the start of a word, as after a vowel, ъ or ь; iuliia only after a vowel, ъ or ь',
    // Word by word (transliteration keeps spaces and hyphens): where the source word starts with е.
    normalise: (theirs, source) => {
      const ours = source.split(/([\s-]+)/);
      return theirs
        .split(/([\s-]+)/)
        .map((word, i) => {
          const cyr = ours[i] ?? '';
          if (!/^[еЕ]/.test(cyr)) return word;
          const caps = cyr.length > 1 && cyr === cyr.toUpperCase();
          return word.replace(/^[eE]/, (e) => (e === 'e' ? 'ye' : caps ? 'YE' : 'Ye'));
        })
        .join('');
    },
  },
  bgnMiddleDot: {
    id: 'bgn-middle-dot',
    because: 'the BGN/PCGN 1947 middle dot (t·s, y·a, d·e) is optional; References lists do not print it',
    normalise: (theirs) => theirs.replace(/·/g, ''),
  },
} satisfies Record<string, Rule>;

interface Pair {
  scheme: TranslitScheme;
  language: 'RU' | 'UA';
  other: string;
  theirs: (text: string) => string;
  rules: Rule[];
}

// The package is CommonJS with a hand-written `export default` type; under NodeNext the type
// of the default import is the module object, at run time it is the function.
const makeTranslit = cyrillicToTranslit as unknown as (config: { preset: 'ru' | 'uk' }) => {
  transform: (text: string) => string;
};
const ukPreset = makeTranslit({ preset: 'uk' });
const viaIuliia = (schema: Parameters<typeof iuliia.translate>[1]) => (text: string) => iuliia.translate(text, schema);

const PAIRS: Pair[] = [
  {
    scheme: 'gost2000A',
    language: 'RU',
    other: 'iuliia gost_779',
    theirs: viaIuliia(iuliia.GOST_779),
    rules: [RULES.unicodeForm, RULES.yoDiaeresis, RULES.allCaps],
  },
  {
    scheme: 'iso9',
    language: 'RU',
    other: 'iuliia gost_779',
    theirs: viaIuliia(iuliia.GOST_779),
    rules: [RULES.unicodeForm, RULES.yoDiaeresis, RULES.allCaps],
  },
  {
    scheme: 'gost2000B',
    language: 'RU',
    other: 'iuliia gost_779_alt',
    theirs: viaIuliia(iuliia.GOST_779_ALT),
    rules: [RULES.allCaps, RULES.gostBCBeforeY],
  },
  {
    scheme: 'ikao',
    language: 'RU',
    other: 'iuliia icao_doc_9303',
    theirs: viaIuliia(iuliia.ICAO_DOC_9303),
    rules: [RULES.allCaps],
  },
  {
    scheme: 'mid2016',
    language: 'RU',
    other: 'iuliia icao_doc_9303',
    theirs: viaIuliia(iuliia.ICAO_DOC_9303),
    rules: [RULES.allCaps],
  },
  {
    scheme: 'gost2006',
    language: 'RU',
    other: 'iuliia gost_52535',
    theirs: viaIuliia(iuliia.GOST_52535),
    rules: [RULES.allCaps],
  },
  {
    scheme: 'mvd',
    language: 'RU',
    other: 'iuliia mvd_782',
    theirs: viaIuliia(iuliia.MVD_782),
    rules: [RULES.allCaps, RULES.mvdInitialYe],
  },
  {
    scheme: 'bgn',
    language: 'RU',
    other: 'iuliia bgn_pcgn',
    theirs: viaIuliia(iuliia.BGN_PCGN),
    rules: [RULES.yoDiaeresis, RULES.allCaps, RULES.bgnMiddleDot],
  },
  {
    scheme: 'lc',
    language: 'RU',
    other: 'iuliia ala_lc_alt',
    theirs: viaIuliia(iuliia.ALA_LC_ALT),
    rules: [RULES.allCaps],
  },
  {
    scheme: 'lcDiacritics',
    language: 'RU',
    other: 'iuliia ala_lc',
    theirs: viaIuliia(iuliia.ALA_LC),
    rules: [RULES.unicodeForm, RULES.yoDiaeresis, RULES.allCaps],
  },
  {
    scheme: 'national',
    language: 'UA',
    other: 'cyrillic-to-translit-js uk',
    theirs: (t) => ukPreset.transform(t),
    rules: [RULES.allCaps],
  },
  // BGN/PCGN's Ukrainian table is the national one (adopted 2019).
  {
    scheme: 'bgn',
    language: 'UA',
    other: 'cyrillic-to-translit-js uk',
    theirs: (t) => ukPreset.transform(t),
    rules: [RULES.allCaps],
  },
];

describe('the cross-check list', () => {
  it('has at least 300 real names and titles in both languages', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.filter((r) => r.language === 'RU').length).toBeGreaterThan(150);
    expect(rows.filter((r) => r.language === 'UA').length).toBeGreaterThan(150);
  });
});

describe('cross-check against iuliia and cyrillic-to-translit-js', () => {
  for (const pair of PAIRS) {
    it(`${pair.scheme} ${pair.language} agrees with ${pair.other} but for documented rules`, () => {
      const unexplained: string[] = [];
      let agreed = 0;
      for (const { language, text } of rows) {
        if (language !== pair.language) continue;
        const ours = transliterate(text, { scheme: pair.scheme, language });
        const theirs = pair.theirs(text);
        if (ours === theirs) {
          agreed++;
          continue;
        }
        const explained = pair.rules.reduce((t, rule) => rule.normalise(t, text), theirs);
        if (explained !== ours) unexplained.push(`${text}: ours "${ours}", ${pair.other} "${theirs}"`);
      }
      expect(unexplained).toEqual([]);
      // Most entries agree outright: the rules are exceptions, not the norm.
      expect(agreed).toBeGreaterThan(rows.filter((r) => r.language === pair.language).length * 0.8);
    });
  }
});
