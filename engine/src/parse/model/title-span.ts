import { tidy } from '../draft.js';

/**
 * A title span without its quotes and closing stop. `tidy` keeps a stop after a short word, as
 * after an abbreviation; in a title span the stop is the field's end unless the last word is
 * dotted (`U.S.`) or one letter.
 */
export function titleOfSpan(s: string): string | undefined {
  // A span that opens with a quoted title and runs on past its closing quote ("“Le
  // giscardisme”, Pouvoirs"): the title is what the quotes hold.
  // A stop or comma at the quote ends the field; a colon or nothing leads to a subtitle.
  const quoted = /^\s*([“"‘«])(.{3,}?)([”"’»])([.,;]?)\s+\S/u.exec(s);
  const pairs: Record<string, string> = { '“': '”', '"': '"', '‘': '’', '«': '»' };
  const ends = quoted && (quoted[4] || /[.,;]\s*$/u.test(quoted[2]!));
  if (quoted && ends && pairs[quoted[1]!] === quoted[3] && /\s/u.test(quoted[2]!.trim()))
    return tidy(quoted[2]!.trim());
  const t = s
    .trim()
    .replace(/^[“"‘«]+|[”"’»]+[.,;:]*$/gu, '')
    .replace(/(?<=(?:^|\s)[^\s.]{2,})\.$/u, '');
  return tidy(t);
}
