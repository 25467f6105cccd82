import type { DocxSection } from '@referent/docx/node';
import {
  bibliographyOrder,
  escapeHtml,
  isNumericStyle,
  numberEntry,
  type Publication,
  type Rich,
  STYLES,
  type StyleId,
  toHtml,
  toMarkdown,
  toText,
} from '@referent/engine';
import type { OutputFormat, RecordResult } from './format-record.js';
import type { Sink } from './sink.js';

/** The number label of a numeric style ("[3] ", "3. "), empty for the others. */
const labelOf = (style: string, n: number): string => toText(numberEntry(style, n, []));

/**
 * The stable JSON shape of `--to json` (docs/cli.md): one object per input record, in input
 * order, `id` only when the record has its own, `results` by style in plain text, `errors`
 * as `{ field, message }` (empty when the record was formatted).
 */
export function jsonObject(r: RecordResult, styles: string[]): string {
  const results: Record<string, string> = {};
  styles.forEach((s, i) => {
    if (r.errors.length === 0) results[s] = r.plain[i] ?? '';
  });
  return JSON.stringify({ index: r.index, ...(r.id !== undefined ? { id: r.id } : {}), results, errors: r.errors });
}

const ENTRY: Record<'text' | 'html' | 'md', (label: string, body: string) => string> = {
  text: (label, body) => `${label}${body}\n`,
  md: (label, body) => `${label}${body}\n\n`,
  html: (label, body) => `<p class="reference">${escapeHtml(label)}${body}</p>\n`,
};

/**
 * Writes records as they come (one style, or JSON): entries of numeric styles are numbered
 * in output order; JSON is an array written one object at a time, so nothing is held.
 */
export class StreamEmitter {
  private written = 0;
  private formatted = 0;

  constructor(
    private readonly sink: Sink,
    private readonly to: OutputFormat,
    private readonly styles: string[],
  ) {
    if (to === 'json') sink.write('[');
  }

  record(r: RecordResult): void {
    if (this.to === 'json') {
      this.sink.write(`${this.written++ ? ',' : ''}\n${jsonObject(r, this.styles)}`);
      return;
    }
    if (r.errors.length) return;
    this.formatted++;
    const entry = ENTRY[this.to as 'text' | 'html' | 'md'];
    this.styles.forEach((s, i) => {
      this.sink.write(entry(labelOf(s, this.formatted), r.rendered[i] ?? ''));
    });
  }

  /** Writes a batch already rendered (see `packBatch`); a numbered style's entries get their numbers here. */
  packed(batch: PackedBatch): void {
    if (batch.bodies) {
      const entry = ENTRY[this.to as 'text' | 'html' | 'md'];
      const style = this.styles[0] as string;
      for (const body of batch.bodies) this.sink.write(entry(labelOf(style, ++this.formatted), body));
      return;
    }
    if (batch.text === '') return;
    if (this.to === 'json') {
      this.sink.write(`${this.written ? ',' : ''}\n${batch.text}`);
      this.written += batch.count;
    } else this.sink.write(batch.text);
    this.formatted += batch.count - batch.failed;
  }

  end(): void {
    if (this.to === 'json') this.sink.write(this.written ? '\n]\n' : ']\n');
  }
}

/**
 * A batch rendered whole (in a worker thread, or in this one the same way): its output text,
 * the records to report on stderr (failed, or printed with a warning), how many failed, and
 * how many records it held. A numbered style's entries come as `bodies` instead of `text`,
 * the writer numbering them in output order (a batch does not know how many came before).
 * Not under --strict, which must stop mid-batch.
 */
export interface PackedBatch {
  packed: true;
  text: string;
  /** One style that numbers its entries: each formatted record's entry, without its number. */
  bodies?: string[];
  reported: RecordResult[];
  failed: number;
  count: number;
}

/** Whether batches may be rendered whole (see `PackedBatch`): streamed output (JSON, or one style) without --strict. */
export const packable = (to: OutputFormat, styles: string[], strict: boolean): boolean =>
  !strict && (to === 'json' || ((to === 'text' || to === 'html' || to === 'md') && styles.length === 1));

const reportable = (r: RecordResult): boolean =>
  r.errors.length > 0 || Boolean(r.warnings?.length) || Boolean(r.importWarnings?.length);

/** Renders a batch whole: from a worker, one string (or one array) crosses back to the main thread instead of its objects. */
export function packBatch(results: RecordResult[], to: OutputFormat, styles: string[]): PackedBatch {
  const reported = results.filter(reportable);
  const failed = reported.filter((r) => r.errors.length > 0).length;
  const batch: PackedBatch = { packed: true, text: '', reported, failed, count: results.length };
  if (to === 'json') {
    batch.text = results.map((r) => jsonObject(r, styles)).join(',\n');
    return batch;
  }
  const ok = results.filter((r) => r.errors.length === 0);
  if (styles.some(isNumericStyle)) batch.bodies = ok.map((r) => r.rendered[0] ?? '');
  else {
    const entry = ENTRY[to as 'text' | 'html' | 'md'];
    batch.text = ok.map((r) => styles.map((_, i) => entry('', r.rendered[i] ?? '')).join('')).join('');
  }
  return batch;
}

/** One style's list: its entries, sorted when asked, numbered for numeric styles. */
export function styleEntries(results: RecordResult[], styleIndex: number, style: string, sort: boolean): Rich[] {
  const ok = results.filter((r) => r.errors.length === 0 && r.rich);
  const order = sort
    ? bibliographyOrder(
        ok.map((r) => r.publication as Publication),
        style,
      )
    : ok.map((_, i) => i);
  return order.map((i, n) => numberEntry(style, n + 1, ok[i]?.rich?.[styleIndex] ?? []));
}

export const styleName = (style: string): string => STYLES[style as StyleId]?.name ?? style;

/** The sections of a whole bibliography (one per style): for --sort, several styles in text/html/md, and .docx. */
export function sectionsOf(results: RecordResult[], styles: string[], sort: boolean): DocxSection[] {
  return styles.map((style, i) => ({ heading: styleName(style), entries: styleEntries(results, i, style, sort) }));
}

const HEADING: Record<'text' | 'html' | 'md', (name: string) => string> = {
  text: (name) => `${name}\n\n`,
  md: (name) => `## ${name}\n\n`,
  html: (name) => `<h2>${escapeHtml(name)}</h2>\n`,
};
const RENDER: Record<'text' | 'html' | 'md', (rich: Rich) => string> = { text: toText, html: toHtml, md: toMarkdown };

/** Writes whole bibliographies; a heading per style when there are several. */
export function writeSections(sink: Sink, to: 'text' | 'html' | 'md', sections: DocxSection[]): void {
  sections.forEach((section, i) => {
    if (sections.length > 1) sink.write(`${i ? '\n' : ''}${HEADING[to](section.heading)}`);
    for (const entry of section.entries) sink.write(ENTRY[to]('', RENDER[to](entry)));
  });
}
