import { signal } from '@preact/signals-react';
import { readJson, writeJson } from '../../lib/storage.js';

/** The records checked in the list when "References" was opened; null is every record. */
export const listChoice = signal<readonly number[] | null>(null);

/** The order a person set for numeric styles (record ids), kept in local storage like the configuration. */
export const ORDER_KEY = 'referent.bibliography.order';

export function loadOrder(): number[] {
  const stored = readJson<unknown>(ORDER_KEY, []);
  return Array.isArray(stored) ? stored.filter((n): n is number => typeof n === 'number') : [];
}

export function saveOrder(ids: readonly number[]): void {
  writeJson(ORDER_KEY, ids);
}

/** Saves a file the browser offers for download. */
export function download(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
