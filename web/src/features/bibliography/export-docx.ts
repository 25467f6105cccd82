import type { Rich, Run } from '@referent/engine';
import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

/**
 * The Word export of the browser. The CLI's writer (cli/src/render/docx.ts) answers a Node
 * Buffer (`Packer.toBuffer`), which a browser cannot produce, so this builds the same
 * document with the same `docx` package — a heading per style, one paragraph per reference
 * with its marks and links, the hanging indent — and answers a Blob. Loaded only on export.
 */
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

export async function docxBlob(title: string, sections: DocxSection[]): Promise<Blob> {
  const children = sections.flatMap((s) => [
    new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 }),
    ...s.entries.map(paragraphOf),
  ]);
  const doc = new Document({ creator: 'Referent', title, sections: [{ children }] });
  return Packer.toBlob(doc);
}
