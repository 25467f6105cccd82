// Hunspell's n-gram suggestions (for a word two or more edits from any dictionary word) without its
// scan of the whole word list: a trigram index (root-index.mjs) picks the roots Hunspell would rank
// best, and a small Hunspell built from the same .aff and just those roots runs the real n-gram search
// on them (affix expansion, scoring, thresholds and order are Hunspell's own, so the suggestions are
// the full speller's: the bench compares them). The Ukrainian search took ~200–650 ms over 335,000
// roots; this takes tens of ms (the small Hunspell's .aff holds only the affix classes its roots use:
// affix-subset.mjs).
import { AffixSubset } from './affix-subset.mjs';
import { RootIndex } from './root-index.mjs';

/**
 * Candidate roots given to the small Hunspell: it keeps the best 100 (MAX_ROOTS in Hunspell's
 * suggestmgr); the rest leave room for ties and for roots Hunspell skips (NOSUGGEST, ONLYINCOMPOUND).
 */
const ROOTS = 150;

/**
 * The index's memory bound per language: 4,000,000 postings (16 MB). Ukrainian needs 3.7 million,
 * Russian 1.5, English 0.4; a larger dictionary would lose its commonest trigrams first (Ukrainian
 * kept its right first suggestions at 3 million, not at 1.5).
 */
export const MAX_POSTINGS = 4_000_000;

export class NgramSuggester {
  /**
   * @param {import('hunspell-asm').HunspellFactory} factory
   * @param {{ aff: Uint8Array, dic: Uint8Array }} dictionary
   * @param {string} name for the in-memory files
   * @param {{ maxPostings?: number }} [options]
   */
  constructor(factory, dictionary, name, options = {}) {
    this.factory = factory;
    this.name = name;
    this.index = RootIndex.fromDic(dictionary.dic, { maxPostings: options.maxPostings ?? MAX_POSTINGS });
    this.affixes = new AffixSubset(dictionary.aff);
    this.asked = 0;
  }

  /**
   * Asks once for a made-up word (a root with its last letter doubled), so the first real question
   * does not pay for compiling the search (a first call took ~110 ms, later ones 20–50 ms).
   */
  warmUp() {
    const root = this.index.root(this.index.size >> 1);
    this.suggest(`${root}${root.slice(-1)}`);
  }

  /**
   * Hunspell's n-gram suggestions for a misspelt word, best first, or undefined if the index finds no
   * root sharing a trigram with it (then only the full speller can tell).
   */
  suggest(word) {
    const roots = this.index.candidates(word, { limit: ROOTS });
    if (!roots.length) return undefined;
    const lines = roots.map((r) => this.index.line(r));
    const file = `${this.name}-ngram-${++this.asked}`;
    const aff = this.factory.mountBuffer(this.affixes.for(lines), `${file}.aff`);
    const dic = this.factory.mountBuffer(Buffer.from(`${lines.length}\n${lines.join('\n')}\n`), `${file}.dic`);
    try {
      const small = this.factory.create(aff, dic);
      try {
        return small.suggest(word);
      } finally {
        small.dispose();
      }
    } finally {
      this.factory.unmount(dic);
      this.factory.unmount(aff);
    }
  }
}
