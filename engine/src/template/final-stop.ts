import { mergeRuns, type Rich } from '../rich/run.js';
import { appendJoined, joinEntry } from './join.js';

const STOP: Rich = [{ text: '.' }];

/**
 * An entry as the list receives it: joined into nothing (so a layout written as one
 * hand-built piece has its seams decided too), without white space at either end (a link's
 * text is never touched).
 */
export function trimEntry(runs: Rich): Rich {
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
  const entry = trimEntry(runs);
  if (entry.length === 0) return entry;
  // The trimmed entry is a new array, so the stop is joined on in place.
  return mergeRuns(appendJoined(entry, STOP));
}
