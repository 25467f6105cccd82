import { createApp } from './app.js';
import { configFromEnv } from './config.js';
import { connect, migrate } from './db/connect.js';
import { VERSION } from './version.js';

/** Starts the server: opens the database, runs migrations, listens on PORT. */
async function start(): Promise<void> {
  const config = configFromEnv();
  const db = connect(config);
  await migrate(db);
  const app = createApp({ db, version: VERSION, webDist: config.webDist });
  const server = app.listen(config.port, () => {
    const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
    console.log(`Referent ${VERSION} at http://localhost:${config.port}/ (${where})`);
  });
  const stop = () => {
    server.close(() => void db.destroy().then(() => process.exit(0)));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

start().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
