import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chunkLines, isRecordLine, type NdjsonChunk, ndjsonChunks } from './ndjson-chunks.js';

/** Lines and their numbers as `readline` gave them to `referent format` before chunks (the reference). */
async function readlineRecords(text: string, pieces: number): Promise<{ line: number; index: number; text: string }[]> {
  const bytes = Buffer.from(text);
  const step = Math.max(1, Math.ceil(bytes.length / pieces));
  const parts = Array.from({ length: Math.ceil(bytes.length / step) }, (_, i) =>
    bytes.subarray(i * step, (i + 1) * step),
  );
  const out: { line: number; index: number; text: string }[] = [];
  let line = 0;
  let index = 0;
  const rl = createInterface({ input: Readable.from(parts).setEncoding('utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const l of rl) {
    line++;
    if (l.trim()) out.push({ line, index: index++, text: l });
  }
  return out;
}

async function chunkRecords(text: string, size: number, pieces: number) {
  const bytes = Buffer.from(text);
  const step = Math.max(1, Math.ceil(bytes.length / pieces));
  async function* source() {
    for (let i = 0; i < bytes.length; i += step) yield Buffer.from(bytes.subarray(i, i + step));
  }
  const out: { line: number; index: number; text: string }[] = [];
  const chunks: NdjsonChunk[] = [];
  for await (const chunk of ndjsonChunks(source(), size)) chunks.push(chunk);
  for (const chunk of chunks) {
    let index = chunk.firstIndex;
    chunkLines(chunk.bytes).forEach((l, i) => {
      if (isRecordLine(l)) out.push({ line: chunk.firstLine + i, index: index++, text: l });
    });
  }
  return { out, chunks };
}

const INPUTS: Record<string, string> = {
  plain: '{"a":1}\n{"a":2}\n{"a":3}\n',
  'no final newline': '{"a":1}\n{"a":2}',
  'blank and white-space lines': '\n{"a":1}\n\n   \n\t\n{"a":2}\n \u00a0\n{"a":3}\n\n',
  CRLF: '{"a":1}\r\n{"a":2}\r\n\r\n{"a":3}\r\n',
  'lone CR': '{"a":1}\r{"a":2}\n{"a":3}\r\r\n{"a":4}\r',
  'BOM, Cyrillic and emoji': '\ufeff{"t":"Иванов"}\n  {"t":"😀 ž"}\n{"t":"ü"}\n',
  'bad JSON lines': '{ not json\n{"a":1}\nnull\n42\n"x"\n',
};

describe('ndjsonChunks', () => {
  for (const [name, text] of Object.entries(INPUTS)) {
    it(`numbers lines and records as readline does: ${name}`, async () => {
      const expected = await readlineRecords(text, 1);
      for (const size of [1, 2, 3, 5, 8, 64, 1 << 18])
        for (const pieces of [1, 3, 7, text.length]) {
          const { out } = await chunkRecords(text, size, pieces);
          expect({ size, pieces, out }).toEqual({ size, pieces, out: expected });
        }
    });
  }

  it('numbers a longer random input as readline does, however it is cut', async () => {
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const ends = ['\n', '\n', '\n', '\r\n', '\r', '\n\n', '\n  \n'];
    const words = ['{"a":1}', '{"t":"Пётр"}', ' {"x":[1,2]}', '{ bad', '😀', '{"e":"\\u00e9"}'];
    let text = '';
    for (let i = 0; i < 400; i++)
      text += `${words[Math.floor(rnd() * words.length)] ?? ''}${ends[Math.floor(rnd() * ends.length)] ?? ''}`;
    const expected = await readlineRecords(text, 13);
    for (const size of [1, 17, 100, 1000]) {
      const { out, chunks } = await chunkRecords(text, size, 29);
      expect(out).toEqual(expected);
      if (size === 100) expect(chunks.length).toBeGreaterThan(10);
    }
  });

  it('gives every chunk its own buffer, so it can be transferred', async () => {
    async function* source() {
      yield Buffer.from('{"a":1}\n{"a":2}\n');
      yield Buffer.from('{"a":3}');
    }
    for await (const chunk of ndjsonChunks(source(), 4)) {
      // A transfer detaches the whole buffer: nothing else may live in it.
      const copy = Buffer.from(chunk.bytes).toString();
      structuredClone(chunk.bytes, { transfer: [chunk.bytes.buffer as ArrayBuffer] });
      expect(copy.length).toBeGreaterThan(0);
    }
    expect(Buffer.from('still usable').toString()).toBe('still usable');
  });
});
