import { closeSync, openSync, writeSync } from 'node:fs';
import type { Io } from '../io.js';

const FLUSH_AT = 1 << 16;

/**
 * Where formatted output goes: a file (`--out`) or standard output, written in 64 KiB
 * chunks so a million lines are a few hundred writes, and synchronously so memory does
 * not grow when the reader is slower than the formatter.
 */
export class Sink {
  private buffer = '';
  private readonly fd: number | undefined;

  constructor(
    private readonly io: Io,
    file?: string,
  ) {
    this.fd = file && file !== '-' ? openSync(file, 'w') : undefined;
  }

  write(text: string): void {
    this.buffer += text;
    if (this.buffer.length >= FLUSH_AT) this.flush();
  }

  flush(): void {
    if (this.buffer === '') return;
    if (this.fd === undefined) this.io.stdout(this.buffer);
    else writeSync(this.fd, this.buffer);
    this.buffer = '';
  }

  close(): void {
    this.flush();
    if (this.fd !== undefined) closeSync(this.fd);
  }
}
