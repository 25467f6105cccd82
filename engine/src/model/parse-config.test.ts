/**
 * `parseConfig` against `configSchema.safeParse` (zod): for random configurations, valid and
 * invalid (wrong types, unknown ids and keys, schemes without a language's rules, non-plain
 * objects), both accept the same inputs, give the same configuration, and report the same
 * issues (code, path, message) in the same order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.js';
import { CHICAGO_VARIANTS, STYLE_IDS, TRANSLIT_SCHEMES } from './config-ids.js';
import { DEFAULT_CONFIG, parseConfig } from './parse-config.js';

const odd = fc.constantFrom<unknown>(null, true, 3, Number.NaN, 'x', [], {}, new Date(0), Object.create(null), 10n);
const maybe = <T>(a: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 12, arbitrary: a },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: odd },
  );

const translit = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record(
      {
        useTransliteration: maybe(fc.boolean()),
        russian: maybe(fc.constantFrom(...TRANSLIT_SCHEMES, 'bogus')),
        ukrainian: maybe(fc.constantFrom(...TRANSLIT_SCHEMES, 'bogus')),
        zz: fc.integer(),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: odd },
);
const config = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.record(
      {
        standarts: maybe(fc.array(fc.oneof(fc.constantFrom(...STYLE_IDS), odd, fc.constant('nope')), { maxLength: 3 })),
        translit,
        chicago: maybe(fc.record({ variant: maybe(fc.constantFrom(...CHICAGO_VARIANTS, 'x')) }, { requiredKeys: [] })),
        extra: fc.integer(),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: odd },
);

const seen = (issues: readonly { code: string; path: PropertyKey[]; message: string }[] = []) =>
  issues.map(({ code, path, message }) => ({ code, path, message }));

describe('parseConfig', () => {
  it('agrees with zod on acceptance, the configuration and the issues', () => {
    let accepted = 0;
    fc.assert(
      fc.property(config, (input) => {
        const ours = parseConfig(input);
        const zod = configSchema.safeParse(input);
        expect(ours.success).toBe(zod.success);
        if (ours.success && zod.success) {
          accepted++;
          expect(ours.data).toStrictEqual(zod.data);
          expect(JSON.stringify(ours.data)).toBe(JSON.stringify(zod.data));
        } else expect(seen(ours.error?.issues)).toEqual(seen(zod.error?.issues));
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(300);
    expect(accepted).toBeLessThan(2700);
  });

  it('gives the default configuration for none', () => {
    expect(DEFAULT_CONFIG).toStrictEqual(configSchema.parse({}));
    expect(parseConfig({})).toStrictEqual({ success: true, data: DEFAULT_CONFIG });
  });
});
