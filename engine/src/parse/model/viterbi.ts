/**
 * Viterbi decoding of a linear chain: `emit[i * L + y]` scores label y at token i,
 * `trans[p * L + y]` scores label p followed by y, row L being the start of the string. Also
 * the max-marginals: the best path's score minus the best path's through another label at
 * each token, which is the model's certainty about that token.
 */
export interface Decoded {
  labels: number[];
  /** Per token, the score margin of the chosen label over the best alternative (≥ 0). */
  margins: number[];
}

export function viterbi(emit: Float32Array | number[], trans: Float32Array | number[], n: number, L: number): Decoded {
  if (n === 0) return { labels: [], margins: [] };
  const fwd = new Float64Array(n * L);
  const back = new Int32Array(n * L);
  for (let y = 0; y < L; y++) fwd[y] = trans[L * L + y]! + emit[y]!;
  for (let i = 1; i < n; i++) {
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      let arg = 0;
      for (let p = 0; p < L; p++) {
        const v = fwd[(i - 1) * L + p]! + trans[p * L + y]!;
        if (v > best) {
          best = v;
          arg = p;
        }
      }
      fwd[i * L + y] = best + emit[i * L + y]!;
      back[i * L + y] = arg;
    }
  }
  // Best continuation from each (token, label) to the end.
  const bwd = new Float64Array(n * L);
  for (let i = n - 2; i >= 0; i--) {
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      for (let q = 0; q < L; q++) {
        const v = trans[y * L + q]! + emit[(i + 1) * L + q]! + bwd[(i + 1) * L + q]!;
        if (v > best) best = v;
      }
      bwd[i * L + y] = best;
    }
  }
  const labels = new Array<number>(n).fill(0);
  let last = 0;
  for (let y = 1; y < L; y++) if (fwd[(n - 1) * L + y]! > fwd[(n - 1) * L + last]!) last = y;
  labels[n - 1] = last;
  for (let i = n - 1; i > 0; i--) labels[i - 1] = back[i * L + labels[i]!]!;
  const margins = labels.map((y, i) => {
    const chosen = fwd[i * L + y]! + bwd[i * L + y]!;
    let other = -Infinity;
    for (let q = 0; q < L; q++) if (q !== y) other = Math.max(other, fwd[i * L + q]! + bwd[i * L + q]!);
    return Math.max(0, chosen - other);
  });
  return { labels, margins };
}
