import { inputLines, ndjsonRecord, readRecords } from '../input/read-records.js';
import type { SourceFormat } from '../input/source-format.js';
import type { Io } from '../io.js';
import type { PackedBatch } from './emit.js';
import { type FormatJob, formatRecord, type RecordResult } from './format-record.js';
import type { Progress } from './progress.js';
import { type Reply, WorkerPool } from './worker-pool.js';

/** Lines per batch sent to a worker: large enough that messaging costs little, small enough to keep memory flat. */
const BATCH = 2000;

export interface ResultSource {
  file: string | undefined;
  format: SourceFormat;
  /** The whole input when it was already read (standard input whose format had to be detected). */
  text?: string;
  jobs: number;
  progress?: Progress;
}

const inline = (lines: [number, string][], firstIndex: number, job: FormatJob): RecordResult[] =>
  lines.map(([lineNo, text], i) => formatRecord(ndjsonRecord(text, firstIndex + i, lineNo), job));

/** Results in input order, formatted in this thread. */
async function* inProcess(src: ResultSource, io: Io, job: FormatJob): AsyncGenerator<RecordResult> {
  if (src.format === 'ndjson' && src.text === undefined) {
    let lineNo = 0;
    let index = 0;
    for await (const line of inputLines(src.file, io)) {
      lineNo++;
      src.progress?.increment(Buffer.byteLength(line) + 1);
      if (line.trim()) yield formatRecord(ndjsonRecord(line, index++, lineNo), job);
    }
    return;
  }
  for await (const rec of readRecords(src.file, src.format, io, src.text)) yield formatRecord(rec, job);
}

/**
 * NDJSON results formatted by `jobs` worker threads, in input order: lines are read as a
 * stream and sent in batches; at most two batches per worker are in flight, so memory
 * stays flat however long the file. The pool starts only when a first batch fills, so a
 * small input pays no thread start-up.
 */
async function* inWorkers(src: ResultSource, io: Io, job: FormatJob): AsyncGenerator<RecordResult | PackedBatch> {
  let pool: WorkerPool | undefined;
  const pending: Promise<Reply>[] = [];
  let lines: [number, string][] = [];
  let firstIndex = 0;
  let index = 0;
  let lineNo = 0;
  try {
    for await (const line of inputLines(src.file, io)) {
      lineNo++;
      src.progress?.increment(Buffer.byteLength(line) + 1);
      if (line.trim() === '') continue;
      lines.push([lineNo, line]);
      index++;
      if (lines.length < BATCH) continue;
      pool ??= new WorkerPool(src.jobs, job);
      pending.push(pool.run(firstIndex, lines));
      lines = [];
      firstIndex = index;
      if (pending.length >= src.jobs * 2) yield* replies(await (pending.shift() as Promise<Reply>));
    }
    if (lines.length)
      pending.push(pool ? pool.run(firstIndex, lines) : Promise.resolve(inline(lines, firstIndex, job)));
    while (pending.length) yield* replies(await (pending.shift() as Promise<Reply>));
  } finally {
    await pool?.close();
  }
}

/** A worker's reply as what the caller iterates: its records one by one, or the packed batch. */
const replies = (reply: Reply): (RecordResult | PackedBatch)[] => (Array.isArray(reply) ? reply : [reply]);

/** Every record's result (or, from workers, whole rendered batches), in input order. */
export function formatResults(src: ResultSource, io: Io, job: FormatJob): AsyncGenerator<RecordResult | PackedBatch> {
  const parallel = src.format === 'ndjson' && src.text === undefined && src.jobs > 1 && !job.keepRich;
  return parallel ? inWorkers(src, io, job) : inProcess(src, io, job);
}
