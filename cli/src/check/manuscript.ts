import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { decodeText } from '@referent/engine';

/** A manuscript as lines of text, each with where it is (a line of the file, or a paragraph of a .docx). */
export interface Manuscript {
  kind: 'docx' | 'markdown' | 'text' | 'latex' | 'list';
  lines: { text: string; line: number }[];
}

export type ManuscriptKind = Manuscript['kind'];

/** The kind of a manuscript file, by its extension; standard input is a plain list. */
export function kindOf(file: string | undefined): ManuscriptKind {
  if (!file || file === '-') return 'list';
  const ext = extname(file).toLowerCase();
  if (ext === '.docx') return 'docx';
  if (ext === '.md' || ext === '.markdown') return 'markdown';
  if (ext === '.tex' || ext === '.latex') return 'latex';
  return 'text';
}

/** Splits text into numbered lines. */
export function linesOf(text: string): Manuscript['lines'] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((t, i) => ({ text: t, line: i + 1 }));
}

/**
 * Reads a manuscript: a Word document's paragraphs (mammoth's raw text, one paragraph per
 * line), or a text file's lines. Word numbering of a list is not in the raw text, so
 * entries of a numbered list come without their numbers.
 */
export async function readManuscript(file: string | undefined, readStdin: () => Promise<string>): Promise<Manuscript> {
  const kind = kindOf(file);
  if (kind === 'docx') {
    const mammoth = (await import('mammoth')).default;
    const { value } = await mammoth.extractRawText({ path: file as string });
    // mammoth ends each paragraph with a blank line.
    const paragraphs = value.split(/\n\n/).map((p) => p.replace(/\n/g, ' ').trim());
    return { kind, lines: paragraphs.map((text, i) => ({ text, line: i + 1 })) };
  }
  const text = kind === 'list' ? await readStdin() : decodeText(await readFile(file as string));
  return { kind, lines: linesOf(text) };
}
