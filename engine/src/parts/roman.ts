const NUMERALS: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/**
 * A book volume in roman numerals (spec §5: "Book volumes use roman numerals"). Numbers
 * from 1 to 3999 are converted; anything else (already roman, "2a", text) is returned as it is.
 * @example roman('12') // 'XII'
 */
export function roman(value: string | number): string {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return text;
  let n = Number(text);
  if (n < 1 || n > 3999) return text;
  let out = '';
  for (const [size, numeral] of NUMERALS) {
    while (n >= size) {
      out += numeral;
      n -= size;
    }
  }
  return out;
}
