import { type BibtexEntry, type Creator, type FieldIssue, publicationFromBibtex } from '@referent/engine';
import type { InputRecord } from './input-record.js';
import { latexCommand } from './latex-commands.js';

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

/** Decoded TeX accents can come out as a letter and a combining mark: composed, as typed text is. */
const nfc = (s: string) => s.normalize('NFC');

function creatorOf(n: ParsedName): Creator {
  if (n.name !== undefined) return { literal: nfc(n.name) };
  const family = nfc([n.prefix, n.lastName].filter(Boolean).join(' '));
  const given = nfc([n.firstName, n.suffix].filter(Boolean).join(' '));
  return { ...(family ? { family } : {}), ...(given ? { given } : {}) };
}

function entryOf(e: ParsedEntry): BibtexEntry {
  const fields: BibtexEntry['fields'] = {};
  for (const [name, value] of Object.entries(e.fields)) {
    if (typeof value === 'string') fields[name] = nfc(value);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'object'))
      fields[name] = (value as ParsedName[]).map(creatorOf);
    else if (Array.isArray(value)) fields[name] = nfc(value.join(', '));
  }
  return { type: e.type, key: e.key, fields };
}

const lineOf = (text: string, snippet: string | undefined): number | undefined => {
  if (!snippet) return undefined;
  const at = text.indexOf(snippet.trim().slice(0, 60));
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
};

/**
 * BibLaTeX's `xdata` (fields shared by several entries) and the inheritance the parser's own
 * crossref leaves out: a part's `booktitle` from its parent's `title` (BibLaTeX manual,
 * appendix B). Fields the entry has itself always win.
 */
function inherit(entries: ParsedEntry[]): void {
  const byKey = new Map(entries.map((e) => [e.key, e]));
  for (const e of entries) {
    for (const ref of String(e.fields.xdata ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)) {
      const data = byKey.get(ref);
      if (!data) continue;
      for (const [f, v] of Object.entries(data.fields)) if (e.fields[f] === undefined) e.fields[f] = v;
    }
    const parent = typeof e.fields.crossref === 'string' ? byKey.get(e.fields.crossref) : undefined;
    if (parent && e.fields.booktitle === undefined && typeof parent.fields.title === 'string')
      e.fields.booktitle = parent.fields.title;
  }
}

/**
 * Reads a BibTeX/BibLaTeX file with @retorquere/bibtex-parser (the parser of Better BibTeX
 * for Zotero: LaTeX decoded to Unicode, names split, BibLaTeX fields known, crossref
 * inheritance). One record per entry, in file order, so indexes never shift: what the parser
 * reports about an entry (an undefined `@string`, an unknown TeX command, a dropped name part)
 * is a warning on that entry's record; only text that is no entry at all is a record of its own.
 */
export async function readBibtex(source: string): Promise<InputRecord[]> {
  const { parse } = await import('@retorquere/bibtex-parser');
  const text = source.replace(/^\uFEFF/, '');
  const commandWarnings = new Map<string, FieldIssue[]>();
  // Styles apply their own capitalisation, so titles are kept as written (no sentence-casing).
  const result = parse(text, {
    sentenceCase: false,
    caseProtection: false,
    applyCrossRef: true,
    unsupported: (_node, tex, entry) => {
      const known = latexCommand(tex);
      if (known === undefined) {
        const list = commandWarnings.get(entry.key) ?? [];
        list.push({ field: 'bibtex', message: `unknown TeX command ${tex.trim()} was dropped` });
        commandWarnings.set(entry.key, list);
      }
      return known ?? '';
    },
  }) as unknown as {
    entries: ParsedEntry[];
    errors: ParseError[];
  };
  const entries = result.entries.filter((e) => e.type.toLowerCase() !== 'xdata');
  inherit(result.entries);
  const broken = new Set(result.errors.map((e) => e.input?.trim()).filter(Boolean));
  const keys = new Set(entries.filter((e) => Object.keys(e.fields).length).map((e) => e.key));
  const warnings = new Map<string, FieldIssue[]>(commandWarnings);
  const warn = (key: string, w: FieldIssue) => warnings.set(key, [...(warnings.get(key) ?? []), w]);
  const records: InputRecord[] = [];
  for (const error of result.errors) {
    // "@key: …" is the parser's warning about an entry it did read (a name part dropped).
    const about = /^@([^:]+):/.exec(error.error)?.[1];
    if (about && keys.has(about) && !error.input) {
      warn(about, { field: 'bibtex', message: error.error.replace(/^@[^:]+:\s*/, '') });
      continue;
    }
    // An undefined @string leaves its name as the field's value: the warning goes to the entry that used it.
    const macro = /^Unresolved @string reference "([^"]+)"/.exec(error.error)?.[1];
    if (macro && !error.input) {
      const users = entries.filter((e) =>
        Object.entries(e.fields).some(([, v]) => typeof v === 'string' && v.split(/\s+/).includes(macro)),
      );
      for (const e of users) {
        const field = Object.entries(e.fields).find(
          ([, v]) => typeof v === 'string' && v.split(/\s+/).includes(macro),
        )?.[0];
        warn(e.key, { field: field ?? 'bibtex', message: `undefined @string "${macro}" was kept as its name` });
      }
      if (users.length) continue;
    }
    records.push({
      index: 0,
      line: lineOf(text, error.input),
      issues: [{ field: 'bibtex', message: error.error }],
    });
  }
  for (const entry of entries) {
    if (Object.keys(entry.fields).length === 0 && (entry.input === '' || broken.has(entry.input?.trim()))) continue;
    const read = publicationFromBibtex(entryOf(entry));
    const line = lineOf(text, entry.input);
    const own = [...('warnings' in read ? (read.warnings ?? []) : []), ...(warnings.get(entry.key) ?? [])];
    records.push(
      'issues' in read
        ? { index: 0, line, id: entry.key, issues: read.issues }
        : { index: 0, line, id: entry.key, publication: read.publication, ...(own.length ? { warnings: own } : {}) },
    );
  }
  records.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return records.map((r, index) => ({ ...r, index }));
}
