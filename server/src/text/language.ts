/** The three languages the text tool analyses. `ua` (the interface's code) is Ukrainian. */
export type TextLang = 'en' | 'ru' | 'uk';

/**
 * The language of a text: the caller's choice when given, else a guess from its letters
 * (Ukrainian-only letters і ї є ґ → uk, other Cyrillic → ru, otherwise en).
 */
export function textLang(text: string, requested?: string): TextLang {
  const r = requested?.toLowerCase();
  if (r === 'en' || r === 'ru') return r;
  if (r === 'uk' || r === 'ua') return 'uk';
  const sample = text.slice(0, 5000);
  const cyr = sample.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const lat = sample.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (cyr <= lat) return 'en';
  const uk = sample.match(/[іїєґ]/giu)?.length ?? 0;
  const ru = sample.match(/[ыэъё]/giu)?.length ?? 0;
  return uk > ru ? 'uk' : 'ru';
}
