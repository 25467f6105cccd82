import type { Rich, Run } from '../rich/run.js';
import { trimEntry } from '../template/final-stop.js';
import { joinRich } from '../template/join.js';
import { endsInQuotation, nestQuotes, type QuotePair } from '../template/nested-quotes.js';
import { isEmpty, type Piece } from '../template/piece.js';

/** Quotation marks of a style: American double (MLA, Chicago, ASA) or British single (MHRA). */
export type QuoteMarks = QuotePair;

export const DOUBLE_QUOTES: QuoteMarks = { open: '\u201c', close: '\u201d' };
export const SINGLE_QUOTES: QuoteMarks = { open: '\u2018', close: '\u2019' };

const WORDY = /[\p{L}\p{N}]/u;

/** Bare punctuation ("( )", a stray ",") counts as nothing, so no empty quotes are left. */
function wordy(rich: Rich): Rich {
  return WORDY.test(rich.map((run) => run.text).join('')) ? rich : [];
}

/**
 * The title between the marks, its own quotations nested inside them (“Why ‘Moby Dick’
 * Matters”). The punctuation inside goes inside a closing mark the title ends with too,
 * “On ‘Moby Dick,’” (CMOS 16, 6.9: periods and commas precede closing quotation marks,
 * double or single).
 */
function enclose(title: Rich, marks: QuoteMarks, inside = ''): Rich {
  if (!inside) return [{ text: marks.open }, ...nestQuotes(title, marks), { text: marks.close }];
  if (!endsInQuotation(title)) {
    return [{ text: marks.open }, ...nestQuotes(joinRich(title, [{ text: inside }]), marks), { text: marks.close }];
  }
  const last = title[title.length - 1] as Run;
  const closing: Run = { ...last, text: last.text.slice(-1) };
  const before = [...title.slice(0, -1), { ...last, text: last.text.slice(0, -1) }];
  const body = nestQuotes([...joinRich(before, [{ text: inside }]), closing], marks);
  return [{ text: marks.open }, ...body, { text: marks.close }];
}

/**
 * A title in quotation marks followed by the rest of the entry. American styles put the
 * separating punctuation inside the closing mark (CMOS 16, 6.9; MLA Handbook 8th, 1.3.7):
 * “Title.” Journal … ; the join table decides it against the title's last mark, so a title
 * ending in "?" or "!" keeps its own mark and takes none (CMOS 16, 6.119), and an
 * abbreviation's stop ("U.S.") serves as the full stop but still takes a comma, “… in the
 * U.S.,”. When nothing follows, no punctuation goes inside, so the entry's final full stop
 * is the only one (“Title”.), and when the title is missing only the rest is given.
 * @example quotedThen(field(titleOf), italic(field(containerOf)), DOUBLE_QUOTES, '.')
 */
export function quotedThen(title: Piece, rest: Piece, marks: QuoteMarks, inside: string, between = ' '): Piece {
  return (pub, ctx) => {
    const t = trimEntry(wordy(title(pub, ctx)));
    const raw = rest(pub, ctx);
    // A rest of bare punctuation (a stray "," typed as a journal name) counts as nothing.
    const r = wordy(raw);
    if (isEmpty(t)) return raw;
    if (isEmpty(r)) return enclose(t, marks);
    return joinRich(joinRich(enclose(t, marks, inside), [{ text: between }]), r);
  };
}

/** A title in quotation marks with nothing inside but the title (British use, MHRA 4th 7.4). */
export function quoted(title: Piece, marks: QuoteMarks): Piece {
  return (pub, ctx) => {
    const t = wordy(title(pub, ctx));
    return isEmpty(t) ? [] : enclose(trimEntry(t), marks);
  };
}

/**
 * A label's typewriter apostrophe as the typographic one, "Master’s thesis", for the styles that
 * print curly quotation marks (CMOS 16 6.112 and 14.224: "Master’s thesis, Syracuse University").
 */
export const curlyApostrophes = (text: string): string => text.replace(/'/g, '\u2019');
