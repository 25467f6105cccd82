import type { Rich } from '@referent/engine';
import { Document, ExternalHyperlink, Packer, Paragraph, TextRun } from 'docx';

function runsOf(rich: Rich): (TextRun | ExternalHyperlink)[] {
  return rich.map((run) => {
    const marks = run.marks ?? [];
    const text = new TextRun({
      text: run.text,
      italics: marks.includes('italic'),
      bold: marks.includes('bold'),
      smallCaps: marks.includes('smallCaps'),
      ...(run.href ? { style: 'Hyperlink' } : {}),
    });
    return run.href ? new ExternalHyperlink({ link: run.href, children: [text] }) : text;
  });
}

/**
 * A Word file with a numbered list of references (the `docx` package the CLI depends on;
 * loaded only when a person exports).
 */
export async function docxBlob(heading: string, references: Rich[]): Promise<Blob> {
  const doc = new Document({
    creator: 'Referent',
    title: heading,
    styles: { default: { document: { run: { font: 'Times New Roman', size: 28 } } } },
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: heading, bold: true })], spacing: { after: 240 } }),
          ...references.map(
            (rich, i) =>
              new Paragraph({
                children: [new TextRun({ text: `${i + 1}. ` }), ...runsOf(rich)],
                spacing: { after: 120 },
              }),
          ),
        ],
      },
    ],
  });
  return Packer.toBlob(doc);
}
