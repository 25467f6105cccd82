import { DenseWeights, SparseRows } from './emission-weights.js';
import { SequenceModel } from './sequence-model.js';

/**
 * The shipped form of a model: weights rounded to multiples of `step` (quantised), the
 * emission weights that round to zero left out, the rest as a run of (gap to the previous
 * non-zero index, value) pairs in zig-zag varints, base64-encoded. Decoded with plain
 * JavaScript, no Node API, so it loads in the browser.
 */
export interface ModelData {
  labels: string[];
  bits: number;
  step: number;
  transitions: number[];
  emission: string;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function toBase64(bytes: number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += b === undefined ? '=' : B64[(n >> 6) & 63]!;
    out += c === undefined ? '=' : B64[n & 63]!;
  }
  return out;
}

function fromBase64(s: string): Uint8Array {
  const value = new Int16Array(128).fill(-1);
  for (let i = 0; i < B64.length; i++) value[B64.charCodeAt(i)] = i;
  const clean = s.replace(/=+$/u, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    const v = value[clean.charCodeAt(i)] ?? -1;
    if (v < 0) throw new Error('Bad model data');
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 255;
    }
  }
  return out;
}

function pushVarint(out: number[], n: number): void {
  let v = n;
  while (v >= 128) {
    out.push((v & 127) | 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

const zigzag = (n: number): number => (n < 0 ? -2 * n - 1 : 2 * n);
const unzigzag = (n: number): number => (n % 2 ? -(n + 1) / 2 : n / 2);

export function toModelData(model: SequenceModel, step: number): ModelData {
  if (!(model.emission instanceof DenseWeights)) throw new Error('Only a trained (dense) model is written');
  const weights = model.emission.values;
  const bytes: number[] = [];
  let previous = -1;
  for (let k = 0; k < weights.length; k++) {
    const q = Math.round(weights[k]! / step);
    if (q === 0) continue;
    pushVarint(bytes, k - previous - 1);
    pushVarint(bytes, zigzag(q));
    previous = k;
  }
  return {
    labels: model.labels,
    bits: model.bits,
    step,
    transitions: Array.from(model.transitions, (w) => Math.round(w / step)),
    emission: toBase64(bytes),
  };
}

export function fromModelData(data: ModelData): SequenceModel {
  const L = data.labels.length;
  const buckets = 1 << data.bits;
  const bytes = fromBase64(data.emission);
  let i = 0;
  const read = (): number => {
    let v = 0;
    let mult = 1;
    for (;;) {
      const b = bytes[i++];
      if (b === undefined) throw new Error('Truncated model data');
      v += (b & 127) * mult;
      if (b < 128) return v;
      mult *= 128;
    }
  };
  // The pairs come in index order (bucket × L + label), so the rows fill one after another.
  const indexes: number[] = [];
  const values: number[] = [];
  let k = -1;
  while (i < bytes.length) {
    k += read() + 1;
    const q = unzigzag(read());
    if (k >= buckets * L) throw new Error('Model data out of range');
    indexes.push(k);
    values.push(q * data.step);
  }
  const starts = new Uint32Array(buckets + 1);
  for (const index of indexes) starts[Math.floor(index / L) + 1]!++;
  for (let b = 0; b < buckets; b++) starts[b + 1] = starts[b + 1]! + starts[b]!;
  const rows = new SparseRows(
    starts,
    Uint8Array.from(indexes, (index) => index % L),
    Float32Array.from(values),
  );
  const transitions = Float32Array.from(data.transitions, (q) => q * data.step);
  return new SequenceModel(data.labels, data.bits, rows, transitions);
}
