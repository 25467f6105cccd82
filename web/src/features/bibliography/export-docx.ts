import { bibliographyDocument, type DocxSection } from '@referent/docx';
import { Packer } from 'docx';

/**
 * The browser's Word export: the same document the CLI and the server write
 * (`bibliographyDocument`), packed to a Blob instead of a Node Buffer. Loaded only on export.
 */
export async function docxBlob(title: string, sections: DocxSection[]): Promise<Blob> {
  return Packer.toBlob(bibliographyDocument(sections, title));
}
