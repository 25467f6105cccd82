import { type Block, blocksDocument } from '@referent/docx';
import { Packer } from 'docx';

/** Packs the blocks into a .docx and hands it to the browser as a download. Loaded only on export. */
export async function downloadDocx(blocks: Block[], title: string, fileName: string): Promise<void> {
  const blob = await Packer.toBlob(blocksDocument(blocks, title));
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
