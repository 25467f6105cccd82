/**
 * A bundler keeps what the default entry loads for its side effect: the NLM and CASSI journal
 * lists (engine/package.json `sideEffects`). Before `./dist/index.js` was listed there, esbuild
 * followed `export * from './api.js'` past the entry and dropped the lists, so a bundled
 * `format` printed "The New England Journal of Medicine" in vancouver. The browser entry
 * (`@referent/engine/api`) must stay without them.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

async function bundle(entry: string): Promise<string> {
  const out = await build({
    stdin: { contents: `export { format } from '${entry}';`, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'silent',
    external: ['zod', 'lvovich'],
  });
  return out.outputFiles[0]?.text ?? '';
}

/** A line of the NLM list's data only (comments and examples elsewhere name "N Engl J Med" too). */
const LIST_DATA = '20 century british history';

describe('the engine under a bundler', () => {
  it('keeps the journal lists of the default entry and leaves them out of the api entry', async () => {
    expect(await bundle('@referent/engine')).toContain(LIST_DATA);
    expect(await bundle('@referent/engine/api')).not.toContain(LIST_DATA);
  }, 60_000);
});
