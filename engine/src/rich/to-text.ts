import type { Rich } from './run.js';

/** Renders a reference as plain text: no markup at all. */
export function toText(runs: Rich): string {
  let text = '';
  for (let i = 0; i < runs.length; i++) text += (runs[i] as Rich[number]).text;
  return text;
}
