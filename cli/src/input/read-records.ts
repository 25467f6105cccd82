import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Io } from '../io.js';
import { readInput } from '../io.js';
import { type InputRecord, idOf } from './input-record.js';
import type { SourceFormat } from './source-format.js';

/** Lines of a file or of standard input, read as a stream so memory does not grow with the input. */
export async function* inputLines(file: string | undefined, io: Io): AsyncGenerator<string> {
  if (file && file !== '-') {
    yield* createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  } else if (io.stdinStream) {
    yield* createInterface({ input: io.stdinStream(), crlfDelay: Number.POSITIVE_INFINITY });
  } else {
    yield* (await io.readStdin()).split(/\r?\n/);
  }
}

/** One NDJSON line as a record: the parsed object, or the JSON error with its line. */
export function ndjsonRecord(line: string, index: number, lineNo: number): InputRecord {
  try {
    const value: unknown = JSON.parse(line);
    return { index, line: lineNo, id: idOf(value), publication: value };
  } catch (e) {
    return { index, line: lineNo, issues: [{ field: '(line)', message: `invalid JSON: ${(e as Error).message}` }] };
  }
}

/** NDJSON records, streamed: blank lines are skipped, each other line is one record. */
export async function* ndjsonRecords(file: string | undefined, io: Io): AsyncGenerator<InputRecord> {
  let lineNo = 0;
  let index = 0;
  for await (const line of inputLines(file, io)) {
    lineNo++;
    if (line.trim() === '') continue;
    yield ndjsonRecord(line, index++, lineNo);
  }
}

/** Publication JSON: one object or an array of them. */
export function publicationJsonRecords(text: string): InputRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return [{ index: 0, issues: [{ field: '(input)', message: `input is not valid JSON: ${(e as Error).message}` }] }];
  }
  return (Array.isArray(data) ? data : [data]).map((value, index) => ({ index, id: idOf(value), publication: value }));
}

/**
 * The records of an input in any of the formats, in input order. NDJSON is streamed; the others
 * are read whole, by importers loaded only for their format (a one-record run starts sooner).
 */
export async function* readRecords(
  file: string | undefined,
  format: SourceFormat,
  io: Io,
  text?: string,
): AsyncGenerator<InputRecord> {
  if (format === 'ndjson' && text === undefined) {
    yield* ndjsonRecords(file, io);
    return;
  }
  const input = text ?? (await readInput(file, io));
  if (format === 'ndjson') {
    let index = 0;
    const lines = input.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) if (lines[i]?.trim()) yield ndjsonRecord(lines[i] as string, index++, i + 1);
  } else if (format === 'bibtex') yield* await (await import('./bibtex.js')).readBibtex(input);
  else if (format === 'ris') yield* (await import('./ris.js')).readRis(input);
  else if (format === 'csl-json') yield* (await import('./csl-json.js')).readCslJson(input);
  else yield* publicationJsonRecords(input);
}
