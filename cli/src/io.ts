import { readFile } from 'node:fs/promises';

/** Where a command writes: injected so tests run commands in memory. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Reads all of standard input. */
  readStdin: () => Promise<string>;
  /** Standard input as a stream, so NDJSON is read line by line (absent in in-memory tests). */
  stdinStream?: () => NodeJS.ReadableStream;
  /** Whether standard error is a terminal: the progress bar is drawn only then. */
  stderrIsTty?: boolean;
  /** Writes bytes to standard output (a .docx sent to stdout); absent in in-memory tests. */
  stdoutBytes?: (bytes: Uint8Array) => void;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export const processIo: Io = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin: () => readAll(process.stdin),
  stdinStream: () => process.stdin,
  stderrIsTty: Boolean(process.stderr.isTTY),
  stdoutBytes: (bytes) => process.stdout.write(bytes),
};

/** A file's text, or standard input when no file (or "-") is given. */
export function readInput(file: string | undefined, io: Io): Promise<string> {
  return file && file !== '-' ? readFile(file, 'utf8') : io.readStdin();
}

/** A usage error: exit code 2 (issue contract: 0 all good, 1 some records failed, 2 usage). */
export class UsageError extends Error {}
