import { describe, expect, it } from 'vitest';
import type { Io } from './io.js';
import { run } from './program.js';

function memoryIo(stdin = ''): Io & { out: string; err: string } {
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

const book = {
  idTypePublication: 2,
  language: 'EN',
  title: { publicationTitle: 'Behave: The biology of humans at our best and worst' },
  outputData: { year: 2017, publisher: 'Penguin Books' },
  authors: { '1': [{ surname: 'Sapolsky', name: 'Robert', fathername: 'M.' }] },
};

describe('referent format', () => {
  it('prints one reference per line from standard input', async () => {
    const io = memoryIo(JSON.stringify([book, book]));
    expect(await run(['node', 'referent', 'format', '--style', 'apa7'], io)).toBe(0);
    expect(io.out).toBe(
      'Sapolsky, R. M. (2017). Behave: The biology of humans at our best and worst. Penguin Books.\n'.repeat(2),
    );
  });

  it('renders HTML with italics when asked', async () => {
    const io = memoryIo(JSON.stringify(book));
    await run(['node', 'referent', 'format', '-s', 'apa7', '--to', 'html'], io);
    expect(io.out).toContain('<i>Behave: The biology of humans at our best and worst</i>');
  });

  it('names the record index and the field of a bad record, and goes on', async () => {
    const bad = { ...book, title: { publicationTitle: 42 } };
    const io = memoryIo(JSON.stringify([bad, book]));
    expect(await run(['node', 'referent', 'format', '-s', 'apa7'], io)).toBe(1);
    expect(io.err).toContain('record 0: title.publicationTitle:');
    expect(io.err).toContain('1 formatted, 1 failed');
    expect(io.out.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('answers invalid JSON with a message and exit code 1', async () => {
    const io = memoryIo('{ not json');
    expect(await run(['node', 'referent', 'format', '-s', 'apa7'], io)).toBe(1);
    expect(io.err).toMatch(/input is not valid JSON/);
  });

  it('rejects an unknown style as a usage error (exit 2)', async () => {
    const io = memoryIo(JSON.stringify(book));
    expect(await run(['node', 'referent', 'format', '-s', 'nope'], io)).toBe(2);
    expect(io.err).toMatch(/unknown style: nope/);
  });
});

describe('referent styles', () => {
  it('lists the styles the engine has', async () => {
    const io = memoryIo();
    expect(await run(['node', 'referent', 'styles'], io)).toBe(0);
    expect(io.out).toMatch(/^apa7\tAPA 7th edition$/m);
  });
});
