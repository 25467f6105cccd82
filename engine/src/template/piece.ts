import type { Publication } from '../model/publication.js';
import { type Mark, mergeRunsInPlace, type Rich, type Run } from '../rich/run.js';
import type { Context } from './context.js';
import { appendJoined, enterText, settleRun } from './join.js';
import { isSpaceCode } from './white-space.js';

/**
 * A piece of a layout: a pure function of (publication, context) giving rich text,
 * empty when the fields it needs are missing. Layouts are built from the combinators
 * below, so the empty-field, delimiter and punctuation logic is written once.
 */
export type Piece = (pub: Publication, ctx: Context) => Rich;

/** A value read from a publication; null/undefined/'' mean "absent". */
export type Getter = (pub: Publication, ctx: Context) => string | number | null | undefined;

/** True when a piece gave nothing but white space (`\s` as JavaScript reads it). */
export function isEmpty(rich: Rich): boolean {
  for (let i = 0; i < rich.length; i++) {
    const text = (rich[i] as Rich[number]).text;
    for (let j = 0; j < text.length; j++) if (!isSpaceCode(text.charCodeAt(j))) return false;
  }
  return true;
}

/**
 * The plain-text path of the combinators. Most of an entry is text without marks or links,
 * which `seq` and `group` would join run by run into arrays and then merge into one run; a
 * piece made by the combinators below also has a second function, reached by `outOf`, that
 * gives such text as a string (and anything marked or linked as runs), so a tree of them
 * joins strings until a mark or a link appears. A string stands for the runs `[{ text }]`
 * (`[]` when empty): the same text, decided by the same join table (`enterText`). Pieces
 * written by hand have no second function and give their runs as before. Checked against
 * the combinators as first written by piece.reference.test.ts.
 */
type Out = string | Rich;
type OutPiece = (pub: Publication, ctx: Context) => Out;

const OUT: unique symbol = Symbol('plain-text path');
type WithOut = Piece & { [OUT]?: OutPiece };

/** A piece's plain-text path: its second function, or the piece itself. */
function outOf(piece: Piece): OutPiece {
  return (piece as WithOut)[OUT] ?? piece;
}

/** A piece with its plain-text path attached. */
function withOut(rich: Piece, out: OutPiece): Piece {
  (rich as WithOut)[OUT] = out;
  return rich;
}

/** The runs a plain-text result stands for. */
const asRich = (v: Out): Rich => (typeof v === 'string' ? (v === '' ? [] : [{ text: v }]) : v);

/** `isEmpty` for a string. */
function isBlank(text: string): boolean {
  for (let j = 0; j < text.length; j++) if (!isSpaceCode(text.charCodeAt(j))) return false;
  return true;
}

/** True when no run carries marks or a link (the runs would merge into one). */
function isPlain(rich: Rich): boolean {
  for (let i = 0; i < rich.length; i++) {
    const run = rich[i] as Run;
    if (run.marks !== undefined || run.href !== undefined) return false;
  }
  return true;
}

/** Plain runs entering a string, each seam decided. */
function enterRuns(text: string, rich: Rich): string {
  let out = text;
  for (let i = 0; i < rich.length; i++) {
    const t = (rich[i] as Run).text;
    if (t !== '') out = enterText(out, t);
  }
  return out;
}

/** Literal text, always present (settled once, when the layout is built). */
export function lit(text: string): Piece {
  const settled = settleRun(text);
  return withOut(
    () => [{ text: settled }],
    () => settled,
  );
}

/** A field's value as plain text, or nothing when it is absent. */
export function field(get: Getter): Piece {
  const out: OutPiece = (pub, ctx) => {
    const value = get(pub, ctx);
    if (value === null || value === undefined) return '';
    // Typed text enters the entry settled by the join table ("Title ,  2020 ." → "Title, 2020.").
    return settleRun(String(value).trim());
  };
  return withOut((pub, ctx) => asRich(out(pub, ctx)), out);
}

/**
 * Joins the pieces that are present with a delimiter; each seam is decided by the join
 * table (template/join.ts), so "U.S." before ". " keeps one stop.
 */
