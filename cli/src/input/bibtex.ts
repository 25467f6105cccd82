import { type BibtexParse, readBibtexLibrary } from '@referent/engine';
import type { InputRecord } from './input-record.js';

/**
 * Reads a BibTeX/BibLaTeX file with @retorquere/bibtex-parser, through the engine's
 * `readBibtexLibrary` (shared with the web): one record per entry, in file order.
 */
export async function readBibtex(source: string): Promise<InputRecord[]> {
  const { parse } = await import('@retorquere/bibtex-parser');
  return readBibtexLibrary(parse as unknown as BibtexParse, source).map((r, index) => ({ ...r, index }));
}
