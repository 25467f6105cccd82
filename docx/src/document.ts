import type { Rich, Run } from '@referent/engine';
import { Document, ExternalHyperlink, HeadingLevel, Paragraph, TextRun } from 'docx';

/**
 * The Word document of a bibliography, built once for every surface: the CLI and the server
 * pack it to a Buffer (docx.ts), the browser to a Blob. Nothing here needs Node.
 */

/** One bibliography in the document: its heading (the style's name) and its entries. */
export interface DocxSection {
  heading: string;
  entries: Rich[];
}

/** Half an inch in twentieths of a point: the usual hanging indent of a reference list (APA 7, 2.24). */
const HANGING = 720;

function textRun(run: Run, hyperlink = false): TextRun {
  const marks = run.marks ?? [];
  return new TextRun({
    text: run.text,
    italics: marks.includes('italic'),
    bold: marks.includes('bold'),
    smallCaps: marks.includes('smallCaps'),
    ...(hyperlink ? { style: 'Hyperlink' } : {}),
  });
}

/** Only web and e-mail links become Word hyperlinks; any other scheme stays plain text. */
const SAFE_LINK = /^(https?:|mailto:)/i;

function paragraphOf(rich: Rich): Paragraph {
  const children = rich.map((run) =>
    run.href && SAFE_LINK.test(run.href)
      ? new ExternalHyperlink({ link: run.href, children: [textRun(run, true)] })
      : textRun(run),
  );
  return new Paragraph({ children, indent: { left: HANGING, hanging: HANGING }, spacing: { after: 120 } });
}

/**
 * A heading per style and one paragraph per reference, with italics, bold, small capitals
 * and links kept, and a hanging indent.
 */
export function bibliographyDocument(sections: DocxSection[], title = 'References'): Document {
  const children = sections.flatMap((s) => [
    new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 }),
    ...s.entries.map(paragraphOf),
  ]);
  return new Document({ creator: 'Referent', title, sections: [{ children }] });
}

/** Spec §5 "export file name: generated if empty": references-YYYY-MM-DD-HHMMSS.docx. */
export function docxFileName(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
  return `references-${stamp}.docx`;
}

/**
 * The file name a person typed, made safe for every file system and a Content-Disposition
 * header, with `.docx`; a generated one when it is empty (spec §5).
 * @example exportFileName(' My list ') // 'My list.docx'; exportFileName('a/b') // 'a-b.docx'
 */
export function exportFileName(name: string | undefined, now = new Date()): string {
  const base = (name ?? '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .trim()
    .replace(/\.docx$/i, '');
  return base ? `${base}.docx` : docxFileName(now);
}

export { type AbbreviationEntry, abbreviationsDocument } from './abbreviations.js';
export { type Block, blocksDocument } from './blocks.js';
