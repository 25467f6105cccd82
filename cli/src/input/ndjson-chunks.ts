import { createReadStream } from 'node:fs';
import type { Io } from '../io.js';

/**
 * A piece of NDJSON input of whole lines, as bytes, with the number of its first line and
 * the index of its first record, so that whoever formats it (this thread or a worker) numbers
 * lines and records as one pass over the whole input would.
 */
export interface NdjsonChunk {
  bytes: Uint8Array;
  firstLine: number;
  firstIndex: number;
}

/** Bytes per chunk: about 600 records of the bench's mix, so messaging costs little and memory stays flat. */
export const CHUNK_BYTES = 1 << 18;

const LF = 10;
const CR = 13;
const OPEN_BRACE = 123;

/**
 * An input's lines as `readline` gives them (`\n`, `\r\n` and a lone `\r` end a line, the
 * text after the last line end is a line when not empty): NDJSON was read that way before
 * it was read in chunks, and its line numbers must not move.
 */
export function splitLines(text: string): string[] {
  const lines = text.includes('\r') ? text.split(/\r\n|\n|\r/) : text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A line that holds a record: anything but white space (blank lines are skipped, but counted). */
export const isRecordLine = (line: string): boolean => line.trim() !== '';

/** A chunk's text, split into lines. */
export const chunkLines = (bytes: Uint8Array): string[] =>
  splitLines(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));

/** How many lines and records a chunk holds, counted on its bytes (a line that starts with `{` is a record). */
export function countLines(bytes: Buffer): { lines: number; records: number } {
  if (bytes.includes(CR)) {
    const lines = splitLines(bytes.toString('utf8'));
    return { lines: lines.length, records: lines.filter(isRecordLine).length };
  }
  let lines = 0;
  let records = 0;
  for (let start = 0; start < bytes.length; ) {
    let end = bytes.indexOf(LF, start);
    if (end < 0) end = bytes.length;
    lines++;
    if (bytes[start] === OPEN_BRACE || (end > start && isRecordLine(bytes.toString('utf8', start, end)))) records++;
    start = end + 1;
  }
  return { lines, records };
}

/** A file's or standard input's bytes, as they are read. */
export async function* inputBytes(file: string | undefined, io: Io): AsyncGenerator<Buffer> {
  if (file && file !== '-') {
    for await (const piece of createReadStream(file, { highWaterMark: CHUNK_BYTES })) yield piece as Buffer;
  } else if (io.stdinStream) {
    for await (const piece of io.stdinStream())
      yield typeof piece === 'string' ? Buffer.from(piece) : (piece as Buffer);
  } else yield Buffer.from(await io.readStdin());
}

/**
 * The bytes in an ArrayBuffer of their own when they may sit in Node's shared pool of small
 * buffers (a pooled slab is `Buffer.poolSize` long), which must never be transferred.
 */
const owned = (b: Buffer): Uint8Array => (b.buffer.byteLength > Buffer.poolSize ? b : new Uint8Array(b));

/**
 * NDJSON input cut at line ends into chunks of about `size` bytes (a longer line makes a
 * longer chunk). Each chunk's bytes own their ArrayBuffer whole, so it can be transferred to
 * a worker thread without a copy.
 */
export async function* ndjsonChunks(bytes: AsyncIterable<Buffer>, size = CHUNK_BYTES): AsyncGenerator<NdjsonChunk> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let firstLine = 1;
  let firstIndex = 0;
  const chunk = (b: Buffer): NdjsonChunk => {
    const c = { bytes: owned(b), firstLine, firstIndex };
    const { lines, records } = countLines(b);
    firstLine += lines;
    firstIndex += records;
    return c;
  };
  for await (const piece of bytes) {
    held.push(piece);
    heldBytes += piece.length;
    if (heldBytes < size) continue;
    const all = Buffer.concat(held, heldBytes);
    const cut = all.lastIndexOf(LF) + 1;
    // The rest is copied out, so the chunk is all that is left of its buffer worth keeping.
    const rest = cut > 0 ? Buffer.from(all.subarray(cut)) : all;
    held = rest.length ? [rest] : [];
    heldBytes = rest.length;
    if (cut > 0) yield chunk(all.subarray(0, cut));
  }
  if (heldBytes) yield chunk(Buffer.concat(held, heldBytes));
}
