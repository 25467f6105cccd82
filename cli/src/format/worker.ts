import { parentPort, workerData } from 'node:worker_threads';
import { ndjsonRecord } from '../input/read-records.js';
import { loadJournalListsFor } from '../journal-lists.js';
import { packBatch } from './emit.js';
import { type FormatJob, formatRecord } from './format-record.js';

/** A batch of NDJSON lines sent to a worker: the first record's index, and each line with its number. */
export interface LineBatch {
  seq: number;
  firstIndex: number;
  lines: [lineNo: number, text: string][];
}

// A worker thread of `referent format --jobs N`: parses and formats NDJSON lines, answers in batches.
const job = workerData as FormatJob;
// Messages wait in the port until the listener below is added, after the lists are in.
await loadJournalListsFor(job.styles);
parentPort?.on('message', (batch: LineBatch) => {
  const results = batch.lines.map(([lineNo, text], i) =>
    formatRecord(ndjsonRecord(text, batch.firstIndex + i, lineNo), job),
  );
  parentPort?.postMessage({ seq: batch.seq, results: job.packed ? packBatch(results, job.to, job.styles) : results });
});
