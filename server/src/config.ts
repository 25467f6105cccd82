import { resolve } from 'node:path';

/** The server's settings, read once from the environment. */
export interface ServerConfig {
  port: number;
  /** Folder for the SQLite file, the mail outbox and other local state (created on start). */
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl?: string;
  /** The built web app (web/dist), served under /dist/ with SPA fallback. */
  webDist: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 8080,
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    webDist: resolve(root, env.WEB_DIST ?? 'web/dist'),
  };
}
