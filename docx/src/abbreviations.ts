import { AlignmentType, Document, HeadingLevel, Paragraph, TabStopType, TextRun } from 'docx';

/** One line of a thesis's list of abbreviations. */
export interface AbbreviationEntry {
  abbr: string;
  expansion: string;
}

/** Where the expansion starts: 2.5 cm, in twentieths of a point. */
const EXPANSION_AT = 1417;

/**
 * The "list of abbreviations" (перечень сокращений, ГОСТ 7.32-2017 §5.4): a centred heading, then
 * one line per abbreviation, "ABBR — expansion", in the order given (the caller sorts).
 */
export function abbreviationsDocument(entries: AbbreviationEntry[], title: string): Document {
  const children = [
    new Paragraph({ text: title, heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER }),
    ...entries.map(
      (e) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: EXPANSION_AT }],
          indent: { left: EXPANSION_AT, hanging: EXPANSION_AT },
          spacing: { after: 80 },
          children: [new TextRun({ text: e.abbr, bold: true }), new TextRun({ text: `\t— ${e.expansion}` })],
        }),
    ),
  ];
  return new Document({ creator: 'Referent', title, sections: [{ children }] });
}
