import type { NameListOptions } from './names.js';
import type { NameOptionsFor } from './people.js';

/** What the humanities name lists choose for themselves. */
export interface FirstInvertedOptions {
  /** Before "and" ahead of the last of three or more: ", " (serial comma) or " ". */
  beforeLastAnd: ', ' | ' ';
  /** Before "and" between exactly two: ", " (Chicago 14.76, ASA 18.2, MLA 2.1.1, MHRA), in every language: it closes the inverted first name; or " ". */
  beforeTwoAnd: ', ' | ' ';
  etAl?: NameListOptions['etAl'];
}

/**
 * The serial comma is English punctuation: Russian and Ukrainian put no comma before a single
 * «и» / «і» closing a list (Rosenthal, Handbook of Spelling and Punctuation, §26), so a
 * Cyrillic list reads «Боголюбов, А. Н., А. Л. Делицын и М. Д. Малых».
 */
export const serialComma = (and: string): boolean => !/\p{Script=Cyrillic}/u.test(and);

/**
 * The name list of ASA 18.2, CMOS 14.76, MLA 2.1.1 and MHRA 10.2.2: the first author
 * inverted, the others not, full given names, separated by commas.
 */
export function firstInverted(opts: FirstInvertedOptions): NameOptionsFor {
  return (labels) => ({
    first: 'family-given',
    rest: 'given-family',
    initialDot: '.',
    initialSpace: ' ',
    sortSeparator: ', ',
    delimiter: ', ',
    lastDelimiter: `${serialComma(labels.and) ? opts.beforeLastAnd : ' '}${labels.and} `,
    twoDelimiter: `${opts.beforeTwoAnd}${labels.and} `,
    ...(opts.etAl ? { etAl: opts.etAl } : {}),
  });
}

/**
 * The same list inside an entry (editors, translators): no name inverted and no comma
 * between two, "edited by Jane Smith and Bob Lee" (CMOS 14.88, MLA 2.6.2, MHRA 10.2.3).
 */
export function inline(authors: NameOptionsFor): NameOptionsFor {
  return (labels) => ({ ...authors(labels), first: 'given-family', twoDelimiter: ` ${labels.and} ` });
}
