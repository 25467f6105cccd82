import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { article, book, tempDir } from './support.js';

// The built command (worker threads load compiled files): `referent format` on NDJSON big
// enough for worker threads (over 1 MiB) must print the same bytes, report the same records
// with the same line numbers, and exit with the same code as in one thread.
const BIN = fileURLToPath(new URL('../../cli/bin/referent.js', import.meta.url));

function referent(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** 4,000 records of two types, with the lines that must be reported: bad JSON, a bad type, no year, blank lines, CRLF. */
function ndjson(): string {
  const lines = clean();
  lines[7] = '{ not json';
  lines[2500] = '';
  lines[2501] = '   ';
  lines[3100] = JSON.stringify({ ...book, idTypePublication: 'x' });
  lines[3900] = JSON.stringify({ ...book, outputData: { publisher: 'P' } }); // no year: printed, with a warning
  lines[3998] = `${lines[3998]}\r`;
  return `${lines.join('\n')}\n`;
}

/** 4,000 good records of two types, one a line. */
function clean(): string[] {
  return Array.from({ length: 4000 }, (_, i) =>
    JSON.stringify(
      i % 3
        ? {
            ...book,
            id: i,
            title: { publicationTitle: `Title ${i}` },
            outputData: { ...book.outputData, year: 1990 + (i % 30) },
          }
        : { ...article, id: `a${i}`, series: { ...article.series, volume: String(i) } },
    ),
  );
}

describe('referent (built) format: worker threads give what one thread gives', () => {
  const dir = tempDir({ 'in.ndjson': ndjson() });
  const file = join(dir, 'in.ndjson');
  it('has an input past the size where threads start (cli/src/format/results.ts)', () => {
    expect(statSync(file).size).toBeGreaterThan(1 << 20);
  });
  for (const [style, to] of <[string, string][]>[
    ['apa7', 'text'],
    ['apa7', 'json'],
    ['ieee', 'text'], // numbered: entries cross back without their numbers
  ])
    it(`${style}, --to ${to}`, () => {
      const one = referent(['format', file, '-s', style, '--to', to, '--jobs', '1']);
      const two = referent(['format', file, '-s', style, '--to', to, '--jobs', '2']);
      expect(two.out).toBe(one.out);
      expect(two.err).toBe(one.err);
      expect([one.code, two.code]).toEqual([1, 1]);
      expect(one.err).toContain('record 7 (line 8): (line): invalid JSON');
      expect(one.err).toContain('record 3098 (line 3101): idTypePublication:');
      expect(one.err).toContain('record 3898 (line 3901): warning: outputData.year: This field is required');
      expect(one.err.trim().split('\n').at(-1)).toBe('3996 formatted, 1 with warnings, 2 failed');
    });
});

describe('referent (built) format: a numbered style rendered in batches', () => {
  it('numbers its entries as record-by-record output does (--strict writes record by record)', () => {
    const file = join(tempDir({ 'in.ndjson': `${clean().join('\n')}\n` }), 'in.ndjson');
    const batches = referent(['format', file, '-s', 'ieee', '--jobs', '2']);
    const records = referent(['format', file, '-s', 'ieee', '--jobs', '1', '--strict']);
    expect(batches.out).toBe(records.out);
    expect(batches.out.trim().split('\n').at(-1)).toMatch(/^\[4000\] /);
  });
});
