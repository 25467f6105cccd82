import { availableParallelism } from 'node:os';
import { availableStyles, type ConfigInput, styleById, TRANSLIT_SCHEMES, type TranslitScheme } from '@referent/engine';
import { UsageError } from '../io.js';
import { OUTPUT_FORMATS, type OutputFormat } from './format-record.js';

/** `--style a,b,c` or `--style all` (every style the engine has, read when the command runs). */
export function stylesOf(value: string): string[] {
  const ids = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const styles = ids.includes('all') ? availableStyles() : [...new Set(ids)];
  const unknown = styles.filter((s) => !styleById(s));
  if (unknown.length) throw new UsageError(`unknown style: ${unknown.join(', ')} (see \`referent styles\`)`);
  if (styles.length === 0) throw new UsageError('no style given (see `referent styles`)');
  return styles;
}

export function outputFormatOf(value: string): OutputFormat {
  if (!(OUTPUT_FORMATS as readonly string[]).includes(value)) {
    throw new UsageError(`unknown output format "${value}" (${OUTPUT_FORMATS.join(', ')})`);
  }
  return value as OutputFormat;
}

const LANGUAGE_KEYS: Record<string, 'russian' | 'ukrainian'> = { ru: 'russian', ua: 'ukrainian', uk: 'ukrainian' };

/**
 * `--translit ru=gost2000B,ua=national`: turns transliteration on (spec §5: for every style
 * but gost, dstu and gost2018) with the schemes named; a language left out keeps its default.
 */
export function translitOf(value: string | undefined): ConfigInput | undefined {
  if (value === undefined) return undefined;
  const translit: { useTransliteration: boolean; russian?: TranslitScheme; ukrainian?: TranslitScheme } = {
    useTransliteration: true,
  };
  for (const pair of value.split(',').filter((p) => p.trim())) {
    const [lang = '', scheme = ''] = pair.split('=').map((s) => s.trim());
    const key = LANGUAGE_KEYS[lang.toLowerCase()];
    if (!key) throw new UsageError(`--translit: unknown language "${lang}" (ru, ua)`);
    if (!(TRANSLIT_SCHEMES as readonly string[]).includes(scheme)) {
      throw new UsageError(`--translit: unknown scheme "${scheme}" (${TRANSLIT_SCHEMES.join(', ')})`);
    }
    translit[key] = scheme as TranslitScheme;
  }
  return { translit };
}

/** `--jobs N`: worker threads for NDJSON; the number of cores by default. */
export function jobsOf(value: string | undefined): number {
  if (value === undefined) return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--jobs must be a whole number of at least 1, not "${value}"`);
  return n;
}
