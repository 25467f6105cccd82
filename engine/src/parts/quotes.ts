import type { Rich } from '../rich/run.js';
import { isEmpty, type Piece } from '../template/piece.js';

/** Quotation marks of a style: American double (MLA, Chicago, ASA) or British single (MHRA). */
export interface QuoteMarks {
  open: string;
  close: string;
}

export const DOUBLE_QUOTES: QuoteMarks = { open: '\u201c', close: '\u201d' };
export const SINGLE_QUOTES: QuoteMarks = { open: '\u2018', close: '\u2019' };

const ENDS_IN_MARK = /[.!?]$/;
const WORDY = /[\p{L}\p{N}]/u;

/**
 * A quotation inside a quoted title takes the other marks: double outside, single inside
 * (CMOS 16's own example “The Myth of the ‘Weak’ American State”; MLA likewise), single
 * outside, double inside (British use, MHRA). A closing ’ followed by a letter is an
 * apostrophe and stays.
 */
function nested(rich: Rich, marks: QuoteMarks): Rich {
  const swap =
    marks.open === DOUBLE_QUOTES.open
      ? (t: string) => t.replace(/[“"](.*?)[”"]/gu, '‘$1’')
      : (t: string) => t.replace(/‘(.*?)’(?!\p{L})/gu, '“$1”');
  return rich.map((run) => (run.href ? run : { ...run, text: swap(run.text) }));
}

/** Bare punctuation ("( )", a stray ",") counts as nothing, so no empty quotes are left. */
function wordy(rich: Rich): Rich {
  return WORDY.test(rich.map((run) => run.text).join('')) ? rich : [];
}

/**
 * A title in quotation marks followed by the rest of the entry. American styles put the
 * separating punctuation inside the closing mark (CMOS 16, 6.9; MLA Handbook 8th, 1.3.7):
 * “Title.” Journal … ; a title ending in "?" or "!" keeps its own mark and takes none.
 * When nothing follows, no punctuation goes inside, so the entry's final full stop is the
 * only one (“Title”.), and when the title is missing only the rest is given.
 * @example quotedThen(field(titleOf), italic(field(containerOf)), DOUBLE_QUOTES, '.')
 */
export function quotedThen(title: Piece, rest: Piece, marks: QuoteMarks, inside: string, between = ' '): Piece {
  return (pub, ctx) => {
    const t = nested(wordy(title(pub, ctx)), marks);
    const raw = rest(pub, ctx);
    // A rest of bare punctuation (a stray "," typed as a journal name) counts as nothing.
    const r = wordy(raw);
    if (isEmpty(t)) return raw;
    const text = t
      .map((run) => run.text)
      .join('')
      .trimEnd();
    // "?" and "!" take nothing; an abbreviation's stop ("U.S.") serves as a full stop but still
    // takes a comma, “… in the U.S.,” (CMOS 16, 6.?/10.4: the stop of an abbreviation stays).
    const abbreviationStop = text.endsWith('.') && !text.endsWith('...');
    const punct = isEmpty(r) || (ENDS_IN_MARK.test(text) && !(abbreviationStop && inside === ',')) ? '' : inside;
    const quotedTitle = [{ text: marks.open }, ...t, { text: `${punct}${marks.close}` }];
    return isEmpty(r) ? quotedTitle : [...quotedTitle, { text: between }, ...r];
  };
}

/** A title in quotation marks with nothing inside but the title (British use, MHRA 4th 7.4). */
export function quoted(title: Piece, marks: QuoteMarks): Piece {
  return (pub, ctx) => {
    const t = nested(wordy(title(pub, ctx)), marks);
    return isEmpty(t) ? [] : [{ text: marks.open }, ...t, { text: marks.close }];
  };
}
