/**
 * A schema issue as zod reports it (code, dotted path, English message), written without zod so
 * that the validation on the formatting path (parse-publication.ts, parse-config.ts) does not
 * load it: zod's 390 KB took a fifth of `referent format`'s start-up. The messages are zod's
 * English locale's, byte for byte; the property tests beside the parsers compare them with zod's.
 */
export interface SchemaIssue {
  code: 'invalid_type' | 'invalid_union' | 'invalid_value' | 'unrecognized_keys' | 'custom';
  path: PropertyKey[];
  message: string;
}

/** zod's `util.parsedType`, as its English locale names it ("NaN", "Infinity", a class's name). */
export function receivedName(data: unknown): string {
  const t = typeof data;
  if (t === 'number') {
    if (Number.isNaN(data)) return 'NaN';
    return Number.isFinite(data) ? 'number' : String(data);
  }
  if (t === 'object') {
    if (data === null) return 'null';
    if (Array.isArray(data)) return 'array';
    const obj = data as { constructor?: { name?: string } };
    if (Object.getPrototypeOf(obj) !== Object.prototype && 'constructor' in obj && obj.constructor) {
      return obj.constructor.name as string;
    }
  }
  return t;
}

export function typeIssue(expected: string, input: unknown, path: PropertyKey[]): SchemaIssue {
  return {
    code: 'invalid_type',
    path,
    message: `Invalid input: expected ${expected}, received ${receivedName(input)}`,
  };
}

/** A union none of whose options took the value (zod's message does not say which). */
export function unionIssue(path: PropertyKey[]): SchemaIssue {
  return { code: 'invalid_union', path, message: 'Invalid input' };
}

/** A value outside an enum. */
export function optionIssue(values: readonly string[], path: PropertyKey[]): SchemaIssue {
  const message =
    values.length === 1
      ? `Invalid input: expected "${values[0]}"`
      : `Invalid option: expected one of ${values.map((v) => `"${v}"`).join('|')}`;
  return { code: 'invalid_value', path, message };
}

export function unrecognizedIssue(keys: PropertyKey[], path: PropertyKey[]): SchemaIssue {
  // zod's `stringifyPrimitive` (a symbol key throws there as here).
  const names = keys.map((k) => (typeof k === 'string' ? `"${k}"` : `${k as unknown as string}`)).join(', ');
  return { code: 'unrecognized_keys', path, message: `Unrecognized key${keys.length > 1 ? 's' : ''}: ${names}` };
}

/** zod's `util.isObject`: what an object schema takes (a class instance too, not an array). */
export function isObject(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/** zod's `util.isPlainObject`: what a record schema takes. */
export function isPlainObject(o: unknown): o is Record<string, unknown> {
  if (!isObject(o)) return false;
  const ctor = o.constructor;
  if (ctor === undefined) return true;
  if (typeof ctor !== 'function') return true;
  const prot = ctor.prototype;
  if (!isObject(prot)) return false;
  return Object.hasOwn(prot, 'isPrototypeOf');
}
