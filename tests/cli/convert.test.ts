import { join } from 'node:path';
import { publicationSchema } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/src/program.js';
import { normalised, SAMPLES } from './samples.js';
import { book, memoryIo, tempDir } from './support.js';

const FORMATS = ['publication-json', 'csl-json', 'bibtex', 'ris'] as const;
const EXTENSION = { 'publication-json': 'json', 'csl-json': 'json', bibtex: 'bib', ris: 'ris' } as const;

async function convert(text: string, from: string, to: string): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(text);
  const code = await run(['node', 'referent', 'convert', '--from', from, '--to', to], io);
  return { code, out: io.out, err: io.err };
}

describe('referent convert', () => {
  const samples = JSON.stringify(Object.values(SAMPLES));
  for (const from of FORMATS) {
    for (const to of FORMATS) {
      it(`converts ${from} to ${to} without losing a record`, async () => {
        const source = from === 'publication-json' ? samples : (await convert(samples, 'publication-json', from)).out;
        const converted = await convert(source, from, to);
        expect(converted.code).toBe(0);
        expect(converted.err).toBe(`${Object.keys(SAMPLES).length} converted, 0 failed\n`);
        const back = JSON.parse((await convert(converted.out, to, 'publication-json')).out) as unknown[];
        expect(back.map((p) => publicationSchema.parse(p).title?.publicationTitle)).toEqual(
          Object.values(SAMPLES).map((p) => p.title?.publicationTitle),
        );
      });
    }
  }

  it('keeps every field CSL-JSON holds through Publication → CSL-JSON → Publication', async () => {
    const csl = await convert(JSON.stringify([SAMPLES.article, SAMPLES.book]), 'publication-json', 'csl-json');
    const back = JSON.parse((await convert(csl.out, 'csl-json', 'publication-json')).out);
    expect(normalised(back[1].authors)).toEqual(normalised(SAMPLES.book?.authors));
    expect(back[0].accessData).toEqual({ link: '10.1000/xyz.1', type: 'doi' });
  });

  it('reports a malformed CSL-JSON item and converts the others', async () => {
    const r = await convert(
      JSON.stringify([{ type: 'no-such-type', title: 'x' }, 7, { id: 'ok', type: 'book', title: 'Fine' }]),
      'csl-json',
      'ris',
    );
    expect(r.code).toBe(1);
    // An unknown type is read as the nearest one, with a warning on its record (issue 15).
    expect(r.err).toContain('record 0: warning: type: unknown CSL item type "no-such-type" was read as a book');
    expect(r.err).toContain('record 1: (record): a CSL-JSON item must be an object');
    expect(r.out).toContain('TI  - Fine');
    expect(r.out).toContain('TI  - x');
    expect(r.err).toContain('2 converted, 1 failed');
  });

  it('reads CSL-JSON items one per line, naming the line of a bad one', async () => {
    const item = JSON.stringify({ id: 'x', type: 'book', title: 'Behave', issued: { 'date-parts': [[2017]] } });
    const io = memoryIo(`${item}\n{ broken\n\n${item}\n`);
    expect(await run(['node', 'referent', 'format', '-s', 'apa7', '--to', 'json'], io)).toBe(1);
    const out = JSON.parse(io.out);
    expect(out.map((r: { id?: string }) => r.id)).toEqual(['x', undefined, 'x']);
    expect(io.err).toContain('record 1 (line 2): (line): invalid JSON');
  });

  it('detects the input format from the file extension', async () => {
    const dir = tempDir();
    for (const format of FORMATS) {
      const text = (await convert(JSON.stringify([book]), 'publication-json', format)).out;
      const file = join(dir, `refs-${format}.${EXTENSION[format]}`);
      (await import('node:fs')).writeFileSync(file, text);
      const io = memoryIo();
      expect(await run(['node', 'referent', 'format', file, '-s', 'apa7'], io)).toBe(0);
      expect(io.out).toMatch(/^Sapolsky, R\. M\. \(2017\)\. Behave/);
    }
  });

  it('writes NDJSON, one Publication per line, that format streams back', async () => {
    const ndjson = await convert(JSON.stringify(Object.values(SAMPLES)), 'publication-json', 'ndjson');
    expect(ndjson.out.trim().split('\n')).toHaveLength(Object.keys(SAMPLES).length);
    const io = memoryIo(ndjson.out);
    expect(await run(['node', 'referent', 'format', '--from', 'ndjson', '-s', 'apa7', '--to', 'json'], io)).toBe(0);
    expect(JSON.parse(io.out).map((r: { id: string }) => r.id)).toEqual(Object.values(SAMPLES).map((p) => p.id));
  });

  it('rejects an unknown target format as a usage error', async () => {
    expect((await convert('[]', 'publication-json', 'marcxml')).code).toBe(2);
  });
});

describe('the importers’ warnings in format and validate (issue 15)', () => {
  // A RIS video is read as the nearest type (a web resource) with a warning; the book next to it has none.
  const ris = [
    'TY  - VIDEO',
    'TI  - A lecture',
    'PY  - 2020',
    'UR  - https://example.org/v',
    'ER  - ',
    '',
    'TY  - BOOK',
    'AU  - Sapolsky, Robert M.',
    'TI  - Behave',
    'PY  - 2017',
    'PB  - Penguin Books',
    'ER  - ',
    '',
  ].join('\n');

  it('`format` prints them on standard error per record, as `convert` does, and still formats the record', async () => {
    const io = memoryIo(ris);
    const code = await run(['node', 'referent', 'format', '-s', 'apa7', '--from', 'ris'], io);
    const converted = memoryIo(ris);
    await run(['node', 'referent', 'convert', '--from', 'ris', '--to', 'ndjson'], converted);
    const line = converted.err.split('\n').find((l) => l.startsWith('record 0'));
    expect(line).toMatch(/^record 0 \(line 1\): warning: TY: "VIDEO" .* web resource$/u);
    expect(io.err).toContain(`${line}\n`);
    expect(io.err).not.toMatch(/^record 1/mu);
    expect(io.out).toContain('A lecture');
    expect(io.out).toContain('Behave');
    expect(io.err).toContain('2 formatted, 0 failed');
    expect(code).toBe(0);
  });

  it('`validate` prints them per record without counting the record invalid', async () => {
    const io = memoryIo(ris);
    const code = await run(['node', 'referent', 'validate', '--from', 'ris'], io);
    expect(io.err).toMatch(/^record 0 \(line 1\): warning: TY: "VIDEO" .* web resource$/mu);
    expect(io.err).not.toMatch(/^record 1/mu);
    expect(io.err).toContain('2 valid, 0 invalid');
    expect(code).toBe(0);
  });
});
