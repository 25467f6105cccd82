import { ApiError } from '../../lib/http.js';

/**
 * A 400 answer's field messages by the server's field names (`Price`, `Email` …), in the
 * interface language where the admin bundle words the rule (`admin.invalid.<field>`),
 * else as the server said it.
 */
export function fieldErrors(
  err: unknown,
  t: (key: string, opts?: { defaultValue: string }) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (err instanceof ApiError) {
    for (const i of err.issues) out[i.field] ??= t(`admin.invalid.${i.field}`, { defaultValue: i.message });
  }
  return out;
}
