import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { GOST_FAMILY } from './fields.js';
import { formOf, publicationOf } from './record-form.js';

const ROOT = fileURLToPath(new URL('../../../../fixtures/styles/', import.meta.url));

interface Golden {
  name: string;
  input: Record<string, unknown>;
  options?: Record<string, unknown>;
}

/**
 * Every golden record (the handbook's examples, which "make this reference" opens in the
 * form) taken into the form and back prints as before: the form loses nothing it does not
 * show, and shows the host of a part.
 */
describe('record form round trip over the goldens', () => {
  for (const style of readdirSync(ROOT)) {
    it(style, () => {
      let checked = 0;
      for (const file of readdirSync(`${ROOT}${style}`).filter((f) => f.endsWith('.json'))) {
        const goldens = JSON.parse(readFileSync(`${ROOT}${style}/${file}`, 'utf8')) as Golden[];
        for (const g of goldens) {
          const series = (g.input.series ?? {}) as Record<string, unknown>;
          // Spec §5: the number field is GOST and DSTU's only; the form leaves it out of other styles.
          if (series.number !== undefined && !GOST_FAMILY.includes(style)) continue;
          const back = publicationOf(formOf(g.input), [style]);
          expect(format(back, style, g.options).text, `${file}: ${g.name}`).toBe(
            format(g.input, style, g.options).text,
          );
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
    });
  }
});
