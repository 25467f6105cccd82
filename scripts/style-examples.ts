/**
 * The examples of docs/styles/<style>.md, generated from the goldens
 * (fixtures/styles/<style>/<type>.json) between `<!-- examples:start -->` and
 * `<!-- examples:end -->`, so the docs show what the tests check and cannot drift.
 *
 *   npm run docs:styles            rewrite the pages
 *   npm run docs:styles -- --check list the pages that differ and exit 1
 *
 * tests/docs/style-examples.test.ts runs the check in `npm test`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'fixtures', 'styles');
const DOCS = join(ROOT, 'docs', 'styles');
export const START = '<!-- examples:start -->';
export const END = '<!-- examples:end -->';
/** The order types are shown in (the spec's source types). */
const TYPES = ['article', 'book', 'part', 'conference', 'dissertation', 'standard', 'patent', 'web'];

interface Golden {
  name: string;
  source: string;
  text: string;
  html?: string;
  knownFailure?: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Text as Markdown that shows it literally, inside a table cell. */
function escapeCell(text: string): string {
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1').replace(/\s+/g, ' ');
}

/**
 * The expected entry in Markdown: italics and bold from the golden's HTML where it has one
 * (links are shown as their text), else its plain text.
 */
export function entryMarkdown(golden: Pick<Golden, 'text' | 'html'>): string {
  if (golden.html === undefined) return escapeCell(golden.text);
  let out = '';
  for (const part of golden.html.split(/(<\/?(?:i|b|a)\b[^>]*>)/)) {
    if (/^<\/?i>$/.test(part)) out += '*';
    else if (/^<\/?b>$/.test(part)) out += '**';
    else if (/^<\/?a\b/.test(part)) continue;
    else out += escapeCell(part.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e));
  }
  return out;
}

/** The types a style has goldens for, in the spec's order (others after, by name). */
function typesOf(style: string): string[] {
  const files = readdirSync(join(FIXTURES, style))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));
  const rank = (t: string) => (TYPES.includes(t) ? TYPES.indexOf(t) : TYPES.length);
  return files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The generated block of one style: a table per type, every golden a row. */
export function examplesBlock(style: string): string {
  const lines = [
    START,
    '',
    `## Examples (generated from the goldens in \`fixtures/styles/${style}/\`; \`npm run docs:styles\`)`,
  ];
  for (const type of typesOf(style)) {
    const goldens = JSON.parse(readFileSync(join(FIXTURES, style, `${type}.json`), 'utf8')) as Golden[];
    lines.push('', `### ${type}`, '', '| case | entry | source |', '| --- | --- | --- |');
    for (const g of goldens) {
      const known = g.knownFailure ? ` (known failure: ${escapeCell(g.knownFailure)})` : '';
      lines.push(`| ${escapeCell(g.name)}${known} | ${entryMarkdown(g)} | ${escapeCell(g.source)} |`);
    }
  }
  lines.push('', END);
  return lines.join('\n');
}

/** A page with its block replaced (or added at the end when it has none yet). */
export function withExamples(page: string, block: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start === -1 || end < start) return `${page.trimEnd()}\n\n${block}\n`;
  return page.slice(0, start) + block + page.slice(end + END.length);
}

/** Every style with goldens, and its page as it is and as it should be. */
export function stylePages(): Array<{ style: string; path: string; current: string; expected: string }> {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((style) => {
      const path = join(DOCS, `${style}.md`);
      let current = '';
      try {
        current = readFileSync(path, 'utf8');
      } catch {
        current = `# ${style}\n`;
      }
      return { style, path, current, expected: withExamples(current, examplesBlock(style)) };
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = stylePages().filter((p) => p.current !== p.expected);
  if (check) {
    for (const p of stale) console.error(`out of date: docs/styles/${p.style}.md`);
    if (stale.length) console.error('run: npm run docs:styles');
    process.exit(stale.length ? 1 : 0);
  }
  for (const p of stale) writeFileSync(p.path, p.expected);
  console.log(`${stale.length} page(s) rewritten`);
}
