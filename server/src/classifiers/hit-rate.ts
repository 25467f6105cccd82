import type { Hit } from './search.js';

export interface Rates {
  papers: number;
  /** The top suggestion is one of the paper's codes (exact three-character JEL code). */
  top1: number;
  top5: number;
  /** The same at the subfield level: a suggestion and a paper code share their first two characters. */
  top1Subfield: number;
  top5Subfield: number;
}

/**
 * Hit rates of suggestions against author-assigned codes. A suggestion counts at the
 * subfield level when its code and a paper's code agree in `depth` characters (E5 ~ E52).
 */
export function hitRates(cases: { codes: string[]; suggested: Hit[] }[], depth = 2): Rates {
  const exact = (h: Hit, codes: string[]) => codes.includes(h.code);
  const near = (h: Hit, codes: string[]) =>
    h.code.length >= depth && codes.some((c) => c.slice(0, depth) === h.code.slice(0, depth));
  const rate = (k: number, match: (h: Hit, codes: string[]) => boolean) =>
    cases.filter((c) => c.suggested.slice(0, k).some((h) => match(h, c.codes))).length / Math.max(1, cases.length);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    papers: cases.length,
    top1: round(rate(1, exact)),
    top5: round(rate(5, exact)),
    top1Subfield: round(rate(1, near)),
    top5Subfield: round(rate(5, near)),
  };
}
