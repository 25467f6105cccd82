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

/** Work tables reused from call to call (the parser decodes every reference): grown, never shrunk. */
let fwdTable = new Float64Array(0);
let bwdTable = new Float64Array(0);
let backTable = new Int32Array(0);

export function viterbi(emit: Float32Array | number[], trans: Float32Array | number[], n: number, L: number): Decoded {
  if (n === 0) return { labels: [], margins: [] };
  if (fwdTable.length < n * L) {
    fwdTable = new Float64Array(n * L * 2);
    bwdTable = new Float64Array(n * L * 2);
    backTable = new Int32Array(n * L * 2);
  }
  const fwd = fwdTable;
  const bwd = bwdTable;
  const back = backTable;
  // Best path score ending in each (token, label), and the label before it on that path.
  for (let y = 0; y < L; y++) fwd[y] = trans[L * L + y]! + emit[y]!;
  for (let i = 1; i < n; i++) {
    const row = i * L;
    const prev = row - L;
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      let arg = 0;
      for (let p = 0, t = y; p < L; p++, t += L) {
        const v = fwd[prev + p]! + trans[t]!;
        if (v > best) {
          best = v;
          arg = p;
        }
      }
      fwd[row + y] = best + emit[row + y]!;
      back[row + y] = arg;
    }
  }
  // Best continuation from each (token, label) to the end.
  const lastRow = (n - 1) * L;
  for (let y = 0; y < L; y++) bwd[lastRow + y] = 0;
  for (let i = n - 2; i >= 0; i--) {
    const row = i * L;
    const next = row + L;
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      const t = y * L;
      for (let q = 0; q < L; q++) {
        const v = trans[t + q]! + emit[next + q]! + bwd[next + q]!;
        if (v > best) best = v;
      }
      bwd[row + y] = best;
    }
  }
  const labels = new Array<number>(n).fill(0);
  let last = 0;
  for (let y = 1; y < L; y++) if (fwd[lastRow + y]! > fwd[lastRow + last]!) last = y;
  labels[n - 1] = last;
  for (let i = n - 1; i > 0; i--) labels[i - 1] = back[i * L + labels[i]!]!;
  const margins = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const row = i * L;
    const y = labels[i]!;
    const chosen = fwd[row + y]! + bwd[row + y]!;
    let other = -Infinity;
    for (let q = 0; q < L; q++) if (q !== y) other = Math.max(other, fwd[row + q]! + bwd[row + q]!);
    margins[i] = Math.max(0, chosen - other);
  }
  return { labels, margins };
}
