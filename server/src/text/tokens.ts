/** A word of the text with where it stands (UTF-16 offsets, as the browser's strings count). */
export interface Token {
  word: string;
  start: number;
  end: number;
}

/** Letters of any script, with inner apostrophes and hyphens (Ukrainian ʼ, English don't, well-known). */
const WORD = /\p{L}+(?:['’ʼ-]\p{L}+)*/gu;

export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) out.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** Lower case with every apostrophe as ' (the stop-word lists and stemmers use the typewriter one). */
export function normalWord(word: string): string {
  return word.toLocaleLowerCase().replace(/[’ʼ]/g, "'");
}

/** Letters only (no apostrophes or hyphens): what letter-based formulas count. */
export function letterCount(word: string): number {
  return word.match(/\p{L}/gu)?.length ?? 0;
}
