import { chunkLines, isRecordLine, type NdjsonChunk } from '../input/ndjson-chunks.js';
import { ndjsonRecord } from '../input/read-records.js';
import { type PackedBatch, packBatch } from './emit.js';
import { type FormatJob, formatRecord, type RecordResult } from './format-record.js';

/** What a chunk gives: its records one by one, or (`job.packed`) its output rendered whole. */
export type Reply = RecordResult[] | PackedBatch;

/** Parses and formats the records of a chunk of NDJSON, numbered from the chunk's first line and record. */
export function formatChunk(chunk: NdjsonChunk, job: FormatJob): RecordResult[] {
  const lines = chunkLines(chunk.bytes);
  const results: RecordResult[] = [];
  let index = chunk.firstIndex;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (isRecordLine(line)) results.push(formatRecord(ndjsonRecord(line, index++, chunk.firstLine + i), job));
  }
  return results;
}

/** The same in this thread as in a worker, so that both give the same bytes. */
export function chunkReply(chunk: NdjsonChunk, job: FormatJob): Reply {
  const results = formatChunk(chunk, job);
  return job.packed ? packBatch(results, job.to, job.styles) : results;
}
