/**
 * Clean-up of text pasted from PDFs, catalogues and word processors, and splitting of
 * several references pasted at once. Every pattern here is linear (no nested
 * quantifiers), so arbitrary input cannot make it backtrack for long.
 */

import { unifyLookAlikes } from './look-alikes.js';

/** Leading list numbering: `1.`, `12)`, `[12]`, `(3)`, `1 .` — but not a year such as `2019.` */
const NUMBERING = /^\s*(?:\[\d{1,4}\]|\(\d{1,4}\)|\d{1,3}\s?[.)](?!\d))\s*/;

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/** PDF artefacts: ligatures as single characters, and "↵" where a PDF lost an "ff" ligature. */
export function restoreLigatures(s: string): string {
  return s.replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c).replace(/(?<=\p{L})↵(?=\p{L})/gu, 'ff');
}

/** Markup of italics and bold copied from a web page or an XML record: "<italic>Microtus montanus.</italic>". */
export const MARKUP = /<\/?(?:i|b|em|strong|italic|bold|u|sup|sub)>/giu;

/** A list number without its stop before a name: `3 Kim, H., Detavernier, C. …`. */
const BARE_NUMBER = /^\d{1,3}\s+(?=\p{Lu}[\p{L}'’-]+,\s)/u;

/** A heading surname followed by a stop, then its initials and the title: "Безгин. К. С. Управление …". */
const HEADING_STOP = /^(\p{Lu}[\p{Ll}'’-]+)\.\s(\p{Lu}\.\s?\p{Lu}\.\s)(?=\p{Lu})/u;

/**
 * …with one initial ("Сергієнко. О. Містерія мрії : поезії / О. Сергієнко"): a title too may
 * open with a word, a stop and a letter, so only where the responsibility repeats the name.
 */
const HEADING_STOP_ONE = /^(\p{Lu}[\p{Ll}'’-]+)\.\s(\p{Lu})\.\s(?=\p{Lu})/u;

/**
 * A run of names at the head with their initials in brackets: "SIERVO (M.), GREY (P.), NYAN (O.A.)".
 * (Its repetitions nest, but each is closed by its own brackets, so it cannot backtrack for long.)
 */
const BRACKETED_INITIALS_HEAD =
  /^(?:\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?\s\((?:\p{Lu}\p{Ll}?\.(?:-?\s?\p{Lu}\.)*)\)(?:,\s|\s(?:et|and|&)\s|(?=[\s,])))+/u;

/** A citation label before the reference, as some PDFs print it: `[Allison2006-MIT] G. Allison, …`. */
const CITATION_KEY = /^\[(?=[^\]\s]*\d)[\p{L}\p{N}+.:_-]{2,40}\]\s+/u;

/**
 * Normalises one pasted reference: soft hyphens and zero-width characters removed, words
 * broken across lines by a hyphen re-joined, line breaks and tabs made spaces, typographic
 * quotes and the many dash and space characters reduced to a few, doubled spaces removed,
 * and list numbering dropped.
 */
/** A year glued to a Cyrillic place before the publisher's colon: «Івано-Франківськ2015 :». */
const PLACE_GLUED_YEAR = /(?<=[\u0430-\u044f\u0456\u0457\u0454\u0491])((?:1[5-9]|20)\d\d)(?=\s?:\s)/u;

export function cleanReference(text: string): string {
  // Letters and their accents as one character: PDFs give "Le\u0301on" for "Léon", which no name
  // pattern reads (only where an accent stands apart: normalising every text costs time).
  let s = restoreLigatures(/[\u0300-\u036f]/u.test(text) ? text.normalize('NFC') : text)
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF\uE000]/g, '')
    // A word split over a line break by a hyphen: "biblio-\ngraphy" (only lower-case on
    // both sides, so "Rimsky-\nKorsakov" keeps its hyphen).
    .replace(/(\p{Ll})-[ \t]*\r?\n[ \t]*(\p{Ll})/gu, '$1$2')
    .replace(/[\r\n\t\v\f]+/g, ' ')
    .replace(MARKUP, '')
    // TeX quotes: ``Title,'' → “Title,”
    .replace(/``/g, '“')
    .replace(/''/g, '”')
    // A backtick typed for an apostrophe ("Teacher`s Book"), which parts the word for the model.
    .replace(/(?<=\p{L})`(?=\p{L})/gu, '’')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/[\u2012\u2013\u2212]/g, '–')
    .replace(/[\u2014\u2015]/g, '—')
    // A hyphen between spaces is a dash typed on a keyboard (GOST's "- М.: РУДН, 2010. - 320 с.").
    .replace(/(?<=\S) - (?=\S)/g, ' – ')
    .replace(/[\u201E\u201F\u2033]/g, '“')
    .replace(/\u2032/g, '’')
    // Spaces lost in copying: "С.Ю.Алгоритмы//Радиотехника.–2015" → "С.Ю. Алгоритмы // Радиотехника. – 2015".
    .replace(/(?<![:/\s])\s*\/\/\s*(?![/\s])|(?<![:/\s])\/\/(?=\s)|(?<=\s)\/\/(?![/\s])/g, ' // ')
    .replace(/(?<=\S)\.[–—](?=\s?[\p{L}\d№])/gu, '. – ')
    .replace(/(?<=(?:^|[\s.])\p{Lu}\.)(?=\p{Lu}\p{Ll}{2,})/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  s = unifyLookAlikes(s);
  s = s.replace(NUMBERING, '').replace(CITATION_KEY, '').replace(BARE_NUMBER, '');
  // French lists bracket the initials after the surname: "ALY (M.I.), NAGEB (R.), HERBIN (Fr.-R.), « … »",
  // "Kefi (N.), Le château …" — the names as the readers know them, "ALY, M.I., NAGEB, R.".
  s = s.replace(BRACKETED_INITIALS_HEAD, (head) => head.replace(/\s\(([^()]+)\)/gu, ', $1'));
  // Typing slips in a heading: "Отенко. І. П. Title" (a stop for the comma), "Отенко, І. П.. Title".
  s = s.replace(HEADING_STOP, '$1, $2').replace(/(?<=(?:^|\s)\p{Lu}\.)\.(?=\s)/u, '');
  const one = HEADING_STOP_ONE.exec(s);
  if (one && s.includes(`/ ${one[2]}. ${one[1]}`)) s = s.replace(HEADING_STOP_ONE, '$1, $2. ');
  // A place glued to the year that closes the imprint: «Івано-Франківськ2015 : ДВНЗ …, 2015» — the
  // year typed twice is no part of the place.
  const glued = PLACE_GLUED_YEAR.exec(s);
  if (glued && s.indexOf(glued[1]!, glued.index + glued[0].length) > 0)
    s = `${s.slice(0, glued.index)}${s.slice(glued.index + glued[1]!.length)}`;
  return s;
}

/** A line that starts a new reference when several are pasted: numbered, or a bracketed number. */
const STARTS_NUMBERED = /^\s*(?:\[\d{1,4}\]|\d{1,3}\s?[.)]\s+\S)/;

/** A year of publication or a link: what a reference of its own holds. */
const YEAR_OR_LINK = /(?<!\d)(?:1[5-9]\d\d|20\d\d)(?!\d)|https?:|www\./u;
/** How a line that continues a reference's host or numbers begins. */
const HOST_OR_NUMBERS = /^(?:In\b|in\b|\/\/|[(–—-]|(?:pp?|[Vv]ol|[Nn]o|С|с|Т|Вып|Вип|P|S)\.\s?\d|№)/u;

/**
 * Whether a line without a number, inside a numbered list, starts a reference of its own rather
 * than continuing the numbered one before it: a list may number only some of its lines (lists
 * pasted together, or numbers lost for a stretch), and joining every unnumbered line to the
 * last number merged dozens of references into one. A wrapped line of a numbered reference
 * seldom holds a year or a link after an entry that already ended as a reference ends (its year
 * printed, a stop, bracket or digit last); a line that plainly continues it (`continues`), starts
 * with its host or numbers (`In`, `//`, `pp.`, `С.`), or is short, never starts a reference.
 */
export function startsUnnumbered(entry: string, line: string): boolean {
  const before = entry.trimEnd();
  return (
    line.length >= 40 &&
    !HOST_OR_NUMBERS.test(line) &&
    !continues(before, line) &&
    /[.)\]»"”\d]$/u.test(before) &&
    /(?<!\d)(?:1[5-9]\d\d|20\d\d)(?!\d)/u.test(before) &&
    YEAR_OR_LINK.test(line)
  );
}

/**
 * Splits pasted text into references. Blank lines always separate; numbered lists
 * (`1.`, `[2]`) separate at each number and at an unnumbered line that reads as a reference of
 * its own (`startsUnnumbered`); otherwise (with `byLine`, the default) each line
 * is one reference unless a line plainly continues the previous one (starts in lower case or with a page range,
 * or the previous line ends with a hyphen or a `//`, `/`, `:` or `,`).
 */
export function splitReferences(text: string, options: { byLine?: boolean } = {}): string[] {
  const byLine = options.byLine ?? true;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const numbered = lines.filter((l) => STARTS_NUMBERED.test(l)).length >= 2;
  const out: string[] = [];
  let current = '';
  const flush = () => {
    const c = cleanReference(current);
    if (c) out.push(c);
    current = '';
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const startsNew = numbered
      ? STARTS_NUMBERED.test(line) || startsUnnumbered(current, line)
      : byLine && !continues(current, line);
    if (startsNew) flush();
    current = current ? `${current}\n${line}` : line;
  }
  flush();
  return out;
}

function continues(previous: string, line: string): boolean {
  if (!previous) return false;
  if (/^[\p{Ll}\d–—(]/u.test(line) && !/^\d{1,3}\s?[.)]\s/.test(line)) return true;
  if (/(?:[-/:,;&]|\/\/|(?<![\p{L}\p{N}])(?:and|и|та|et|in|In|of)|\p{L}\.\s?\p{Lu}\.)$/u.test(previous.trimEnd()))
    return true;
  return false;
}
