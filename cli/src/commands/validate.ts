import { type FieldIssue, fieldIssues, MESSAGES, publicationSchema, validate } from '@referent/engine';
import type { Command } from 'commander';
import { importWarningLine } from '../format/format-record.js';
import { stylesOf } from '../format/options.js';
import type { InputRecord } from '../input/input-record.js';
import { readRecords } from '../input/read-records.js';
import { detectSourceFormat, sourceFormatOf } from '../input/source-format.js';
import { type Io, isEmptyInput, readInput, reportNoRecords } from '../io.js';

/** What keeps a record from being read at all: what reading found, a type id outside 0–8 (spec §5), the schema's. */
export function schemaIssues(rec: InputRecord): FieldIssue[] {
  if (rec.issues?.length) return rec.issues;
  const value = rec.publication as { idTypePublication?: unknown } | null;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [{ field: '(record)', message: 'a record must be a JSON object' }];
  const id = Number(value.idTypePublication);
  if (!Number.isInteger(id) || id < 0 || id > 8) return [{ field: 'idTypePublication', message: MESSAGES.badTypeId }];
  const parsed = publicationSchema.safeParse(value);
  return parsed.success ? [] : fieldIssues(parsed.error);
}

/**
 * The problems `referent validate` reports: the schema's, then the field rules of spec §5
 * (required title and year, pages, links, dates, and with styles named, the rules that depend on them).
 */
export function recordIssues(rec: InputRecord, styles: readonly string[] = []): FieldIssue[] {
  const schema = schemaIssues(rec);
  if (schema.length) return schema;
  return validate(rec.publication, styles)
    .filter((i) => i.severity === 'error' && (styles.length > 0 || i.field !== 'styles'))
    .map((i) => ({ field: i.field, message: i.message }));
}

/** `referent validate`: checks records against the Publication schema without formatting them. */
export function registerValidate(program: Command, io: Io, setExit: (code: number) => void): void {
  program
    .command('validate')
    .description('check records (any input format) against the Publication schema and the field rules of spec §5')
    .argument('[file]', 'input file; standard input when omitted or "-"')
    .option(
      '-f, --from <format>',
      'input format: publication-json, ndjson, csl-json, bibtex or ris (detected when omitted)',
    )
    .option('-s, --style <ids>', 'also check the rules that depend on these styles (comma-separated, or "all")')
    .action(async (file: string | undefined, opts: { from?: string; style?: string }) => {
      const text = await readInput(file, io);
      if (isEmptyInput(text)) return reportNoRecords(file, io, setExit);
      const styles = opts.style ? stylesOf(opts.style) : [];
      const format = opts.from ? sourceFormatOf(opts.from) : detectSourceFormat(file, text);
      let valid = 0;
      let invalid = 0;
      for await (const rec of readRecords(file, format, io, text)) {
        // What the importer could not keep exactly, as `convert` prints it; it does not make a record invalid.
        io.stderr(importWarningLine(rec));
        const issues = recordIssues(rec, styles);
        if (issues.length === 0) {
          valid++;
          continue;
        }
        invalid++;
        const where = rec.line !== undefined ? `record ${rec.index} (line ${rec.line})` : `record ${rec.index}`;
        io.stderr(`${where}: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}\n`);
      }
      io.stderr(`${valid} valid, ${invalid} invalid\n`);
      if (invalid) setExit(1);
    });
}
