import { parseCitation, type SourceLanguage } from '@referent/engine';
import type { Command } from 'commander';
import { Sink } from '../format/sink.js';
import { type Io, readInput, UsageError } from '../io.js';

interface ParseCommandOptions {
  to: string;
  lang?: string;
  out?: string;
}

const HINTS: Record<string, SourceLanguage> = { en: 'EN', ru: 'RU', ua: 'UA', uk: 'UA' };

/**
 * `referent parse`: pasted references, one per line, read by the engine's parser into
 * Publications. `--to ndjson` prints one Publication per line, ready for `referent format`;
 * `--to json` (default) an array of `{ line, recognised, publication, confidence, warnings }`.
 * A line that holds no reference is reported on stderr with its number (exit code 1).
 */
export function registerParse(program: Command, io: Io, setExit: (code: number) => void): void {
  program
    .command('parse')
    .description('parse pasted references (one per line) into Publication JSON')
    .argument('[file]', 'text file; standard input when omitted or "-"')
    .option('-t, --to <format>', 'output: json (with confidence and warnings) or ndjson (Publications only)', 'json')
    .option('--lang <language>', 'language to assume when the script cannot tell: en, ru or ua')
    .option('-o, --out <file>', 'write to this file instead of standard output')
    .action(async (file: string | undefined, opts: ParseCommandOptions) => {
      if (opts.to !== 'json' && opts.to !== 'ndjson')
        throw new UsageError(`unknown output format "${opts.to}" (json, ndjson)`);
      const hint = opts.lang === undefined ? undefined : HINTS[opts.lang.toLowerCase()];
      if (opts.lang !== undefined && !hint) throw new UsageError(`--lang must be en, ru or ua, not "${opts.lang}"`);
      const lines = (await readInput(file, io)).split(/\r?\n/);
      const sink = new Sink(io, opts.out);
      let parsed = 0;
      let failed = 0;
      if (opts.to === 'json') sink.write('[');
      lines.forEach((text, i) => {
        if (text.trim() === '') return;
        const result = parseCitation(text, hint ? { hintLanguage: hint } : {});
        if (!result.recognised) {
          failed++;
          io.stderr(`line ${i + 1}: ${result.warnings.join(' ') || 'not recognised'}\n`);
        } else parsed++;
        if (opts.to === 'ndjson') {
          if (result.recognised) sink.write(`${JSON.stringify(result.publication)}\n`);
          return;
        }
        const { publication, confidence, warnings, recognised, identifiers } = result;
        sink.write(
          `${parsed + failed > 1 ? ',' : ''}\n${JSON.stringify({ line: i + 1, recognised, publication, confidence, identifiers, warnings })}`,
        );
      });
      if (opts.to === 'json') sink.write(parsed + failed ? '\n]\n' : ']\n');
      sink.close();
      io.stderr(`${parsed} parsed, ${failed} not recognised\n`);
      if (failed) setExit(1);
    });
}
