/**
 * A table's own entry for a key taken from the user's text. `table[key]` answers "constructor",
 * "toString" or "__proto__" with Object.prototype's members: the word "Constructor" in a journal's
 * title printed "function Object() { [native code] }" in IEEE, and any reference containing
 * "constructor" failed in the parser.
 * @example ownEntry({ in: 'in' }, 'constructor') // undefined
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
