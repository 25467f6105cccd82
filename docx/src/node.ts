import { Packer } from 'docx';
import { bibliographyDocument, type DocxSection } from './document.js';

export { bibliographyDocument, type DocxSection, docxFileName, exportFileName } from './document.js';

/**
 * The bibliography as .docx bytes (Node): see `bibliographyDocument` for the layout.
 * @example await bibliographyDocx([{ heading: 'APA 7th edition', entries: [rich] }]) // Buffer of a .docx
 */
export async function bibliographyDocx(sections: DocxSection[], title?: string): Promise<Buffer> {
  return Packer.toBuffer(bibliographyDocument(sections, title));
}
