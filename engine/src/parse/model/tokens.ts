import { isSpaceCode } from '../../template/white-space.js';

/**
 * The units the sequence model labels: the reference split at white space, as AnyStyle
 * labels it, each token with where it starts and ends so a labelled span maps back to text.
 */
export interface Token {
  text: string;
  start: number;
  end: number;
}

/** A loop rather than a regular expression: the parser tokenizes every reference twice. */
export function tokenize(s: string): Token[] {
  const out: Token[] = [];
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const space = i === s.length || isSpaceCode(s.charCodeAt(i));
    if (space && start >= 0) {
      out.push({ text: s.slice(start, i), start, end: i });
      start = -1;
    } else if (!space && start < 0) start = i;
  }
  return out;
}
