import { describe, expect, it } from 'vitest';
import { run } from '../../cli/src/program.js';
import { memoryIo } from './support.js';

const HARDIN = 'Hardin G. The tragedy of the commons. Science. 1968;162(3859):1243-8.';
const IVANOV = 'Иванов И. П. Теория графов // Вестник МГУ. 2019. Т. 4, № 2. С. 45–60.';

describe('referent parse', () => {
  it('reads one reference per line into a JSON array with confidence, and names the lines it could not read', async () => {
    const io = memoryIo(`${HARDIN}\n\n12345\n${IVANOV}\n`);
    expect(await run(['node', 'referent', 'parse', '--to', 'json'], io)).toBe(1);
    const out = JSON.parse(io.out);
    expect(out.map((r: { line: number; recognised: boolean }) => [r.line, r.recognised])).toEqual([
      [1, true],
      [3, false],
      [4, true],
    ]);
    expect(out[0].publication.title.publicationTitle).toBe('The tragedy of the commons');
    expect(out[2].publication.series.series).toBe('Вестник МГУ');
    expect(out[0].confidence.title).toBeGreaterThan(0);
    expect(io.err).toContain('line 3: Could not recognise a citation in this text.');
    expect(io.err).toContain('2 parsed, 1 not recognised');
  });

  it('prints by default one NDJSON result per input line, in order, blank and unrecognised lines included', async () => {
    const io = memoryIo(`${HARDIN}\n\n12345\n${IVANOV}\n`);
    expect(await run(['node', 'referent', 'parse'], io)).toBe(1);
    const rows = io.out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows).toHaveLength(4);
    expect(Object.keys(rows[0]).sort()).toEqual(['confidence', 'publication', 'warnings']);
    expect(rows[0].publication.title.publicationTitle).toBe('The tragedy of the commons');
    expect(rows[1].warnings.length).toBeGreaterThan(0);
    expect(rows[3].publication.series.series).toBe('Вестник МГУ');
  });

  it('takes the citation as an argument and formats it with --style', async () => {
    const io = memoryIo();
    expect(await run(['node', 'referent', 'parse', HARDIN, '--style', 'apa7'], io)).toBe(0);
    const row = JSON.parse(io.out);
    expect(row.formatted).toBe('Hardin, G. (1968). The tragedy of the commons. Science, 162(3859), 1243–1248.');
  });

  it('prints NDJSON Publications that referent format reads back', async () => {
    const parsed = memoryIo(`${HARDIN}\n`);
    expect(await run(['node', 'referent', 'parse', '--to', 'ndjson'], parsed)).toBe(0);
    const formatted = memoryIo(parsed.out);
    expect(await run(['node', 'referent', 'format', '--from', 'ndjson', '-s', 'apa7'], formatted)).toBe(0);
    expect(formatted.out).toBe('Hardin, G. (1968). The tragedy of the commons. Science, 162(3859), 1243–1248.\n');
  });

  it('rejects an unknown --lang or output format as a usage error', async () => {
    expect(await run(['node', 'referent', 'parse', '--lang', 'de'], memoryIo(HARDIN))).toBe(2);
    expect(await run(['node', 'referent', 'parse', '--to', 'xml'], memoryIo(HARDIN))).toBe(2);
  });
});
