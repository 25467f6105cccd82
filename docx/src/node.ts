import { Packer } from 'docx';
import { type CardDoc, type CardDocLabels, cardsDocument } from './cards.js';
import { bibliographyDocument, type DocxSection } from './document.js';

export { bibliographyDocument, type DocxSection, docxFileName, exportFileName } from './document.js';

/**
 * The bibliography as .docx bytes (Node): see `bibliographyDocument` for the layout.
 * @example await bibliographyDocx([{ heading: 'APA 7th edition', entries: [rich] }]) // Buffer of a .docx
 */
export async function bibliographyDocx(sections: DocxSection[], title?: string): Promise<Buffer> {
  return Packer.toBuffer(bibliographyDocument(sections, title));
}

export { type CardDoc, type CardDocLabels, cardsDocument } from './cards.js';

/** Note cards as .docx bytes (Node): see `cardsDocument`. */
export async function cardsDocx(cards: CardDoc[], labels: CardDocLabels, title?: string): Promise<Buffer> {
  return Packer.toBuffer(cardsDocument(cards, labels, title));
}
