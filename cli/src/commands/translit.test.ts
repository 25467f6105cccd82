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

describe('referent format --romanize', () => {
  const mixed = new URL('../../../fixtures/translit/mixed-list.json', import.meta.url).pathname;

  it('gives the national list and the romanised References list from one command', async () => {
    const io = memoryIo();
    expect(
      await run(
        ['node', 'referent', 'format', '-s', 'gost2018', '--romanize-schemes', 'ru=bgn,ua=national', mixed],
        io,
      ),
    ).toBe(0);
    const [national = '', references = ''] = io.out.split('\nReferences\n\n');
    expect(national).toContain('Щукин, Ю. П. Экономика знаний');
    expect(references.trim().split('\n')).toEqual([
      expect.stringMatching(/^Shchukin Yu\.P\., Zhukova Ye\.A\. Ekonomika znaniy .*\(In Russ\.\) DOI: 10\.32609/),
      expect.stringMatching(
        /^Yizhakevych Ye\.Yu\. Istoriia ukrainskoi literatury \[History of Ukrainian literature\]\. 2nd ed\. Kyiv, Naukova dumka Publ\., 2010\. 320 p\. \(In Ukr\.\)$/,
      ),
      'Arnold V.I. Mathematical methods of classical mechanics. New York, Springer, 1989. 520 p.',
      expect.stringMatching(/^Chernyayev A\.Yu\. .*Cand\. Sci\. diss\. Moscow, 2012\. 180 p\. \(In Russ\.\)$/),
      expect.stringMatching(/^Zghorany: istoriia sela \[Zghorany: a village history\]\./),
    ]);
  });

  it('numbers the References list like a numeric style’s list', async () => {
    const io = memoryIo();
    await run(['node', 'referent', 'format', '-s', 'ieee', '--romanize', mixed], io);
    const references = io.out.split('\nReferences\n\n')[1] ?? '';
    expect(references).toMatch(/^\[1\] Shchukin Yu\.P\./);
    expect(references).toMatch(/\n\[5\] Zghorany/);
  });

  it('names a scheme that has no rules for the language', async () => {
    const io = memoryIo();
    expect(
      await run(['node', 'referent', 'format', '-s', 'apa7', '--romanize-schemes', 'ru=national', mixed], io),
    ).toBe(2);
    expect(io.err).toBe('referent: --romanize: scheme "national" has no rules for Russian\n');
  });

  it('refuses JSON output and unknown keys as usage errors', async () => {
    for (const args of [
      ['--to', 'json', '--romanize'],
      ['--romanize-schemes', 'de=bgn'],
      ['--romanize-schemes', 'style=gost2018'],
    ]) {
      const io = memoryIo();
      expect(await run(['node', 'referent', 'format', '-s', 'apa7', ...args, mixed], io)).toBe(2);
    }
  });
});
