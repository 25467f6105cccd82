import {
  type ConfigInput,
  dispatch,
  type FieldIssue,
  type Publication,
  publicationSchema,
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
}

const RENDER: Record<OutputFormat, (rich: Rich) => string> = {
  text: toText,
  html: toHtml,
  md: toMarkdown,
  json: toText,
  docx: toText,
};

/** Formats one input record in every chosen style through the engine's dispatcher. */
export function formatRecord(rec: InputRecord, job: FormatJob): RecordResult {
  const base = {
    index: rec.index,
    ...(rec.line !== undefined ? { line: rec.line } : {}),
    ...(rec.id !== undefined ? { id: rec.id } : {}),
  };
  if (rec.issues?.length) return { ...base, rendered: [], plain: [], errors: rec.issues };
  const result = dispatch({ bibl: rec.publication, standarts: job.styles }, job.config);
  if (result.state === 'error') {
    const errors = result.issues?.length ? result.issues : [{ field: '(record)', message: result.errorMessage }];
    return { ...base, rendered: [], plain: [], errors };
  }
  const rich = job.styles.map((s) => result.rich[s] ?? []);
  const render = RENDER[job.to];
  return {
    ...base,
    // Only what the output needs crosses back from a worker thread.
    rendered:
      job.to === 'json' || job.to === 'docx'
        ? []
        : job.to === 'text'
          ? job.styles.map((s) => result.results[s] ?? '') // the dispatcher's plain text already
          : rich.map(render),
    plain: job.to === 'json' ? job.styles.map((s) => result.results[s] ?? '') : [],
    ...(job.keepRich ? { rich, publication: publicationSchema.parse(rec.publication) } : {}),
    errors: [],
  };
}

/** The stderr line for a failed record: index, line when known, then each field and rule. */
export function errorLine(r: RecordResult): string {
  const where = r.line !== undefined ? `record ${r.index} (line ${r.line})` : `record ${r.index}`;
  return `${where}: ${r.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}\n`;
}
