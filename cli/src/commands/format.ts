import { open, stat, writeFile } from 'node:fs/promises';
import type { DocxSection } from '@referent/docx/node';
import { decodeText } from '@referent/engine';
import type { Command } from 'commander';
import { packable, StreamEmitter, sectionsOf, writeSections } from '../format/emit.js';
import {
  errorLine,
  type FormatJob,
  importWarningLine,
  type OutputFormat,
  type RecordResult,
} from '../format/format-record.js';
import { jobsOf, outputFormatOf, stylesOf, translitOf } from '../format/options.js';
import { createProgress } from '../format/progress.js';
import { formatResults, type ResultSource } from '../format/results.js';
import { Sink } from '../format/sink.js';
import { detectSourceFormat, type SourceFormat, sourceFormatOf } from '../input/source-format.js';
import { assertFile, assertText, type Io, isEmptyInput, reportNoRecords } from '../io.js';
import { loadJournalListsFor } from '../journal-lists.js';

interface FormatOptions {
  style: string;
  to: string;
  from?: string;
  out?: string;
  translit?: string;
  sort?: boolean;
  strict?: boolean;
  jobs?: string;
  romanize?: boolean;
  romanizeSchemes?: string;
}

/** The first few KiB of a file, enough to tell its format. */
async function headOf(file: string): Promise<string> {
  await assertFile(file);
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return assertText(decodeText(buffer.subarray(0, bytesRead)), file);
  } finally {
    await handle.close();
  }
}

/**
 * Where the records come from and in which format: a file is detected from its name and
 * first bytes; standard input is read whole to be detected unless `--from` names it (so
 * `--from ndjson` streams a pipe).
 */
async function sourceOf(
  file: string | undefined,
  from: string | undefined,
  io: Io,
): Promise<{ format: SourceFormat; text?: string; empty?: boolean }> {
  const stdin = !file || file === '-';
  if (from && stdin) return { format: sourceFormatOf(from) };
  if (!stdin) {
    const head = await headOf(file);
    const empty = isEmptyInput(head) && (await stat(file)).size <= head.length;
    return { format: from ? sourceFormatOf(from) : detectSourceFormat(file, head), empty };
  }
  const text = assertText(await io.readStdin(), file);
  return { format: detectSourceFormat(undefined, text), text, empty: isEmptyInput(text) };
}

/** Tallies records, reports failures on stderr, and stops at the first one under --strict. */
class Tally {
  formatted = 0;
  failed = 0;
  /** Records printed with a warning (missing what spec §5 requires). */
  warned = 0;
  stopped = false;
  constructor(
    private readonly io: Io,
    private readonly strict: boolean,
    /** The input held nothing but white space. */
    readonly empty = false,
  ) {}

  /** Counts one result; false when the batch must stop. */
  take(r: RecordResult): boolean {
    // The importer's warnings come first, as `convert` prints them; they do not change the exit code.
    if (r.importWarnings?.length) this.io.stderr(importWarningLine({ ...r, warnings: r.importWarnings }));
    if (r.errors.length === 0) {
      this.formatted++;
      if (r.warnings?.length) {
        this.warned++;
        this.io.stderr(errorLine({ ...r, errors: r.warnings }, 'warning'));
      }
      return true;
    }
    this.failed++;
    this.io.stderr(errorLine(r));
    this.stopped = this.strict;
    return !this.strict;
  }

  summary(): string {
    const warned = this.warned ? `, ${this.warned} with warnings` : '';
    return `${this.formatted} formatted${warned}, ${this.failed} failed${this.stopped ? ' (stopped at the first error: --strict)' : ''}\n`;
  }
}

async function writeDocx(
  results: RecordResult[],
  styles: string[],
  sort: boolean,
  out: string | undefined,
  io: Io,
  extra: DocxSection[] = [],
): Promise<void> {
  // Loaded only for .docx output, so other runs do not pay for the Word writer's start-up.
  const { bibliographyDocx, docxFileName } = await import('@referent/docx/node');
  const bytes = await bibliographyDocx([...sectionsOf(results, styles, sort), ...extra]);
  if (out === '-' && io.stdoutBytes) {
    io.stdoutBytes(bytes);
    return;
  }
  const file = out && out !== '-' ? out : docxFileName();
  await writeFile(file, bytes);
  io.stderr(`wrote ${file}\n`);
}

/** Whole bibliographies are needed for sorting, for .docx and for several styles in text/html/md. */
const needsWholeList = (to: OutputFormat, styles: string[], sort: boolean) =>
  to === 'docx' || (to !== 'json' && (sort || styles.length > 1));

