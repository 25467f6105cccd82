/**
 * Output invariants every style keeps, shared by the property tests of all styles.
 */
import type { Rich } from '@referent/engine';
import { expect } from 'vitest';

/** Every string a value holds, deeply. */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * No `undefined`, `null` or `NaN` the input did not hold itself (a generated word may be
 * "NaN"), no empty brackets, no double space, no space before "," or ".", no ",." — in the
 * prose: a URL is quoted as typed, so the punctuation rules hold around it, not inside it.
 */
export function expectNoLeftovers(rich: Rich, input: unknown): void {
  const text = rich.map((r) => r.text).join('');
  const prose = rich.map((r) => (r.href ? 'URL' : r.text)).join('');
  const typed = strings(input).join(' ');
  for (const leftover of text.match(/\b(undefined|null|NaN)\b/g) ?? []) {
    expect(new RegExp(`\\b${leftover}\\b`).test(typed), `leftover ${leftover}`).toBe(true);
  }
  expect(prose).not.toMatch(/\(\s*\)|\[\s*\]/);
  expect(prose).not.toMatch(/ {2}| [,.]|,\./);
}
