import {
  Bookmark,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  InternalHyperlink,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';

/** One note card as the export shows it (ideas generator, spec §3 Note card). */
export interface CardDoc {
  /** Shown form, `1-1-2`. */
  number: string;
  title: string;
  /** Markdown; `[[1-1-2]]` links become cross-references to the card's heading. */
  body: string;
  tags: string[];
  quote: string;
  url: string | null;
  info: string;
  /** The linked bibliography record, formatted. */
  citation: string | null;
}

/** Labels in the document's language (the caller's interface language). */
export interface CardDocLabels {
  tags: string;
  quote: string;
  source: string;
  link: string;
  info: string;
}

/** Bookmark names must start with a letter and hold no dashes. */
const anchor = (number: string) => `zettel_${number.replaceAll('-', '_')}`;

/** A line of body text with its live links as internal hyperlinks to the cards' headings. */
function runsOf(line: string, known: Set<string>): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  let last = 0;
  for (const m of line.matchAll(/\[\[(!?)(\d+(?:-\d+)*)\]\]/g)) {
    const at = m.index ?? 0;
    if (at > last) out.push(new TextRun(line.slice(last, at)));
    const number = m[2] as string;
    if (m[1] === '' && known.has(number)) {
      out.push(
        new InternalHyperlink({
          anchor: anchor(number),
          children: [new TextRun({ text: `[[${number}]]`, style: 'Hyperlink' })],
        }),
      );
    } else {
      // A link to a deleted card or one outside the export stays readable, struck through when inactive.
      out.push(new TextRun({ text: `[[${number}]]`, strike: m[1] === '!' }));
    }
    last = at + m[0].length;
  }
  if (last < line.length) out.push(new TextRun(line.slice(last)));
  return out;
}

const labelled = (label: string, children: ParagraphChild[]) =>
  new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), ...children], spacing: { after: 80 } });

/**
 * The cards in the order given (the caller sorts by number): a heading per card that links
 * point at, the body paragraph by paragraph, then tags, quote, citation, URL and info.
 */
export function cardsDocument(cards: CardDoc[], labels: CardDocLabels, title = 'Cards'): Document {
  const known = new Set(cards.map((c) => c.number));
  const children: Paragraph[] = [new Paragraph({ text: title, heading: HeadingLevel.TITLE })];
  for (const card of cards) {
    const heading = card.title ? `${card.number} ${card.title}` : card.number;
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        children: [new Bookmark({ id: anchor(card.number), children: [new TextRun(heading)] })],
      }),
    );
    for (const para of card.body.split(/\n{2,}/)) {
      if (para.trim())
        children.push(new Paragraph({ children: runsOf(para.replace(/\n/g, ' '), known), spacing: { after: 120 } }));
    }
    if (card.tags.length) children.push(labelled(labels.tags, [new TextRun(card.tags.join(', '))]));
    if (card.quote) {
      children.push(
        new Paragraph({
          children: [new TextRun({ text: `«${card.quote}»`, italics: true })],
          indent: { left: 720 },
          spacing: { after: 80 },
        }),
      );
    }
    if (card.citation) children.push(labelled(labels.source, [new TextRun(card.citation)]));
    if (card.url) {
      const href = /^10\./.test(card.url) ? `https://doi.org/${card.url}` : card.url;
      children.push(
        labelled(labels.link, [
          new ExternalHyperlink({ link: href, children: [new TextRun({ text: card.url, style: 'Hyperlink' })] }),
        ]),
      );
    }
    if (card.info) children.push(labelled(labels.info, [new TextRun(card.info)]));
  }
  return new Document({ creator: 'Referent', title, sections: [{ children }] });
}
