import {
  bibtexFromPublication,
  bibtexKey,
  cslFromPublication,
  type Publication,
  publicationSchema,
  risFromPublication,
} from '@referent/engine';
import type { Command } from 'commander';
import { importWarningLine } from '../format/format-record.js';
import { Sink } from '../format/sink.js';
import { readRecords } from '../input/read-records.js';
import { detectSourceFormat, type SourceFormat, sourceFormatOf } from '../input/source-format.js';
import { type Io, isEmptyInput, readInput, reportNoRecords, UsageError } from '../io.js';
import { schemaIssues } from './validate.js';

/** The formats `referent convert` writes. */
export const TARGET_FORMATS = ['publication-json', 'ndjson', 'csl-json', 'bibtex', 'ris'] as const;
type TargetFormat = (typeof TARGET_FORMATS)[number];

/** A BibTeX key for a record without its own id: first author's surname (Latin letters) and year, made unique. */
function keyOf(pub: Publication, used: Set<string>): string {
  // The record's own id made a safe key (a CSL id may be a URL), so every export reads back.
  const own = typeof pub.id === 'string' || typeof pub.id === 'number' ? bibtexKey(pub.id) : '';
  const surname =
    pub.authors?.['1']?.[0]?.surname ?? pub.authors?.['5']?.[0]?.name ?? pub.title?.publicationTitle ?? 'ref';
  const base =
    own ||
    `${
      String(surname)
        .replace(/[^A-Za-z0-9]/g, '')
        .toLowerCase() || 'ref'
    }${pub.outputData?.year ?? ''}`;
  let key = base;
  for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
  used.add(key);
  return key;
}

/** Writes converted records: JSON arrays whole, the line and entry formats one record at a time. */
class Writer {
  private count = 0;
  private readonly keys = new Set<string>();
  constructor(
    private readonly sink: Sink,
    private readonly to: TargetFormat,
  ) {
    if (to === 'publication-json' || to === 'csl-json') sink.write('[');
  }

  write(pub: Publication): void {
    const n = this.count++;
    if (this.to === 'publication-json')
      this.sink.write(`${n ? ',' : ''}\n${JSON.stringify(pub, null, 2).replace(/^/gm, '  ')}`);
    else if (this.to === 'ndjson') this.sink.write(`${JSON.stringify(pub)}\n`);
    else if (this.to === 'bibtex')
      this.sink.write(`${n ? '\n' : ''}${bibtexFromPublication(pub, keyOf(pub, this.keys))}`);
    else if (this.to === 'csl-json') {
      const item = cslFromPublication(pub, keyOf(pub, this.keys));
      this.sink.write(`${n ? ',' : ''}\n${JSON.stringify(item, null, 2).replace(/^/gm, '  ')}`);
    } else if (this.to === 'ris') this.sink.write(`${n ? '\n' : ''}${risFromPublication(pub)}`);
  }

  end(): void {
    if (this.to === 'publication-json' || this.to === 'csl-json') this.sink.write(this.count ? '\n]\n' : ']\n');
  }
}

function targetOf(name: string): TargetFormat {
  const aliases: Record<string, TargetFormat> = {
    json: 'publication-json',
    csl: 'csl-json',
    bib: 'bibtex',
    biblatex: 'bibtex',
    jsonl: 'ndjson',
  };
  const format = (TARGET_FORMATS as readonly string[]).includes(name) ? (name as TargetFormat) : aliases[name];
  if (!format) throw new UsageError(`unknown output format "${name}" (${TARGET_FORMATS.join(', ')})`);
  return format;
}

/** `referent convert`: between Publication JSON, NDJSON, CSL-JSON, BibTeX and RIS. */
export function registerConvert(program: Command, io: Io, setExit: (code: number) => void): void {
  program
    .command('convert')
    .description('convert records between publication-json, ndjson, csl-json, bibtex and ris')
    .argument('[file]', 'input file; standard input when omitted or "-"')
    .option('-f, --from <format>', 'input format (detected when omitted)')
    .requiredOption('-t, --to <format>', 'output format: publication-json, ndjson, csl-json, bibtex or ris')
    .option('-o, --out <file>', 'write to this file instead of standard output')
    .action(async (file: string | undefined, opts: { from?: string; to: string; out?: string }) => {
      const to = targetOf(opts.to);
      const text = await readInput(file, io);
      if (isEmptyInput(text)) return reportNoRecords(file, io, setExit);
      const from: SourceFormat = opts.from ? sourceFormatOf(opts.from) : detectSourceFormat(file, text);
      const sink = new Sink(io, opts.out);
      const writer = new Writer(sink, to);
      let converted = 0;
      let failed = 0;
      for await (const rec of readRecords(file, from, io, text)) {
        const issues = schemaIssues(rec);
        if (issues.length) {
          failed++;
          const where = rec.line !== undefined ? `record ${rec.index} (line ${rec.line})` : `record ${rec.index}`;
          io.stderr(`${where}: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}\n`);
          continue;
        }
        io.stderr(importWarningLine(rec));
        writer.write(publicationSchema.parse(rec.publication));
        converted++;
      }
      writer.end();
      sink.close();
      io.stderr(`${converted} converted, ${failed} failed\n`);
      if (failed) setExit(1);
    });
}
