import { fieldIssues } from '@referent/engine';
import type { z } from 'zod';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';

/** Validates a GET route's query string like `route()` validates bodies: 400 with field issues. */
export function queryOf<S extends z.ZodType>(schema: S, query: unknown, lang: Lang): z.infer<S> {
  const parsed = schema.safeParse(query ?? {});
  if (!parsed.success) throw fail(400, 'invalid', t('invalidFields', lang), { issues: fieldIssues(parsed.error) });
  return parsed.data;
}