export function seq(delimiter: string, pieces: Piece[]): Piece {
  // Settled once, when the layout is built; runs are never changed in place, so it is shared.
  const betweenText = settleRun(delimiter);
  const between: Rich = [{ text: betweenText }];
  const outs = pieces.map(outOf);
  const out: OutPiece = (pub, ctx) => {
    // Plain text is joined as a string until a piece gives marks or a link; from there on, runs.
    let text = '';
    let runs: Rich | undefined;
    for (let i = 0; i < outs.length; i++) {
      const v = (outs[i] as OutPiece)(pub, ctx);
      if (typeof v === 'string') {
        if (isBlank(v)) continue;
        if (runs === undefined) {
          if (text !== '' && delimiter !== '') text = enterText(text, betweenText);
          text = enterText(text, v);
          continue;
        }
        if (runs.length && delimiter !== '') appendJoined(runs, between);
        appendJoined(runs, [{ text: v }]);
        continue;
      }
      if (isEmpty(v)) continue;
      if (runs === undefined) {
        if (isPlain(v)) {
          if (text !== '' && delimiter !== '') text = enterText(text, betweenText);
          text = enterRuns(text, v);
          continue;
        }
        runs = text === '' ? [] : [{ text }];
      }
      if (runs.length && delimiter !== '') appendJoined(runs, between);
      appendJoined(runs, v);
    }
    return runs === undefined ? text : mergeRunsInPlace(runs);
  };
  return withOut((pub, ctx) => asRich(out(pub, ctx)), out);
}

/** Joins the pieces that are present with nothing between them. */
export function cat(...pieces: Piece[]): Piece {
  return seq('', pieces);
}

/** Wraps a piece in a prefix and suffix; the whole group vanishes when the piece is empty. */
export function group(piece: Piece, affix: { prefix?: string; suffix?: string }): Piece {
  // Affixes are settled once, when the layout is built.
  const prefixText = settleRun(affix.prefix ?? '');
  const suffixText = settleRun(affix.suffix ?? '');
  const prefix: Rich = [{ text: prefixText }];
  const suffix: Rich = [{ text: suffixText }];
  const inner = outOf(piece);
  const out: OutPiece = (pub, ctx) => {
    const v = inner(pub, ctx);
    if (typeof v === 'string') {
      if (isBlank(v)) return '';
      return enterText(enterText(prefixText, v), suffixText);
    }
    if (isEmpty(v)) return '';
    if (isPlain(v)) return enterText(enterRuns(prefixText, v), suffixText);
    const runs: Rich = [];
    appendJoined(runs, prefix);
    appendJoined(runs, v);
    appendJoined(runs, suffix);
    return mergeRunsInPlace(runs);
  };
  return withOut((pub, ctx) => asRich(out(pub, ctx)), out);
}

/** Adds a mark (italic, bold, small caps) to every run of a piece. */
export function marked(mark: Mark, piece: Piece): Piece {
  // Mark lists are never changed in place, so a run without marks shares this one.
  const only: Mark[] = [mark];
  return (pub, ctx) =>
    piece(pub, ctx).map((run: Run) => ({
      ...run,
      marks: run.marks === undefined || run.marks.length === 0 ? only : [...new Set([...run.marks, mark])],
    }));
}

export const italic = (piece: Piece): Piece => marked('italic', piece);
export const bold = (piece: Piece): Piece => marked('bold', piece);

/** Turns a piece into a link when the getter gives a target. */
export function linked(piece: Piece, href: Getter): Piece {
  return (pub, ctx) => {
    const target = href(pub, ctx);
    const rich = piece(pub, ctx);
    if (!target) return rich;
    return rich.map((run) => ({ ...run, href: String(target) }));
  };
}

/** Chooses a piece by a plain predicate (`hasDoi`, `isOnline` …). */
export function when(predicate: (pub: Publication, ctx: Context) => boolean, then: Piece, otherwise?: Piece): Piece {
  const thenOut = outOf(then);
  const otherwiseOut = otherwise && outOf(otherwise);
  return withOut(
    (pub, ctx) => (predicate(pub, ctx) ? then(pub, ctx) : otherwise ? otherwise(pub, ctx) : []),
    (pub, ctx) => (predicate(pub, ctx) ? thenOut(pub, ctx) : otherwiseOut ? otherwiseOut(pub, ctx) : ''),
  );
}

/** The first piece that is present (a fallback chain). */
export function first(...pieces: Piece[]): Piece {
  const outs = pieces.map(outOf);
  return withOut(
    (pub, ctx) => {
      for (const piece of pieces) {
        const rich = piece(pub, ctx);
        if (!isEmpty(rich)) return rich;
      }
      return [];
    },
    (pub, ctx) => {
      for (let i = 0; i < outs.length; i++) {
        const v = (outs[i] as OutPiece)(pub, ctx);
        if (typeof v === 'string' ? !isBlank(v) : !isEmpty(v)) return v;
      }
      return '';
    },
  );
}

/** A label from the record's label table. */
export function label(get: (labels: Context['labels']) => string): Piece {
  return withOut(
    (_pub, ctx) => [{ text: settleRun(get(ctx.labels)) }],
    (_pub, ctx) => settleRun(get(ctx.labels)),
  );
}

/** A piece followed by punctuation (a full stop by default); nothing at all when empty. */
export function ended(piece: Piece, punctuation = '.'): Piece {
  return group(piece, { suffix: punctuation });
}
