import { extname } from 'node:path';
import { UsageError } from '../io.js';

/** The input formats `referent format` and `convert` read. */
export const SOURCE_FORMATS = ['publication-json', 'ndjson', 'csl-json', 'bibtex', 'ris'] as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

const ALIASES: Record<string, SourceFormat> = {
  json: 'publication-json',
  publication: 'publication-json',
  jsonl: 'ndjson',
  csl: 'csl-json',
  bib: 'bibtex',
  biblatex: 'bibtex',
};

/** A `--from` value as a format; unknown names are a usage error. */
export function sourceFormatOf(name: string): SourceFormat {
  const format = (SOURCE_FORMATS as readonly string[]).includes(name) ? (name as SourceFormat) : ALIASES[name];
  if (!format) throw new UsageError(`unknown input format "${name}" (${SOURCE_FORMATS.join(', ')})`);
  return format;
}

const BY_EXTENSION: Record<string, SourceFormat> = {
  '.ndjson': 'ndjson',
  '.jsonl': 'ndjson',
  '.bib': 'bibtex',
  '.bibtex': 'bibtex',
  '.ris': 'ris',
};

/** CSL-JSON items have a string `type` ("article-journal") and no `idTypePublication`. */
function looksLikeCsl(value: unknown): boolean {
  const item = Array.isArray(value) ? value[0] : value;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { type?: unknown }).type === 'string' &&
    !('idTypePublication' in item)
  );
}

/**
 * Guesses the input format from the file name, then from the first characters: "@" BibTeX,
 * "TY  -" RIS, JSON otherwise — NDJSON when the first line is a whole object and more
 * lines follow, CSL-JSON when the items carry CSL's `type`.
 */
export function detectSourceFormat(file: string | undefined, head: string): SourceFormat {
  const byExt = file ? BY_EXTENSION[extname(file).toLowerCase()] : undefined;
  if (byExt) return byExt;
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('@') || text.startsWith('%')) return 'bibtex';
  if (/^TY {2}-/m.test(text.slice(0, 2000))) return 'ris';
  const firstLine = text.split('\n', 1)[0] ?? '';
  if (firstLine.startsWith('{') && text.length > firstLine.length + 1) {
    try {
      return looksLikeCsl(JSON.parse(firstLine)) ? 'csl-json' : 'ndjson';
    } catch {
      // not a whole object on one line: a pretty-printed JSON document
    }
  }
  // Only the head of a file is here, so a large document does not parse: CSL-JSON items have a
  // `"type": "…"` key and never Publication's required `idTypePublication`.
  if (/"type"\s*:\s*"/.test(text) && !/"idTypePublication"/.test(text)) return 'csl-json';
  return 'publication-json';
}
