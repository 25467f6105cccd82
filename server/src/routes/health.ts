import { Router } from 'express';
import type { Knex } from 'knex';
import { databaseStatus } from '../db/connect.js';

/** GET /api/health: version and database status (503 when the database does not answer). */
export function healthRoutes(db: Knex, version: string): Router {
  const router = Router();
  router.get('/api/health', async (_req, res) => {
    const database = await databaseStatus(db);
    // The error text (host names, credentials in a connection string) is for the log, not for anyone who asks.
    if (database.error) console.error(`health: database error: ${database.error}`);
    const { error: _hidden, ...shown } = database;
    res.status(database.status === 'ok' ? 200 : 503).json({ status: database.status, version, database: shown });
  });
  return router;
}
