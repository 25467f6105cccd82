import { join } from 'node:path';
import { availableStyles } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/src/program.js';
import { article, BOOK_APA, book, memoryIo, tempDir } from './support.js';

const referent = (...args: string[]) => ['node', 'referent', ...args];

const BIBTEX = `@book{sapolsky2017,
  author = {Sapolsky, Robert M.},
  title = {Behave: The biology of humans at our best and worst},
  publisher = {Penguin Books},
  year = {2017},
  langid = {english}
}
@book{broken, title = {Unclosed
@unknowntype{x, title = {What}}
`;

const RIS = `TY  - BOOK
AU  - Sapolsky, Robert M.
TI  - Behave: The biology of humans at our best and worst
PB  - Penguin Books
PY  - 2017
LA  - english
ID  - sap
ER  - 

AU  - Nobody, A.
TI  - No type line
ER  - 

TY  - NOPE
TI  - Unknown type
ER  - 
`;

describe('referent format: inputs', () => {
  it('reads NDJSON from a file, one record per line, and names the line of a bad one', async () => {
    const dir = tempDir({ 'in.ndjson': `${JSON.stringify(book)}\n\n{ broken\n${JSON.stringify(book)}\n` });
    const io = memoryIo();
    expect(await run(referent('format', join(dir, 'in.ndjson'), '-s', 'apa7', '--jobs', '1'), io)).toBe(1);
    expect(io.out).toBe(`${BOOK_APA}\n${BOOK_APA}\n`);
    expect(io.err).toContain('record 1 (line 3): (line): invalid JSON');
    expect(io.err).toContain('2 formatted, 1 failed');
  });

  it('detects NDJSON on standard input from its content', async () => {
    const io = memoryIo(`${JSON.stringify(book)}\n${JSON.stringify(book)}\n`);
    expect(await run(referent('format', '-s', 'apa7'), io)).toBe(0);
    expect(io.out).toBe(`${BOOK_APA}\n${BOOK_APA}\n`);
    expect(io.err).toBe('2 formatted, 0 failed\n');
  });

  it('reads BibTeX, reports the unreadable entry, and formats the rest', async () => {
    const dir = tempDir({ 'refs.bib': BIBTEX });
    const io = memoryIo();
    expect(await run(referent('format', join(dir, 'refs.bib'), '-s', 'apa7'), io)).toBe(1);
    // An unknown entry type is read as the nearest type (a book), not rejected (issue 15).
    expect(io.out).toBe(`${BOOK_APA}\nWhat. (n.d.).\n`);
    expect(io.err).toMatch(/record 1 \(line 8\): bibtex: .*Unterminated/);
    // The importer's warning on its record, as `convert` prints it, then the missing year (spec §5).
    expect(io.err).toContain(
      'record 2 (line 9): warning: type: unknown entry type "@unknowntype" was read as a book\n',
    );
    expect(io.err).toContain('record 2 (line 9): warning: outputData.year: This field is required\n');
    expect(io.err).toContain('2 formatted, 1 with warnings, 1 failed');
  });

  it('reads RIS from standard input with --from, record by record', async () => {
    const io = memoryIo(RIS);
    expect(await run(referent('format', '--from', 'ris', '-s', 'apa7', '--to', 'json'), io)).toBe(1);
    const out = JSON.parse(io.out);
    expect(out[0]).toEqual({ index: 0, id: 'sap', results: { apa7: BOOK_APA }, errors: [] });
    expect(out[1].errors[0]).toEqual({ field: 'TY', message: 'a RIS record must start with a TY tag' });
    expect(out[2].errors).toEqual([]);
    expect(out[2].results.apa7).toBe('Unknown type. (n.d.).');
    expect(io.err).toContain('record 1 (line 10): TY:');
  });

  it('detects RIS and BibTeX on standard input from their first characters', async () => {
    for (const [text, unknown] of [
      [RIS, 'Unknown type. (n.d.).'],
      [BIBTEX, 'What. (n.d.).'],
    ]) {
      const io = memoryIo(text);
      await run(referent('format', '-s', 'apa7'), io);
      expect(io.out).toBe(`${BOOK_APA}\n${unknown}\n`);
    }
  });
});

