import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built web app: assets under /dist/ (spec §2), and index.html for every other
 * GET that is not an API call, so the client router handles locale routes and its 404 page.
 */
export function webAppRoutes(webDist: string): Router {
  const router = Router();
  const index = join(webDist, 'index.html');
  router.use('/dist', express.static(webDist, { index: false, maxAge: '1h' }));
  router.get('/{*path}', (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/dist/')) return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.sendFile(index);
  });
  return router;
}
