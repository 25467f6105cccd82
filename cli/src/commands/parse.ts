import { existsSync } from 'node:fs';
import { format, parseCitation, type SourceLanguage, styleById } from '@referent/engine';
import type { Command } from 'commander';
import { Sink } from '../format/sink.js';
import { type Io, readInput, UsageError } from '../io.js';
import { loadJournalListsFor } from '../journal-lists.js';

interface ParseCommandOptions {
  to: string;
  lang?: string;
  out?: string;
  style?: string;
}

/** The parsed publication formatted in `style`, or null when it cannot be. */
function formatted(publication: Parameters<typeof format>[0], style: string): string | null {
  try {
    return format(publication, style).text;
  } catch {
    return null;
  }
}

const HINTS: Record<string, SourceLanguage> = { en: 'EN', ru: 'RU', ua: 'UA', uk: 'UA' };

/**
 * `referent parse`: pasted references, one per line, read by the engine's parser into
 * Publications. By default (`--to results`) it prints one NDJSON line
 * `{ publication, confidence, warnings }` per input line, in order, recognised or not (a
 * blank line too), so its output lines up with its input in a pipeline. `--to ndjson`
 * prints one Publication per recognised line, ready for `referent format`; `--to json` an
 * array of `{ line, recognised, publication, confidence, identifiers, warnings }`.
 * A line that holds no reference is reported on stderr with its number (exit code 1).
 * A citation can be given as the argument itself instead of a file; `--style` adds the
 * parsed publication formatted in that style (`formatted`).
 */
export function registerParse(program: Command, io: Io, setExit: (code: number) => void): void {
  program
    .command('parse')
    .description('parse pasted references (one per line) into Publication JSON')
    .argument('[file]', 'text file, or the citation itself; standard input when omitted or "-"')
    .option(
      '-t, --to <format>',
      'output: results (NDJSON, one result per input line), json (an array with line numbers) or ndjson (Publications only)',
      'results',
    )
    .option('-s, --style <id>', 'also format each parsed publication in this style (json and results)')
    .option('--lang <language>', 'language to assume when the script cannot tell: en, ru or ua')
    .option('-o, --out <file>', 'write to this file instead of standard output')
    .action(async (file: string | undefined, opts: ParseCommandOptions) => {
      if (opts.to !== 'json' && opts.to !== 'ndjson' && opts.to !== 'results')
        throw new UsageError(`unknown output format "${opts.to}" (json, ndjson, results)`);
      if (opts.style !== undefined && !styleById(opts.style))
        throw new UsageError(`unknown style: ${opts.style} (see \`referent styles\`)`);
      if (opts.style !== undefined && opts.to === 'ndjson')
        throw new UsageError('--style needs --to json or --to results (ndjson prints Publications only)');
      await loadJournalListsFor([opts.style]);
      const hint = opts.lang === undefined ? undefined : HINTS[opts.lang.toLowerCase()];
      if (opts.lang !== undefined && !hint) throw new UsageError(`--lang must be en, ru or ua, not "${opts.lang}"`);
      // A path that does not exist is the citation itself: `referent parse "Smith J. …"`.
      const given = file !== undefined && file !== '-' && !existsSync(file) && /\s/.test(file);
      const lines = (given ? file : await readInput(file, io)).split(/\r?\n/);
      const sink = new Sink(io, opts.out);
      let parsed = 0;
      let failed = 0;
      if (opts.to === 'json') sink.write('[');
      // A final newline does not make one more input line.
      if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
      lines.forEach((text, i) => {
        if (text.trim() === '' && opts.to !== 'results') return;
        const result = parseCitation(text, hint ? { hintLanguage: hint } : {});
        if (!result.recognised) {
          failed++;
          io.stderr(`line ${i + 1}: ${result.warnings.join(' ') || 'not recognised'}\n`);
        } else parsed++;
        if (opts.to === 'results') {
          const { publication, confidence, warnings } = result;
          const row = opts.style
            ? {
                publication,
                confidence,
                warnings,
                formatted: result.recognised ? formatted(publication, opts.style) : null,
              }
            : { publication, confidence, warnings };
          sink.write(`${JSON.stringify(row)}\n`);
          return;
        }
        if (opts.to === 'ndjson') {
          if (result.recognised) sink.write(`${JSON.stringify(result.publication)}\n`);
          return;
        }
        const { publication, confidence, warnings, recognised, identifiers } = result;
        const row = { line: i + 1, recognised, publication, confidence, identifiers, warnings };
        if (opts.style) Object.assign(row, { formatted: recognised ? formatted(publication, opts.style) : null });
        sink.write(`${parsed + failed > 1 ? ',' : ''}\n${JSON.stringify(row)}`);
      });
      if (opts.to === 'json') sink.write(parsed + failed ? '\n]\n' : ']\n');
      sink.close();
      io.stderr(`${parsed} parsed, ${failed} not recognised\n`);
      if (failed) setExit(1);
    });
}
