import { bibliographyOrder, isNumericStyle, type Publication } from '@referent/engine';

/** A problem of the list as a whole (its order, a duplicate), with the lines it concerns. */
export interface ListIssue {
  kind: 'order' | 'duplicate' | 'citation-order';
  message: string;
  lines: number[];
}

const norm = (v: unknown) =>
  String(v ?? '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const short = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/**
 * Whether the entries stand in the order the style lists them (`bibliographyOrder`:
 * alphabetical with Cyrillic sources first for GOST and DSTU, by author then year for the
 * author-date styles). Each pair of neighbours in the wrong order is one issue.
 */
export function orderIssues(
  entries: { text: string; line: number; publication?: Publication }[],
  style: string,
): ListIssue[] {
  if (isNumericStyle(style)) return [];
  const read = entries.filter((e): e is typeof e & { publication: Publication } => Boolean(e.publication));
  const order = bibliographyOrder(
    read.map((e) => e.publication),
    style,
  );
  const rank = new Map(order.map((index, position) => [index, position]));
  const issues: ListIssue[] = [];
  for (let i = 0; i + 1 < read.length; i++) {
    const [a, b] = [read[i], read[i + 1]];
    if (a && b && (rank.get(i) ?? 0) > (rank.get(i + 1) ?? 0))
      issues.push({
        kind: 'order',
        message: `order: ${style} lists “${short(b.text)}” (line ${b.line}) before “${short(a.text)}” (line ${a.line})`,
        lines: [b.line, a.line],
      });
  }
  return issues;
}

/** Numbers cited in the text, in the order they are first cited: `[3]`, `[1, 4]`, `[2–5]`. */
export function firstCitations(body: string): number[] {
  const seen: number[] = [];
  for (const m of body.matchAll(/\[(\d{1,4}(?:\s*(?:[,;]|[-–—])\s*\d{1,4})*)\]/gu)) {
    for (const part of (m[1] ?? '').split(/\s*[,;]\s*/)) {
      const range = /^(\d+)\s*[-–—]\s*(\d+)$/.exec(part);
      const nums = range
        ? Array.from({ length: Math.min(Number(range[2]) - Number(range[1]) + 1, 50) }, (_, k) => Number(range[1]) + k)
        : [Number(part)];
      for (const n of nums) if (n > 0 && !seen.includes(n)) seen.push(n);
    }
  }
  return seen;
}

/**
 * Numeric styles number the list in the order of first citation: with in-text markers
 * present, the first citation of each number must come after those of all smaller numbers.
 */
export function citationOrderIssues(body: string, count: number, style: string): ListIssue[] {
  if (!isNumericStyle(style)) return [];
  const cited = firstCitations(body).filter((n) => n <= count);
  const issues: ListIssue[] = [];
  // In citation order, the numbers first cited are exactly 1, 2, 3 … in turn.
  const wrong = cited.findIndex((n, k) => n !== k + 1);
  if (wrong >= 0)
    issues.push({
      kind: 'citation-order',
      message: `order: ${style} numbers entries in order of first citation, but [${cited[wrong]}] is cited first where [${wrong + 1}] is expected`,
      lines: [],
    });
  const uncited = Array.from({ length: count }, (_, k) => k + 1).filter((n) => cited.length > 0 && !cited.includes(n));
  if (uncited.length)
    issues.push({
      kind: 'citation-order',
      message: `never cited in the text: ${uncited.map((n) => `[${n}]`).join(', ')}`,
      lines: [],
    });
  return issues;
}

/** Entries that describe the same work: same first author, year and title. */
export function duplicateIssues(entries: { text: string; line: number; publication?: Publication }[]): ListIssue[] {
  const seen = new Map<string, { line: number; text: string }>();
  const issues: ListIssue[] = [];
  for (const e of entries) {
    const p = e.publication;
    if (!p?.title?.publicationTitle) continue;
    const first = p.authors?.['1']?.[0]?.surname ?? p.authors?.['5']?.[0]?.name ?? '';
    const key = `${norm(first)}|${norm(p.outputData?.year)}|${norm(p.title.publicationTitle)}`;
    const before = seen.get(key);
    if (before)
      issues.push({
        kind: 'duplicate',
        message: `duplicate: line ${e.line} repeats line ${before.line} (“${short(before.text)}”)`,
        lines: [e.line, before.line],
      });
    else seen.set(key, { line: e.line, text: e.text });
  }
  return issues;
}
