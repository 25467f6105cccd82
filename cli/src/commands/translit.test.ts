import { describe, expect, it } from 'vitest';
import type { Io } from '../io.js';
import { run } from '../program.js';

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

const referent = (...args: string[]) => ['node', 'referent', 'translit', ...args];

describe('referent translit', () => {
  it('transliterates its argument by the chosen scheme', async () => {
    const io = memoryIo();
    expect(await run(referent('--scheme', 'national', '--lang', 'ua', 'Згорани'), io)).toBe(0);
    expect(io.out).toBe('Zghorany\n');
  });

  it('prints exactly one line per input line, in order, blank lines included', async () => {
    const io = memoryIo('Щукин\n\nЮрій Їжакевич\r\nLatin stays\n');
    expect(await run(referent('--scheme', 'bgn'), io)).toBe(0);
    expect(io.out).toBe('Shchukin\n\nYurii Yizhakevych\nLatin stays\n');
  });

  it('uses the spec’s defaults per language when no scheme is given', async () => {
    const io = memoryIo('Щукин\nЇжакевич');
    await run(referent(), io);
    expect(io.out).toBe('Shhukin\nYizhakevych\n');
  });

  it('turns GOST 7.79 A back into Cyrillic', async () => {
    const io = memoryIo();
    await run(referent('--scheme', 'gost2000A', '--lang', 'ru', '--reverse', 'Ŝukin'), io);
    expect(io.out).toBe('Щукин\n');
  });

  it('answers an unknown scheme, a bad language or a scheme without the language with exit 2', async () => {
    for (const args of [
      ['--scheme', 'nope', 'x'],
      ['--lang', 'de', 'x'],
      ['--scheme', 'national', '--lang', 'ru', 'Щ'],
    ]) {
      const io = memoryIo();
      expect(await run(referent(...args), io)).toBe(2);
      expect(io.err).toMatch(/^referent: /);
    }
  });

  it('lists the schemes', async () => {
    const io = memoryIo();
    await run(referent('--list'), io);
    expect(io.out).toMatch(/^national\tUA\t/m);
    expect(io.out.trim().split('\n')).toHaveLength(13);
  });
});
