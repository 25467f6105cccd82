/** Minor units to a decimal string: 500 → "5.00" (every supported currency has 2 decimals). */
export function toDecimal(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** A decimal amount to minor units; null when it is not a price with at most 2 decimals. */
export function toMinor(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
