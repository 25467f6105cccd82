/**
 * ISBN (ISO 2108) and ISSN (ISO 3297), the standard identifiers ISO 690:2010 (15.1) prints.
 * A value is stored as typed — its hyphens or spaces split the group, publisher and title
 * elements, which only the ISBN Agency's range tables could recompute — with a leading
 * `ISBN`/`ISSN` label and surrounding spaces removed and a lower-case check character `x`
 * raised to `X` (`identifierText`).
 */

/** The value without its label (`ISBN 978-…`, `ISBN-13: …`, `ISSN …`), trimmed, with `x` as `X`. */
export function identifierText(value: string): string {
  return value
    .trim()
    .replace(/^(?:ISBN(?:-1[03])?|ISSN)\s*:?\s*/i, '')
    .replace(/x$/, 'X');
}

/** The digits (and a final X) of a value written with single hyphens or spaces between them, or undefined. */
function compact(value: string): string | undefined {
  const text = identifierText(value);
  return /^[\dX](?:[ -]?[\dX])*$/.test(text) && !/X./.test(text) ? text.replace(/[ -]/g, '') : undefined;
}

const digit = (c: string) => (c === 'X' ? 10 : Number(c));

/** A valid ISBN-10 (weights 10…1, sum divisible by 11; X stands for 10) or ISBN-13 (978/979, weights 1 and 3, sum divisible by 10). */
export function isValidIsbn(value: string): boolean {
  const d = compact(value);
  if (!d) return false;
  if (/^\d{9}[\dX]$/.test(d)) return [...d].reduce((sum, c, i) => sum + (10 - i) * digit(c), 0) % 11 === 0;
  if (/^97[89]\d{10}$/.test(d)) return [...d].reduce((sum, c, i) => sum + (i % 2 ? 3 : 1) * digit(c), 0) % 10 === 0;
  return false;
}

/** A valid ISSN: seven digits and a check character (weights 8…1, sum divisible by 11; X stands for 10). */
export function isValidIssn(value: string): boolean {
  const text = identifierText(value);
  if (!/^\d{4}[ -]?\d{3}[\dX]$/.test(text)) return false;
  const d = text.replace(/[ -]/, '');
  return [...d].reduce((sum, c, i) => sum + (8 - i) * digit(c), 0) % 11 === 0;
}

/** Which identifier a value is by its shape (RIS `SN` holds either): an ISSN's 8 characters, an ISBN's 10 or 13. */
export function identifierKind(value: string): 'isbn' | 'issn' | undefined {
  if (/^\s*ISSN/i.test(value) || isValidIssn(value)) return 'issn';
  if (/^\s*ISBN/i.test(value) || isValidIsbn(value)) return 'isbn';
  return undefined;
}
