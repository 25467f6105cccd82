import type { FieldIssue } from '@referent/engine';

/**
 * One record read from an input, before validation: its 0-based index in the input, its
 * line when the format has one per record (NDJSON) or where it starts, its own id when
 * it has one, and either the raw Publication or the problems found while reading it.
 */
export interface InputRecord {
  index: number;
  line?: number;
  id?: string | number;
  publication?: unknown;
  issues?: FieldIssue[];
  /** What was read but could not be kept exactly (the record is still read): a type mapped to a near one, an unknown macro. */
  warnings?: FieldIssue[];
}

/** The record's own id (`id` of Publication JSON and CSL-JSON, the BibTeX key, RIS `ID`). */
export function idOf(value: unknown): string | number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}
