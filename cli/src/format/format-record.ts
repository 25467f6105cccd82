import {
  type ConfigInput,
  dispatchWithPublication,
  essentialIssuesOf,
  type FieldIssue,
  MESSAGES,
  type Publication,
  type Rich,
  toHtml,
  toMarkdown,
  toText,
} from '@referent/engine';
import type { InputRecord } from '../input/input-record.js';

/** The output forms of `referent format`. */
export const OUTPUT_FORMATS = ['text', 'html', 'md', 'json', 'docx'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** What every worker needs to format a record: plain data, so it crosses to worker threads. */
export interface FormatJob {
  styles: string[];
  to: OutputFormat;
  config?: ConfigInput;
  /** Keep the runs and the validated publication (for --sort, numbering of sorted lists and .docx). */
  keepRich?: boolean;
  /** Workers render their batches whole (emit.ts `packable`). */
  packed?: boolean;
}

/** One record's result: its place in the input, each style's entry (rendered for the output form, and plain), or its errors. */
export interface RecordResult {
  index: number;
  line?: number;
  id?: string | number;
  /** Per style, in the order of `styles`: the entry in the output form (text, HTML or Markdown). */
  rendered: string[];
  /** Per style: the plain text (what `--to json` prints). */
  plain: string[];
  rich?: Rich[];
  publication?: Publication;
  errors: FieldIssue[];
  /** Printed anyway, but missing what spec §5 requires (title, year…): reported, and the exit code is 1. */
  warnings?: FieldIssue[];
  /** What the importer could not keep exactly (a type read as a near one, an unknown macro): reported, as `convert` does. */
  importWarnings?: FieldIssue[];
}

/** The field a dispatcher message is about (its messages are the spec's exact texts, which name none). */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [MESSAGES.badTypeId]: 'idTypePublication',
  [MESSAGES.noBibl]: 'bibl',
  [MESSAGES.noStandard]: 'styles',
};

/**
 * What no entry can do without (spec §5): a title and a year. `format` still prints the
 * entry and warns; `referent validate` reports every other §5 rule as well.
 */
const ESSENTIAL = new Set(['title.publicationTitle', 'outputData.year']);

function requiredIssues(publication: Publication): FieldIssue[] {
  // Only the title and year rules (not all of `validate`, which every printed record would pay for),
  // on the publication the dispatcher validated (not validated a second time).
  return essentialIssuesOf(publication)
    .filter((i) => i.severity === 'error' && i.rule === 'required' && ESSENTIAL.has(i.field))
    .map((i) => ({ field: i.field, message: i.message }));
}

const RENDER: Record<OutputFormat, (rich: Rich) => string> = {
  text: toText,
  html: toHtml,
  md: toMarkdown,
  json: toText,
  docx: toText,
};

/**
 * The result's head: its place in the input, its id and the importer's warnings. Built by
 * assignment, not by spreading optional objects into a literal: V8 copies spread properties
 * one by one at run time after the first, which cost about 5 µs a record here (a sixth of a
 * record's time through `referent format`); the keys and their order are the same
 * (format-record.reference.test.ts).
 */
function head(rec: InputRecord): RecordResult {
  const out = { index: rec.index } as RecordResult;
  if (rec.line !== undefined) out.line = rec.line;
  if (rec.id !== undefined) out.id = rec.id;
  if (rec.warnings?.length) out.importWarnings = rec.warnings;
  return out;
}

/** A result that prints nothing: the record's errors. */
function failed(rec: InputRecord, errors: FieldIssue[]): RecordResult {
  const out = head(rec);
  out.rendered = [];
  out.plain = [];
  out.errors = errors;
  return out;
}

/** Formats one input record in every chosen style through the engine's dispatcher. */
export function formatRecord(rec: InputRecord, job: FormatJob): RecordResult {
  if (rec.issues?.length) return failed(rec, rec.issues);
  const { result, publication } = dispatchWithPublication({ bibl: rec.publication, standarts: job.styles }, job.config);
  if (result.state === 'error') {
    const field = FIELD_OF_MESSAGE[result.errorMessage] ?? '(record)';
    return failed(rec, result.issues?.length ? result.issues : [{ field, message: result.errorMessage }]);
  }
  const rich = job.styles.map((s) => result.rich[s] ?? []);
  const out = head(rec);
  // Only what the output needs crosses back from a worker thread.
  out.rendered =
    job.to === 'json' || job.to === 'docx'
      ? []
      : job.to === 'text'
        ? job.styles.map((s) => result.results[s] ?? '') // the dispatcher's plain text already
        : rich.map(RENDER[job.to]);
  out.plain = job.to === 'json' ? job.styles.map((s) => result.results[s] ?? '') : [];
  if (job.keepRich) {
    out.rich = rich;
    // The publication the dispatcher validated (the same object zod's parse gives; not parsed again).
    out.publication = publication;
  }
  out.errors = [];
  const warnings = publication ? requiredIssues(publication) : [];
  if (warnings.length) out.warnings = warnings;
  return out;
}

/** The stderr line for a failed record (or, with 'warning', a printed one): index, line when known, each field and rule. */
export function errorLine(r: RecordResult, kind: 'error' | 'warning' = 'error'): string {
  const where = r.line !== undefined ? `record ${r.index} (line ${r.line})` : `record ${r.index}`;
  const label = kind === 'warning' ? 'warning: ' : '';
  return `${where}: ${label}${r.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}\n`;
}

/**
 * The stderr line for what an importer could not keep exactly, the same line `referent convert`
 * prints: `record 3 (line 41): warning: type: …`. Empty when there is nothing to report.
 */
export function importWarningLine(r: { index: number; line?: number; warnings?: FieldIssue[] }): string {
  if (!r.warnings?.length) return '';
  const where = r.line !== undefined ? `record ${r.index} (line ${r.line})` : `record ${r.index}`;
  return `${where}: warning: ${r.warnings.map((i) => `${i.field}: ${i.message}`).join('; ')}\n`;
}
