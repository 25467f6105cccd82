import { z } from 'zod';
import { CHICAGO_VARIANTS, STYLE_IDS, schemeGaps, TRANSLIT_SCHEMES, type TranslitScheme } from './config-ids.js';

export {
  CHICAGO_VARIANTS,
  type ChicagoVariant,
  STYLE_IDS,
  type StyleId,
  TRANSLIT_SCHEMES,
  type TranslitScheme,
} from './config-ids.js';
export { DEFAULT_CONFIG } from './parse-config.js';

/** `schemeGaps` as a zod refinement. */
export function schemesCoverLanguages(
  t: { russian: TranslitScheme; ukrainian: TranslitScheme },
  ctx: z.RefinementCtx,
): void {
  for (const gap of schemeGaps(t)) ctx.addIssue({ code: 'custom', ...gap });
}

export const translitConfigSchema = z
  .object({
    useTransliteration: z.boolean().default(false),
    russian: z.enum(TRANSLIT_SCHEMES).default('gost2000B'),
    ukrainian: z.enum(TRANSLIT_SCHEMES).default('national'),
  })
  .superRefine(schemesCoverLanguages);

export const chicagoOptionsSchema = z.object({
  variant: z.enum(CHICAGO_VARIANTS).default('notes-bibliography'),
});

/**
 * The configuration of spec §3 (kept in local storage by the web app). The engine itself
 * parses it with `parseConfig` (parse-config.ts), which gives the same result without zod.
 */
export const configSchema = z.object({
  standarts: z.array(z.enum(STYLE_IDS)).default([]),
  translit: translitConfigSchema.prefault({}),
  chicago: chicagoOptionsSchema.prefault({}),
});

export type TranslitConfig = z.output<typeof translitConfigSchema>;
export type Config = z.output<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;
