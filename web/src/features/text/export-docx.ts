import { type AbbreviationEntry, abbreviationsDocument } from '@referent/docx';
import { Packer } from 'docx';

/** The list of abbreviations as a .docx Blob; loaded only when the user exports. */
export async function abbreviationsBlob(entries: AbbreviationEntry[], title: string): Promise<Blob> {
  return Packer.toBlob(abbreviationsDocument(entries, title));
}
