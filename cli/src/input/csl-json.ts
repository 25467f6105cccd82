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
    const lines = text.split(/\r?\n/).filter((l) => l.trim());
    if (lines.length < 2 || !lines.every((l) => l.trimStart().startsWith('{'))) {
      return [
        { index: 0, issues: [{ field: '(input)', message: `input is not valid JSON: ${(e as Error).message}` }] },
      ];
    }
    // One CSL-JSON item per line (what some tools stream): each line is read on its own.
    let lineNo = 0;
    return text
      .split(/\r?\n/)
      .flatMap((line) => {
        lineNo++;
        return line.trim() ? [{ ...itemRecord(parseLine(line), 0), line: lineNo }] : [];
      })
      .map((r, index) => ({ ...r, index }));
  }
  return (Array.isArray(data) ? data : [data]).map(itemRecord);
}

/** One line's item, or the JSON error as a SyntaxError value. */
function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch (e) {
    return new SyntaxError((e as Error).message);
  }
}

/** One CSL-JSON item as a record, mapped by the engine. */
function itemRecord(item: unknown, index: number): InputRecord {
  if (item instanceof SyntaxError)
    return { index, issues: [{ field: '(line)', message: `invalid JSON: ${item.message}` }] };
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return { index, issues: [{ field: '(record)', message: 'a CSL-JSON item must be an object' }] };
  }
  const id = (item as { id?: unknown }).id;
  const own = typeof id === 'string' || typeof id === 'number' ? { id } : {};
  const read = publicationFromCsl(item as CslItem);
  if ('issues' in read) return { index, ...own, issues: read.issues };
  return {
    index,
    ...own,
    publication: read.publication,
    ...(read.warnings?.length ? { warnings: read.warnings } : {}),
  };
}