async function runFormat(file: string | undefined, opts: FormatOptions, io: Io): Promise<Tally> {
  const styles = stylesOf(opts.style);
  const to = outputFormatOf(opts.to);
  const jobs = jobsOf(opts.jobs);
  const romanizing = opts.romanizeSchemes ?? opts.romanize;
  // The romanised list's code (and zod, which reads its options) loads only when it is asked for.
  const translit = romanizing === undefined || romanizing === false ? undefined : await import('./translit.js');
  const romanize = translit?.romanizeOptionOf(romanizing, to);
  const whole = needsWholeList(to, styles, Boolean(opts.sort)) || romanize !== undefined;
  await loadJournalListsFor([...styles, romanize?.style]);
  const job: FormatJob = {
    styles,
    to,
    config: translitOf(opts.translit),
    keepRich: whole,
    packed: !whole && packable(to, styles, Boolean(opts.strict)),
  };
  const { format, text, empty } = await sourceOf(file, opts.from, io);
  if (empty) return new Tally(io, false, true);
  const size = format === 'ndjson' && file && file !== '-' && io.stderrIsTty ? (await stat(file)).size : 0;
  const progress = await createProgress(Boolean(io.stderrIsTty), size, 'bytes');
  const src: ResultSource = { file, format, jobs, progress, ...(text !== undefined ? { text } : {}) };
  const tally = new Tally(io, Boolean(opts.strict));
  const kept: RecordResult[] = [];
  const sink = to === 'docx' ? undefined : new Sink(io, opts.out);
  const emitter = sink && !whole ? new StreamEmitter(sink, to, styles) : undefined;
  try {
    for await (const r of formatResults(src, io, job)) {
      if ('packed' in r) {
        // A batch rendered whole (never under --strict): report its records that need it, in order, write its text.
        for (const f of r.reported) tally.take(f);
        tally.formatted += r.count - r.reported.length;
        emitter?.packed(r);
        continue;
      }
      const goOn = tally.take(r);
      if (!goOn) break;
      if (emitter) emitter.record(r);
      else if (r.errors.length === 0) kept.push(r);
    }
    emitter?.end();
  } finally {
    progress.stop();
  }
  const romanized = translit?.romanizedSections(kept, styles, Boolean(opts.sort), romanize) ?? [];
  if (to === 'docx') await writeDocx(kept, styles, Boolean(opts.sort), opts.out, io, romanized);
  else if (whole && sink)
    writeSections(sink, to as 'text' | 'html' | 'md', [...sectionsOf(kept, styles, Boolean(opts.sort)), ...romanized]);
  sink?.close();
  return tally;
}

/** `referent format`: formats records from any supported input in one or more styles. */
export function registerFormat(program: Command, io: Io, setExit: (code: number) => void): void {
  program
    .command('format')
    .description('format publications (Publication JSON, NDJSON, CSL-JSON, BibTeX or RIS) in one or more styles')
    .argument('[file]', 'input file; standard input when omitted or "-"')
    .requiredOption('-s, --style <ids>', 'style id(s), comma-separated, or "all" (see `referent styles`)')
    .option('-t, --to <format>', 'output: text, html, md, json or docx', 'text')
    .option(
      '-f, --from <format>',
      'input format: publication-json, ndjson, csl-json, bibtex or ris (detected when omitted)',
    )
    .option(
      '-o, --out <file>',
      'write to this file instead of standard output (for docx: a generated name when omitted)',
    )
    .option('--translit <schemes>', 'transliterate Russian/Ukrainian sources, e.g. ru=gost2000B,ua=national')
    .option('--sort', 'order each bibliography as its style requires')
    .option('--romanize', "also print the romanised 'References' list (docs/transliteration.md)")
    .option(
      '--romanize-schemes <list>',
      'its schemes and layout, e.g. ru=lc,ua=national,style=apa7 (implies --romanize)',
    )
    .option('--strict', 'stop at the first record that fails')
    .option('-j, --jobs <n>', 'worker threads for NDJSON input (default: the number of cores)')
    .action(async (file: string | undefined, opts: FormatOptions) => {
      const tally = await runFormat(file, opts, io);
      if (tally.empty || tally.formatted + tally.failed === 0) return reportNoRecords(file, io, setExit);
      io.stderr(tally.summary());
      if (tally.failed || tally.warned) setExit(1);
    });
}
