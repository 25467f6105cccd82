import type { EntryCheck } from './entry-check.js';
import type { ListIssue } from './list-check.js';

/** One checked entry as `referent check --format json` prints it. */
export interface EntryReport {
  index: number;
  line: number;
  label?: string;
  original: string;
  proposed: string | null;
  ok: boolean;
  deviations: string[];
  confidence: number;
}

/** The whole report: a stable JSON shape (docs/cli.md). */
export interface CheckReport {
  file: string;
  style: string;
  heading: string | null;
  entries: EntryReport[];
  list: ListIssue[];
  summary: { entries: number; deviating: number; listIssues: number };
}

export function entryReport(index: number, entry: { line: number; label?: string }, check: EntryCheck): EntryReport {
  return {
    index,
    line: entry.line,
    ...(entry.label ? { label: entry.label } : {}),
    original: check.original,
    proposed: check.proposed,
    ok: check.deviations.length === 0,
    deviations: check.deviations,
    confidence: Math.round(check.confidence * 100) / 100,
  };
}

export function summaryLine(r: CheckReport): string {
  const { entries, deviating, listIssues } = r.summary;
  if (entries === 0) return `no reference list found in ${r.file}`;
  return `${deviating} of ${entries} entries deviate from ${r.style}${listIssues ? `; ${listIssues} list issue${listIssues > 1 ? 's' : ''}` : ''}`;
}

/** For people: each deviating entry with its line, what differs and the proposed text. */
export function textReport(r: CheckReport): string {
  const out: string[] = [];
  for (const e of r.entries) {
    if (e.ok) continue;
    out.push(`${r.file}:${e.line}: ${e.original}`);
    for (const d of e.deviations) out.push(`  - ${d}`);
    if (e.proposed !== null) out.push(`  proposed: ${e.proposed}`);
    if (e.proposed !== null && e.confidence < 0.7) out.push('  (the entry was hard to read: check the proposal)');
  }
  for (const i of r.list) out.push(`${r.file}${i.lines[0] ? `:${i.lines[0]}` : ''}: ${i.message}`);
  out.push(summaryLine(r));
  return `${out.join('\n')}\n`;
}

/** GitHub Actions workflow commands: one annotation per deviating entry and list issue. */
export function githubReport(r: CheckReport): string {
  const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const prop = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const out: string[] = [];
  for (const e of r.entries) {
    if (e.ok) continue;
    const message = [...e.deviations, ...(e.proposed !== null ? [`Proposed: ${e.proposed}`] : [])].join('\n');
    out.push(
      `::error file=${prop(r.file)},line=${e.line},title=${prop(`referent check (${r.style})`)}::${data(message)}`,
    );
  }
  for (const i of r.list)
    out.push(
      `::error file=${prop(r.file)}${i.lines[0] ? `,line=${i.lines[0]}` : ''},title=${prop(`referent check (${r.style})`)}::${data(i.message)}`,
    );
  out.push(summaryLine(r));
  return `${out.join('\n')}\n`;
}
