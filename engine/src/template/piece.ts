import type { Publication } from '../model/publication.js';
import { type Mark, mergeRunsInPlace, type Rich, type Run } from '../rich/run.js';
import type { Context } from './context.js';
import { appendJoined, settleRun } from './join.js';
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

/** Literal text, always present (settled once, when the layout is built). */
export function lit(text: string): Piece {
  const settled = settleRun(text);
  return () => [{ text: settled }];
}

/** A field's value as plain text, or nothing when it is absent. */
export function field(get: Getter): Piece {
  return (pub, ctx) => {
    const value = get(pub, ctx);
    if (value === null || value === undefined) return [];
    // Typed text enters the entry settled by the join table ("Title ,  2020 ." → "Title, 2020.").
    const text = settleRun(String(value).trim());
    return text === '' ? [] : [{ text }];
  };
}

/**
 * Joins the pieces that are present with a delimiter; each seam is decided by the join
 * table (template/join.ts), so "U.S." before ". " keeps one stop.
 */
export function seq(delimiter: string, pieces: Piece[]): Piece {
  // Settled once, when the layout is built; runs are never changed in place, so it is shared.
  const between: Rich = [{ text: settleRun(delimiter) }];
  return (pub, ctx) => {
    const out: Rich = [];
    for (const piece of pieces) {
      const rich = piece(pub, ctx);
      if (isEmpty(rich)) continue;
      if (out.length && delimiter !== '') appendJoined(out, between);
      appendJoined(out, rich);
    }
    return mergeRunsInPlace(out);
  };
}

/** Joins the pieces that are present with nothing between them. */
export function cat(...pieces: Piece[]): Piece {
  return seq('', pieces);
}

/** Wraps a piece in a prefix and suffix; the whole group vanishes when the piece is empty. */
export function group(piece: Piece, affix: { prefix?: string; suffix?: string }): Piece {
  // Affixes are settled once, when the layout is built.
  const prefix: Rich = [{ text: settleRun(affix.prefix ?? '') }];
  const suffix: Rich = [{ text: settleRun(affix.suffix ?? '') }];
  return (pub, ctx) => {
    const rich = piece(pub, ctx);
    if (isEmpty(rich)) return [];
    const out: Rich = [];
    appendJoined(out, prefix);
    appendJoined(out, rich);
    appendJoined(out, suffix);
    return mergeRunsInPlace(out);
  };
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
  return (pub, ctx) => (predicate(pub, ctx) ? then(pub, ctx) : otherwise ? otherwise(pub, ctx) : []);
}

/** The first piece that is present (a fallback chain). */
export function first(...pieces: Piece[]): Piece {
  return (pub, ctx) => {
    for (const piece of pieces) {
      const rich = piece(pub, ctx);
      if (!isEmpty(rich)) return rich;
    }
    return [];
  };
}

/** A label from the record's label table. */
export function label(get: (labels: Context['labels']) => string): Piece {
  return (_pub, ctx) => [{ text: settleRun(get(ctx.labels)) }];
}

/** A piece followed by punctuation (a full stop by default); nothing at all when empty. */
export function ended(piece: Piece, punctuation = '.'): Piece {
  return group(piece, { suffix: punctuation });
}
