import type { Rich, Run } from '../rich/run.js';
import { isSpaceCode, SPACE_CODES } from './white-space.js';

/**
 * The one join table: what happens where two stretches of a reference meet (a piece and
 * the delimiter after it, an affix and the piece inside it, the entry and its final stop).
 * Punctuation is decided here, once, as jgm/citeproc's `fixPunct` decides it, so no style
 * and no later pass repairs it. Text that carries a link is an address, quoted as typed:
 * nothing is taken from it.
 *
 * Each rule names the last character of the left side and the first of the right one.
 */
export type Keep = 'left' | 'right' | 'both';

/**
 * Colliding punctuation → which side keeps its mark. An abbreviation's full stop ("U.S.",
 * «и т. п.», «вв.») is a stop like any other, so it serves as the area's or entry's stop;
 * "?", "!" and "…" absorb a following stop, and "?" and "!" a comma (CMOS 16, 6.119); a
 * comma, colon or semicolon left by a missing field gives way to the stop after it; doubled
 * commas and semicolons become one.
 */
export const JOIN_TABLE: Readonly<Record<string, Readonly<Record<string, Keep>>>> = {
  '.': { '.': 'left' },
  '?': { '.': 'left', ',': 'left' },
  '!': { '.': 'left', ',': 'left' },
  '…': { '.': 'left' },
  ',': { '.': 'right', ',': 'left' },
  ';': { '.': 'right', ';': 'left' },
  ':': { '.': 'right' },
};

/**
 * English closing quotation marks: a stop, "?", "!" or "…" just inside one already ends the
 * element (“Dr. House.”), so a full stop after it goes (CMOS 16, 6.9; MLA). Guillemets are
 * not here: Russian and Ukrainian put the sentence's stop after «…» all the same.
 */
const CLOSING_QUOTES = new Set(['\u201d', '\u2019', '"']);
const TERMINAL = new Set(['.', '?', '!', '…']);

/** The character before the last one of `left`, across a run boundary. */
function beforeLast(left: Rich): string | undefined {
  const l = lastOf(left) as Run;
  if (l.text.length >= 2) return l.text[l.text.length - 2];
  const prev = left[left.length - 2];
  return prev?.text[prev.text.length - 1];
}

/** Characters no space may stand before: a comma, a full stop, a closing bracket. */
const NO_SPACE_BEFORE = new Set([',', '.', ')', ']']);
/** Opening brackets no space may follow. */
const NO_SPACE_AFTER = new Set(['(', '[']);
/** An empty pair left by literal brackets around nothing goes. */
const EMPTY_PAIR: Readonly<Record<string, string>> = { ')': '(', ']': '[' };

/** What JavaScript's `\s` matches. */
const isSpace = (c: string | undefined): boolean => c !== undefined && isSpaceCode(c.charCodeAt(0));

/** The last run that has text (runs are never left empty by the join). */
const lastOf = (runs: Rich): Run | undefined => runs[runs.length - 1];

/** Drops runs emptied by a decision, so the next decision sees real neighbours. */
function dropEmptyEnds(left: Rich, right: Rich): void {
  while (left.length && (lastOf(left) as Run).text === '') left.pop();
  while (right.length && (right[0] as Run).text === '') right.shift();
}

/** The last run of `left` without its last character (a new object: runs may be shared). */
function dropLast(left: Rich): void {
  const l = left[left.length - 1] as Run;
  left[left.length - 1] = { ...l, text: l.text.slice(0, -1) };
}

/** The first run of `right` without its first character (a new object: runs may be shared). */
function dropFirst(right: Rich): void {
  const r = right[0] as Run;
  right[0] = { ...r, text: r.text.slice(1) };
}

/**
 * One decision at the seam of `left` and `right`, replacing the run it shortens (never
 * changing a run in place, so a piece's runs can be shared); false when the seam is settled.
 * Spaces first (no doubled space, none before "," "." or a closing bracket, none after an
 * opening one), then the table.
 */
