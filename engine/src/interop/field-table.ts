import type { AuthorRole } from '../model/publication.js';
import { getPath, setPath } from './field-path.js';
import { addPeople, type Creator } from './people.js';

/**
 * A format's mapping of its fields (BibTeX fields, RIS tags) to Publication paths; `types`
 * limits a row to those source types. Rows earlier in the table win on reading, and the
 * first row of a path names it on writing.
 */
export type FieldTable = [key: string, path: string, types?: number[]][];

/** A row without types applies to every source type. */
export const applies = (types: number[] | undefined, type: number): boolean => !types || types.includes(type);

/** Fills each path of the table from the first key that has a value (trimmed text) for this type. */
export function readFields(
  table: FieldTable,
  type: number,
  read: (key: string) => string | undefined,
  pub: Record<string, unknown>,
): void {
  for (const [key, path, types] of table) {
    const value = read(key);
    if (value && applies(types, type) && !getPath(pub, path)) setPath(pub, path, value);
  }
}

/** Each path of the table that applies to this type and has a value, under the first key that names it. */
export function writeFields(table: FieldTable, type: number, pub: unknown): [string, string][] {
  const out: [string, string][] = [];
  const paths = new Set<string>();
  for (const [key, path, types] of table) {
    if (!applies(types, type) || paths.has(path)) continue;
    paths.add(path);
    const value = getPath(pub, path);
    if (value) out.push([key, value]);
  }
  return out;
}

/** Adds a format's creators of one role; among authors the literals are organisations (role 5). */
export function addCreators(pub: Record<string, unknown>, role: AuthorRole, creators: Creator[]): void {
  addPeople(pub, role, role === '1' ? creators.filter((c) => !c.literal) : creators);
  if (role === '1')
    addPeople(
      pub,
      '5',
      creators.filter((c) => c.literal),
    );
}
