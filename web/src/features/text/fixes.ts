import type { Fix } from './types.js';

/**
 * The text with the chosen fixes applied; `skip` holds the ids the user undid. The server's
 * fixes never overlap, so any subset applies cleanly (same rule as server/src/text/clean.ts).
 */
export function applyFixes(text: string, fixes: readonly Fix[], skip: ReadonlySet<number> = new Set()): string {
  let out = '';
  let at = 0;
  for (const f of [...fixes].sort((a, b) => a.start - b.start)) {
    if (skip.has(f.id)) continue;
    out += text.slice(at, f.start) + f.after;
    at = f.end;
  }
  return out + text.slice(at);
}

/** Invisible characters made visible for the list of fixes (no-break space ⍽, removed ∅, line break ↵). */
export function visible(s: string): string {
  if (s === '') return '∅';
  return s
    .replace(/\u00A0/g, '⍽')
    .replace(/\n/g, '↵')
    .replace(/\u00AD/g, '‐(soft)')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '⌧')
    .replace(/ /g, '·');
}
