import { type Config, dispatch, escapeHtml, type Rich, toHtml, toText } from '@referent/engine';
import type { StoredRecord } from './repository.js';

/** A stored record with its publication read back and the texts to show per style. */
export interface ViewRecord {
  record: StoredRecord;
  bibl: Record<string, unknown>;
  title: string;
  /** Style → text; an edited text (editTextRecord) wins over the formatted one. */
  texts: Record<string, string>;
}

/** Spec editTextRecord: edited texts ride in the publication, so every store keeps them. */
export const EDITED_KEY = 'editedResult';

export function viewOf(record: StoredRecord): ViewRecord {
  let bibl: Record<string, unknown> = {};
  try {
    bibl = JSON.parse(record.otherData) as Record<string, unknown>;
  } catch {
    // an unreadable record still shows its formatted texts
  }
  const edited = (bibl[EDITED_KEY] ?? {}) as Record<string, string>;
  const title = String((bibl.title as { publicationTitle?: unknown } | undefined)?.publicationTitle ?? '');
  return { record, bibl, title, texts: { ...record.result, ...edited } };
}

/** Spec §1 search: a record matches when any of its texts or its title holds every word. */
export function matches(view: ViewRecord, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const hay = [view.title, ...Object.values(view.texts)].join(' ').toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** The reference of one record in one style as rich runs (edited text stays plain). */
export function richOf(view: ViewRecord, style: string, config: Config): Rich {
  const edited = (view.bibl[EDITED_KEY] ?? {}) as Record<string, string>;
  // The server's rule (docs/api.md, "Edited reference text"): a non-blank edited text wins.
  const text = edited[style];
  if (typeof text === 'string' && text.trim() !== '') return [{ text }];
  const answer = dispatch({ bibl: view.bibl, standarts: [style] }, config);
  if (answer.state === 'success' && answer.rich[style]) return answer.rich[style];
  return [{ text: view.texts[style] ?? '' }];
}

/**
 * Spec §5: the export file name is generated when left empty — the CLI's pattern
 * (docx/src/node.ts), references-YYYY-MM-DD-HHMMSS.docx in UTC.
 */
export { exportFileName } from '@referent/docx';

/**
 * The stored text as HTML with its italics back: the engine formats the publication again,
 * and its rich runs are used only when they spell exactly the stored text (so an edited
 * text, or one saved under another configuration, shows as stored).
 */
export function htmlOf(view: ViewRecord, style: string, config: Config): string {
  const text = view.texts[style] ?? '';
  const rich = richOf(view, style, config);
  return toText(rich) === text ? toHtml(rich) : escapeHtml(text);
}

/** Spec §9 pagination: first page 1, default size 8; the sizes offered. */
export const PAGE_SIZES = [8, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 8;

/** One page of a list; a page past the end shows the last one. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
