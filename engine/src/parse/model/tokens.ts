/**
 * The units the sequence model labels: the reference split at white space, as AnyStyle
 * labels it, each token with where it starts and ends so a labelled span maps back to text.
 */
export interface Token {
  text: string;
  start: number;
  end: number;
}

/** White space as `\s` reads it (the parser's clean-up has made all of it single spaces). */
const isSpace = (c: number): boolean =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 160 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

/** A loop rather than a regular expression: the parser tokenizes every reference twice. */
export function tokenize(s: string): Token[] {
  const out: Token[] = [];
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const space = i === s.length || isSpace(s.charCodeAt(i));
    if (space && start >= 0) {
      out.push({ text: s.slice(start, i), start, end: i });
      start = -1;
    } else if (!space && start < 0) start = i;
  }
  return out;
}
