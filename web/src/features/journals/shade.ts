/**
 * The map's colour steps: journal counts run from 1 to over 6,000 per country, so the steps
 * are logarithmic (a linear scale would show two countries and a blank world).
 */
export const SHADES = ['#deebf7', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
export const NO_JOURNALS = '#eeeeee';

export function shadeOf(count: number, max: number): string {
  if (!count) return NO_JOURNALS;
  if (max <= 1) return SHADES[SHADES.length - 1] as string;
  const step = Math.min(SHADES.length - 1, Math.floor((Math.log(count) / Math.log(max)) * SHADES.length));
  return SHADES[step] as string;
}

/** The lower bound of each step, for the legend. */
export function legendOf(max: number): { shade: string; from: number }[] {
  return SHADES.map((shade, i) => ({ shade, from: Math.max(1, Math.ceil(max ** (i / SHADES.length))) }));
}
