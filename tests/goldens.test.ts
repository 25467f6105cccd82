/**
 * The golden runner: every case of fixtures/styles/<style>/<type>.json is formatted and
 * compared with its expected text (and HTML where marks matter). A case may carry
 * `knownFailure` with a reason; it must then fail, so an unexpected pass is noticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, type PublicationInput } from '@referent/engine';
import { afterAll, describe, expect, it } from 'vitest';

interface GoldenCase {
  name: string;
  source: string;
  input: PublicationInput;
  text: string;
  html?: string;
  options?: Record<string, unknown>;
  knownFailure?: string;
  /** The manual's own printed example (true) or composed by the project (false): tests/golden-sources.test.ts. */
  verbatim?: boolean;
}

const root = join(import.meta.dirname, '..', 'fixtures', 'styles');
const table: string[] = [];

for (const style of readdirSync(root).sort()) {
  describe(`goldens: ${style}`, () => {
    for (const file of readdirSync(join(root, style))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const type = file.replace(/\.json$/, '');
      const cases = JSON.parse(readFileSync(join(root, style, file), 'utf8')) as GoldenCase[];
      let passed = 0;
      for (const c of cases) {
        it(`${type}: ${c.name}`, () => {
          expect(c.source, 'every golden names its source').toBeTruthy();
          const out = format(c.input, style, c.options);
          const ok = out.text === c.text && (c.html === undefined || out.html === c.html);
          if (c.knownFailure) {
            expect(ok, `known failure now passes, remove knownFailure: ${c.knownFailure}`).toBe(false);
            return;
          }
          expect(out.text).toBe(c.text);
          if (c.html !== undefined) expect(out.html).toBe(c.html);
          passed++;
        });
      }
      afterAll(() => {
        table.push(`${style.padEnd(10)} ${type.padEnd(13)} ${passed}/${cases.length}`);
      });
    }
  });
}

afterAll(() => {
  if (process.env.GOLDEN_TABLE) console.log(`\nstyle      type          passed\n${table.sort().join('\n')}`);
});
