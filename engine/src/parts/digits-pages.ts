/**
 * Spec §5: in gost2018 articles every character of the pages other than a digit or a
 * hyphen is stripped («С. 10-20.» → «10-20»), so a typed label or a stray dot never doubles.
 * @example digitsAndHyphen('pp. 10–20') // '10-20'
 */
export function digitsAndHyphen(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value)
    .replace(/[–—]/g, '-')
    .replace(/[^\d-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return text === '' ? undefined : text;
}
