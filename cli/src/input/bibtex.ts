import { type BibtexEntry, type Creator, publicationFromBibtex } from '@referent/engine';
import type { InputRecord } from './input-record.js';

interface ParsedName {
  lastName?: string;
  firstName?: string;
  prefix?: string;
  suffix?: string;
  name?: string;
}
interface ParsedEntry {
  type: string;
  key: string;
  fields: Record<string, unknown>;
  input?: string;
}
interface ParseError {
  error: string;
  input?: string;
}

function creatorOf(n: ParsedName): Creator {
  if (n.name !== undefined) return { literal: n.name };
  const family = [n.prefix, n.lastName].filter(Boolean).join(' ');
  const given = [n.firstName, n.suffix].filter(Boolean).join(' ');
  return { ...(family ? { family } : {}), ...(given ? { given } : {}) };
}

function entryOf(e: ParsedEntry): BibtexEntry {
  const fields: BibtexEntry['fields'] = {};
  for (const [name, value] of Object.entries(e.fields)) {
    if (typeof value === 'string') fields[name] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'object'))
      fields[name] = (value as ParsedName[]).map(creatorOf);
    else if (Array.isArray(value)) fields[name] = value.join(', ');
  }
  return { type: e.type, key: e.key, fields };
}

const lineOf = (text: string, snippet: string | undefined): number | undefined => {
  if (!snippet) return undefined;
  const at = text.indexOf(snippet.trim().slice(0, 60));
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
};

/**
 * Reads a BibTeX/BibLaTeX file with @retorquere/bibtex-parser (the parser of Better BibTeX
 * for Zotero: LaTeX decoded to Unicode, names split, BibLaTeX fields known). An entry the
 * parser cannot read is a record with its problem; the others go on.
 */
export async function readBibtex(text: string): Promise<InputRecord[]> {
  const { parse } = await import('@retorquere/bibtex-parser');
  // Styles apply their own capitalisation, so titles are kept as written (no sentence-casing).
  const result = parse(text, { sentenceCase: false, caseProtection: false }) as unknown as {
    entries: ParsedEntry[];
    errors: ParseError[];
  };
  const broken = new Set(result.errors.map((e) => e.input?.trim()).filter(Boolean));
  const keys = new Set(result.entries.filter((e) => Object.keys(e.fields).length).map((e) => e.key));
  const records: InputRecord[] = [];
  for (const error of result.errors) {
    // "@key: …" is the parser's warning about an entry it did read (a name part dropped): not a failure.
    const about = /^@([^:]+):/.exec(error.error)?.[1];
    if (about && keys.has(about) && !error.input) continue;
    records.push({
      index: 0,
      line: lineOf(text, error.input),
      issues: [{ field: 'bibtex', message: error.error }],
    });
  }
  for (const entry of result.entries) {
    if (Object.keys(entry.fields).length === 0 && (entry.input === '' || broken.has(entry.input?.trim()))) continue;
    const read = publicationFromBibtex(entryOf(entry));
    const line = lineOf(text, entry.input);
    records.push(
      'issues' in read
        ? { index: 0, line, id: entry.key, issues: read.issues }
        : { index: 0, line, id: entry.key, publication: read.publication },
    );
  }
  records.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return records.map((r, index) => ({ ...r, index }));
}