function decide(left: Rich, right: Rich): boolean {
  const l = lastOf(left);
  const r = right[0];
  if (!l || !r || l.href) return false;
  const a = l.text[l.text.length - 1] as string;
  const b = r.text[0] as string;
  if (isSpace(b) && (isSpace(a) || NO_SPACE_AFTER.has(a))) {
    if (r.href) return false;
    dropFirst(right);
    return true;
  }
  if (r.href) return false;
  if (isSpace(a) && NO_SPACE_BEFORE.has(b)) {
    dropLast(left);
    return true;
  }
  if (EMPTY_PAIR[b] === a) {
    dropLast(left);
    dropFirst(right);
    return true;
  }
  // An ellipsis typed as three stops on the right is kept whole (on the left it absorbs the stop).
  if (a === '.' && r.text.startsWith('...')) return false;
  if (b === '.' && CLOSING_QUOTES.has(a) && TERMINAL.has(beforeLast(left) ?? '')) {
    dropFirst(right);
    return true;
  }
  // The same stop when the quote opens the right side: runs [".", "”."] (an italic title's
  // own stop, then the plain closing quote with the element's stop) keep ".”".
  if (CLOSING_QUOTES.has(b) && r.text[1] === '.' && TERMINAL.has(a)) {
    right[0] = { ...r, text: b + r.text.slice(2) };
    return true;
  }
  const keep = JOIN_TABLE[a]?.[b];
  if (keep === 'left') dropFirst(right);
  else if (keep === 'right') dropLast(left);
  return keep !== undefined && keep !== 'both';
}

/**
 * Appends `right` to `left` (neither is changed), deciding the punctuation where they meet
 * from the join table. Each run of `right` enters on its own, so the seams between the runs
 * a part wrote by hand are decided too; a link's text is an address and enters as it is.
 * @example joinRich([{ text: 'Trade policy of the U.S.' }], [{ text: '. – ' }]) // [{ text: 'Trade policy of the U.S. – ' }]
 */
export function joinRich(left: Rich, right: Rich): Rich {
  return appendJoined(left.slice(), right);
}

/**
 * `joinRich` into the array `out`, which the caller owns (runs are replaced, never changed):
 * what `seq` and `group` use, so a long sequence is not copied at every seam.
 */
export function appendJoined(out: Rich, right: Rich): Rich {
  for (let i = 0; i < right.length; i++) {
    const run = right[i] as Run;
    if (run.text !== '') enter(out, run);
  }
  return out;
}

/** `appendJoined` as first written (each run entering as an array of one, decided by `decide`): the plain statement `enter` is tested against. */
export function appendJoinedPlain(out: Rich, right: Rich): Rich {
  for (const run of right) {
    if (run.text === '') continue;
    const next: Rich = [run];
    settle(out, next);
    const entering = next[0];
    if (entering) out.push(entering);
  }
  return out;
}

const OPEN_PAREN = 0x28;
const OPEN_BRACKET = 0x5b;

/**
 * One run enters `out` after its seam is decided: `settle` and `decide` for a right side of
 * one run, without an array per run (every run of every piece enters here). Checked against
 * `appendJoinedPlain` by a property test (join.reference.test.ts).
 */
function enter(out: Rich, run: Run): void {
  while (out.length && (out[out.length - 1] as Run).text === '') out.pop();
  let r = run;
  if (r.text === '') return;
  for (let guard = 0; guard < 16; guard++) {
    const l = out[out.length - 1];
    // A link's text is an address: no seam next to it is decided.
    if (!l || l.href || r.href) break;
    const lt = l.text;
    const rt = r.text;
    const a = lt.charCodeAt(lt.length - 1);
    const b = rt.charCodeAt(0);
    // Most seams join a letter or digit to one: no rule below can apply.
    if (((SEAM[a] as number) & LEFT_RULE) === 0 && ((SEAM[b] as number) & RIGHT_RULE) === 0) break;
    if (isSpaceCode(b) && (isSpaceCode(a) || a === OPEN_PAREN || a === OPEN_BRACKET)) {
      r = { ...r, text: rt.slice(1) };
    } else if (isSpaceCode(a) && NO_SPACE_BEFORE_CODE(b)) {
      out[out.length - 1] = { ...l, text: lt.slice(0, -1) };
    } else if (PAIRED(a, b)) {
      out[out.length - 1] = { ...l, text: lt.slice(0, -1) };
      r = { ...r, text: rt.slice(1) };
    } else if (a === 0x2e && rt.startsWith('...')) {
      // An ellipsis typed as three stops on the right is kept whole (on the left it absorbs the stop).
      break;
    } else if (b === 0x2e && isClosingQuoteCode(a) && TERMINAL.has(beforeLast(out) ?? '')) {
      r = { ...r, text: rt.slice(1) };
    } else if (isClosingQuoteCode(b) && rt.charCodeAt(1) === 0x2e && isTerminalCode(a)) {
      r = { ...r, text: rt[0] + rt.slice(2) };
    } else {
      const keep = TABLE_LEFT[a] === 1 ? JOIN_TABLE[lt[lt.length - 1] as string]?.[rt[0] as string] : undefined;
      if (keep === 'left') r = { ...r, text: rt.slice(1) };
      else if (keep === 'right') out[out.length - 1] = { ...l, text: lt.slice(0, -1) };
      else break;
    }
    while (out.length && (out[out.length - 1] as Run).text === '') out.pop();
    if (r.text === '') return;
  }
  out.push(r);
}

