import type { EmissionWeights } from './emission-weights.js';
import { eachFeature, eachWordFeature, type WordFacts, type WordSink, wordFacts } from './features.js';
import { hashPair } from './hash.js';
import type { Token } from './tokens.js';
import { type Decoded, viterbi } from './viterbi.js';

/**
 * A linear-chain labeller with hashed features: the score of label y at a token is the sum of
 * the weights of its features' buckets for y, plus the weight of the previous label going to y.
 * The weights come from `trainPerceptron` (training) or from the shipped data (`fromData`).
 */
export class SequenceModel {
  constructor(
    readonly labels: string[],
    /** log2 of the number of feature buckets. */
    readonly bits: number,
    readonly emission: EmissionWeights,
    /** (labels + 1) × labels, the last row being the start of the string */
    readonly transitions: Float32Array,
  ) {}

  get size(): number {
    return this.labels.length;
  }

  /** The feature buckets of each token. */
  bucketsOf(tokens: Token[], hints?: string[]): Uint32Array[] {
    const mask = (1 << this.bits) - 1;
    const lists: number[][] = tokens.map(() => []);
    eachFeature(tokens, hints, (i, key, value, second) => lists[i]!.push(hashPair(key, value, second) & mask));
    return lists.map((l) => Uint32Array.from(l));
  }

  emissions(buckets: Uint32Array[]): Float32Array {
    const L = this.size;
    const out = new Float32Array(buckets.length * L);
    for (let i = 0; i < buckets.length; i++) {
      for (const b of buckets[i]!) this.emission.addRow(b, out, i * L);
    }
    return out;
  }

  decodeBuckets(buckets: Uint32Array[]): Decoded {
    return viterbi(this.emissions(buckets), this.transitions, buckets.length, this.size);
  }

  /**
   * The emission scores straight from the features, with no bucket lists in between: the
   * parser labels every reference, and the lists cost as much as the sums (same sums as
   * `emissions(bucketsOf(…))`: the shipped weights are multiples of a step, so the order in
   * which they are added changes nothing). A word's own features (`eachWordFeature`) are summed
   * once per word and kept (`wordRows`), with its facts: most words recur from one reference to
   * the next.
   */
  emissionsOf(tokens: Token[], hints?: string[]): Float32Array {
    const L = this.size;
    const mask = (1 << this.bits) - 1;
    const out = new Float32Array(tokens.length * L);
    const { emission } = this;
    const cache = this.wordCache();
    eachFeature(
      tokens,
      hints,
      (i, key, value, second) => emission.addRow(hashPair(key, value, second) & mask, out, i * L),
      (i, w) => {
        const row = cache.rowOf(
          w,
          L,
          (sink) => (key, value, second) => emission.addRow(hashPair(key, value, second) & mask, sink, 0),
        );
        const at = i * L;
        for (let y = 0; y < L; y++) out[at + y] = out[at + y]! + row[y]!;
      },
      (w) => cache.factsOf(w),
    );
    return out;
  }

  private cache?: WordCache;

  /** The per-word sums and facts, made on first use (training never needs them). */
  private wordCache(): WordCache {
    this.cache ??= new WordCache();
    return this.cache;
  }

  /** Each token's label and the margin of that label over the next best. */
  label(tokens: Token[], hints?: string[]): { labels: string[]; margins: number[] } {
    const d = viterbi(this.emissionsOf(tokens, hints), this.transitions, tokens.length, this.size);
    return { labels: d.labels.map((y) => this.labels[y]!), margins: d.margins };
  }
}

/** Words kept before the cache starts again: bounds the memory a long session of parsing takes. */
const WORDS_KEPT = 50_000;

/** Each word's facts and the sum of its own features' weights, by the word's text. */
class WordCache {
  private readonly entries = new Map<string, { facts: WordFacts; row?: Float32Array }>();

  private entry(w: string): { facts: WordFacts; row?: Float32Array } {
    let e = this.entries.get(w);
    if (!e) {
      if (this.entries.size >= WORDS_KEPT) this.entries.clear();
      e = { facts: wordFacts(w) };
      this.entries.set(w, e);
    }
    return e;
  }

  factsOf(w: string): WordFacts {
    return this.entry(w).facts;
  }

  rowOf(w: string, width: number, into: (row: Float32Array) => WordSink): Float32Array {
    const e = this.entry(w);
    if (!e.row) {
      const row = new Float32Array(width);
      eachWordFeature(w, e.facts, into(row));
      e.row = row;
    }
    return e.row;
  }
}
