import type { Manuscript } from './manuscript.js';
import type { ListEntry } from './reference-list.js';

/** An entry and the text it should have (its own when it matches or could not be read). */
export interface FixedEntry {
  entry: ListEntry;
  text: string;
}

/** The marker the entry was written with (`1. `, `[1] `, `- `), renumbered to its new place. */
function markerOf(m: Manuscript, e: ListEntry, position: number): string {
  const first = m.lines[e.from]?.text ?? '';
  const bracket = /^\s*\[\d{1,4}\]\s*/.exec(first);
  if (bracket) return `[${position}] `;
  const dot = /^\s*\d{1,4}([.)])\s*/.exec(first);
  if (dot) return `${position}${dot[1]} `;
  return /^\s*[-*+]\s+/.exec(first)?.[0].trimStart() ?? '';
}

/**
 * The manuscript with its reference list corrected: each entry's lines replaced by its text,
 * in the order given (the style's order), numbered anew when the list is numbered. LaTeX
 * keeps each `\bibitem{key}`.
 */
export function fixedManuscript(m: Manuscript, fixed: FixedEntry[]): string {
  if (fixed.length === 0) return m.lines.map((l) => l.text).join('\n');
  const from = Math.min(...fixed.map((f) => f.entry.from));
  const to = Math.max(...fixed.map((f) => f.entry.to));
  const written = fixed.map((f, k) => {
    if (m.kind === 'latex') {
      const head =
        /^(\s*\\bibitem(?:\[[^\]]*\])?\{[^}]*\})/.exec(m.lines[f.entry.from]?.text ?? '')?.[1] ??
        `\\bibitem{${f.entry.label ?? k + 1}}`;
      return `${head} ${f.text}`;
    }
    return `${markerOf(m, f.entry, k + 1)}${f.text}`;
  });
  // Entries of a plain (unnumbered) list in a text file are separated as they were: by blank lines or not.
  const byPlace = [...fixed].sort((a, b) => a.entry.from - b.entry.from);
  const blankBetween = byPlace.some((f, k) => k > 0 && f.entry.from > (byPlace[k - 1]?.entry.to ?? 0) + 1);
  const block = blankBetween ? written.join('\n\n') : written.join('\n');
  const lines = m.lines.map((l) => l.text);
  return [...lines.slice(0, from), block, ...lines.slice(to + 1)].join('\n');
}

/** The corrected list alone, one entry per line (for a .docx, which is not rewritten). */
export function fixedList(fixed: FixedEntry[]): string {
  return `${fixed.map((f) => f.text).join('\n')}\n`;
}
