import type { NextFunction, Request, Response } from 'express';
import { fail } from '../errors.js';
import { langOf, t } from '../i18n/messages.js';

/** No request of the API nests deeper than this; a record is about 4 levels deep. */
export const MAX_BODY_DEPTH = 32;

/** Depth of a parsed JSON/form value, stopping as soon as it passes `limit` (no recursion to overflow). */
export function depthOver(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * 400 for a body nested deeper than MAX_BODY_DEPTH: validators and JSON.stringify recurse,
 * and a few thousand levels would overflow the stack (a 500) instead of a clear answer.
 */
export function bodyDepthGuard(req: Request, _res: Response, next: NextFunction): void {
  if (depthOver(req.body, MAX_BODY_DEPTH)) {
    // The body itself is not trusted for its `lang` here: only the query and Accept-Language.
    const lang = langOf({ body: undefined, query: req.query, headers: req.headers } as unknown as Request);
    next(fail(400, 'invalid', t('bodyTooDeep', lang, MAX_BODY_DEPTH)));
    return;
  }
  next();
}

/** Persons in a record (every role), for the bound on anonymous and stored records. */
export function personCount(bibl: unknown): number {
  const authors = (bibl as { authors?: unknown } | null | undefined)?.authors;
  if (!authors || typeof authors !== 'object') return 0;
  return Object.values(authors).reduce<number>((n, list) => n + (Array.isArray(list) ? list.length : 0), 0);
}

/** More than any real work lists (large collaborations are cited with "et al."). */
export const MAX_PERSONS = 100;
