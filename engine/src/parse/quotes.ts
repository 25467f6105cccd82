/**
 * Quotation marks at the edges of a field. A field wholly in quotes loses them (`«Title»`,
 * `"Title"`); a quote whose partner was left in another field is dropped (`«Title` after a
 * cut); a quote that closes one opened inside the field stays, so the field reads as printed
 * (`Издание газеты «Ударник Метростроя»`, `навч. посіб. … "Облік і аудит"`).
 */
const PAIRS: [string, string][] = [
  ['«', '»'],
  ['“', '”'],
  ['„', '“'],
  ['‘', '’'],
];
const SAME = ['"', "'"];

function count(s: string, c: string): number {
  return s.split(c).length - 1;
}

/** True when the quote opening `s` is closed by its last character and by no earlier one. */
function enclosed(s: string, open: string, close: string): boolean {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === open && !(open === close && depth > 0)) depth++;
    else if (c === close) depth--;
    if (depth === 0) return i === s.length - 1;
  }
  return false;
}

export function unquote(text: string): string {
  let s = text.trim();
  for (const [open, close] of PAIRS) {
    if (s.length > 1 && s.startsWith(open) && s.endsWith(close) && enclosed(s, open, close)) s = s.slice(1, -1);
    // A lone quote at an edge, its partner elsewhere.
    if (s.startsWith(open) && count(s, open) > count(s, close)) s = s.slice(1);
    if (s.endsWith(close) && count(s, close) > count(s, open)) s = s.slice(0, -1);
  }
  for (const q of SAME) {
    const n = count(s, q);
    if (n === 2 && s.length > 1 && s.startsWith(q) && s.endsWith(q)) s = s.slice(1, -1);
    else if (n % 2 === 1 && s.startsWith(q)) s = s.slice(1);
    else if (n % 2 === 1 && s.endsWith(q)) s = s.slice(0, -1);
  }
  return s.trim();
}
