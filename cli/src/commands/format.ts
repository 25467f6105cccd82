import { dispatch, type Rich, styleById, toHtml, toText } from '@referent/engine';
import type { Command } from 'commander';
import { type Io, readInput, UsageError } from '../io.js';

interface FormatOptions {
  style: string;
  to: string;
}

const RENDERERS: Record<string, (rich: Rich) => string> = { text: toText, html: toHtml };

/** Parses the input file: one Publication object or an array of them. */
export function parseRecords(text: string): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`input is not valid JSON: ${(e as Error).message}`);
  }
  return Array.isArray(data) ? data : [data];
}

/** `referent format`: formats Publication JSON in one or more styles, one reference per line. */
export function registerFormat(program: Command, io: Io, setExit: (code: number) => void): void {
  program
    .command('format')
    .description('format publications (a JSON object or array) in one or more styles')
    .argument('[file]', 'input file; standard input when omitted or "-"')
    .requiredOption('-s, --style <ids>', 'style id(s), comma-separated (see `referent styles`)')
    .option('-t, --to <format>', 'output: text or html', 'text')
    .action(async (file: string | undefined, opts: FormatOptions) => {
      const styles = opts.style
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = styles.filter((s) => !styleById(s));
      if (unknown.length) throw new UsageError(`unknown style: ${unknown.join(', ')} (see \`referent styles\`)`);
      const render = RENDERERS[opts.to];
      if (!render) throw new UsageError(`unknown output format "${opts.to}" (text, html)`);
      const records = parseRecords(await readInput(file, io));
      let failed = 0;
      records.forEach((record, index) => {
        const result = dispatch({ bibl: record, standarts: styles });
        if (result.state === 'error') {
          failed++;
          const issues = result.issues?.length
            ? result.issues.map((i) => `${i.field}: ${i.message}`).join('; ')
            : result.errorMessage;
          io.stderr(`record ${index}: ${issues}\n`);
          return;
        }
        for (const style of styles) io.stdout(`${render(result.rich[style] ?? [])}\n`);
      });
      if (failed) {
        io.stderr(`${records.length - failed} formatted, ${failed} failed\n`);
        setExit(1);
      }
    });
}
