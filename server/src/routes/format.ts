import { dispatch } from '@referent/engine';
import { Router } from 'express';

/**
 * POST /api/format { bibl, standarts, config? } → the dispatcher's answer (spec §5):
 * `{ state: 'success', results, rich }`, or `{ state: 'error', errorMessage, issues? }` with
 * status 400 (the dispatcher's own messages, and zod issues naming each broken field).
 */
export function formatRoutes(): Router {
  const router = Router();
  router.post('/api/format', (req, res) => {
    const body = req.body as { bibl?: unknown; standarts?: unknown; config?: unknown } | undefined;
    const config = body && typeof body.config === 'object' && body.config !== null ? body.config : undefined;
    const result = dispatch(body ?? {}, config as Parameters<typeof dispatch>[1]);
    res.status(result.state === 'error' ? 400 : 200).json(result);
  });
  return router;
}
