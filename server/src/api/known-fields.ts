import { z } from 'zod';

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) {
    s = s.unwrap() as z.ZodType;
  }
  return s;
}

/**
 * A copy of `value` with only the fields `schema` describes, at every depth (objects, arrays
 * of objects, records keyed by an enum). The engine's schemas keep unknown fields on purpose
 * (data from the original product formats unchanged); what the server stores is only what
 * the model knows, so a client cannot park arbitrary data inside a record.
 * @example pickKnown(z.looseObject({ a: z.string() }), { a: 'x', b: 1 }) // { a: 'x' }
 */
export function pickKnown(schema: z.ZodType, value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value;
  const s = unwrap(schema);
  if (s instanceof z.ZodObject) {
    if (Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    const shape = s.shape as Record<string, z.ZodType>;
    for (const [key, field] of Object.entries(shape)) {
      if (Object.hasOwn(value, key)) out[key] = pickKnown(field, (value as Record<string, unknown>)[key]);
    }
    return out;
  }
  if (s instanceof z.ZodArray) {
    return Array.isArray(value) ? value.map((item) => pickKnown(s.element as z.ZodType, item)) : value;
  }
  if (s instanceof z.ZodRecord) {
    if (Array.isArray(value)) return value;
    const keys = unwrap(s.keyType as z.ZodType);
    const allowed = keys instanceof z.ZodEnum ? new Set(keys.options.map(String)) : undefined;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (!allowed || allowed.has(key)) out[key] = pickKnown(s.valueType as z.ZodType, item);
    }
    return out;
  }
  return value;
}