/**
 * `enter` for text without marks or link, joined as one string: the plain-text path of
 * `seq` and `group` (template/piece.ts), where a stretch of runs that all lack marks and
 * links would be merged into one run anyway. The same decisions as `enter` on a left side
 * of one run; checked against `appendJoinedPlain` by join.reference.test.ts.
 * @example enterText('Title ,', '.') // 'Title.'
 */
export function enterText(left: string, right: string): string {
  let lt = left;
  let rt = right;
  if (rt === '') return lt;
  for (let guard = 0; guard < 16; guard++) {
    if (lt === '') break;
    const a = lt.charCodeAt(lt.length - 1);
    const b = rt.charCodeAt(0);
    if (((SEAM[a] as number) & LEFT_RULE) === 0 && ((SEAM[b] as number) & RIGHT_RULE) === 0) break;
    if (isSpaceCode(b) && (isSpaceCode(a) || a === OPEN_PAREN || a === OPEN_BRACKET)) {
      rt = rt.slice(1);
    } else if (isSpaceCode(a) && NO_SPACE_BEFORE_CODE(b)) {
      lt = lt.slice(0, -1);
    } else if (PAIRED(a, b)) {
      lt = lt.slice(0, -1);
      rt = rt.slice(1);
    } else if (a === 0x2e && rt.startsWith('...')) {
      break;
    } else if (b === 0x2e && isClosingQuoteCode(a) && lt.length >= 2 && isTerminalCode(lt.charCodeAt(lt.length - 2))) {
      rt = rt.slice(1);
    } else if (isClosingQuoteCode(b) && rt.charCodeAt(1) === 0x2e && isTerminalCode(a)) {
      rt = rt[0] + rt.slice(2);
    } else {
      const keep = TABLE_LEFT[a] === 1 ? JOIN_TABLE[lt[lt.length - 1] as string]?.[rt[0] as string] : undefined;
      if (keep === 'left') rt = rt.slice(1);
      else if (keep === 'right') lt = lt.slice(0, -1);
      else break;
    }
    if (rt === '') return lt;
  }
  return lt + rt;
}

/**
 * A whole entry joined afresh, each run's own text settled first (`settleRun`): the seams
 * inside a text a part wrote by hand, and those its settling moved, are decided here once,
 * where the entry is finished. Leaves (`field`, `lit`, `label`) are settled when made.
 */
export function joinEntry(runs: Rich): Rich {
  const out: Rich = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i] as Run;
    if (run.text === '') continue;
    if (run.href) {
      enter(out, run);
      continue;
    }
    // Runs are never changed in place, so one whose text is settled already enters as it is.
    const text = settleRun(run.text);
    enter(out, text === run.text ? run : { ...run, text });
  }
  return out;
}

/** Decides the seam of `left` and `right` (replacing their end runs), until the table has nothing more to say. */
function settle(left: Rich, right: Rich): void {
  dropEmptyEnds(left, right);
  for (let guard = 0; guard < 16 && decide(left, right); guard++) dropEmptyEnds(left, right);
}

/** Joins several stretches left to right, each seam decided by the table. */
export function joinAll(parts: Rich[]): Rich {
  const out: Rich = [];
  for (const part of parts) appendJoined(out, part);
  return out;
}

