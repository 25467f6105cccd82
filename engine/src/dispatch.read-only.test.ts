/**
 * The dispatcher formats a record that is already in the schema's form without copying it
 * (`parsePublicationToRead`), so formatting must only read it: every golden's record, deep
 * frozen (a write then throws, ES modules being strict), formats in every style, with and
 * without transliteration, to the same text as an unfrozen copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatch } from './dispatch.js';
import { STYLE_IDS } from './model/config-ids.js';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const root = join(import.meta.dirname, '..', '..', 'fixtures', 'styles');
const inputs: unknown[] = [];
for (const style of readdirSync(root))
  for (const file of readdirSync(join(root, style)).filter((f) => f.endsWith('.json')))
    for (const c of JSON.parse(readFileSync(join(root, style, file), 'utf8')) as { input: unknown }[])
      inputs.push(c.input);

describe('dispatch reads a record without changing it', () => {
  for (const config of [undefined, { translit: { useTransliteration: true } }]) {
    it(`formats deep-frozen golden records as it formats copies${config ? ', transliterating' : ''}`, () => {
      expect(inputs.length).toBeGreaterThan(500);
      // Transliterating, every third record (the romanised copy is made apart from the record).
      for (const input of config ? inputs.filter((_, i) => i % 3 === 0) : inputs) {
        const item = { standarts: [...STYLE_IDS] };
        const frozen = dispatch({ ...item, bibl: deepFreeze(structuredClone(input)) }, config);
        const copy = dispatch({ ...item, bibl: structuredClone(input) }, config);
        expect(frozen).toEqual(copy);
      }
    });
  }
});
