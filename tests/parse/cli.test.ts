/** `referent parse` as issue 7 asks: a citation as the argument, NDJSON results per line, `--style`. */
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/src/program.js';
import { memoryIo } from '../cli/support.js';

const HARDIN = 'Hardin G. The tragedy of the commons. Science. 1968;162(3859):1243-8.';
const IVANOV = 'Иванов И. П. Теория графов // Вестник МГУ. 2019. Т. 4, № 2. С. 45–60.';

describe('referent parse (issue 7 contract)', () => {
  it('reads a citation given as the argument', async () => {
    const io = memoryIo();
    expect(await run(['node', 'referent', 'parse', '--to', 'results', HARDIN], io)).toBe(0);
    const lines = io.out.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const result = JSON.parse(lines[0] as string);
    expect(Object.keys(result)).toEqual(['publication', 'confidence', 'warnings']);
    expect(result.publication.title.publicationTitle).toBe('The tragedy of the commons');
  });

  it('prints one NDJSON result per input line, in order, unrecognised lines included', async () => {
    const io = memoryIo(`${HARDIN}\n12345\n${IVANOV}\n`);
    expect(await run(['node', 'referent', 'parse', '--to', 'results'], io)).toBe(1);
    const results = io.out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(results).toHaveLength(3);
    expect(results[0].publication.series.series).toBe('Science');
    expect(results[1].warnings).toContain('Could not recognise a citation in this text.');
    expect(results[2].publication.language).toBe('RU');
  });

  it('formats the parsed publication straight away with --style', async () => {
    const io = memoryIo(`${IVANOV}\n`);
    expect(await run(['node', 'referent', 'parse', '--to', 'results', '--style', 'gost2018'], io)).toBe(0);
    const result = JSON.parse(io.out);
    expect(result.formatted).toContain('Теория графов');
    expect(result.formatted).toContain('С. 45–60');
    const json = memoryIo(`${HARDIN}\n`);
    expect(await run(['node', 'referent', 'parse', '--to', 'json', '--style', 'apa7'], json)).toBe(0);
    expect(JSON.parse(json.out)[0].formatted).toBe(
      'Hardin, G. (1968). The tragedy of the commons. Science, 162(3859), 1243–1248.',
    );
  });

  it('rejects an unknown style, or --style with Publications-only output', async () => {
    expect(await run(['node', 'referent', 'parse', '--style', 'nope'], memoryIo(HARDIN))).toBe(2);
    expect(await run(['node', 'referent', 'parse', '--to', 'ndjson', '--style', 'apa7'], memoryIo(HARDIN))).toBe(2);
  });
});
