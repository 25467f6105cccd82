import type JSZip from 'jszip';
import type { Note } from './repository.js';

/** Saves a Blob under a name through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

const NOTE = /\.(md|markdown|txt)$/i;

/** The Markdown notes among chosen files: .md files as they are, .zip archives opened (jszip, loaded on use). */
export async function notesFrom(files: File[]): Promise<Note[]> {
  const notes: Note[] = [];
  for (const file of files) {
    const path = (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;
    if (/\.zip$/i.test(file.name)) {
      const { default: Zip } = await import('jszip');
      const zip: JSZip = await Zip.loadAsync(await file.arrayBuffer());
      for (const entry of Object.values(zip.files)) {
        if (!entry.dir && NOTE.test(entry.name)) notes.push({ name: entry.name, text: await entry.async('string') });
      }
    } else if (NOTE.test(file.name)) {
      notes.push({ name: path, text: await file.text() });
    }
  }
  return notes;
}
