/** Typographic marks a run may carry. */
export type Mark = 'italic' | 'bold' | 'smallCaps';

/** A stretch of text with the same marks (and link target, if any). */
export interface Run {
  text: string;
  marks?: Mark[];
  href?: string;
}

/** A formatted reference: a list of runs. No style knows its output format. */
export type Rich = Run[];

function sameMarks(a: Run, b: Run): boolean {
  const am = a.marks ?? [];
  const bm = b.marks ?? [];
  return a.href === b.href && am.length === bm.length && am.every((m) => bm.includes(m));
}

/**
 * Drops empty runs and merges neighbours with equal marks and link.
 * @example mergeRuns([{ text: 'a' }, { text: 'b' }]) // [{ text: 'ab' }]
 */
export function mergeRuns(runs: Rich): Rich {
  const out: Rich = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const last = out[out.length - 1];
    if (last && sameMarks(last, run)) last.text += run.text;
    // A copy, since the next equal neighbour is appended to it; mark lists are never mutated.
    else out.push({ ...run });
  }
  return out;
}

/** Plain text of a rich value. */
export function plain(runs: Rich): string {
  return runs.map((r) => r.text).join('');
}
