import type { Rich } from './run.js';

/** Renders a reference as plain text: no markup at all. */
export function toText(runs: Rich): string {
  return runs.map((r) => r.text).join('');
}
