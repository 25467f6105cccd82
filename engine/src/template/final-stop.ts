import { mergeRuns, type Rich } from '../rich/run.js';
import { appendJoined, joinEntry } from './join.js';

const STOP: Rich = [{ text: '.' }];

/**
 * The last entry `ensureFinalStop` finished without merging any two of its joined runs (the
 * stop aside): joined again, trimmed and stopped again, it comes out as it is, so the engine's
 * own finish (format.ts), which comes right after the layout, hands it on at once instead of
 * joining the whole entry a second time — most styles close their layouts with `closed` or
 * `stopUnlessLink`, which finish the entry inside the layout. A merge is what could change a
 * second pass: it brings characters that were settled in separate runs into one text, which
 * `settleRun` reads afresh. One entry is kept, not a set: a layout that finishes a piece inside
 * a longer entry (apa7's lead) would otherwise fill a weak set the garbage collector must
 * sweep. Runs are never changed in place, so the entry stays as it was finished. Checked
 * against the passes themselves by final-stop.reference.test.ts.
 */
let finished: Rich | undefined;

/**
 * An entry as the list receives it: joined into nothing (so a layout written as one
 * hand-built piece has its seams decided too), without white space at either end (a link's
 * text is never touched).
 */
export function trimEntry(runs: Rich): Rich {
  if (runs === finished) return runs;
  const out = joinEntry(runs);
  // Runs may be shared between entries (a style's literal text), so a trimmed one is a new object.
  for (let head = out[0]; head && !head.href; head = out[0]) {
    const text = head.text.trimStart();
    if (text !== '') {
      if (text !== head.text) out[0] = { ...head, text };
      break;
    }
    out.shift();
  }
  for (let last = out[out.length - 1]; last && !last.href; last = out[out.length - 1]) {
    const text = last.text.trimEnd();
    if (text !== '') {
      if (text !== last.text) out[out.length - 1] = { ...last, text };
      break;
    }
    out.pop();
  }
  return out;
}

/**
 * Ends an entry with one full stop (spec §5), decided by the join table like any other
 * seam: "?", "!", "…" and an abbreviation's stop serve as it; a "," ";" or ":" left by a
 * missing last field gives way to it.
 * @example toText(ensureFinalStop([{ text: 'Moscow, 2020,' }])) // 'Moscow, 2020.'
 */
export function ensureFinalStop(runs: Rich): Rich {
  if (runs === finished) return runs;
  const entry = trimEntry(runs);
  if (entry.length === 0) return entry;
  // The trimmed entry is a new array, so the stop is joined on in place.
  const joined = appendJoined(entry, STOP);
  const out = mergeRuns(joined);
  if (mergedNothingButStop(joined, out)) finished = out;
  return out;
}

/**
 * True when `mergeRuns` kept every joined run as it was, but for the stop (the very run of
 * STOP, which enters unchanged or not at all) joined onto the last one.
 */
function mergedNothingButStop(joined: Rich, merged: Rich): boolean {
  if (merged.length < joined.length - 1) return false;
  if (merged.length === joined.length - 1 && joined[joined.length - 1] !== STOP[0]) return false;
  for (let i = 0; i < merged.length - 1; i++) if (merged[i] !== joined[i]) return false;
  return merged.length !== joined.length || merged[merged.length - 1] === joined[joined.length - 1];
}
