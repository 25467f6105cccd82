import type { Rich, Run } from '@referent/engine';
import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

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

function paragraphOf(rich: Rich): Paragraph {
  const children = rich.map((run) =>
    run.href ? new ExternalHyperlink({ link: run.href, children: [textRun(run, true)] }) : textRun(run),
  );
  return new Paragraph({ children, indent: { left: HANGING, hanging: HANGING }, spacing: { after: 120 } });
}

/**
 * A Word document with a heading per style and one paragraph per reference, with italics,
 * bold, small capitals and links kept, and a hanging indent.
 * @example await bibliographyDocx([{ heading: 'APA 7th edition', entries: [rich] }]) // Buffer of a .docx
 */
export async function bibliographyDocx(sections: DocxSection[]): Promise<Buffer> {
  const children = sections.flatMap((s) => [
    new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 }),
    ...s.entries.map(paragraphOf),
  ]);
  const doc = new Document({ creator: 'Referent', title: 'References', sections: [{ children }] });
  return Packer.toBuffer(doc);
}

/** Spec §5 "export file name: generated if empty": references-YYYY-MM-DD-HHMMSS.docx. */
export function docxFileName(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
  return `references-${stamp}.docx`;
}
