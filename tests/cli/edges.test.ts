import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/src/program.js';
import { book, memoryIo, tempDir } from './support.js';

/** The CLI's edges (issue 12): one-line errors naming the path, and empty input the same in every format. */
async function referent(args: string[], stdin = '') {
  const io = memoryIo(stdin);
  const code = await run(['node', 'referent', ...args], io);
  return { code, out: io.out, err: io.err };
}

describe('files and folders', () => {
  const dir = tempDir({ 'book.json': JSON.stringify(book) });
  mkdirSync(join(dir, 'folder'));
  writeFileSync(join(dir, 'image.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));

  it('a folder as input is named in one line (no stack trace), exit 2', async () => {
    for (const command of [['format', '--style', 'apa7'], ['validate'], ['convert', '--to', 'bibtex']]) {
      const r = await referent([...command, join(dir, 'folder')]);
      expect(r.code).toBe(2);
      expect(r.err).toBe(`referent: ${join(dir, 'folder')} is a folder, not a file\n`);
    }
  });

  it('a folder as --out, and a missing output folder, are named as folders', async () => {
    const asFolder = await referent([
      'format',
      '--style',
      'apa7',
      join(dir, 'book.json'),
      '--out',
      join(dir, 'folder'),
    ]);
    expect(asFolder.code).toBe(2);
    expect(asFolder.err).toContain(`${join(dir, 'folder')} is a folder, not a file`);
    const docx = await referent([
      'format',
      '--style',
      'apa7',
      '--to',
      'docx',
      join(dir, 'book.json'),
      '--out',
      join(dir, 'folder'),
    ]);
    expect(docx.code).toBe(2);
    expect(docx.err).toContain('is a folder, not a file');
    const missing = await referent([
      'format',
      '--style',
      'apa7',
      join(dir, 'book.json'),
      '--out',
      join(dir, 'nope', 'x.txt'),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe(`referent: no such folder: ${join(dir, 'nope')} (for ${join(dir, 'nope', 'x.txt')})\n`);
    const noFile = await referent(['format', '--style', 'apa7', join(dir, 'absent.json')]);
    expect(noFile.err).toBe(`referent: no such file: ${join(dir, 'absent.json')}\n`);
  });

  it('binary input is "not a text file", from a file or standard input', async () => {
    const file = await referent(['format', '--style', 'apa7', join(dir, 'image.png')]);
    expect(file).toMatchObject({ code: 2, err: `referent: ${join(dir, 'image.png')} is not a text file\n` });
    const stdin = await referent(['validate'], 'PK\u0003\u0004\u0000\u0000binary');
    expect(stdin).toMatchObject({ code: 2, err: 'referent: standard input is not a text file\n' });
  });
});

describe('file encodings', () => {
  // Reference managers on Windows export UTF-16 (EndNote, Citavi) or, in older Russian and
  // Ukrainian set-ups, Windows-1251: both are read, not refused or turned into U+FFFD.
  const ris = 'TY  - BOOK\r\nAU  - Петров, Иван\r\nTI  - Очерки\r\nPY  - 2001\r\nLA  - ru\r\nER  - \r\n';
  const cp1251 = Buffer.from(
    [...ris].map((ch) => {
      const c = ch.charCodeAt(0);
      return c >= 0x410 && c <= 0x44f ? c - 0x410 + 0xc0 : c;
    }),
  );
  const dir = tempDir({});
  writeFileSync(join(dir, 'utf16.ris'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(ris, 'utf16le')]));
  writeFileSync(join(dir, 'cp1251.ris'), cp1251);

  it('reads a UTF-16 export and a Windows-1251 export as the same records', async () => {
    for (const name of ['utf16.ris', 'cp1251.ris']) {
      const r = await referent(['format', '--style', 'gost2018', join(dir, name)]);
      expect(r.err).toBe('1 formatted, 0 failed\n');
      expect(r.code).toBe(0);
      expect(r.out).toContain('Петров, И. Очерки');
    }
  });
});

describe('empty input', () => {
  it('says "no records" with exit 1 whatever the format and the command', async () => {
    const dir = tempDir({ 'a.json': '', 'a.ndjson': '\n  \n', 'a.bib': '', 'a.ris': '   ', 'a.csl.json': '\n' });
    for (const name of ['a.json', 'a.ndjson', 'a.bib', 'a.ris', 'a.csl.json']) {
      for (const command of [['format', '--style', 'apa7'], ['validate'], ['convert', '--to', 'ris']]) {
        const r = await referent([...command, join(dir, name)]);
        expect({ name, command: command[0], code: r.code, err: r.err }).toEqual({
          name,
          command: command[0],
          code: 1,
          err: `referent: no records in ${join(dir, name)}\n`,
        });
      }
    }
    expect(await referent(['format', '--style', 'apa7'], '  ')).toMatchObject({
      code: 1,
      err: 'referent: no records in standard input\n',
    });
  });
});

describe('records missing what spec §5 requires', () => {
  const untitled = { idTypePublication: 2, language: 'EN', authors: { '1': [{ surname: 'Sapolsky', name: 'R.' }] } };

  it('validate reports the title and the year by field', async () => {
    const r = await referent(['validate'], JSON.stringify(untitled));
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'record 0: title.publicationTitle: This field is required; outputData.year: This field is required',
    );
    expect((await referent(['validate', '--style', 'apa7'], JSON.stringify(book))).code).toBe(0);
  });

  it('format prints what it can, warns by field and exits 1', async () => {
    const r = await referent(['format', '--style', 'apa7'], JSON.stringify([book, untitled]));
    expect(r.code).toBe(1);
    expect(r.out.split('\n').filter(Boolean)).toHaveLength(2);
    expect(r.err).toContain('record 1: warning: title.publicationTitle: This field is required');
    expect(r.err).toContain('2 formatted, 1 with warnings, 0 failed');
  });

  it('the dispatcher’s messages name their field', async () => {
    const r = await referent(['format', '--style', 'apa7'], JSON.stringify({ ...book, idTypePublication: 11 }));
    expect(r.err).toContain('record 0: idTypePublication: Type id of this element is uncorrect');
  });
});
