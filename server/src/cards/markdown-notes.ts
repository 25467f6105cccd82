/**
 * Cards as Markdown files, one per card (as Obsidian and Zettlr read them): a front-matter
 * block, then the body with its `[[1-1-2]]` links as written, then the quote as a block quote.
 * Front-matter values are written as JSON strings and lists, which are valid YAML, so any
 * YAML reader takes them; the reader below is ours because it only needs flat `key: value`
 * lines (foreign notes with other YAML keep their text, unknown keys are ignored).
 */

export interface NoteFields {
  /** Shown form, `1-1-2`; absent for foreign notes. */
  number: string | null;
  title: string;
  body: string;
  tags: string[];
  quote: string;
  url: string;
  info: string;
  citation: string | null;
}

const FRONT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** `1-1-2 A title.md`, safe on every file system. */
export function noteFileName(number: string, title: string): string {
  const safe = title
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${number}${safe ? ` ${safe}` : ''}.md`;
}

export function noteText(note: NoteFields): string {
  const lines = ['---'];
  if (note.number) lines.push(`zettel: ${JSON.stringify(note.number)}`);
  lines.push(`title: ${JSON.stringify(note.title)}`);
  if (note.tags.length) lines.push(`tags: ${JSON.stringify(note.tags)}`);
  if (note.url) lines.push(`url: ${JSON.stringify(note.url)}`);
  if (note.citation) lines.push(`citation: ${JSON.stringify(note.citation)}`);
  if (note.info) lines.push(`info: ${JSON.stringify(note.info)}`);
  if (note.quote) lines.push(`quote: ${JSON.stringify(note.quote)}`);
  lines.push('---', '', note.body.trimEnd(), '');
  if (note.quote) lines.push(...note.quote.split('\n').map((l) => `> ${l}`), '');
  return lines.join('\n');
}

function value(raw: string): unknown {
  const v = raw.trim();
  if (v.startsWith('"') || v.startsWith('[')) {
    try {
      return JSON.parse(v);
    } catch {
      // Not JSON: plain YAML text, kept as written.
    }
  }
  if (v.startsWith('[') && v.endsWith(']')) {
    return v
      .slice(1, -1)
      .split(',')
      .map((s) => s.trim().replace(/^['"]|['"]$/g, ''))
      .filter(Boolean);
  }
  return v.replace(/^'(.*)'$/, '$1');
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Reads a note file: our own export back exactly; a foreign note as title (first heading or file name) and body. */
export function parseNote(fileName: string, text: string): NoteFields {
  const meta: Record<string, unknown> = {};
  let body = text.replace(/^\uFEFF/, '');
  const front = FRONT.exec(body);
  if (front) {
    for (const line of (front[1] as string).split(/\r?\n/)) {
      const m = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
      if (m) meta[(m[1] as string).toLowerCase()] = value(m[2] as string);
    }
    body = body.slice(front[0].length);
  }
  const quote = str(meta.quote);
  body = body.replace(/^\n+/, '').trimEnd();
  if (quote) {
    const block = quote
      .split('\n')
      .map((l) => `> ${l}`)
      .join('\n');
    if (body.endsWith(block)) body = body.slice(0, -block.length).trimEnd();
  }
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.(md|markdown|txt)$/i, '');
  const fromName = /^(\d+(?:-\d+)*)(?:\s+(.*))?$/.exec(base);
  const number = str(meta.zettel) || (fromName ? (fromName[1] as string) : '');
  const heading = /^#\s+(.+)$/m.exec(body)?.[1];
  const title = str(meta.title) || (fromName ? (fromName[2] ?? '') : base) || heading || '';
  const tags = Array.isArray(meta.tags) ? meta.tags.map(str).filter(Boolean) : str(meta.tags) ? [str(meta.tags)] : [];
  return {
    number: /^\d+(?:-\d+)*$/.test(number) ? number : null,
    title: title.trim(),
    body,
    tags,
    quote,
    url: str(meta.url),
    info: str(meta.info),
    citation: str(meta.citation) || null,
  };
}
