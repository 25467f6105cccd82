import { type BibtexParse, publicationFromRis, type RisRecord, readBibtexLibrary } from '@referent/engine';
import { type ImportedFile, readCslJson } from './interop-files.js';

/** The file kinds the list imports, by extension (ZoteroBib parity). */
export type ImportKind = 'bibtex' | 'ris' | 'csl';

export function importKindOf(fileName: string, text: string): ImportKind | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'bib' || ext === 'bibtex') return 'bibtex';
  if (ext === 'ris') return 'ris';
  if (ext === 'json') return 'csl';
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('@')) return 'bibtex';
  if (/^TY {2}-/.test(start)) return 'ris';
  if (start.startsWith('[') || start.startsWith('{')) return 'csl';
  return null;
}

/**
 * Splits RIS text into tag → value(s) records. Written here because the RIS reader the CLI
 * uses (citation.js) pulls Node-only fetch modules into a browser bundle; the format itself is
 * one "TG  - value" a line, a record ending at "ER  -".
 */
export function risRecords(text: string): RisRecord[] {
  const out: RisRecord[] = [];
  let rec: Record<string, string[]> = {};
  let last = '';
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const m = /^([A-Z][A-Z0-9]) {2}-(?: (.*))?$/.exec(raw.trimEnd());
    if (!m) {
      // A continuation line belongs to the tag before it.
      const tail = raw.trim();
      const values = rec[last];
      if (tail && values?.length) values[values.length - 1] = `${values[values.length - 1]} ${tail}`;
      continue;
    }
    const tag = m[1] as string;
    if (tag === 'ER') {
      if (Object.keys(rec).length) out.push(rec);
      rec = {};
      continue;
    }
    const values = rec[tag] ?? [];
    values.push((m[2] ?? '').trim());
    rec[tag] = values;
    last = tag;
  }
  if (Object.keys(rec).length) out.push(rec);
  return out;
}

/**
 * Reads an imported file into publications: BibTeX with @retorquere/bibtex-parser (loaded
 * only when a .bib file comes; LaTeX decoded to Unicode), RIS and CSL-JSON through the
 * engine's readers. Entries the engine cannot read are counted, not guessed.
 */
export async function readImport(kind: ImportKind, text: string): Promise<ImportedFile> {
  if (kind === 'csl') return readCslJson(text);
  const results: { publication?: Record<string, unknown> }[] =
    kind === 'ris'
      ? risRecords(text).map((r) => {
          const read = publicationFromRis(r);
          return 'publication' in read ? { publication: read.publication } : {};
        })
      : await import('@retorquere/bibtex-parser').then(({ parse }) =>
          readBibtexLibrary(parse as unknown as BibtexParse, text),
        );
  const publications = results.flatMap((r) => (r.publication ? [r.publication] : []));
  return { publications, rejected: results.length - publications.length };
}
