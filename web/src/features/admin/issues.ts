import { ApiError } from '../../lib/http.js';

/** A 400 answer's field messages by the server's field names (`Price`, `Email` …). */
export function fieldErrors(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (err instanceof ApiError) for (const i of err.issues) out[i.field] ??= i.message;
  return out;
}
