import type { Config } from './config.js';
import {
  CHICAGO_VARIANTS,
  type ChicagoVariant,
  STYLE_IDS,
  type StyleId,
  schemeGaps,
  TRANSLIT_SCHEMES,
  type TranslitScheme,
} from './config-ids.js';
import { isObject, optionIssue, type SchemaIssue, typeIssue } from './schema-issue.js';

export type ConfigParse =
  | { success: true; data: Config; error?: undefined }
  | { success: false; data?: undefined; error: { issues: SchemaIssue[] } };

const STYLE_SET = new Set<string>(STYLE_IDS);
const SCHEME_SET = new Set<string>(TRANSLIT_SCHEMES);
const VARIANT_SET = new Set<string>(CHICAGO_VARIANTS);

/** An enum field with a default: absent (undefined) takes the default. */
function option<T extends string>(
  v: unknown,
  values: readonly T[],
  set: ReadonlySet<string>,
  fallback: T,
  path: PropertyKey[],
  issues: SchemaIssue[],
): T {
  if (v === undefined) return fallback;
  if (typeof v === 'string' && set.has(v)) return v as T;
  issues.push(optionIssue(values, path));
  return fallback;
}

function translit(v: unknown, issues: SchemaIssue[]): Config['translit'] | undefined {
  // `prefault({})`: absent is parsed as an empty object.
  const input = v === undefined ? {} : v;
  if (!isObject(input)) {
    issues.push(typeIssue('object', input, ['translit']));
    return undefined;
  }
  const own: SchemaIssue[] = [];
  const use = input.useTransliteration;
  if (use !== undefined && typeof use !== 'boolean')
    own.push(typeIssue('boolean', use, ['translit', 'useTransliteration']));
  const russian: TranslitScheme = option(
    input.russian,
    TRANSLIT_SCHEMES,
    SCHEME_SET,
    'gost2000B',
    ['translit', 'russian'],
    own,
  );
  const ukrainian: TranslitScheme = option(
    input.ukrainian,
    TRANSLIT_SCHEMES,
    SCHEME_SET,
    'national',
    ['translit', 'ukrainian'],
    own,
  );
  issues.push(...own);
  // zod runs the refinement only on an object that parsed without issues.
  if (own.length) return undefined;
  for (const gap of schemeGaps({ russian, ukrainian })) {
    issues.push({ code: 'custom', path: ['translit', ...gap.path], message: gap.message });
  }
  return { useTransliteration: use === true, russian, ukrainian };
}

function chicago(v: unknown, issues: SchemaIssue[]): Config['chicago'] | undefined {
  const input = v === undefined ? {} : v;
  if (!isObject(input)) {
    issues.push(typeIssue('object', input, ['chicago']));
    return undefined;
  }
  const variant: ChicagoVariant = option(
    input.variant,
    CHICAGO_VARIANTS,
    VARIANT_SET,
    'notes-bibliography',
    ['chicago', 'variant'],
    issues,
  );
  return { variant };
}

function standarts(v: unknown, issues: SchemaIssue[]): StyleId[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) {
    issues.push(typeIssue('array', v, ['standarts']));
    return [];
  }
  const out = new Array<StyleId>(v.length);
  for (let i = 0; i < v.length; i++) {
    const id = v[i];
    if (typeof id === 'string' && STYLE_SET.has(id)) out[i] = id as StyleId;
    else issues.push(optionIssue(STYLE_IDS, ['standarts', i]));
  }
  return out;
}

/**
 * `configSchema.safeParse(input)` without zod (a fifth of `referent format`'s start-up): the
 * same defaults, the same stripped keys, the same issues (code, path, message) in the same
 * order; parse-config.test.ts checks it against zod for random valid and invalid inputs.
 */
export function parseConfig(input: unknown): ConfigParse {
  if (!isObject(input)) return { success: false, error: { issues: [typeIssue('object', input, [])] } };
  const issues: SchemaIssue[] = [];
  const data = {
    standarts: standarts(input.standarts, issues),
    translit: translit(input.translit, issues),
    chicago: chicago(input.chicago, issues),
  };
  return issues.length ? { success: false, error: { issues } } : { success: true, data: data as Config };
}

/** The configuration of a call that gives none. */
export const DEFAULT_CONFIG: Config = {
  standarts: [],
  translit: { useTransliteration: false, russian: 'gost2000B', ukrainian: 'national' },
  chicago: { variant: 'notes-bibliography' },
};
