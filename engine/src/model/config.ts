import { z } from 'zod';
import { SCHEMES } from '../translit/schemes/index.js';

/** Every style id of the spec's configuration (§5), in the spec's order. */
export const STYLE_IDS = [
  'gost',
  'gost2018',
  'dstu',
  'iso',
  'apa',
  'apa7',
  'ieee',
  'mla',
  'chicago',
  'harvard',
  'acs',
  'mhra',
  'gsa',
  'asa',
  'vancouver',
] as const;
export type StyleId = (typeof STYLE_IDS)[number];

/** Transliteration scheme ids of the spec (§5) plus the ones Referent adds. */
export const TRANSLIT_SCHEMES = [
  'gost2000A',
  'gost2000B',
  'ikao',
  'ikaoUa',
  'iso9',
  'gost2006',
  'mvd',
  'mid2016',
  'national',
  'bgn',
  'lc',
  'lcDiacritics',
  'dstu9112',
] as const;
export type TranslitScheme = (typeof TRANSLIT_SCHEMES)[number];

/**
 * A scheme chosen for a language must define that language (national is Ukrainian only,
 * ikao and gost2006 Russian only …): said when the configuration is read, not mid-format.
 */
export function schemesCoverLanguages(
  t: { russian: TranslitScheme; ukrainian: TranslitScheme },
  ctx: z.RefinementCtx,
): void {
  if (!SCHEMES[t.russian].languages.RU) {
    ctx.addIssue({ code: 'custom', path: ['russian'], message: `scheme "${t.russian}" has no rules for Russian` });
  }
  if (!SCHEMES[t.ukrainian].languages.UA) {
    ctx.addIssue({
      code: 'custom',
      path: ['ukrainian'],
      message: `scheme "${t.ukrainian}" has no rules for Ukrainian`,
    });
  }
}

export const translitConfigSchema = z
  .object({
    useTransliteration: z.boolean().default(false),
    russian: z.enum(TRANSLIT_SCHEMES).default('gost2000B'),
    ukrainian: z.enum(TRANSLIT_SCHEMES).default('national'),
  })
  .superRefine(schemesCoverLanguages);

/**
 * Chicago 16th has two systems (CMOS 14 notes-bibliography, 15 author-date); the
 * bibliography entry of notes-bibliography is the default, author-date is chosen here.
 */
export const CHICAGO_VARIANTS = ['notes-bibliography', 'author-date'] as const;
export type ChicagoVariant = (typeof CHICAGO_VARIANTS)[number];

export const chicagoOptionsSchema = z.object({
  variant: z.enum(CHICAGO_VARIANTS).default('notes-bibliography'),
});

/** The configuration of spec §3 (kept in local storage by the web app). */
export const configSchema = z.object({
  standarts: z.array(z.enum(STYLE_IDS)).default([]),
  translit: translitConfigSchema.prefault({}),
  chicago: chicagoOptionsSchema.prefault({}),
});

export type TranslitConfig = z.output<typeof translitConfigSchema>;
export type Config = z.output<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;

export const DEFAULT_CONFIG: Config = configSchema.parse({});
