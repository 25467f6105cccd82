/**
 * Reading and writing a Publication field by its dotted path ("series.volume"), so the
 * interop mappings (BibTeX, RIS) are tables of `field ↔ path` rather than hand-written code.
 */

/** The field's value as trimmed text, or undefined when absent or blank. */
export function getPath(obj: unknown, path: string): string | undefined {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  if (typeof cur === 'number' && Number.isFinite(cur)) return String(cur);
  if (typeof cur === 'boolean') return String(cur);
  if (typeof cur !== 'string') return undefined;
  const text = cur.trim();
  return text === '' ? undefined : text;
}

/** Sets a field, creating the objects on the way ("specialData.date" creates specialData). */
export function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur = obj;
  for (const key of keys.slice(0, -1)) {
    const next = cur[key];
    if (next === null || typeof next !== 'object') cur[key] = {};
    cur = cur[key] as Record<string, unknown>;
  }
  cur[keys[keys.length - 1] as string] = value;
}
