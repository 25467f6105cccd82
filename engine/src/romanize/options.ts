import { z } from 'zod';
import { schemesCoverLanguages, TRANSLIT_SCHEMES } from '../model/config.js';

/**
 * The list-level `romanize` option: the scheme for each language, as the journal names it
 * (BGN/PCGN, LC, GOST 7.79 B, Ukraine's national scheme), and the layout — the default
 * 'References' layout, or any transliterable (international) style id.
 * Defaults: BGN/PCGN for Russian, the national 2010 scheme for Ukrainian.
 */
export const romanizeOptionsSchema = z
  .object({
    russian: z.enum(TRANSLIT_SCHEMES).default('bgn'),
    ukrainian: z.enum(TRANSLIT_SCHEMES).default('national'),
    style: z.string().default('references'),
  })
  .superRefine(schemesCoverLanguages);

export type RomanizeOptions = z.output<typeof romanizeOptionsSchema>;
export type RomanizeOptionsInput = z.input<typeof romanizeOptionsSchema>;

/** The id of the default layout (not a style of the spec's list). */
export const REFERENCES_LAYOUT = 'references';