/**
 * Per UTF-16 code unit, which side of a seam a rule of `decide` can start from: LEFT_RULE
 * for the last character of the left side (white space, an opening bracket, a closing quote,
 * the table's left column), RIGHT_RULE for the first of the right side (white space, the
 * table's right column, a closing bracket). A seam with neither is settled as it stands.
 */
const LEFT_RULE = 1;
const RIGHT_RULE = 2;
const SEAM = new Uint8Array(0x10000);
for (const c of SPACE_CODES) SEAM[c] = LEFT_RULE | RIGHT_RULE;
for (const c of '([\u201d\u2019"') SEAM[c.charCodeAt(0)] = (SEAM[c.charCodeAt(0)] as number) | LEFT_RULE;
for (const [left, rights] of Object.entries(JOIN_TABLE)) {
  SEAM[left.charCodeAt(0)] = (SEAM[left.charCodeAt(0)] as number) | LEFT_RULE;
  for (const right of Object.keys(rights))
    SEAM[right.charCodeAt(0)] = (SEAM[right.charCodeAt(0)] as number) | RIGHT_RULE;
}
for (const c of ',.)]') SEAM[c.charCodeAt(0)] = (SEAM[c.charCodeAt(0)] as number) | RIGHT_RULE;

const SPACE = 0x20;
/** Characters (as codes) the table has a rule for on its left side, indexed by code below 0x2027. */
const TABLE_LEFT = new Uint8Array(0x2027);
for (const c of Object.keys(JOIN_TABLE)) TABLE_LEFT[c.charCodeAt(0)] = 1;
const PAIRED = (prev: number, cur: number): boolean =>
  (cur === 0x29 && prev === 0x28) || (cur === 0x5d && prev === 0x5b);
const isClosingQuoteCode = (c: number): boolean => c === 0x201d || c === 0x2019 || c === 0x22;
const isTerminalCode = (c: number): boolean => c === 0x2e || c === 0x3f || c === 0x21 || c === 0x2026;
const NO_SPACE_BEFORE_CODE = (c: number): boolean => c === 0x2c || c === 0x2e || c === 0x29 || c === 0x5d;

/**
 * True when some seam between the characters of `text` would be decided (the same
 * conditions as `decide`, read without changing anything): most texts have none, and they
 * skip the seam-by-seam pass. `settleRun` is checked against that pass by a property test.
 */
function needsSettling(text: string): boolean {
  let prev = -1;
  let beforePrev = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A character no rule starts from on the right side of a seam (a letter, a digit) decides nothing.
    if (((SEAM[c] as number) & RIGHT_RULE) === 0) {
      beforePrev = prev;
      prev = c;
      continue;
    }
    if (isSpaceCode(c)) {
      if (c !== SPACE || prev === SPACE || prev === 0x28 || prev === 0x5b) return true;
    } else if (prev === SPACE && NO_SPACE_BEFORE_CODE(c)) {
      return true;
    } else if (PAIRED(prev, c)) {
      return true;
    } else if (TABLE_LEFT[prev] === 1 && JOIN_TABLE[text[i - 1] as string]?.[text[i] as string] !== undefined) {
      return true;
    } else if (c === 0x2e && isClosingQuoteCode(prev) && isTerminalCode(beforePrev)) {
      return true;
    }
    beforePrev = prev;
    prev = c;
  }
  return false;
}

const ELLIPSIS_OR_CHAR = /\.{3,}|[\s\S]/gu;

/**
 * A text settled by the same table, seam by seam between its characters; a space at either
 * end stays (the seams with its neighbours decide it).
 * @example settleRun(' Title ,  2020 . ') // ' Title, 2020. '
 */
export function settleRun(text: string): string {
  return needsSettling(text) ? settleChars(text) : text;
}

/** The seam-by-seam pass of `settleRun`, for every text (the plain statement it is tested against). */
export function settleChars(text: string): string {
  const left: Rich = [];
  // An ellipsis typed as stops ("...") is one token, so the table never splits it.
  for (const token of text.match(ELLIPSIS_OR_CHAR) ?? []) {
    const right: Rich = [{ text: /^\s$/.test(token) ? ' ' : token }];
    settle(left, right);
    const added = right[0]?.text ?? '';
    if (added === '') continue;
    const last = left[0];
    if (last) last.text += added;
    else left.push({ text: added });
  }
  return left[0]?.text ?? '';
}
