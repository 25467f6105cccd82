import type { Run } from '@referent/engine';
import { AlignmentType, Document, HeadingLevel, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

/**
 * A small neutral document for the author tools (an abstract, a list of works, a review):
 * headings, paragraphs of runs and plain tables. Each tool lays out its blocks once and
 * renders them to HTML, plain text or, here, Word — no tool touches the docx API itself.
 */
export type Block =
  | { kind: 'heading'; text: string; level?: 1 | 2; align?: 'center' }
  | { kind: 'paragraph'; runs: Run[]; align?: 'center' | 'justify'; firstLine?: boolean }
  | { kind: 'table'; header: string[]; rows: string[][]; widths?: number[] };

/** Half an inch in twentieths of a point (APA 7, 2.24 paragraph indent). */
const INDENT = 720;

function runOf(run: Run): TextRun {
  const marks = run.marks ?? [];
  return new TextRun({ text: run.text, italics: marks.includes('italic'), bold: marks.includes('bold') });
}

function cell(text: string, header: boolean, width?: number): TableCell {
  return new TableCell({
    children: [new Paragraph({ children: [new TextRun({ text, bold: header })] })],
    ...(width ? { width: { size: width, type: WidthType.PERCENTAGE } } : {}),
  });
}

function tableOf(b: Extract<Block, { kind: 'table' }>): Table {
  const row = (cells: string[], header: boolean) =>
    new TableRow({
      ...(header ? { tableHeader: true } : {}),
      children: cells.map((c, i) => cell(c, header, b.widths?.[i])),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [row(b.header, true), ...b.rows.map((r) => row(r, false))],
  });
}

function elementOf(b: Block): Paragraph | Table {
  if (b.kind === 'table') return tableOf(b);
  if (b.kind === 'heading') {
    return new Paragraph({
      text: b.text,
      heading: b.level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_1,
      ...(b.align === 'center' ? { alignment: AlignmentType.CENTER } : {}),
    });
  }
  const alignment =
    b.align === 'center' ? AlignmentType.CENTER : b.align === 'justify' ? AlignmentType.JUSTIFIED : undefined;
  return new Paragraph({
    children: b.runs.map(runOf),
    spacing: { after: 120 },
    ...(alignment ? { alignment } : {}),
    ...(b.firstLine ? { indent: { firstLine: INDENT } } : {}),
  });
}

/**
 * The blocks as a Word document.
 * @example blocksDocument([{ kind: 'heading', text: 'Abstract' }], 'Abstract')
 */
export function blocksDocument(blocks: Block[], title: string): Document {
  return new Document({ creator: 'Referent', title, sections: [{ children: blocks.map(elementOf) }] });
}
