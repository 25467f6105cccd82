/**
 * The weights of (feature bucket, label) pairs. Dense while training (every pair is updated in
 * place); compressed rows once shipped, since few pairs are non-zero and a dense table of all
 * buckets (megabytes) would make every lookup a cache miss in the browser.
 */
export interface EmissionWeights {
  /** Adds the weights of `bucket` for every label to `out[at …]`. */
  addRow(bucket: number, out: Float32Array, at: number): void;
}

export class DenseWeights implements EmissionWeights {
  constructor(
    readonly values: Float32Array,
    readonly width: number,
  ) {}

  addRow(bucket: number, out: Float32Array, at: number): void {
    const row = bucket * this.width;
    for (let y = 0; y < this.width; y++) out[at + y] = out[at + y]! + this.values[row + y]!;
  }
}

/** Compressed sparse rows: bucket b's pairs are `labels`/`values` from `starts[b]` to `starts[b + 1]`. */
export class SparseRows implements EmissionWeights {
  constructor(
    readonly starts: Uint32Array,
    readonly labels: Uint8Array,
    readonly values: Float32Array,
  ) {}

  addRow(bucket: number, out: Float32Array, at: number): void {
    const { labels, values } = this;
    const end = this.starts[bucket + 1]!;
    for (let k = this.starts[bucket]!; k < end; k++) {
      const y = at + labels[k]!;
      out[y] = out[y]! + values[k]!;
    }
  }
}
