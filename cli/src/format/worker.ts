import { parentPort, workerData } from 'node:worker_threads';
import type { NdjsonChunk } from '../input/ndjson-chunks.js';
import { loadJournalListsFor } from '../journal-lists.js';
import { chunkReply } from './format-chunk.js';
import type { FormatJob } from './format-record.js';

/** A chunk of NDJSON sent to a worker, numbered so its answer can be put back in order. */
export interface ChunkMessage {
  seq: number;
  chunk: NdjsonChunk;
}

// A worker thread of `referent format --jobs N`: parses and formats NDJSON chunks, answers each whole.
const job = workerData as FormatJob;
// Messages wait in the port until the listener below is added, after the lists are in.
await loadJournalListsFor(job.styles);
parentPort?.on('message', ({ seq, chunk }: ChunkMessage) => {
  parentPort?.postMessage({ seq, results: chunkReply(chunk, job) });
});
