import { innerPair, nestQuotes } from '../template/nested-quotes.js';
import type { Piece } from '../template/piece.js';
import type { QuoteMarks } from './quotes.js';

/**
 * Typewriter quotation marks typed inside an italic title take the style's marks, "The “Great
 * Gatsby” and Its Readers" (CMOS 16, 6.11 and 8.171: a quoted phrase in an italic title keeps
 * its quotation marks, typographic ones; MLA 8th, 1.2.4; MHRA 4th, 9.3 single first), a level
 * inside them the other pair. Before, «Актуализация концептов "любовь"…» kept the straight marks
 * in italic titles (quoted titles already nested their quotations, template/nested-quotes.ts).
 * Typewriter single marks are quotations too, "Climate Change: 'Ice Bumps' Reveal …" printed
 * with the style's marks (before, left straight); an apostrophe is no quotation (nestQuotes).
 * Titles with no typewriter mark are left as typed.
 */
/** A typewriter quotation mark, double or single. */
const TYPEWRITER_MARK = /["']/;

export const curledQuotes =
  (piece: Piece, marks: QuoteMarks): Piece =>
  (pub, ctx) => {
    const runs = piece(pub, ctx);
    return runs.some((run) => TYPEWRITER_MARK.test(run.text)) ? nestQuotes(runs, innerPair(marks)) : runs;
  };
