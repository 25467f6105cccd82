import type { Rich, Run } from '../rich/run.js';

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
 * "?", "!" and "…" absorb a following stop, and "?" and "!" a comma (CMOS 16, 6.119); a comma, colon or semicolon left by a missing
 * field gives way to the stop after it; doubled commas and semicolons become one.
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

/** Characters no space may stand before: a comma, a full stop, a closing bracket. */
const NO_SPACE_BEFORE = new Set([',', '.', ')', ']']);
/** Opening brackets no space may follow. */
const NO_SPACE_AFTER = new Set(['(', '[']);
/** An empty pair left by literal brackets around nothing goes. */
const EMPTY_PAIR: Readonly<Record<string, string>> = { ')': '(', ']': '[' };

/** What JavaScript's `\s` matches. */
const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);

/** The last run that has text (runs are never left empty by the join). */
const lastOf = (runs: Rich): Run | undefined => runs[runs.length - 1];

/** Drops runs emptied by a decision, so the next decision sees real neighbours. */
function dropEmptyEnds(left: Rich, right: Rich): void {
  while (left.length && (lastOf(left) as Run).text === '') left.pop();
  while (right.length && (right[0] as Run).text === '') right.shift();
}

/**
 * One decision at the seam of `left` and `right`, changing one of them; false when the seam
 * is settled. Spaces first (no doubled space, none before "," "." or a closing bracket, none
 * after an opening one), then the table.
 */
function decide(left: Rich, right: Rich): boolean {
  const l = lastOf(left);
  const r = right[0];
  if (!l || !r || l.href) return false;
  const a = l.text[l.text.length - 1] as string;
  const b = r.text[0] as string;
  if (isSpace(b) && (isSpace(a) || NO_SPACE_AFTER.has(a))) {
    if (r.href) return false;
    r.text = r.text.slice(1);
    return true;
  }
  if (r.href) return false;
  if (isSpace(a) && NO_SPACE_BEFORE.has(b)) {
    l.text = l.text.slice(0, -1);
    return true;
  }
  if (EMPTY_PAIR[b] === a) {
    l.text = l.text.slice(0, -1);
    r.text = r.text.slice(1);
    return true;
  }
  // An ellipsis typed as three stops on the right is kept whole (on the left it absorbs the stop).
  if (a === '.' && r.text.startsWith('...')) return false;
  const keep = JOIN_TABLE[a]?.[b];
  if (keep === 'left') r.text = r.text.slice(1);
  else if (keep === 'right') l.text = l.text.slice(0, -1);
  return keep !== undefined && keep !== 'both';
}

/**
 * Appends `right` to `left` (neither is changed), deciding the punctuation where they meet
 * from the join table. Each run of `right` enters on its own, so the seams between the runs
 * a part wrote by hand are decided too, and so are those inside a run's text (typed text
 * such as "Title ,  2020 ."); a link's text is an address and enters as it is.
 * @example joinRich([{ text: 'Trade policy of the U.S.' }], [{ text: '. – ' }]) // [{ text: 'Trade policy of the U.S. – ' }]
 */
export function joinRich(left: Rich, right: Rich): Rich {
  const out = left.map((run) => ({ ...run }));
  for (const run of right) {
    if (run.text === '') continue;
    const next: Rich = [{ ...run, text: run.href ? run.text : settleRun(run.text) }];
    settle(out, next);
    const entering = next[0];
    if (entering) out.push(entering);
  }
  return out;
}

/** Decides the seam of `left` and `right` in place, until the table has nothing more to say. */
function settle(left: Rich, right: Rich): void {
  dropEmptyEnds(left, right);
  for (let guard = 0; guard < 16 && decide(left, right); guard++) dropEmptyEnds(left, right);
}

/** Joins several stretches left to right, each seam decided by the table. */
export function joinAll(parts: Rich[]): Rich {
  let out: Rich = [];
  for (const part of parts) out = joinRich(out, part);
  return out;
}

/** A pair inside a text the join table or the space rules would change; most text has none. */
const UNSETTLED = /\s\s|[^\S ]|\s[,.)\]]|[([]\s|[.?!…,;:]\.|,,|;;|\(\)|\[\]/u;

const ELLIPSIS_OR_CHAR = /\.{3,}|[\s\S]/gu;

/**
 * A text settled by the same table, seam by seam between its characters: "Title ,  2020 ."
 * → "Title, 2020 ." stays spaced at its ends (the seams with its neighbours decide those).
 * @example settleRun('Why?. A ,b') // 'Why? A,b'
 */
export function settleRun(text: string): string {
  if (!UNSETTLED.test(text)) return text;
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
