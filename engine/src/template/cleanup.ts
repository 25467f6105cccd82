import { mergeRuns, type Rich } from '../rich/run.js';
import { isSpaceCode as isSpace, SPACE_CODES } from './white-space.js';

/**
 * A guard, not a repair: punctuation is decided where pieces join (template/join.ts), and
 * the property tests (tests/properties/joins.test.ts) prove this pass changes no entry the
 * joins produced, for every golden and for random records of every style and type. It stays
 * so that a hand-written part that builds a string past the joins cannot print ",." or a
 * doubled space. It works on characters across run boundaries; runs that carry a link are
 * left untouched: a URL is quoted, not prose.
 *
 * It runs for every reference, so it works on UTF-16 code units in typed arrays (no object
 * per character) and skips all work when the text has nothing to mend. None of its rules
 * involves a character outside the Basic Multilingual Plane, so surrogate pairs pass through.
 */

const C = {
  space: 0x20,
  comma: 0x2c,
  stop: 0x2e,
  question: 0x3f,
  bang: 0x21,
  ellipsis: 0x2026,
  openParen: 0x28,
  closeParen: 0x29,
  openBracket: 0x5b,
  closeBracket: 0x5d,
} as const;

/**
 * True when the text has something the table mends (the same conditions as `pass`, read
 * without writing anything); most references come out of their layouts clean.
 */
function needsWork(text: string): boolean {
  const last = text.length - 1;
  let prev = -1;
  for (let i = 0; i <= last; i++) {
    const c = text.charCodeAt(i);
    const kind = KIND[c] as number;
    // Letters, digits and most signs: no rule looks at them as the current character.
    if (kind === 0) {
      prev = c;
      continue;
    }
    if (kind === SPACE_KIND) {
      if (c !== C.space || i === 0 || i === last || prev === C.space) return true;
      if (prev === C.openParen || prev === C.openBracket) return true;
    } else if (c === C.comma || c === C.stop || c === C.closeParen || c === C.closeBracket) {
      if (prev === C.space) return true;
      if (
        c === C.stop &&
        (prev === C.comma || prev === C.question || prev === C.bang || prev === C.ellipsis || prev === C.stop)
      ) {
        return true;
      }
      if (c === C.comma && prev === C.comma) return true;
      if ((c === C.closeParen && prev === C.openParen) || (c === C.closeBracket && prev === C.openBracket)) return true;
    }
    prev = c;
  }
  return false;
}

/** Per UTF-16 code unit: white space (SPACE_KIND), one of "," "." ")" "]" (2), or anything else (0). */
const SPACE_KIND = 1;
const KIND = new Uint8Array(0x10000);
for (const c of SPACE_CODES) KIND[c] = SPACE_KIND;
for (const c of [C.comma, C.stop, C.closeParen, C.closeBracket]) KIND[c] = 2;

/** Scratch buffers reused by every call (the engine is synchronous, so one set suffices). */
let codesA = new Uint16Array(512);
let ownerA = new Int32Array(512);
let codesB = new Uint16Array(512);
let ownerB = new Int32Array(512);

function ensureCapacity(size: number): void {
  if (codesA.length >= size) return;
  const next = Math.max(size, codesA.length * 2);
  codesA = new Uint16Array(next);
  ownerA = new Int32Array(next);
  codesB = new Uint16Array(next);
  ownerB = new Int32Array(next);
}

/** Runs' text into codesA/ownerA; returns the length. */
function explode(runs: Rich): number {
  let k = 0;
  for (let i = 0; i < runs.length; i++) {
    const text = (runs[i] as Rich[number]).text;
    for (let j = 0; j < text.length; j++, k++) {
      codesA[k] = text.charCodeAt(j);
      ownerA[k] = i;
    }
  }
  return k;
}

