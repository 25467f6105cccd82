/**
 * Spec §5: in gost2018 articles non-digit characters other than a hyphen are stripped from the
 * pages. Ranges typed after one another («431-456, 791-823») stay apart, joined by ", " (GOST R
 * 7.0.100-2018, 7.4.2: «С. I–XXXVI, 1–12»): stripping the comma ran them into «431-456791-823».
 */
export function digitsAndHyphen(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const ranges = String(value)
    .split(/[,;]/)
    .map((range) =>
      range
        .replace(/[–—]/g, '-')
        .replace(/[^\d-]/g, '')
        .replace(/-+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .filter((range) => range !== '');
  return ranges.length ? ranges.join(', ') : undefined;
}
