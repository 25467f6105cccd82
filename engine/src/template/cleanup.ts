import { mergeRuns, type Rich } from '../rich/run.js';

/**
 * The one punctuation table every style goes through (jgm/citeproc style: colliding
 * punctuation is resolved once, never per style). It works on characters across run
 * boundaries, so an italic title ending in "?" followed by a plain ". " still collapses.
 * Runs that carry a link are left untouched: a URL is quoted, not prose.
 */
interface Char {
  c: string;
  run: number;
  locked: boolean;
}

const SPACE = /\s/;

function explode(runs: Rich): Char[] {
  const chars: Char[] = [];
  runs.forEach((run, i) => {
    for (const c of Array.from(run.text)) chars.push({ c, run: i, locked: Boolean(run.href) });
  });
  return chars;
}

function implode(chars: Char[], runs: Rich): Rich {
  const out: Rich = runs.map((r) => ({ ...r, text: '' }));
  for (const ch of chars) {
    const run = out[ch.run];
    if (run) run.text += ch.c;
  }
  return mergeRuns(out);
}

function last(out: Char[], back = 1): Char | undefined {
  return out[out.length - back];
}

/** One left-to-right pass; returns true when it changed something. */
function pass(chars: Char[]): Char[] {
  const out: Char[] = [];
  for (let k = 0; k < chars.length; k++) {
    const cur = chars[k] as Char;
    const prev = last(out);
    if (cur.locked || (prev?.locked && !SPACE.test(cur.c))) {
      out.push(cur);
      continue;
    }
    if (SPACE.test(cur.c)) {
      // Double spaces (and leading spaces) go; every space becomes a plain space.
      if (!prev || prev.c === ' ') continue;
      out.push({ ...cur, c: ' ' });
      continue;
    }
    if ((cur.c === ',' || cur.c === '.' || cur.c === ')' || cur.c === ']') && prev?.c === ' ' && !prev.locked) {
      out.pop(); // no space before "," "." or a closing bracket
    }
    const before = last(out);
    if (cur.c === '.' && before && !before.locked) {
      if (before.c === ',') {
        out.pop(); // ",." → "."
      } else if (before.c === '?' || before.c === '!') {
        continue; // "Why?." → "Why?"
      } else if (before.c === '.' && chars[k + 1]?.c !== '.' && last(out, 2)?.c !== '.') {
        continue; // "ed.." → "ed." but an ellipsis "..." stays
      } else if (before.c === '…') {
        continue;
      }
    }
    if (cur.c === ',' && before?.c === ',' && !before.locked) continue;
    if ((cur.c === ')' && before?.c === '(') || (cur.c === ']' && before?.c === '[')) {
      out.pop(); // an empty "()" or "[]" left by a missing field goes
      continue;
    }
    if (before?.c === '(' || before?.c === '[') {
      if (cur.c === ' ') continue;
    }
    out.push(cur);
  }
  while (out.length && (out[out.length - 1] as Char).c === ' ') out.pop();
  return out;
}

/**
 * Removes double spaces, spaces before "," "." and closing brackets, ",." and doubled
 * full stops, empty brackets, and leading/trailing spaces. GOST's spaced " : ", " / ",
 * " // ", " ; " and " = " are not touched.
 * @example toText(cleanRich([{ text: 'Title?. ,. Journal ,  2020 .' }])) // 'Title? Journal, 2020.'
 */
export function cleanRich(runs: Rich): Rich {
  let chars = explode(runs);
  for (let i = 0; i < 3; i++) {
    const next = pass(chars);
    if (next.length === chars.length) {
      chars = next;
      break;
    }
    chars = next;
  }
  return implode(chars, runs);
}

const TERMINAL = /[.!?]$/;

/**
 * Ensures exactly one final full stop (a reference ending in "!" or "?" keeps it); a
 * dangling "," ";" or ":" left by a missing last field becomes the stop (see cleanRich).
 * @example toText(ensureFinalStop([{ text: 'Moscow, 2020' }])) // 'Moscow, 2020.'
 */
export function ensureFinalStop(runs: Rich): Rich {
  const text = runs
    .map((r) => r.text)
    .join('')
    .trimEnd();
  if (text === '' || TERMINAL.test(text)) return runs;
  const out = mergeRuns(runs.map((r) => ({ ...r })));
  const last = out[out.length - 1];
  if (last && !last.href) last.text = last.text.replace(/\s*[,;:]\s*$/, '');
  return mergeRuns([...out, { text: '.' }]);
}
