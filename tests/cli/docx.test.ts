import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/src/program.js';
import { docxFileName } from '../../docx/src/node.js';
import { article, book, memoryIo, tempDir } from './support.js';

async function formatToDocx(styles: string, records: unknown[]): Promise<Buffer> {
  const file = join(tempDir(), 'refs.docx');
  const io = memoryIo(JSON.stringify(records));
  expect(await run(['node', 'referent', 'format', '-s', styles, '--to', 'docx', '--out', file], io)).toBe(0);
  expect(io.err).toContain(`wrote ${file}`);
  return readFileSync(file);
}

describe('referent format --to docx', () => {
  it('writes one paragraph per reference under a heading, with italics and links kept', async () => {
    const bytes = await formatToDocx('apa7', [book, article]);
    const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
    expect(html).toContain('<h1>APA 7th edition</h1>');
    expect(html).toContain(
      '<p>Sapolsky, R. M. (2017). <em>Behave: The biology of humans at our best and worst</em>. Penguin Books.</p>',
    );
    expect(html).toContain('<em>Advances in Neural Information Processing Systems</em>');
    expect(html).toContain(
      '<a href="https://doi.org/10.5555/3295222.3295349">https://doi.org/10.5555/3295222.3295349</a>',
    );
    expect(html.match(/<p>/g)).toHaveLength(2);
  });

  it('gives each reference a hanging indent of half an inch', async () => {
    const zip = await JSZip.loadAsync(await formatToDocx('apa7', [book]));
    const xml = await zip.file('word/document.xml')?.async('string');
    expect(xml).toMatch(/<w:ind w:left="720" w:hanging="720"\/>/);
    expect(xml).toContain('<w:i/>');
  });

  it('puts a heading before each style’s list when several are chosen', async () => {
    const bytes = await formatToDocx('apa7,gost2018', [book]);
    const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
    expect(html.match(/<h1>/g)).toHaveLength(2);
  });

  it('generates a file name when none is given (spec §5)', () => {
    expect(docxFileName(new Date('2026-03-04T05:06:07Z'))).toBe('references-2026-03-04-050607.docx');
  });
});
