import express, { type Express } from 'express';
import type { Knex } from 'knex';
import { errorHandler, HttpError } from './errors.js';
import { formatRoutes } from './routes/format.js';
import { healthRoutes } from './routes/health.js';
import { webAppRoutes } from './routes/web-app.js';

/** What the app is built from; tests pass fakes at these edges only. */
export interface AppDeps {
  db: Knex;
  version: string;
  /** The built web app folder; omitted in API-only tests. */
  webDist?: string;
}

/** Builds the Express app without listening, so tests call it in memory. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '1mb' }));
  app.use(healthRoutes(deps.db, deps.version));
  app.use(formatRoutes());
  app.use('/api', (req, _res, next) => next(new HttpError(404, `No such API route: ${req.method} /api${req.path}`)));
  if (deps.webDist) app.use(webAppRoutes(deps.webDist));
  app.use(errorHandler);
  return app;
}
