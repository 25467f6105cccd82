import type { Piece } from '../template/piece.js';

/** A web address without its scheme ("www.cdc.gov/…", "pubs.acs.org"), which is never re-cased. */
const BARE_ADDRESS = /^(?:www\.|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/:?#]|$))/;

/** A first word written with a lower-case initial and a capital inside ("eHow", "iPhone", "eBay"): a name, spelled so. */
const INNER_CAPITAL = /^\p{Ll}+\p{Lu}/u;

/**
 * The first letter of a text in upper case ("accessed May 1" → "Accessed May 1"); addresses
 * and names with an inner capital stay as typed ("eHow", MLA Handbook 8th, Lundman example).
 */
export function capitalise(text: string): string {
  if (BARE_ADDRESS.test(text) || INNER_CAPITAL.test(text)) return text;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * Capitalises the first letter of a piece: a phrase that opens an element after a full
 * stop ("Translated by", "Accessed", "Edited by"; MLA Handbook 8th, 2.6.2).
 */
export function capitalised(piece: Piece): Piece {
  return (pub, ctx) => {
    const rich = piece(pub, ctx);
    const head = rich[0];
    if (!head) return rich;
    return [{ ...head, text: capitalise(head.text) }, ...rich.slice(1)];
  };
}

/** A label that introduces what follows with a colon, "In:" — not doubled when the word has one («В кн.:»). */
export function withColon(word: string): string {
  return word.endsWith(':') ? word : `${word}:`;
}

/**
 * "accessed 23 April 2013" (MHRA, ACS, GSA: lower-case; MLA, Chicago: capitalised to open a
 * sentence); Russian and Ukrainian put a colon after the words, «дата обращения: 22 октября
 * 2023» (GOST R 7.0.100-2018, 4.? «(дата обращения: …)»), as one phrase for every style.
 */
export function accessedPhrase(word: string, date: string, locale: string, capital = false): string {
  const colon = locale === 'en' ? '' : ':';
  const phrase = `${word}${colon} ${date}`;
  return capital ? capitalise(phrase) : phrase;
}
