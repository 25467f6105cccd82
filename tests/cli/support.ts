import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Io } from '../../cli/src/io.js';

/** An Io that keeps what a command prints, with the given standard input. */
export function memoryIo(stdin = ''): Io & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (t: string) => {
      io.out += t;
    },
    stderr: (t: string) => {
      io.err += t;
    },
    readStdin: async () => stdin,
  };
  return io;
}

/** Writes files into a fresh temporary folder and returns its path. */
export function tempDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'referent-cli-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

export const book = {
  idTypePublication: 2,
  language: 'EN',
  title: { publicationTitle: 'Behave: The biology of humans at our best and worst' },
  outputData: { year: 2017, publisher: 'Penguin Books' },
  authors: { '1': [{ surname: 'Sapolsky', name: 'Robert', fathername: 'M.' }] },
};
export const BOOK_APA = 'Sapolsky, R. M. (2017). Behave: The biology of humans at our best and worst. Penguin Books.';

export const article = {
  idTypePublication: 1,
  language: 'EN',
  title: { publicationTitle: 'Attention is all you need' },
  series: { series: 'Advances in Neural Information Processing Systems', volume: '30', issue: '2' },
  outputData: { year: 2017 },
  physical: { pages: '5998-6008' },
  accessData: { link: '10.5555/3295222.3295349', type: 'doi' },
  authors: {
    '1': [
      { surname: 'Vaswani', name: 'Ashish' },
      { surname: 'Shazeer', name: 'Noam' },
    ],
  },
};
