import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The engine as a user gets it: `npm pack` of the built package, installed into a scratch
 * project outside the monorepo, used from Node (ESM), type-checked from TypeScript and
 * bundled for a browser. Needs the build (`npm test` builds first).
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'node_modules', '.bin');
let scratch: string;
let files: string[];

const sh = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_loglevel: 'error' },
  });

beforeAll(() => {
  const packed = mkdtempSync(join(tmpdir(), 'referent-pack-'));
  const out = JSON.parse(sh('npm', ['pack', '-w', '@referent/engine', '--json', '--pack-destination', packed], ROOT));
  files = (out[0].files as Array<{ path: string }>).map((f) => f.path);
  const tarball = join(packed, readdirSync(packed).find((f) => f.endsWith('.tgz')) as string);
  scratch = mkdtempSync(join(tmpdir(), 'referent-scratch-'));
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'scratch',
      private: true,
      type: 'module',
      dependencies: { '@referent/engine': `file:${tarball}` },
    }),
  );
  // The engine's one dependency (zod) comes from the local npm cache, as any install would.
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], scratch);
}, 180_000);

describe('the @referent/engine tarball', () => {
  it('ships the library, its types, README and licence, and no test harness', () => {
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts']),
    );
    expect(files.filter((f) => /evaluate|\.test\./.test(f))).toEqual([]);
    expect(files.filter((f) => f.startsWith('src/'))).toEqual([]);
  });

  it('works from Node as an ES module outside the monorepo', () => {
    writeFileSync(
      join(scratch, 'use.mjs'),
      `import { format, dispatch, parseCitation, transliterate, validate } from '@referent/engine';
const pub = { idTypePublication: 2, language: 'EN', title: { publicationTitle: 'Behave' }, outputData: { year: 2017, publisher: 'Penguin Books' }, authors: { 1: [{ surname: 'Sapolsky', name: 'Robert' }] } };
console.log(JSON.stringify({
  apa7: format(pub, 'apa7').text,
  error: dispatch({ bibl: pub, standarts: [] }).errorMessage,
  parsed: parseCitation('Sapolsky, R. (2017). Behave. Penguin Books.').publication.outputData.year,
  translit: transliterate('Юрий', { scheme: 'gost2000B', language: 'RU' }),
  issues: validate({ idTypePublication: 1 }, ['apa7']).map((i) => i.field),
}));`,
    );
    const result = JSON.parse(sh(process.execPath, ['use.mjs'], scratch));
    expect(result).toEqual({
      apa7: 'Sapolsky, R. (2017). Behave. Penguin Books.',
      error: 'Choоse some standart',
      parsed: '2017',
      translit: 'Yurij',
      issues: ['title.publicationTitle', 'outputData.year'],
    });
  });

  it('type-checks from TypeScript with the shipped declarations', () => {
    writeFileSync(
      join(scratch, 'use.ts'),
      `import { format, type Publication } from '@referent/engine';
const pub: Publication = { idTypePublication: 2, title: { publicationTitle: 'Behave' } };
const text: string = format(pub, 'gost').text;
// @ts-expect-error a Formatted has no such field
format(pub, 'gost').nonsense;
export { text };`,
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          target: 'ES2022',
          skipLibCheck: false,
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    expect(() => sh(join(BIN, 'tsc'), ['-p', 'tsconfig.json'], scratch)).not.toThrow();
  }, 120_000);

  it('bundles for a browser (no Node built-ins)', () => {
    writeFileSync(
      join(scratch, 'browser.js'),
      `import { format } from '@referent/engine'; document.body.textContent = format({ idTypePublication: 2, title: { publicationTitle: 'Behave' }, outputData: { year: 2017 } }, 'ieee').text;`,
    );
    const out = sh(
      join(BIN, 'esbuild'),
      ['browser.js', '--bundle', '--platform=browser', '--format=esm', '--outfile=bundle.js', '--log-level=error'],
      scratch,
    );
    expect(out).toBe('');
  });
});
