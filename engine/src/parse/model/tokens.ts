/**
 * The units the sequence model labels: the reference split at white space, as AnyStyle
 * labels it, each token with where it starts and ends so a labelled span maps back to text.
 */
export interface Token {
  text: string;
  start: number;
  end: number;
}

export function tokenize(s: string): Token[] {
  const out: Token[] = [];
  for (const m of s.matchAll(/\S+/gu)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}
