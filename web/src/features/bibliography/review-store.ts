import { signal } from '@preact/signals-react';
import type { Candidate } from './candidates.js';

/**
 * The records waiting for review (quick add, pasted list, imported file) and the one opened
 * in the editor from the review. Signals, so the list, the review and the editor share them
 * across routes without prop chains; they live as long as the page.
 */
export const reviewing = signal<Candidate[]>([]);
/** Keys of the candidates the person keeps (checked). */
export const kept = signal<ReadonlySet<string>>(new Set());
/** A candidate opened in the editor ("Edit before saving"); the editor takes it once. */
export const draft = signal<Candidate | null>(null);

export function startReview(candidates: Candidate[], keep: (c: Candidate) => boolean): void {
  reviewing.value = candidates;
  kept.value = new Set(candidates.filter(keep).map((c) => c.key));
}

export function dropFromReview(keys: Iterable<string>): void {
  const gone = new Set(keys);
  reviewing.value = reviewing.value.filter((c) => !gone.has(c.key));
  kept.value = new Set([...kept.value].filter((k) => !gone.has(k)));
}
