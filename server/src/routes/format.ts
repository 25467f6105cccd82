import { dispatch } from '@referent/engine';
import { Router } from 'express';
import type { Services } from '../api/route.js';
import { fail } from '../errors.js';
import { langOf, t } from '../i18n/messages.js';
import { MAX_PERSONS, personCount } from '../security/body-guards.js';

/**
 * The largest anonymous formatting request: a record is a few KB; with at most 100 persons
 * and 15 styles one request formats in well under a millisecond per style, so the event
 * loop is never held for long (measured in docs/performance.md).
 */
export const FORMAT_BODY_LIMIT = '64kb';

/**
 * POST /api/format { bibl, standarts, config? } → the dispatcher's answer (spec §5):
 * `{ state: 'success', results, rich }`, or `{ state: 'error', errorMessage, issues? }` with
 * status 400 (the dispatcher's own messages, and zod issues naming each broken field).
 * Anyone may call it, so it is bounded: body size (413), persons per record (400) and a
 * per-address budget (429). The body limit is mounted before the app's general parser (app.ts).
 */
export function formatRoutes(s: Services): Router {
  const router = Router();
  router.post('/api/format', async (req, res, next) => {
    try {
      const lang = langOf(req);
      if (!(await s.limits.formatIp.take(req.ip ?? 'unknown')))
        throw fail(429, 'tooManyRequests', t('tooManyRequests', lang));
      const body = req.body as { bibl?: unknown; standarts?: unknown; config?: unknown } | undefined;
      if (personCount(body?.bibl) > MAX_PERSONS) {
        const message = t('tooManyAuthors', lang, MAX_PERSONS);
        throw fail(400, 'invalid', message, { issues: [{ field: 'bibl.authors', message }] });
      }
      const config = body && typeof body.config === 'object' && body.config !== null ? body.config : undefined;
      const result = dispatch(body ?? {}, config as Parameters<typeof dispatch>[1]);
      res.status(result.state === 'error' ? 400 : 200).json(result);
    } catch (e) {
      next(e);
    }
  });
  return router;
}
