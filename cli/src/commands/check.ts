import { writeFile } from 'node:fs/promises';
import { bibliographyOrder, isNumericStyle, type Publication, styleById } from '@referent/engine';
import type { Command } from 'commander';
import { checkEntry } from '../check/entry-check.js';
import { fixedList, fixedManuscript } from '../check/fix.js';
import { citationOrderIssues, duplicateIssues, orderIssues } from '../check/list-check.js';
import { readManuscript } from '../check/manuscript.js';
import { findReferenceList } from '../check/reference-list.js';
import { type CheckReport, entryReport, githubReport, textReport } from '../check/report.js';
import { type Io, UsageError } from '../io.js';
import { loadJournalListsFor } from '../journal-lists.js';

interface CheckOptions {
  style: string;
  format: string;
  fix?: boolean;
  out?: string;
}

const FORMATS = ['text', 'json', 'github'];

/**
 * `referent check`: a reference-list linter for manuscripts and CI. Reads a .docx, .md, .txt
 * or .tex manuscript (or a plain list on standard input), finds its reference list, reads
 * each entry, writes it again in the chosen style and reports what differs, with the
 * proposed text; checks the list's order against the style and looks for duplicates.
 * Exit code 1 when anything deviates (with `--fix`: when something could not be fixed).
 */
export function registerCheck(program: Command, io: Io, setExit: (code: number) => void): void {
  program
    .command('check')
    .description("check a manuscript's reference list against a style (.docx, .md, .txt, .tex, or a list on stdin)")
    .argument('[file]', 'the manuscript; standard input (a plain list, one entry per line) when omitted or "-"')
    .requiredOption('-s, --style <id>', 'the style the list must follow (see `referent styles`)')
    .option('-f, --format <format>', 'report as text, json or github (GitHub Actions annotations)', 'text')
    .option(
      '--fix',
      'write the corrected list: in place for .md, .txt and .tex, to standard output for .docx and stdin',
    )
    .option('-o, --out <file>', 'with --fix, write the corrected manuscript (or list) to this file')
    .action(async (file: string | undefined, opts: CheckOptions) => {
      if (!styleById(opts.style)) throw new UsageError(`unknown style: ${opts.style} (see \`referent styles\`)`);
      if (!FORMATS.includes(opts.format))
        throw new UsageError(`unknown report format "${opts.format}" (${FORMATS.join(', ')})`);
      if (opts.out && !opts.fix) throw new UsageError('--out needs --fix');
      await loadJournalListsFor([opts.style]);
      const manuscript = await readManuscript(file, io.readStdin);
      const list = findReferenceList(manuscript);
      const checks = list.entries.map((e) => checkEntry(e.text, opts.style));
      const located = list.entries.map((e, i) => ({
        text: e.text,
        line: e.line,
        ...(checks[i]?.publication ? { publication: checks[i]?.publication as Publication } : {}),
      }));
      const listIssues = [
        ...orderIssues(located, opts.style),
        ...citationOrderIssues(list.body, list.entries.length, opts.style),
        ...duplicateIssues(located),
      ];
      const entries = list.entries.map((e, i) => entryReport(i, e, checks[i] as NonNullable<(typeof checks)[number]>));
      const report: CheckReport = {
        file: file && file !== '-' ? file : '(stdin)',
        style: opts.style,
        heading: list.heading ?? null,
        entries,
        list: listIssues,
        summary: {
          entries: entries.length,
          deviating: entries.filter((e) => !e.ok).length,
          listIssues: listIssues.length,
        },
      };

      let fixedTo: 'stdout' | 'file' | undefined;
      if (opts.fix) {
        const fixed = list.entries.map((entry, i) => ({ entry, text: checks[i]?.proposed ?? entry.text }));
        // The style's order, for the styles that sort (numeric styles keep the citation order).
        const read = checks.every((c) => c.publication);
        const order =
          read && !isNumericStyle(opts.style)
            ? bibliographyOrder(
                checks.map((c) => c.publication as Publication),
                opts.style,
              )
            : fixed.map((_, i) => i);
        const ordered = order.map((i) => fixed[i] as (typeof fixed)[number]);
        const whole = manuscript.kind === 'docx' || manuscript.kind === 'list';
        const text = whole ? fixedList(ordered) : `${fixedManuscript(manuscript, ordered)}`;
        const target = opts.out ?? (whole ? undefined : file);
        if (target) {
          await writeFile(target, text.endsWith('\n') ? text : `${text}\n`);
          fixedTo = 'file';
        } else {
          io.stdout(text);
          fixedTo = 'stdout';
        }
      }

      // With the corrected text on standard output, the report goes to standard error.
      const print = fixedTo === 'stdout' ? io.stderr : io.stdout;
      if (opts.format === 'json') print(`${JSON.stringify(report, null, 2)}\n`);
      else if (opts.format === 'github') print(githubReport(report));
      else print(textReport(report));
      if (fixedTo === 'file') io.stderr(`corrected list written to ${opts.out ?? file}\n`);

      const unfixable = entries.some((e) => !e.ok && e.proposed === null) || listIssues.some((i) => i.kind !== 'order');
      const deviates = report.summary.deviating > 0 || listIssues.length > 0 || entries.length === 0;
      if (opts.fix ? unfixable || entries.length === 0 : deviates) setExit(1);
    });
}