describe('referent format: outputs', () => {
  it('prints the stable JSON shape: index, own id, results by style, errors', async () => {
    const io = memoryIo(
      JSON.stringify([
        { ...book, id: 'b1' },
        { ...book, idTypePublication: 42 },
      ]),
    );
    expect(await run(referent('format', '-s', 'apa7', '--to', 'json'), io)).toBe(1);
    expect(JSON.parse(io.out)).toEqual([
      { index: 0, id: 'b1', results: { apa7: BOOK_APA }, errors: [] },
      {
        index: 1,
        results: {},
        errors: [{ field: 'idTypePublication', message: 'Type id of this element is uncorrect' }],
      },
    ]);
  });

  it('formats in every style the engine has with --style all', async () => {
    const io = memoryIo(JSON.stringify(book));
    expect(await run(referent('format', '-s', 'all', '--to', 'json'), io)).toBe(0);
    expect(Object.keys(JSON.parse(io.out)[0].results)).toEqual(availableStyles());
  });

  it('writes one section per style, headed by its name, when several styles print as text', async () => {
    const styles = availableStyles();
    const io = memoryIo(JSON.stringify([book, article]));
    expect(await run(referent('format', '-s', styles.join(','), '--to', 'md'), io)).toBe(0);
    expect(io.out.match(/^## /gm)?.length).toBe(styles.length > 1 ? styles.length : undefined);
    expect(io.out).toContain('*Behave: The biology of humans at our best and worst*');
  });

  it('renders Markdown and HTML entries with italics and links', async () => {
    const md = memoryIo(JSON.stringify(article));
    await run(referent('format', '-s', 'apa7', '--to', 'md'), md);
    expect(md.out).toContain('*Advances in Neural Information Processing Systems*');
    expect(md.out).toContain('(https://doi.org/10.5555/3295222.3295349)');
    const html = memoryIo(JSON.stringify(article));
    await run(referent('format', '-s', 'apa7', '--to', 'html'), html);
    expect(html.out).toMatch(/^<p class="reference">.*<i>Advances in Neural Information Processing Systems<\/i>/);
    expect(html.out).toContain('<a href="https://doi.org/10.5555/3295222.3295349">');
  });

  it('orders the list as the style requires with --sort', async () => {
    const io = memoryIo(JSON.stringify([book, article]));
    await run(referent('format', '-s', 'apa7', '--sort'), io);
    expect(io.out.split('\n')[0]).toBe(BOOK_APA); // Sapolsky before Vaswani
    const unsorted = memoryIo(JSON.stringify([article, book]));
    await run(referent('format', '-s', 'apa7'), unsorted);
    expect(unsorted.out.split('\n')[0]).toMatch(/^Vaswani/);
  });

  it('numbers the entries of numeric styles, and sorts GOST lists with Cyrillic sources first', async () => {
    const russian = {
      idTypePublication: 2,
      language: 'RU',
      title: { publicationTitle: 'Теория' },
      outputData: { year: 2019, publisher: 'Наука', editionPlace: 'Москва' },
      authors: { '1': [{ surname: 'Иванов', name: 'Иван' }] },
    };
    const io = memoryIo(JSON.stringify([book, russian]));
    expect(await run(referent('format', '-s', 'ieee,vancouver,gost2018', '--sort'), io)).toBe(0);
    expect(io.out).toMatch(/^IEEE\n\n\[1\] R\. M\. Sapolsky.*\n\[2\] И\. Иванов/);
    expect(io.out).toMatch(/\n1\. Sapolsky RM.*\n2\. Иванов И/);
    expect(io.out).toMatch(/GOST R 7\.0\.100-2018\n\nИванов, И\..*\nSapolsky, R\. M\./);
  });

  it('writes to the file named by --out', async () => {
    const dir = tempDir();
    const io = memoryIo(JSON.stringify(book));
    await run(referent('format', '-s', 'apa7', '--out', join(dir, 'refs.txt')), io);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(join(dir, 'refs.txt'), 'utf8')).toBe(`${BOOK_APA}\n`);
    expect(io.out).toBe('');
  });
});

describe('referent format: errors and exit codes', () => {
  it('stops at the first failing record with --strict', async () => {
    const bad = { ...book, title: { publicationTitle: 42 } };
    const io = memoryIo(JSON.stringify([book, bad, book]));
    expect(await run(referent('format', '-s', 'apa7', '--strict'), io)).toBe(1);
    expect(io.out).toBe(`${BOOK_APA}\n`);
    expect(io.err).toContain('1 formatted, 1 failed (stopped at the first error: --strict)');
  });

  it('answers usage errors with exit code 2', async () => {
    for (const args of [
      ['-s', 'apa7', '--to', 'pdf'],
      ['-s', 'apa7', '--from', 'marc'],
      ['-s', 'apa7', '--jobs', '0'],
      ['-s', 'apa7', '--translit', 'ru=klingon'],
      ['-s', 'apa7', 'no-such-file.json'],
      [],
    ]) {
      const io = memoryIo(JSON.stringify(book));
      expect(await run(referent('format', ...args), io)).toBe(2);
      expect(io.err).not.toBe('');
    }
  });

  it('transliterates Russian sources with the scheme named by --translit, except in GOST (spec §5)', async () => {
    const russian = {
      idTypePublication: 2,
      language: 'RU',
      title: { publicationTitle: 'Теория систем' },
      outputData: { year: 2019, publisher: 'Наука' },
      authors: { '1': [{ surname: 'Иванов', name: 'Иван' }] },
    };
    const gost = memoryIo(JSON.stringify(russian));
    expect(await run(referent('format', '-s', 'apa7,gost2018', '--translit', 'ru=gost2000B,ua=national'), gost)).toBe(
      0,
    );
    expect(gost.out).toContain('Ivanov, I. (2019). Teoriya sistem. Nauka.');
    expect(gost.out).toContain('Иванов, И. Теория систем');
    const iso = memoryIo(JSON.stringify(russian));
    await run(referent('format', '-s', 'apa7', '--translit', 'ru=iso9'), iso);
    expect(iso.out).toBe('Ivanov, I. (2019). Teoriâ sistem. Nauka.\n');
    const plain = memoryIo(JSON.stringify(russian));
    await run(referent('format', '-s', 'apa7'), plain);
    expect(plain.out).toBe('Иванов, И. (2019). Теория систем. Наука.\n');
  });
});

describe('referent validate', () => {
  it('reports each invalid record and counts them', async () => {
    const io = memoryIo(
      JSON.stringify([book, { ...book, idTypePublication: 9 }, { ...book, outputData: { year: [] } }]),
    );
    expect(await run(referent('validate'), io)).toBe(1);
    expect(io.err).toContain('record 1: idTypePublication: Type id of this element is uncorrect');
    expect(io.err).toContain('record 2: outputData.year:');
    expect(io.err).toContain('1 valid, 2 invalid');
  });

  it('reads any input format, here RIS with --from', async () => {
    const io = memoryIo(RIS);
    expect(await run(referent('validate', '--from', 'ris'), io)).toBe(1);
    expect(io.err).toContain('record 1 (line 10): TY: a RIS record must start with a TY tag');
    // The unknown type is read as a book, with the importer's warning; it has no year, so it is invalid.
    expect(io.err).toContain('record 2 (line 14): warning: TY: unknown RIS reference type "NOPE" was read as a book\n');
    expect(io.err).toContain('record 2 (line 14): outputData.year: This field is required');
    expect(io.err).toContain('1 valid, 2 invalid');
  });
});
