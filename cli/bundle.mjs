// `npm run bundle -w @referent/cli`: the CLI as a few bundles that start fast (cli/bin/referent.js
// loads dist/bundle/main.js). Two builds, so that `referent format` — the command run on one
// record as often as on a million — loads only the engine's formatting half:
// 1. main (commander, the program) + `format` + its worker thread, split into chunks;
// 2. the other commands (parse, check, convert, validate, translit, styles), which bring the
//    citation parser, the importers and the checker, in dist/bundle/commands/.
// One build for all would put the whole engine in one shared chunk (esbuild splits by file,
// and every command reaches all of the engine through its one entry), parser and all.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const CLI = dirname(fileURLToPath(import.meta.url));
const OUT = join(CLI, 'dist/bundle');
const OTHER_COMMANDS = ['styles', 'translit', 'convert', 'validate', 'parse', 'check'];

/**
 * zod's 60-odd message locales (a third of zod, a fifth of the format chunk, compiled at
 * every start) reduced to English, the only one set: no code here or in the engine calls
 * `z.config(z.locales.…())`, so messages stay the same.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: 'export { default as en } from "./en.js";\n',
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * lvovich (Russian declension, CommonJS) is built into the bundle as a module run when first
 * required; imported, it ran at every start (its rule tables: 4–5 ms of a one-record run) though
 * only gost, gost2018 and dstu decline names. The engine's one import of it
 * (parts/declension.js) gets this stand-in, which requires it at the first call.
 */
const LVOVICH_EXPORTS = ['getGender', 'inclineFirstname', 'inclineLastname', 'inclineMiddlename'];
const lvovichOnFirstCall = {
  name: 'lvovich-on-first-call',
  setup(b) {
    b.onResolve({ filter: /^lvovich$/ }, (args) =>
      args.namespace === 'lvovich-on-first-call' ? undefined : { path: 'lvovich', namespace: 'lvovich-on-first-call' },
    );
    b.onLoad({ filter: /.*/, namespace: 'lvovich-on-first-call' }, () => ({
      contents: `let lib;\nconst load = () => (lib ??= require('lvovich'));\n${LVOVICH_EXPORTS.map(
        (name) => `export const ${name} = (...args) => load().${name}(...args);`,
      ).join('\n')}\n`,
      resolveDir: CLI,
    }));
  },
};

const common = {
  absWorkingDir: CLI,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  splitting: true,
  outdir: OUT,
  entryNames: '[dir]/[name]',
  outbase: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  external: [
    'docx',
    '@referent/docx',
    'cli-progress',
    '@retorquere/bibtex-parser',
    '@citation-js/core',
    '@citation-js/plugin-ris',
    'mammoth',
  ],
  banner: {
    js: "import { createRequire as __referentRequire } from 'node:module'; const require = __referentRequire(import.meta.url);",
  },
  // The engine's list-free entry: the journal-title lists are loaded by journal-lists.ts when a
  // style needs them (the default entry's import of them is dropped by esbuild anyway, which
  // left vancouver and acs unabbreviated in the bundle).
  alias: { '@referent/engine': '@referent/engine/api' },
  logLevel: 'warning',
  plugins: [zodEnglishOnly, lvovichOnFirstCall],
};

/**
 * program.js's `import('./commands/<other>.js')` stays an import of build 2's file, and so
 * does format's `import('./translit.js')` (for --romanize), from the chunk format lands in:
 * bundled here, esbuild put the romanised list's modules, and zod with them, in the chunk
 * every run of `format` loads.
 */
const otherCommandsExternal = {
  name: 'other-commands-external',
  setup(b) {
    const filter = new RegExp(`^\\./commands/(${OTHER_COMMANDS.join('|')})\\.js$`);
    b.onResolve({ filter }, (args) => ({ path: args.path, external: true }));
    b.onResolve({ filter: /^\.\/translit\.js$/ }, (args) =>
      /[\\/]commands[\\/]format\.js$/.test(args.importer)
        ? { path: '../commands/translit.js', external: true }
        : undefined,
    );
  },
};

rmSync(OUT, { recursive: true, force: true });
await build({
  ...common,
  // The worker sits beside the chunk that starts it (worker-pool: `new URL('./worker.js', import.meta.url)`).
  entryPoints: { main: 'dist/main.js', 'chunks/worker': 'dist/format/worker.js' },
  plugins: [zodEnglishOnly, lvovichOnFirstCall, otherCommandsExternal],
});
await build({
  ...common,
  entryPoints: OTHER_COMMANDS.map((c) => `dist/commands/${c}.js`),
});

// format's chunk imports build 2's translit.js by a path relative to the chunks folder.
for (const f of readdirSync(join(OUT, 'chunks')).filter((n) => n.startsWith('format-')))
  if (readFileSync(join(OUT, 'chunks', f), 'utf8').includes('"../commands/translit.js"') !== true)
    throw new Error(`${f} does not import ../commands/translit.js`);
if (!existsSync(join(OUT, 'commands/translit.js'))) throw new Error('commands/translit.js was not built');

// The worker's URL is resolved at run time, so check here that it resolves to the worker.
for (const dir of [OUT, join(OUT, 'chunks')])
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.js')))
    if (readFileSync(join(dir, f), 'utf8').includes('new URL("./worker.js"') && !existsSync(join(dir, 'worker.js')))
      throw new Error(`${f} starts ./worker.js, which is not beside it`);
