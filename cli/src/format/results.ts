import { inputBytes, type NdjsonChunk, ndjsonChunks } from '../input/ndjson-chunks.js';
import { readRecords } from '../input/read-records.js';
import type { SourceFormat } from '../input/source-format.js';
import type { Io } from '../io.js';
import type { PackedBatch } from './emit.js';
import { chunkReply, type Reply } from './format-chunk.js';
import { type FormatJob, formatRecord, type RecordResult } from './format-record.js';
import type { Progress } from './progress.js';

/**
 * NDJSON bytes read before threads start: an input that ends sooner (about 2,300 records of
 * the bench's mix, 0.1 s of work) is formatted in this thread, with no thread start-up.
 */
const THREADS_FROM_BYTES = 1 << 20;

export interface ResultSource {
  file: string | undefined;
  format: SourceFormat;
  /** The whole input when it was already read (standard input whose format had to be detected). */
  text?: string;
  jobs: number;
  progress?: Progress;
}

/** A reply as what the caller iterates: its records one by one, or the packed batch. */
const replies = (reply: Reply): (RecordResult | PackedBatch)[] => (Array.isArray(reply) ? reply : [reply]);

/**
 * Streamed NDJSON, in input order: read in chunks of whole lines, formatted in this thread
 * or, for an input past `THREADS_FROM_BYTES` with `jobs` > 1, by `jobs` worker threads that
 * get each chunk's bytes and do all the rest (split, parse, validate, format, render). At
 * most two chunks per worker are in flight, so memory stays flat however long the input,
 * and the output is written as the replies come back, in order.
 */
async function* ndjsonResults(src: ResultSource, io: Io, job: FormatJob): AsyncGenerator<RecordResult | PackedBatch> {
  const chunks = ndjsonChunks(inputBytes(src.file, io));
  const threads = src.jobs > 1 && !job.keepRich;
  const ahead: NdjsonChunk[] = [];
  let aheadBytes = 0;
  let ended = !threads;
  while (!ended && aheadBytes < THREADS_FROM_BYTES) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else {
      ahead.push(next.value);
      aheadBytes += next.value.bytes.length;
    }
  }
  async function* all(): AsyncGenerator<NdjsonChunk> {
    for (const chunk of ahead) {
      src.progress?.increment(chunk.bytes.length);
      yield chunk;
    }
    ahead.length = 0;
    for await (const chunk of chunks) {
      src.progress?.increment(chunk.bytes.length);
      yield chunk;
    }
  }
  if (ended) {
    for await (const chunk of all()) yield* replies(chunkReply(chunk, job));
    return;
  }
  // Loaded here, so a run in one thread does not load worker_threads.
  const { WorkerPool } = await import('./worker-pool.js');
  const pool = new WorkerPool(src.jobs, job);
  const pending: Promise<Reply>[] = [];
  try {
    for await (const chunk of all()) {
      pending.push(pool.run(chunk));
      if (pending.length >= src.jobs * 2) yield* replies(await (pending.shift() as Promise<Reply>));
    }
    while (pending.length) yield* replies(await (pending.shift() as Promise<Reply>));
  } finally {
    await pool.close();
  }
}

/** Every record's result (or whole rendered batches), in input order. */
export async function* formatResults(
  src: ResultSource,
  io: Io,
  job: FormatJob,
): AsyncGenerator<RecordResult | PackedBatch> {
  if (src.format === 'ndjson' && src.text === undefined) yield* ndjsonResults(src, io, job);
  else for await (const rec of readRecords(src.file, src.format, io, src.text)) yield formatRecord(rec, job);
}