/** Buffer back into runs, each keeping its marks and link. */
function implode(codes: Uint16Array, owner: Int32Array, length: number, runs: Rich): Rich {
  const texts: string[] = runs.map(() => '');
  let start = 0;
  while (start < length) {
    const run = owner[start] as number;
    let end = start + 1;
    while (end < length && owner[end] === run) end++;
    // Chunks keep fromCharCode's argument list short for very long texts.
    for (let i = start; i < end; i += 4096) {
      texts[run] += String.fromCharCode.apply(null, codes.subarray(i, Math.min(end, i + 4096)) as unknown as number[]);
    }
    start = end;
  }
  return mergeRuns(runs.map((r, i) => ({ ...r, text: texts[i] ?? '' })));
}

/**
 * One left-to-right pass of the table from (codes, owner) into (oc, oo); `locked[run]` marks
 * link runs. Returns the new length.
 */
function pass(
  codes: Uint16Array,
  owner: Int32Array,
  length: number,
  oc: Uint16Array,
  oo: Int32Array,
  locked: boolean[],
): number {
  let n = 0;
  for (let k = 0; k < length; k++) {
    const cur = codes[k] as number;
    const run = owner[k] as number;
    const prev = n > 0 ? (oc[n - 1] as number) : -1;
    const prevLocked = n > 0 && locked[oo[n - 1] as number] === true;
    const space = isSpace(cur);
    if (locked[run] || (prevLocked && !space)) {
      oc[n] = cur;
      oo[n++] = run;
      continue;
    }
    if (space) {
      // Double spaces, leading spaces and a space after an opening bracket go.
      if (n === 0 || prev === C.space) continue;
      if (!prevLocked && (prev === C.openParen || prev === C.openBracket)) continue;
      oc[n] = C.space;
      oo[n++] = run;
      continue;
    }
    if (
      (cur === C.comma || cur === C.stop || cur === C.closeParen || cur === C.closeBracket) &&
      prev === C.space &&
      !prevLocked
    ) {
      n--; // no space before "," "." or a closing bracket
    }
    const before = n > 0 ? (oc[n - 1] as number) : -1;
    const beforeLocked = n > 0 && locked[oo[n - 1] as number] === true;
    if (cur === C.stop && n > 0 && !beforeLocked) {
      if (before === C.comma) {
        n--; // ",." → "."
      } else if (before === C.question || before === C.bang || before === C.ellipsis) {
        continue; // "Why?." → "Why?"
      } else if (before === C.stop && (k + 1 >= length || codes[k + 1] !== C.stop) && (n < 2 || oc[n - 2] !== C.stop)) {
        continue; // "ed.." → "ed." but an ellipsis "..." stays
      }
    }
    if (cur === C.comma && before === C.comma && !beforeLocked) continue;
    if (
      !beforeLocked &&
      ((cur === C.closeParen && before === C.openParen) || (cur === C.closeBracket && before === C.openBracket))
    ) {
      n--; // an empty "()" or "[]" left by a missing field goes
      continue;
    }
    oc[n] = cur;
    oo[n++] = run;
  }
  while (n > 0 && oc[n - 1] === C.space) n--;
  return n;
}

function joined(runs: Rich): string {
  let text = '';
  for (const run of runs) text += run.text;
  return text;
}

/**
 * Removes double spaces, spaces before "," "." and closing brackets, ",." and doubled
 * full stops, empty brackets, and leading/trailing spaces. GOST's spaced " : ", " / ",
 * " // ", " ; " and " = " are not touched.
 * @example toText(cleanRich([{ text: 'Title?. ,. Journal ,  2020 .' }])) // 'Title? Journal, 2020.'
 */
export function cleanRich(runs: Rich): Rich {
  let current = runs;
  // One pass mends almost everything; a second or third only when a removal made a new pair.
  for (let round = 0; round < 3; round++) {
    if (!needsWork(joined(current))) return round === 0 ? mergeRuns(current) : current;
    const locked = current.map((r) => Boolean(r.href));
    let length = 0;
    for (const run of current) length += run.text.length;
    ensureCapacity(length);
    const size = explode(current);
    const n = pass(codesA, ownerA, size, codesB, ownerB, locked);
    current = implode(codesB, ownerB, n, current);
  }
  return current;
}
