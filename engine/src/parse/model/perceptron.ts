import { DenseWeights } from './emission-weights.js';
import { seededRandom } from './hash.js';
import { SequenceModel } from './sequence-model.js';
import type { Token } from './tokens.js';

/**
 * Training by the averaged structured perceptron (Collins 2002): decode each string with the
 * current weights, move the weights towards the gold labels where the decoding was wrong, and
 * keep the average of the weights over all steps, which generalises like a regularised model.
 * Chosen over a CRF because it needs no gradient optimiser and trains in seconds; the decoding
 * is the same Viterbi either way.
 */
export interface TrainingSequence {
  tokens: Token[];
  labels: string[];
  /** What the rules read at each token (`ruleHints`), when the model is stacked on them. */
  hints?: string[];
}

export interface TrainingOptions {
  labels: string[];
  bits: number;
  epochs: number;
  seed: number;
}

export function trainPerceptron(data: TrainingSequence[], options: TrainingOptions): SequenceModel {
  const { labels, bits, epochs, seed } = options;
  const L = labels.length;
  const index = new Map(labels.map((l, i) => [l, i]));
  const emission = new DenseWeights(new Float32Array((1 << bits) * L), L);
  const model = new SequenceModel(labels, bits, emission, new Float32Array((L + 1) * L));
  const weights = emission.values;
  // Sums of each update times the step it was made at: the average is w − acc / step.
  const accE = new Float64Array(weights.length);
  const accT = new Float64Array(model.transitions.length);
  const prepared = data.map((s) => ({
    buckets: model.bucketsOf(s.tokens, s.hints),
    gold: s.labels.map((l) => {
      const y = index.get(l);
      if (y === undefined) throw new Error(`Unknown label ${l}`);
      return y;
    }),
  }));
  const random = seededRandom(seed);
  const order = prepared.map((_, i) => i);
  let step = 1;
  const bump = (w: Float32Array, acc: Float64Array, k: number, by: number): void => {
    w[k] = w[k]! + by;
    acc[k] = acc[k]! + by * step;
  };
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const { buckets, gold } = prepared[k]!;
      const pred = model.decodeBuckets(buckets).labels;
      for (let t = 0; t < gold.length; t++) {
        const g = gold[t]!;
        const p = pred[t]!;
        if (g !== p) {
          for (const b of buckets[t]!) {
            bump(weights, accE, b * L + g, 1);
            bump(weights, accE, b * L + p, -1);
          }
        }
        const gPrev = t === 0 ? L : gold[t - 1]!;
        const pPrev = t === 0 ? L : pred[t - 1]!;
        if (gPrev !== pPrev || g !== p) {
          bump(model.transitions, accT, gPrev * L + g, 1);
          bump(model.transitions, accT, pPrev * L + p, -1);
        }
      }
      step++;
    }
  }
  for (let k = 0; k < accE.length; k++) weights[k] = weights[k]! - accE[k]! / step;
  for (let k = 0; k < accT.length; k++) model.transitions[k] = model.transitions[k]! - accT[k]! / step;
  return model;
}
