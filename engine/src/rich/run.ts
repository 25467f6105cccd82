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
  if (a.href !== b.href) return false;
  const am = a.marks;
  const bm = b.marks;
  if (am === bm) return true;
  const al = am ? am.length : 0;
  if (al !== (bm ? bm.length : 0)) return false;
  for (let i = 0; i < al; i++) if (!(bm as Mark[]).includes((am as Mark[])[i] as Mark)) return false;
  return true;
}

/**
 * Drops empty runs and merges neighbours with equal marks and link.
 * Runs are never changed in place: a run that takes no neighbour is kept as it is, and a
 * merged one is a new object (so runs may be shared between pieces).
 * @example mergeRuns([{ text: 'a' }, { text: 'b' }]) // [{ text: 'ab' }]
 */
export function mergeRuns(runs: Rich): Rich {
  const out: Rich = [];
  // True when the last run of `out` was made here, so the next neighbour may be appended to it.
  let owned = false;
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i] as Run;
    if (run.text === '') continue;
    const last = out[out.length - 1];
    if (last && sameMarks(last, run)) {
      if (owned) last.text += run.text;
      else {
        out[out.length - 1] = { ...last, text: last.text + run.text };
        owned = true;
      }
    } else {
      out.push(run);
      owned = false;
    }
  }
  return out;
}

/** Plain text of a rich value. */
export function plain(runs: Rich): string {
  return runs.map((r) => r.text).join('');
}

/**
 * `mergeRuns` into the array it is given, which the caller owns and no longer needs as it
 * was (what `seq` and `group` use for the arrays they build): no new array per piece.
 */
export function mergeRunsInPlace(runs: Rich): Rich {
  let w = 0;
  let owned = false;
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i] as Run;
    if (run.text === '') continue;
    const last = w > 0 ? (runs[w - 1] as Run) : undefined;
    if (last && sameMarks(last, run)) {
      if (owned) last.text += run.text;
      else {
        runs[w - 1] = { ...last, text: last.text + run.text };
        owned = true;
      }
    } else {
      runs[w++] = run;
      owned = false;
    }
  }
  runs.length = w;
  return runs;
}
