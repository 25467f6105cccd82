import { readFile, stat } from 'node:fs/promises';
import { decodeText } from '@referent/engine';

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
  return decodeText(Buffer.concat(chunks));
}

export const processIo: Io = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin: () => readAll(process.stdin),
  stdinStream: () => process.stdin,
  stderrIsTty: Boolean(process.stderr.isTTY),
  stdoutBytes: (bytes) => process.stdout.write(bytes),
};

/** A usage error: exit code 2 (issue contract: 0 all good, 1 some records failed, 2 usage). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Known by name, not by class: in the bundle, commands other than `format` are built
 * separately (cli/bundle.mjs) and throw their own copy of the class.
 */
export const isUsageError = (e: unknown): e is UsageError => e instanceof Error && e.name === 'UsageError';

/** The name of an input in messages. */
export const inputName = (file: string | undefined): string => (file && file !== '-' ? file : 'standard input');

/**
 * Text files have no NUL bytes; a .docx, a PDF or an image read as UTF-8 would be reported
 * record by record as nonsense, so it is refused once, by name.
 */
export function assertText(text: string, file: string | undefined): string {
  if (text.includes('\u0000')) throw new UsageError(`${inputName(file)} is not a text file`);
  return text;
}

/** A folder given where a file is read: said by name (reading one fails with an error that names no path). */
export async function assertFile(file: string): Promise<void> {
  if ((await stat(file)).isDirectory()) throw new UsageError(`${file} is a folder, not a file`);
}

/** A file's text, or standard input when no file (or "-") is given; refused when it is not text. */
export async function readInput(file: string | undefined, io: Io): Promise<string> {
  if (!file || file === '-') return assertText(await io.readStdin(), file);
  await assertFile(file);
  return assertText(decodeText(await readFile(file)), file);
}

/** Nothing but white space: every input format has no records then (docs/cli.md: "no records", exit 1). */
export const isEmptyInput = (text: string): boolean => text.trim() === '';

/** Says that an input held no records; the exit code is 1 whatever the input format. */
export function reportNoRecords(file: string | undefined, io: Io, setExit: (code: number) => void): void {
  io.stderr(`referent: no records in ${inputName(file)}\n`);
  setExit(1);
}
