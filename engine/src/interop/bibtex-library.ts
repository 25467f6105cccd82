import type { FieldIssue } from '../dispatch.js';
import { isNameSuffix } from '../parts/name-suffix.js';
import { type BibtexEntry, publicationFromBibtex } from './bibtex.js';
import { latexCommand } from './latex-commands.js';
import { joinedLiterals } from './literal-list.js';
import { plainOfMarkup } from './markup-text.js';
import { type Creator, creatorFromDirect } from './people.js';
import { semicolonNames } from './semicolon-names.js';

/**
 * Reading a whole .bib file, shared by the CLI and the web: both parse with
 * @retorquere/bibtex-parser (the parser of Better BibTeX for Zotero: LaTeX decoded to
 * Unicode, names split, BibLaTeX fields known, crossref inheritance), and this module turns
 * its library into records. The parser is passed in, so the engine itself stays free of it
 * and the web loads it only when a .bib file comes.
 */

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
/** The part of the parser's options this module sets. */
export interface BibtexParseOptions {
  sentenceCase: false;
  caseProtection: false;
  applyCrossRef: true;
  unsupported: (node: unknown, tex: string, entry: { key: string }) => string;
}
/** `parse` of @retorquere/bibtex-parser, as this module calls it. */
export type BibtexParse = (text: string, options: BibtexParseOptions) => unknown;

/** One entry of a .bib file, read: where it starts, its key, and the record or what stopped it. */
export interface BibtexRead {
  line?: number;
  id?: string;
  publication?: Record<string, unknown>;
  issues?: FieldIssue[];
  /** What was read but could not be kept exactly: a type mapped to a near one, an unknown macro, a field with no home. */
  warnings?: FieldIssue[];
}

/** Decoded TeX accents can come out as a letter and a combining mark: composed, as typed text is; the parser's HTML goes. */
const clean = (s: string) => plainOfMarkup(s.normalize('NFC'));

function creatorOf(n: ParsedName): Creator {
  if (n.name !== undefined) return { literal: clean(n.name) };
  const family = clean([n.prefix, n.lastName].filter(Boolean).join(' '));
  const given = clean(n.firstName ?? '');
  const suffix = clean(n.suffix ?? '');
  // "Martin Luther King, Jr." — the suffix typed where BibTeX expects the given names, a common
  // slip in real .bib files (BibTeX itself would print "Jr. Martin Luther King").
  if (!suffix && isNameSuffix(given) && family.includes(' ')) return { ...creatorFromDirect(family), suffix: given };
  return { ...(family ? { family } : {}), ...(given ? { given } : {}), ...(suffix ? { suffix } : {}) };
}

/** The parser's entry in the engine's BibtexEntry shape: names split, lists joined (`joinedLiterals`), text plain. */
function entryOf(e: ParsedEntry): BibtexEntry {
  const fields: BibtexEntry['fields'] = {};
  for (const [name, value] of Object.entries(e.fields)) {
    if (typeof value === 'string') fields[name] = clean(value);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'object'))
      fields[name] = (value as ParsedName[]).map(creatorOf);
    else if (Array.isArray(value))
      fields[name] = clean(name === 'keywords' ? value.join(', ') : joinedLiterals(value.map(String)));
  }
  return { type: e.type, key: e.key, fields };
}

const lineOf = (text: string, snippet: string | undefined): number | undefined => {
  if (!snippet) return undefined;
  const at = text.indexOf(snippet.trim().slice(0, 60));
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
};

/**
 * Fields a part takes from its crossref parent under BibLaTeX's default inheritance (all
 * fields, same name; manual appendix B) that the parser leaves out: the date above all, so
 * a chapter is not "n.d." when its collection is dated.
 */
const INHERITED = ['date', 'year', 'month', 'edition', 'volume', 'volumes', 'langid', 'language'];

/**
 * BibLaTeX's `xdata` (fields shared by several entries) and the inheritance the parser's own
 * crossref leaves out: a part's `booktitle` from its parent's `title` and the fields of
 * `INHERITED` (BibLaTeX manual, appendix B). Fields the entry has itself always win.
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
    if (!parent) continue;
    if (e.fields.booktitle === undefined && typeof parent.fields.title === 'string')
      e.fields.booktitle = parent.fields.title;
    for (const f of INHERITED)
      if (e.fields[f] === undefined && parent.fields[f] !== undefined) e.fields[f] = parent.fields[f];
  }
}

/**
 * Reads a BibTeX/BibLaTeX file. One record per entry, in file order, so indexes never shift:
 * what the parser reports about an entry (an undefined `@string`, an unknown TeX command, a
 * dropped name part) is a warning on that entry's record; only text that is no entry at all
 * is a record of its own.
 * @example readBibtexLibrary(parse, '@book{k, title={T}}') // [{ line: 1, id: 'k', publication: { … } }]
 */
export function readBibtexLibrary(parse: BibtexParse, source: string): BibtexRead[] {
  const text = semicolonNames(source.replace(/^\uFEFF/, ''));
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
  }) as { entries: ParsedEntry[]; errors: ParseError[] };
  const entries = result.entries.filter((e) => e.type.toLowerCase() !== 'xdata');
  inherit(result.entries);
  const broken = new Set(result.errors.map((e) => e.input?.trim()).filter(Boolean));
  const keys = new Set(entries.filter((e) => Object.keys(e.fields).length).map((e) => e.key));
  const warnings = new Map<string, FieldIssue[]>(commandWarnings);
  const warn = (key: string, w: FieldIssue) => warnings.set(key, [...(warnings.get(key) ?? []), w]);
  const records: BibtexRead[] = [];
  // BibLaTeX's @set only groups entries for citing them together (biblatex manual 2.1.1, 3.12.5):
  // it is no publication, so it is not read as one; each member it names says which set it is in.
  const sets = entries.filter((e) => e.type.toLowerCase() === 'set');
  for (const set of sets) {
    const members = String(set.fields.entryset ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter((k) => keys.has(k) && k !== set.key);
    for (const m of members)
      warn(m, {
        field: 'entryset',
        message: `member of the @set "${set.key}", which groups entries and was not imported`,
      });
    if (!members.length)
      records.push({
        line: lineOf(text, set.input),
        id: set.key,
        issues: [
          { field: 'entryset', message: 'a @set only groups other entries, and none of its members is in the file' },
        ],
      });
  }
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
      const uses = (v: unknown) => typeof v === 'string' && v.split(/\s+/).includes(macro);
      const users = entries.filter((e) => Object.values(e.fields).some(uses));
      for (const e of users) {
        const field = Object.entries(e.fields).find(([, v]) => uses(v))?.[0];
        warn(e.key, { field: field ?? 'bibtex', message: `undefined @string "${macro}" was kept as its name` });
      }
      if (users.length) continue;
    }
    records.push({ line: lineOf(text, error.input), issues: [{ field: 'bibtex', message: error.error }] });
  }
  for (const entry of entries) {
    if (entry.type.toLowerCase() === 'set') continue;
    if (Object.keys(entry.fields).length === 0 && (entry.input === '' || broken.has(entry.input?.trim()))) continue;
    const read = publicationFromBibtex(entryOf(entry));
    const line = lineOf(text, entry.input);
    if ('issues' in read) {
      records.push({ line, id: entry.key, issues: read.issues });
      continue;
    }
    const own = [...(read.warnings ?? []), ...(warnings.get(entry.key) ?? [])];
    records.push({ line, id: entry.key, publication: read.publication, ...(own.length ? { warnings: own } : {}) });
  }
  return records.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
