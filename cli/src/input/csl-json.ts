import { type CslItem, publicationFromCsl } from '@referent/engine';
import type { InputRecord } from './input-record.js';

/**
 * Reads CSL-JSON (what Zotero, Mendeley and citation.js export): an array of items, or one
 * item. Each item is mapped by the engine's CSL-JSON mapping; an item it cannot map is a
 * record with its problem, and the others go on.
 */
export function readCslJson(text: string): InputRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return [{ index: 0, issues: [{ field: '(input)', message: `input is not valid JSON: ${(e as Error).message}` }] }];
  }
  return (Array.isArray(data) ? data : [data]).map((item, index): InputRecord => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return { index, issues: [{ field: '(record)', message: 'a CSL-JSON item must be an object' }] };
    }
    const id = (item as { id?: unknown }).id;
    const own = typeof id === 'string' || typeof id === 'number' ? { id } : {};
    const read = publicationFromCsl(item as CslItem);
    return 'issues' in read ? { index, ...own, issues: read.issues } : { index, ...own, publication: read.publication };
  });
}
