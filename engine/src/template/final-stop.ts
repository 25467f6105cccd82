import { mergeRuns, type Rich } from '../rich/run.js';
import { joinEntry, joinRich } from './join.js';

/**
 * An entry as the list receives it: joined into nothing (so a layout written as one
 * hand-built piece has its seams decided too), without white space at either end (a link's
 * text is never touched).
 */
export function trimEntry(runs: Rich): Rich {
  const out = joinEntry(runs);
  for (let head = out[0]; head && !head.href; head = out[0]) {
    head.text = head.text.trimStart();
    if (head.text !== '') break;
    out.shift();
  }
  for (let last = out[out.length - 1]; last && !last.href; last = out[out.length - 1]) {
    last.text = last.text.trimEnd();
    if (last.text !== '') break;
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
  return mergeRuns(joinRich(entry, [{ text: '.' }]));
}
